import type { PickerInput } from './date-picker-input';

let loaded: typeof PickerInput | undefined;
const waiting = new Set<(picker: typeof PickerInput) => void>();

/**
 * The date picker's code, loaded once (issue 20): DateField is a plain text input until the user points at
 * it, touches or focuses it, and a form that must focus its first date at once (« Demander ») waits for it
 * before it shows. Once here, every date field of the page takes it (onDatePickerLoaded). The picker's
 * binding (date-picker-input.tsx) comes with it, and dayjs with them.
 */
export const loadDatePicker = () =>
  import('./date-picker-input').then((m) => {
    loaded = m.PickerInput;
    for (const notify of waiting) notify(loaded);
    waiting.clear();
    return loaded;
  });

/** The picker if its code is here already: DateField then renders it at once. */
export const loadedDatePicker = () => loaded;

/** Calls `notify` when the picker's code arrives (for whichever field asked); returns the unsubscription. */
export function onDatePickerLoaded(notify: (picker: typeof PickerInput) => void): () => void {
  waiting.add(notify);
  return () => waiting.delete(notify);
}
