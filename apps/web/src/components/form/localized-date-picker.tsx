import { DatePicker, type DatePickerProps } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateAdapter, datePickerLocaleText } from '../../lib/date-pickers';

/**
 * MUI's date picker in French (dayjs `fr`, dd/MM/yyyy, frFR texts), carrying its own localization: the
 * pickers' code loads with the screens that show a date field, never with a dashboard that has none (issue 20).
 */
export function LocalizedDatePicker(props: DatePickerProps) {
  return (
    <LocalizationProvider dateAdapter={DateAdapter} adapterLocale="fr" localeText={datePickerLocaleText}>
      <DatePicker {...props} />
    </LocalizationProvider>
  );
}
