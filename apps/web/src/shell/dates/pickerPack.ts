import type { PickersLocaleText } from '@mui/x-date-pickers/locales';
import type { Locale } from 'date-fns';

/** What the date pickers need to speak a language: date-fns' locale and the pickers' own texts. */
export interface PickerPack {
  adapterLocale: Locale;
  localeText: Partial<PickersLocaleText>;
}
