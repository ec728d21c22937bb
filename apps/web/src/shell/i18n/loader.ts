import type { InitOptions } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { type LanguageId, languages } from './languages';

/**
 * A namespace's JSON files as `import.meta.glob('./locales/*.json', { import: 'default' })` lists
 * them beside its code: one lazy chunk per language, keyed by a path ending in `/<language>.json`.
 */
export type LocaleFiles = Record<string, () => Promise<unknown>>;

/** An i18next backend that fetches one namespace's file in one language, from the files registered for it. */
export function localeBackend(filesOf: (namespace: string) => LocaleFiles | undefined) {
  return resourcesToBackend((language: string, namespace: string) => {
    const file = Object.entries(filesOf(namespace) ?? {}).find(([path]) => path.endsWith(`/${language}.json`));
    if (!file) return Promise.reject(new Error(`The "${namespace}" namespace has no ${language} file`));
    return file[1]();
  });
}

/**
 * What makes i18next fetch the active language and nothing else: no fallback language (the key
 * test keeps every language complete instead) and no `pt` file looked for beside `pt-BR`.
 * Namespaces are added as their code registers them, so none is listed here.
 */
export function i18nextOptions(language: LanguageId, defaultNS: string): InitOptions {
  return {
    lng: language,
    fallbackLng: false,
    load: 'currentOnly',
    supportedLngs: languages.map((candidate) => candidate.id),
    ns: [],
    defaultNS,
    // Sets the language at once; the files still arrive asynchronously, and components wait for them.
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  };
}
