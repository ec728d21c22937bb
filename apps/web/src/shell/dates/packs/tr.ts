import { trTR as pickerTexts } from '@mui/x-date-pickers/locales';
import { tr as dateLocale } from 'date-fns/locale/tr';
import type { PickerPack } from '../pickerPack';

/** The date pickers in this language: date-fns' names and order, and the library's own texts. */
export default {
  adapterLocale: dateLocale,
  localeText: pickerTexts.components.MuiLocalizationProvider.defaultProps.localeText,
} satisfies PickerPack;
