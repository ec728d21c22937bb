/**
 * i18next for everything but the sign-in pages, whose texts the spec fixes. Only chunks that
 * show translated text import this module, which keeps i18next off the /login route.
 *
 * Each namespace's strings are JSON files beside its code (`locales/<language>.json`), registered
 * by its `locales.ts`; only the active language's files are fetched, and switching the language
 * fetches the new one's files for every namespace registered so far before the screen changes.
 */
import i18n, { type FlatNamespace } from 'i18next';
import { useEffect, useState } from 'react';
import { initReactI18next, useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { selectLanguage } from './languageSlice';
import { readStoredLanguage } from './languages';
import { i18nextOptions, type LocaleFiles, localeBackend } from './loader';
import type shellStrings from './locales/en.json';

export type { LocaleFiles } from './loader';

export const shellNamespace = 'shell';

const namespaceFiles = new Map<string, LocaleFiles>();

if (!i18n.isInitialized) {
  void i18n
    .use(localeBackend((namespace) => namespaceFiles.get(namespace)))
    .use(initReactI18next)
    .init(i18nextOptions(readStoredLanguage(), shellNamespace));
}

/**
 * Tells i18next where a namespace's files are and starts fetching the active language's one at
 * once, while the rest of the chunk that registered it loads, so its components rarely wait.
 */
export function registerNamespace(namespace: string, files: LocaleFiles): void {
  namespaceFiles.set(namespace, files);
  void i18n.loadNamespaces(namespace);
}

/** The namespaces whose code has loaded so far (each declared its keys' type beside its registration). */
export function registeredNamespaces(): FlatNamespace[] {
  return [...namespaceFiles.keys()] as FlatNamespace[];
}

registerNamespace(shellNamespace, import.meta.glob('./locales/*.json', { import: 'default' }));

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof shellNamespace;
  }
  interface ResourceNamespaceMap {
    shell: typeof shellStrings;
  }
}

// Contract messages are said wherever i18next is: kept in its chunk, not one of their own.
export {
  loadMessageTexts,
  loadPlatformMessages,
  registerMessageGroup,
  type SaidMessage,
  sayMessage,
  useMessageText,
} from './messages';

/**
 * Keeps i18next on the language held in the store. The layout calling it waits (suspends) until
 * every namespace registered by its code and the first page's (the navigation's titles among
 * them) is here in the active language, so it never shows a missing string.
 */
export function useLanguageSync(): void {
  const language = useAppSelector(selectLanguage);
  const [namespaces] = useState(registeredNamespaces);
  useTranslation(namespaces);
  useEffect(() => {
    if (i18n.language !== language) void i18n.changeLanguage(language);
  }, [language]);
}

export { i18n };
