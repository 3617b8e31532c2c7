import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { DateInput } from './date-input';

type Props<T extends FieldValues> = {
  name: FieldPath<T>;
  control: Control<T>;
  label: string;
  /** Earliest and latest selectable dates, ISO. */
  minDate?: string;
  maxDate?: string;
  disabled?: boolean;
};

/**
 * A French date picker (dd/MM/yyyy) bound to react-hook-form; the form value is the ISO date
 * `YYYY-MM-DD` the API expects, or '' while empty (date-input.tsx: a plain input until the picker loads).
 */
export function DateField<T extends FieldValues>({ name, control, ...props }: Props<T>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => <DateInput field={field} error={fieldState.error?.message} {...props} />}
    />
  );
}
