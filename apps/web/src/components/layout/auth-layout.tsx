import type { ReactNode } from 'react';
import '../plain/plain.css';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';

/**
 * The frame of the login, registration and password screens: a centred card between the public header
 * and footer. Plain (no MUI, issue 20): the screens built with MUI sit in it as well.
 */
export function AuthLayout({
  title,
  subtitle,
  children,
  wide = false,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className="pl-page">
      <PublicHeader />
      <main className={`pl-container pl-auth-main ${wide ? 'pl-container-md' : 'pl-container-sm'}`}>
        <div className="pl-card">
          <h1 className={subtitle ? 'pl-auth-title pl-with-subtitle' : 'pl-auth-title'}>{title}</h1>
          {subtitle && <p className="pl-auth-subtitle">{subtitle}</p>}
          {children}
        </div>
      </main>
      <PublicFooter />
    </div>
  );
}
