import { TextField, type TextFieldProps } from '@mui/material';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

type Props<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error'> & {
  name: FieldPath<T>;
  control: Control<T>;
  /** An error the server gave for this field, shown when the form has none of its own. */
  serverError?: string;
};

/** A MUI text field bound to react-hook-form; its error is announced and tied to the input. */
export function FormTextField<T extends FieldValues>({ name, control, serverError, helperText, ...props }: Props<T>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const message = fieldState.error?.message ?? serverError;
        return (
          <TextField
            {...props}
            {...field}
            value={field.value ?? ''}
            error={Boolean(message)}
            helperText={message ?? helperText}
            slotProps={{
              ...props.slotProps,
              formHelperText: { role: message ? 'alert' : undefined },
            }}
          />
        );
      }}
    />
  );
}
