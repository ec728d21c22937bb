import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { type ReactNode, Suspense, use, useDeferredValue } from 'react';
import { languagePacks } from '../i18n/languagePacks';
import { isLanguageId, readStoredLanguage } from '../i18n/languages';
import type { PickerPack } from './pickerPack';

/** The pickers' pack of each language (date-fns' locale and the pickers' texts), one chunk per language. */
export const pickerPacks = languagePacks<PickerPack>(import.meta.glob('./packs/*.ts', { import: 'default' }));

// Asked for as soon as a page with pickers loads, so the first picker rarely waits for it.
void pickerPacks.load(readStoredLanguage()).catch(() => undefined);

function Localized({ language, children }: { language: string; children: ReactNode }) {
  const pack = use(pickerPacks.load(isLanguageId(language) ? language : 'en'));
  return (
    <LocalizationProvider
      dateAdapter={AdapterDateFns}
      adapterLocale={pack?.adapterLocale}
      localeText={pack?.localeText}
    >
      {children}
    </LocalizationProvider>
  );
}

/**
 * MUI X's date pickers in the console's language (not the browser's): its day and month names, the
 * order it writes a date in, and the pickers' buttons and labels, the library's own where it has a
 * pack and the console's Arabic where it has none. `fallback` shows while the language's pack is on
 * its way (only the first time); a change of language keeps the current words until the new ones
 * are here. The clock to offer is the language's: `ampm={usesTwelveHourClock(language)}`.
 */
export function PickersLocalization({
  language,
  fallback = null,
  children,
}: {
  language: string;
  fallback?: ReactNode;
  children: ReactNode;
}) {
  const shown = useDeferredValue(language);
  return (
    <Suspense fallback={fallback}>
      <Localized language={shown}>{children}</Localized>
    </Suspense>
  );
}
