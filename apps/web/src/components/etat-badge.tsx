import { Chip } from '@mui/material';
import { APPLICATION_ETAT_LABELS, MISSION_ETAT_LABELS, OFFER_ETAT_LABELS, REQUEST_ETAT_LABELS } from '@passerelle/shared/enums';

/**
 * The état badges (SPEC §4): green for an active or successful state, yellow for a waiting one, grey
 * with the raw value otherwise.
 */
type Kind = 'user' | 'offer' | 'request' | 'mission' | 'application';

const USER_LABELS: Record<string, string> = { active: 'Actif', pending: 'En attente', blocked: 'Bloqué' };
const LABELS: Record<Kind, Record<string, string>> = {
  user: USER_LABELS,
  offer: OFFER_ETAT_LABELS,
  request: REQUEST_ETAT_LABELS,
  mission: MISSION_ETAT_LABELS,
  application: APPLICATION_ETAT_LABELS,
};
const GREEN = new Set(['active', 'ouvert', 'ferme_success', 'en_cours', 'retenue']);
const YELLOW = new Set(['pending', 'en_attente']);
const RED = new Set(['blocked', 'ferme_fail', 'non_retenue']);

export function EtatBadge({ kind, value }: { kind: Kind; value: string }) {
  const label = LABELS[kind][value] ?? value;
  // Yellow with dark text: white on the theme's amber reads at 4.2:1 only, below WCAG AA's 4.5:1 (axe).
  if (YELLOW.has(value)) return <Chip size="small" label={label} sx={{ bgcolor: '#f6c343', color: '#1d2433' }} />;
  const color = GREEN.has(value) ? 'success' : RED.has(value) ? 'error' : 'default';
  return <Chip size="small" label={label} color={color} variant={color === 'default' ? 'outlined' : 'filled'} />;
}

/** SPEC §2: a blocked offer shows a Bloquée badge. */
export function BlockedBadge() {
  return <Chip size="small" label="Bloquée" color="error" variant="outlined" />;
}
