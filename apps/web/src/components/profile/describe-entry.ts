import type { Experience, Formation } from '@passerelle/shared/schemas/profiles';
import { formatPeriod } from '../../lib/format';

/** How an education entry reads in the lists of the forms (onboarding, profile editor). */
export const describeFormation = (f: Formation) => ({
  primary: `${f.nom} — ${f.ecole}`,
  secondary: formatPeriod(f.date_debut, f.date_fin),
});

/** How an experience reads in the lists of the forms: an ongoing one « depuis le … (en cours) ». */
export const describeExperience = (e: Experience) => ({
  primary: `${e.fonction} — ${e.entreprise} (${e.lieu})`,
  secondary: `${formatPeriod(e.date_debut, e.date_fin)}${e.tech.length ? ` · ${e.tech.join(', ')}` : ''}`,
});
