import { paths } from '@passerelle/shared/paths';
import { Link as RouterLink } from 'react-router';
import '../plain/plain.css';
import { Logo } from './logo';

/** Our accounts on the social networks (SPEC §2: footer with social links). */
const SOCIAL = [
  { label: 'LinkedIn', href: 'https://www.linkedin.com/company/passerelle-missions' },
  { label: 'X (Twitter)', href: 'https://x.com/passerelle_fr' },
  { label: 'Facebook', href: 'https://www.facebook.com/passerelle.missions' },
  { label: 'Instagram', href: 'https://www.instagram.com/passerelle.missions' },
];

/** The public pages' footer: about, the platform's links, social networks, the legal pages (DECISIONS §6.9). Plain (no MUI). */
export function PublicFooter() {
  return (
    <footer className="pl-footer">
      <div className="pl-container pl-container-lg">
        <div className="pl-footer-grid">
          <div className="pl-footer-about">
            <Logo light />
            <p className="pl-footer-text">
              La place de marché des missions 100 % à distance : des profils qualifiés et disponibles, des entreprises qui
              recrutent, une équipe qui vous accompagne.
            </p>
          </div>
          <div>
            <h2>Plateforme</h2>
            <ul>
              <li>
                <RouterLink to={paths.registerAs('client')}>Recruter un talent</RouterLink>
              </li>
              <li>
                <RouterLink to={paths.registerAs('candidat')}>Trouver une mission</RouterLink>
              </li>
              <li>
                <RouterLink to={paths.login}>Connexion</RouterLink>
              </li>
              <li>
                <RouterLink to={paths.transparency}>Comment nous classons les profils</RouterLink>
              </li>
              <li>
                <RouterLink to={paths.verifyContract}>Vérifier un contrat</RouterLink>
              </li>
            </ul>
          </div>
          <div>
            <h2>Suivez-nous</h2>
            <ul>
              {SOCIAL.map((s) => (
                <li key={s.label}>
                  <a href={s.href} target="_blank" rel="noopener noreferrer">
                    {s.label}
                  </a>
                </li>
              ))}
              <li>
                <a href="mailto:contact@passerelle.fr">contact@passerelle.fr</a>
              </li>
            </ul>
          </div>
        </div>
        <p className="pl-footer-copy">
          © {new Date().getFullYear()} Passerelle — Tous droits réservés ·{' '}
          <RouterLink to={paths.legal.notice}>Mentions légales</RouterLink> ·{' '}
          <RouterLink to={paths.legal.privacy}>Confidentialité</RouterLink> · <RouterLink to={paths.legal.terms}>CGU</RouterLink>
        </p>
      </div>
    </footer>
  );
}
