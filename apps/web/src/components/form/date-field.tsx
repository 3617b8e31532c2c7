import { TextField } from '@mui/material';
import { DATE_INCOMPLETE } from '@passerelle/shared/dates';
import type { Dayjs } from 'dayjs';
import { lazy, Suspense, useRef, useState } from 'react';
import { type Control, Controller, type ControllerRenderProps, type FieldPath, type FieldValues } from 'react-hook-form';
import { DATE_FORMAT, dayjs } from '../../lib/dates';
import { loadDatePicker, loadedDatePicker } from './date-picker-loader';

// The page paints without waiting for the pickers' code (issue 20: the talent search's LCP); the field shows
// its label and its date, disabled, the moment it takes to come.
const LazyDatePicker = lazy(() => loadDatePicker().then((picker) => ({ default: picker })));

type Props<T extends FieldValues> = {
  name: FieldPath<T>;
  control: Control<T>;
  label: string;
  /** Earliest and latest selectable dates, ISO. */
  minDate?: string;
  maxDate?: string;
  disabled?: boolean;
};

/** A date the picker could not read (a section cleared in a full date) is kept as this marker: 'Date non valide !'. */
const INVALID = 'invalide';
const toFormValue = (date: Dayjs | null) => (date === null ? '' : date.isValid() ? date.format('YYYY-MM-DD') : INVALID);

/**
 * A French date picker (dd/MM/yyyy) bound to react-hook-form; the form value is the ISO date
 * `YYYY-MM-DD` the API expects, or '' while empty.
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
  const hiddenInput = useRef<HTMLInputElement | null>(null);
  const formValue = (field.value as string) || '';
  const value =
    formValue === '' || formValue === DATE_INCOMPLETE
      ? null
      : last.current && toFormValue(last.current) === formValue
        ? last.current
        : dayjs(formValue);
  // The picker reports a date typed in part into an empty field as null (MUI X v8+), as if nothing were
  // typed: an optional date would then be dropped without a word. Its hidden input holds what is shown
  // (« 12/MM/AAAA »): when the field loses the focus (before any submit button gets it; Enter in the
  // field's sections submits nothing), the form learns that the date is incomplete. Not at each keystroke:
  // a form value changing while the user types makes the picker lose sections under load.
  const syncIncomplete = () => {
    const shown = hiddenInput.current?.value ?? '';
    if (shown !== '' && formValue === '') field.onChange(DATE_INCOMPLETE);
    else if (shown === '' && formValue === DATE_INCOMPLETE) field.onChange('');
  };
  // Chosen once: switching from the lazy one to the loaded one would remount the picker as it is typed in.
  const [LocalizedDatePicker] = useState(() => loadedDatePicker() ?? LazyDatePicker);
  return (
    <Suspense fallback={<TextField label={label} value={value?.isValid() ? value.format(DATE_FORMAT) : ''} disabled fullWidth />}>
      <LocalizedDatePicker
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
        inputRef={(element: HTMLInputElement | null) => {
          hiddenInput.current = element;
          field.ref(element);
        }}
        slotProps={{
          textField: {
            fullWidth: true,
            onBlur: () => {
              syncIncomplete();
              field.onBlur();
            },
            error: Boolean(error),
            helperText: error,
            name: field.name,
          },
          field: { clearable: true },
        }}
      />
    </Suspense>
  );
}
