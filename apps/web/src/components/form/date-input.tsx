import EventIcon from '@mui/icons-material/Event';
import { IconButton, InputAdornment } from '@mui/material';
import { DATE_INCOMPLETE, formatIsoDate, isRealIsoDate } from '@passerelle/shared/dates';
import { useEffect, useRef, useState } from 'react';
import { loadDatePicker, loadedDatePicker, onDatePickerLoaded } from './date-picker-loader';
import { type DateInputProps, INVALID } from './date-value';
import { OutlinedField } from './outlined-field';

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
    return <Picker {...props} autoFocus={focused && !open} initiallyOpen={open} />;
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
      onFocus={(event) => {
        // Typing into a filled date replaces it (DECISIONS §6.9): « 13/12/2026 » then « 04012027 » appended.
        if (event.target instanceof HTMLInputElement) event.target.select();
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
