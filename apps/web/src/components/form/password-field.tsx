import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { IconButton, InputAdornment, type TextFieldProps } from '@mui/material';
import { useState } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormTextField } from './form-text-field';

type Props<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'type'> & {
  name: FieldPath<T>;
  control: Control<T>;
  serverError?: string;
};

/** A password input with a show / hide button. */
export function PasswordField<T extends FieldValues>(props: Props<T>) {
  const [visible, setVisible] = useState(false);
  return (
    <FormTextField
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={visible ? 'Masquer le mot de passe' : 'Afficher le mot de passe'}
                onClick={() => setVisible((v) => !v)}
                edge="end"
              >
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
