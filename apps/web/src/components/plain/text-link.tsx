import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { type LinkProps, Link as RouterLink } from 'react-router';
import './plain.css';

/** A link inside the app, underlined (colour alone does not tell a link apart, WCAG 1.4.1). */
export function TextLink({ className, ...props }: LinkProps) {
  return <RouterLink {...props} className={className ? `pl-link ${className}` : 'pl-link'} />;
}

/** An action that reads as a link in a sentence (open the terms, go back a step). */
export function LinkButton({ children, ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { children: ReactNode }) {
  return (
    <button {...props} type="button" className="pl-link">
      {children}
    </button>
  );
}
