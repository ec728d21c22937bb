import { enUS as pickerTexts } from '@mui/x-date-pickers/locales';
import { enUS as dateLocale } from 'date-fns/locale/en-US';
import type { PickerPack } from '../pickerPack';

/** The date pickers in this language: date-fns' names and order, and the library's own texts. */
export default {
  adapterLocale: dateLocale,
  localeText: pickerTexts.components.MuiLocalizationProvider.defaultProps.localeText,
} satisfies PickerPack;
