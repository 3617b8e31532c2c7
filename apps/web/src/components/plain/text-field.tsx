import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import './plain.css';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> & {
  label: string;
  /** The field's error: shown in red under it, announced, and tied to the input. */
  error?: string;
  /** A hint under the field while there is no error. */
  helperText?: string;
  /** Something inside the field's box after the input (the password's show / hide button). */
  endAdornment?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/**
 * A labelled text input in the theme's outlined look. Its hint or error is tied to it with
 * `aria-describedby`, and an error sets `aria-invalid` and is announced (`role="alert"`).
 */
export function TextField({ label, error, helperText, endAdornment, id, ...props }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const helper = error ?? helperText;
  const helperId = `${inputId}-aide`;
  return (
    <div className={error ? 'pl-field pl-field-error' : 'pl-field'}>
      <label className="pl-field-label" htmlFor={inputId}>
        {label}
      </label>
      <div className="pl-input-box">
        <input
          {...props}
          id={inputId}
          className="pl-input"
          aria-invalid={error ? true : undefined}
          aria-describedby={helper ? helperId : undefined}
        />
        {endAdornment && <span className="pl-adornment">{endAdornment}</span>}
      </div>
      {helper && (
        <p id={helperId} className="pl-helper" role={error ? 'alert' : undefined}>
          {helper}
        </p>
      )}
    </div>
  );
}

export type FormTextFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error'> & {
  name: FieldPath<T>;
  control: Control<T>;
  /** An error the server gave for this field, shown when the form has none of its own. */
  serverError?: string;
};

/** A plain text field bound to react-hook-form: its value, its error, and the focus on the first error. */
export function FormTextField<T extends FieldValues>({ name, control, serverError, ...props }: FormTextFieldProps<T>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          name={field.name}
          ref={field.ref}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          disabled={field.disabled || props.disabled}
          error={fieldState.error?.message ?? serverError}
        />
      )}
    />
  );
}
