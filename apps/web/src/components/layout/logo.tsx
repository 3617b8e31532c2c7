import { paths } from '@passerelle/shared/paths';
import { Link as RouterLink } from 'react-router';
import '../plain/plain.css';

/** The Passerelle mark: a bridge between two points. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#1f3c88" />
      <path d="M14 42c6-14 30-14 36 0" stroke="#fff" strokeWidth="6" fill="none" strokeLinecap="round" />
      <circle cx="14" cy="44" r="4" fill="#f2a516" />
      <circle cx="50" cy="44" r="4" fill="#f2a516" />
    </svg>
  );
}

/** The mark and the name, a link home. Plain (no MUI): every public page shows it first. */
export function Logo({ light = false }: { light?: boolean }) {
  return (
    <RouterLink to={paths.home} aria-label="Passerelle, accueil" className={light ? 'pl-logo pl-logo-light' : 'pl-logo'}>
      <LogoMark />
      <span className="pl-logo-name">Passerelle</span>
    </RouterLink>
  );
}
