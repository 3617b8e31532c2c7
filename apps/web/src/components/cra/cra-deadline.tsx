import { Chip } from '@mui/material';
import { longDateLabel } from '@passerelle/shared/dates';
import type { Cra } from '@passerelle/shared/schemas/mission-work';

/**
 * The CRA deadline as each side reads it (DECISIONS §6.5): the day a submitted CRA is validated without an
 * answer, dated by the server with the job's own function (`validation_auto_le`), and the mark of those the
 * deadline validated.
 */

/** The day a submitted CRA is validated automatically, « 12 décembre 2026 »; null for any other. */
export function autoValidationDay(cra: Pick<Cra, 'etat' | 'validation_auto_le'>): string | null {
  return cra.etat === 'soumis' && cra.validation_auto_le ? longDateLabel(cra.validation_auto_le) : null;
}

/** « Validé automatiquement », beside the état badge of a CRA the deadline validated. */
export function AutoValidatedBadge({ cra }: { cra: Pick<Cra, 'etat' | 'valide_auto'> }) {
  if (cra.etat !== 'valide' || !cra.valide_auto) return null;
  return <Chip size="small" variant="outlined" color="success" label="Validé automatiquement" />;
}
