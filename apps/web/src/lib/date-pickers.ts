import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { frFR } from '@mui/x-date-pickers/locales';
import './dates';

/** French date pickers (issue 3: MUI frFR, dayjs `fr`, dd/MM/yyyy). */
export const DateAdapter = AdapterDayjs;
export const datePickerLocaleText = frFR.components.MuiLocalizationProvider.defaultProps.localeText;
export const DATE_FORMAT = 'DD/MM/YYYY';
