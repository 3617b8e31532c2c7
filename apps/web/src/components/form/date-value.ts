/** A date the picker could not read (a section cleared in a full date) is kept as this marker: 'Date non valide !'. */
export const INVALID = 'invalide';

/**
 * What a date input is bound to: react-hook-form's field (DateField), or a form's own state (the
 * availability card, which paints without a form library).
 */
interface DateBinding {
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
