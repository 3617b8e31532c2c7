import { Chip } from '@mui/material';
import {
  APPLICATION_ETAT_LABELS,
  CRA_ETAT_LABELS,
  MISSION_ETAT_LABELS,
  OFFER_ETAT_LABELS,
  REQUEST_ETAT_LABELS,
} from '@passerelle/shared/enums';

/**
 * The état badges (SPEC §4): green for an active or successful state, yellow for a waiting one, grey
 * with the raw value otherwise.
 */
type Kind = 'user' | 'offer' | 'request' | 'mission' | 'application' | 'cra';

const USER_LABELS: Record<string, string> = { active: 'Actif', pending: 'En attente', blocked: 'Bloqué' };
const LABELS: Record<Kind, Record<string, string>> = {
  user: USER_LABELS,
  offer: OFFER_ETAT_LABELS,
  request: REQUEST_ETAT_LABELS,
  mission: MISSION_ETAT_LABELS,
  application: APPLICATION_ETAT_LABELS,
  cra: CRA_ETAT_LABELS,
};
const GREEN = new Set(['active', 'ouvert', 'ferme_success', 'en_cours', 'retenue', 'valide']);
const YELLOW = new Set(['pending', 'en_attente', 'soumis']);
const RED = new Set(['blocked', 'ferme_fail', 'non_retenue', 'refuse']);

export function EtatBadge({ kind, value }: { kind: Kind; value: string }) {
  const label = LABELS[kind][value] ?? value;
  // The waiting states use the theme's warning amber, whose contrast text is dark (WCAG AA: white on amber is 4.2:1).
  const color = GREEN.has(value) ? 'success' : YELLOW.has(value) ? 'warning' : RED.has(value) ? 'error' : 'default';
  return <Chip size="small" label={label} color={color} variant={color === 'default' ? 'outlined' : 'filled'} />;
}

/** SPEC §2: a blocked offer shows a Bloquée badge. */
export function BlockedBadge() {
  return <Chip size="small" label="Bloquée" color="error" variant="outlined" />;
}
