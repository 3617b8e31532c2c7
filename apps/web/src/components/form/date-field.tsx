import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { Dayjs } from 'dayjs';
import { useRef } from 'react';
import { type Control, Controller, type ControllerRenderProps, type FieldPath, type FieldValues } from 'react-hook-form';
import { DATE_FORMAT } from '../../lib/date-pickers';
import { dayjs } from '../../lib/dates';

type Props<T extends FieldValues> = {
  name: FieldPath<T>;
  control: Control<T>;
  label: string;
  /** Earliest and latest selectable dates, ISO. */
  minDate?: string;
  maxDate?: string;
  disabled?: boolean;
};

/** A half-typed date is kept as this marker, which the shared schema refuses as 'Date non valide !'. */
const INVALID = 'invalide';
const toFormValue = (date: Dayjs | null) => (date === null ? '' : date.isValid() ? date.format('YYYY-MM-DD') : INVALID);

/**
 * A French date picker (dd/MM/yyyy) bound to react-hook-form; the form value is the ISO date
 * `YYYY-MM-DD` the API expects, or '' while empty. Needs a LocalizationProvider above it.
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

function DateInput<T extends FieldValues>({
  field,
  error,
  label,
  minDate,
  maxDate,
  disabled,
}: Omit<Props<T>, 'name' | 'control'> & { field: ControllerRenderProps<T, FieldPath<T>>; error?: string }) {
  // The picker's own value is handed back while the form holds its image, so that a half-typed date is
  // not reset by a re-render (a new, equally invalid date would make the picker start over).
  const last = useRef<Dayjs | null>(null);
  const formValue = (field.value as string) || '';
  const value =
    formValue === '' ? null : last.current && toFormValue(last.current) === formValue ? last.current : dayjs(formValue);
  return (
    <DatePicker
      label={label}
      format={DATE_FORMAT}
      value={value}
      disabled={disabled}
      minDate={minDate ? dayjs(minDate) : undefined}
      maxDate={maxDate ? dayjs(maxDate) : undefined}
      onChange={(next: Dayjs | null) => {
        last.current = next;
        field.onChange(toFormValue(next));
      }}
      inputRef={field.ref}
      slotProps={{
        textField: { fullWidth: true, onBlur: field.onBlur, error: Boolean(error), helperText: error, name: field.name },
        field: { clearable: true },
      }}
    />
  );
}
