import type { InputBaseComponentProps, SxProps, Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { OutlinedField, type OutlinedFieldProps } from './outlined-field';

type Props<T extends FieldValues> = Omit<
  OutlinedFieldProps,
  'name' | 'value' | 'onChange' | 'error' | 'sx' | 'inputProps' | 'alert' | 'root'
> & {
  name: FieldPath<T>;
  control: Control<T>;
  /** An error the server gave for this field, shown when the form has none of its own. */
  serverError?: string;
  helperText?: ReactNode;
  /** The field's box (as TextField's `sx`: its margins and width). Full width unless told, as the theme's TextField. */
  sx?: SxProps<Theme>;
  /** As TextField's: `input` goes to the outlined input (its adornments), `htmlInput` to the `<input>`. */
  slotProps?: { input?: { endAdornment?: ReactNode; startAdornment?: ReactNode }; htmlInput?: InputBaseComponentProps };
};

/**
 * An outlined text field bound to react-hook-form; its error is announced and tied to the input.
 * Drawn with OutlinedField rather than MUI's TextField, which brings MUI's Select, Menu, Popover and
 * Modal (≈ 20 KB gzip) with it even for a plain field (issue 20).
 */
export function FormTextField<T extends FieldValues>({
  name,
  control,
  serverError,
  helperText,
  sx,
  slotProps,
  fullWidth = true,
  ...props
}: Props<T>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const message = fieldState.error?.message ?? serverError;
        return (
          <OutlinedField
            {...(props as OutlinedFieldProps)}
            endAdornment={slotProps?.input?.endAdornment}
            startAdornment={slotProps?.input?.startAdornment}
            inputProps={slotProps?.htmlInput}
            name={field.name}
            inputRef={field.ref}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            disabled={field.disabled || props.disabled}
            fullWidth={fullWidth}
            root={{ sx }}
            error={Boolean(message)}
            alert={Boolean(message)}
            helperText={message ?? helperText}
          />
        );
      }}
    />
  );
}
