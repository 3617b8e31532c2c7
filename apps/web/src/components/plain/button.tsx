import type { ButtonHTMLAttributes, ReactNode } from 'react';
import './plain.css';

export type ButtonVariant = 'contained' | 'outlined' | 'text';

/** The class names of a button, for a router link that looks like one. */
export function buttonClass(variant: ButtonVariant = 'contained', size: 'medium' | 'large' = 'medium'): string {
  return `pl-button pl-button-${variant}${size === 'large' ? ' pl-button-large' : ''}`;
}

/**
 * A button in the theme's look (contained or outlined, 10 px corners). While `loading`, it keeps its size,
 * shows a spinner, is busy for screen readers and cannot be pressed twice.
 */
export function Button({
  variant = 'contained',
  size = 'medium',
  loading = false,
  type = 'button',
  disabled,
  className,
  children,
  ...props
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & {
  variant?: ButtonVariant;
  size?: 'medium' | 'large';
  loading?: boolean;
  type?: 'button' | 'submit';
  children: ReactNode;
}) {
  return (
    <button
      {...props}
      type={type}
      className={className ? `${buttonClass(variant, size)} ${className}` : buttonClass(variant, size)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading && <span className="pl-spinner" aria-hidden="true" />}
      <span className="pl-button-label">{children}</span>
    </button>
  );
}
