import { DateTimePicker, type DateTimePickerProps } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateAdapter, datePickerLocaleText } from '../../lib/date-pickers';
import { DATE_TIME_FORMAT } from '../../lib/dates';

/**
 * MUI's date-time picker in French (dayjs `fr`, dd/MM/yyyy HH:mm, 24 h, frFR texts), carrying its own
 * localization like LocalizedDatePicker. Give it `timezone` to have the time typed in that zone.
 */
export function LocalizedDateTimePicker(props: DateTimePickerProps) {
  return (
    <LocalizationProvider dateAdapter={DateAdapter} adapterLocale="fr" localeText={datePickerLocaleText}>
      <DateTimePicker format={DATE_TIME_FORMAT} ampm={false} {...props} />
    </LocalizationProvider>
  );
}
