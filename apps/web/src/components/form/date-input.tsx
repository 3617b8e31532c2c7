import EventIcon from '@mui/icons-material/Event';
import { IconButton, InputAdornment } from '@mui/material';
import { DATE_INCOMPLETE, formatIsoDate, isRealIsoDate } from '@passerelle/shared/dates';
import type { Dayjs } from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { DATE_FORMAT, dayjs } from '../../lib/dates';
import { loadDatePicker, loadedDatePicker, onDatePickerLoaded } from './date-picker-loader';
import { OutlinedField } from './outlined-field';

/**
 * What a date input is bound to: react-hook-form's field (DateField), or a form's own state (the
 * availability card, which paints without a form library).
 */
export interface DateBinding {
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  ref: (element: HTMLInputElement | null) => void;
}

export interface DateInputProps {
  field: DateBinding;
  label: string;
  error?: string;
  /** Earliest and latest selectable dates, ISO. */
  minDate?: string;
  maxDate?: string;
  disabled?: boolean;
}

/** A date the picker could not read (a section cleared in a full date) is kept as this marker: 'Date non valide !'. */
const INVALID = 'invalide';
const toFormValue = (date: Dayjs | null) => (date === null ? '' : date.isValid() ? date.format('YYYY-MM-DD') : INVALID);

/**
 * The picker's code (MUI X, 47 KB gzip) loads when the field is first pointed at, touched or focused, never
 * with the page (issue 20): until then, and while the user types in it, the field is a plain text input with
 * the same label, format and messages, that reads a date typed by keyboard (« 15/01/2027 », « 15012027 »).
 * The picker takes its place once here, unless the user is typing in it: then at the next blur, if what is
 * typed is a date (or nothing). A field that had the focus hands it to the picker's day.
 */
export function DateInput(props: DateInputProps) {
  const [Picker, setPicker] = useState(loadedDatePicker);
  const [focused, setFocused] = useState(false);
  // What the plain field shows; `typed` once the user changed it since it took the focus.
  const formValue = props.field.value || '';
  const [text, setText] = useState(() => (isRealIsoDate(formValue) ? formatIsoDate(formValue) : ''));
  const [typed, setTyped] = useState(false);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (Picker) return;
    const stop = onDatePickerLoaded((picker) => setPicker(() => picker));
    const already = loadedDatePicker(); // arrived between the render and this effect
    if (already) setPicker(() => already);
    return stop;
  }, [Picker]);

  const load = () => {
    if (!Picker) void loadDatePicker();
  };

  // Once shown, the picker stays: switching back would remount it as it is typed in.
  const swapped = useRef(false);
  // The form reset or set the value from elsewhere (a saved search, « Effacer »): the plain field shows it.
  const shown = plainValue(text);
  if (!swapped.current && !focused && shown !== formValue && formValue !== INVALID && formValue !== DATE_INCOMPLETE) {
    const next = isRealIsoDate(formValue) ? formatIsoDate(formValue) : '';
    if (next !== text) setText(next);
  }
  const fits = text === '' || isRealIsoDate(shown);
  if (Picker && (swapped.current || open || (fits && !(focused && typed)))) {
    swapped.current = true;
    return <PickerInput {...props} Picker={Picker} autoFocus={focused && !open} initiallyOpen={open} />;
  }
  return (
    <OutlinedField
      label={props.label}
      value={text}
      disabled={props.disabled}
      name={props.field.name}
      inputRef={props.field.ref}
      error={Boolean(props.error)}
      helperText={props.error}
      placeholder="JJ/MM/AAAA"
      autoComplete="off"
      root={{ onPointerEnter: load, onTouchStart: load }}
      onFocus={() => {
        setFocused(true);
        setTyped(false);
        load();
      }}
      onChange={(event) => {
        setText(event.target.value);
        setTyped(true);
        props.field.onChange(plainValue(event.target.value));
      }}
      onBlur={() => {
        setFocused(false);
        props.field.onBlur();
      }}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            edge="end"
            aria-label={
              isRealIsoDate(shown) ? `Choisir la date, la date sélectionnée est ${formatIsoDate(shown)}` : 'Choisir la date'
            }
            disabled={props.disabled}
            onClick={() => {
              // The calendar starts from the date typed, or from nothing if what is typed is not one.
              if (!fits) {
                setText('');
                props.field.onChange('');
              }
              setOpen(true);
              load();
            }}
          >
            <EventIcon />
          </IconButton>
        </InputAdornment>
      }
    />
  );
}

/** What the form holds for a text typed in the plain field: the ISO date, '' when empty, else the picker's markers. */
export function plainValue(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  const parts = /^(\d{1,2})[/.\-\s](\d{1,2})[/.\-\s](\d{4})$/.exec(trimmed) ?? /^(\d{2})(\d{2})(\d{4})$/.exec(trimmed);
  if (!parts) return DATE_INCOMPLETE;
  const [, d, m, y] = parts as unknown as [string, string, string, string];
  const iso = `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  return isRealIsoDate(iso) ? iso : INVALID;
}

function PickerInput({
  field,
  error,
  label,
  minDate,
  maxDate,
  disabled,
  Picker,
  autoFocus,
  initiallyOpen,
}: DateInputProps & {
  Picker: NonNullable<ReturnType<typeof loadedDatePicker>>;
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
    <Picker
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
