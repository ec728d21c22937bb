/**
 * i18next for everything but the sign-in pages, whose texts the spec fixes. Only chunks that
 * show translated text import this module, which keeps i18next off the /login route.
 */
import i18n from 'i18next';
import { useEffect } from 'react';
import { initReactI18next } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { selectLanguage } from './languageSlice';
import { defaultLanguage, type LanguageId, languages, readStoredLanguage } from './languages';
import { shellTranslations } from './locales';

/** One namespace's strings in every language the app offers. */
export type Translations = Record<LanguageId, Record<string, string>>;

export const shellNamespace = 'shell';

if (!i18n.isInitialized) {
  void i18n.use(initReactI18next).init({
    lng: readStoredLanguage(),
    fallbackLng: defaultLanguage,
    supportedLngs: languages.map((language) => language.id),
    ns: [shellNamespace],
    defaultNS: shellNamespace,
    resources: {},
    // Resources are bundled, so there is nothing to wait for.
    initAsync: false,
    interpolation: { escapeValue: false },
  });
}

/** Each feature registers its own strings, beside its code, in every language. */
export function registerTranslations(namespace: string, translations: Translations): void {
  for (const { id } of languages) {
    i18n.addResourceBundle(id, namespace, translations[id], true, true);
  }
}

registerTranslations(shellNamespace, shellTranslations);

// Server sentences by code are said wherever i18next is: kept in its chunk, not one of their own.
export {
  loadServerMessages,
  serverMessagesNamespace,
  translateServerMessage,
  useServerMessage,
} from './serverMessages';

/** Keeps i18next on the language held in the store (the switcher of a later issue changes it). */
export function useLanguageSync(): void {
  const language = useAppSelector(selectLanguage);
  useEffect(() => {
    if (i18n.language !== language) void i18n.changeLanguage(language);
  }, [language]);
}

export { i18n };
