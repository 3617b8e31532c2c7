import type { LocalizedDatePicker } from './localized-date-picker';

let loaded: typeof LocalizedDatePicker | undefined;

/**
 * The date picker's code, loaded once (issue 20): DateField shows a disabled field until it is here, and a
 * form that must focus its first date at once (« Demander ») waits for it before it shows.
 */
export const loadDatePicker = () =>
  import('./localized-date-picker').then((m) => {
    loaded = m.LocalizedDatePicker;
    return loaded;
  });

/** The picker if its code is here already: DateField then renders it without a fallback. */
export const loadedDatePicker = () => loaded;
