import { paths } from '@passerelle/shared/paths';

/** Header links of SPEC §2: home, find an offer (to /login), about, service, login, register. */
export const PUBLIC_LINKS = [
  { label: 'Accueil', to: paths.home },
  { label: 'Trouver une offre', to: paths.login },
  { label: 'À propos', to: `${paths.home}#a-propos` },
  { label: 'Services', to: `${paths.home}#services` },
];
