import { DATE_INCOMPLETE } from '@passerelle/shared/dates';
import type { Dayjs } from 'dayjs';
import { useRef, useState } from 'react';
import { DATE_FORMAT, dayjs } from '../../lib/dates';
import { type DateInputProps, INVALID } from './date-value';
import { LocalizedDatePicker } from './localized-date-picker';

const toFormValue = (date: Dayjs | null) => (date === null ? '' : date.isValid() ? date.format('YYYY-MM-DD') : INVALID);

/**
 * DateInput once the picker's code is here (date-picker-loader.ts): MUI X's field and calendar, bound as the
 * plain input was. Its own module, loaded with the picker: the plain field paints without dayjs (issue 20).
 */
export function PickerInput({
  field,
  error,
  label,
  minDate,
  maxDate,
  disabled,
  autoFocus,
  initiallyOpen,
}: DateInputProps & {
  autoFocus: boolean;
  initiallyOpen: boolean;
}) {
  // The picker's own value is handed back while the form holds its image, so that a half-typed date is
  // not reset by a re-render (a new, equally invalid date would make the picker start over).
  const last = useRef<Dayjs | null>(null);
  const hiddenInput = useRef<HTMLInputElement | null>(null);
  const [open, setOpen] = useState(initiallyOpen);
  const formValue = field.value || '';
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
  return (
    <LocalizedDatePicker
      label={label}
      format={DATE_FORMAT}
      value={value}
      disabled={disabled}
      autoFocus={autoFocus}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
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
  );
}
