import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Icon } from './icons';
import { FormTextField, type FormTextFieldProps } from './text-field';

/** A password input bound to react-hook-form, with a button that shows or hides what was typed. */
export function PasswordField<T extends FieldValues>(props: Omit<FormTextFieldProps<T>, 'type' | 'endAdornment'>) {
  const [visible, setVisible] = useState(false);
  return (
    <FormTextField
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <button
          type="button"
          className="pl-icon-button"
          aria-label={visible ? 'Masquer le mot de passe' : 'Afficher le mot de passe'}
          onClick={() => setVisible((v) => !v)}
        >
          <Icon name={visible ? 'visibilityOff' : 'visibility'} />
        </button>
      }
    />
  );
}
