import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { Icon } from './icons';
import './plain.css';

/**
 * A native checkbox drawn in the theme's look, its label beside it, and its error under it (announced,
 * tied with `aria-describedby`). The label may hold a link-like button (the terms).
 */
export function Checkbox({
  label,
  error,
  id,
  ref,
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> & {
  id: string;
  label: ReactNode;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}) {
  const errorId = `${id}-erreur`;
  return (
    <div className={error ? 'pl-field pl-field-error' : 'pl-field'}>
      {/* As MUI's FormControlLabel: the label holds the box and the text, a link-like button included
          (pressing that button does not toggle the box). */}
      <label className="pl-check" htmlFor={id}>
        <input
          {...props}
          ref={ref}
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <span className="pl-check-box" aria-hidden="true">
          <Icon name="check" size={16} />
        </span>
        <span>{label}</span>
      </label>
      {error && (
        <p id={errorId} className="pl-helper" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
