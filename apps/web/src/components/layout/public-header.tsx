import { paths } from '@passerelle/shared/paths';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { buttonClass } from '../plain/button';
import { Icon } from '../plain/icons';
import '../plain/plain.css';
import { Logo } from './logo';
import { PUBLIC_LINKS } from './public-links';

// The phone menu loads on first use only.
const MobileMenu = lazy(() => import('./mobile-menu'));

/** The public pages' header (sticky). Plain (no MUI, issue 20): the sign-in screens load no MUI. */
export function PublicHeader() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <header className="pl-header">
      <div className="pl-container pl-container-lg pl-toolbar">
        <Logo />
        <nav aria-label="Navigation principale" className="pl-nav">
          {PUBLIC_LINKS.map((link) => (
            <RouterLink key={link.label} to={link.to} className={buttonClass('text')}>
              {link.label}
            </RouterLink>
          ))}
        </nav>
        <div className="pl-header-actions">
          <RouterLink to={paths.login} className={buttonClass('outlined')}>
            Connexion
          </RouterLink>
          <RouterLink to={paths.register} className={buttonClass('contained')}>
            Inscription
          </RouterLink>
        </div>
        <button
          type="button"
          className="pl-icon-button pl-menu-button"
          aria-label="Ouvrir le menu"
          aria-expanded={open}
          onClick={() => {
            setWanted(true);
            setOpen(true);
          }}
        >
          <Icon name="menu" />
        </button>
      </div>
      {wanted && (
        <Suspense fallback={null}>
          <MobileMenu open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}
