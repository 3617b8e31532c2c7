import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { frFR } from '@mui/x-date-pickers/locales';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import './dates';

// The pickers' `timezone` prop (a date-time typed in Paris time whatever the browser's zone) needs both.
dayjs.extend(utc);
dayjs.extend(timezone);

/** French date pickers (issue 3: MUI frFR, dayjs `fr`, dd/MM/yyyy). */
export const DateAdapter = AdapterDayjs;
export const datePickerLocaleText = frFR.components.MuiLocalizationProvider.defaultProps.localeText;
