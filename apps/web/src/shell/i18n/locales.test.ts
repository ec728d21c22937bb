import { describe, expect, it } from 'vitest';
import { registeredNamespaces } from '.';
import { languages } from './languages';

type Strings = Record<string, string>;

/** Every translation file of the app, by path: `/src/features/devices/locales/en.json` … */
const files = import.meta.glob<Strings>('/src/**/locales/*.json', { eager: true, import: 'default' });

/** One entry per namespace folder, holding its files by language. */
const folders = new Map<string, Map<string, Strings>>();
for (const [path, strings] of Object.entries(files)) {
  const [, folder = path, language = ''] = /^(.*)\/locales\/([^/]+)\.json$/.exec(path) ?? [];
  const byLanguage = folders.get(folder) ?? new Map<string, Strings>();
  byLanguage.set(language, strings);
  folders.set(folder, byLanguage);
}

const pluralSuffix = /_(zero|one|two|few|many|other)$/;
/** Keys without their plural endings: `total_one`, `total_other` and `total` are all "total". */
const baseKeys = (strings: Strings) => [...new Set(Object.keys(strings).map((key) => key.replace(pluralSuffix, '')))];
/**
 * Sentences a language says shorter on purpose, without English's placeholders: English keeps the
 * spec's 'User data saved to {{store}}' (console-core §8), the others just say 'Saved' (issue 20).
 */
const shorterOnPurpose = new Set(['/src/shell/i18n:userDataSaved']);
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((match) => match[1]).sort();

describe('translation files', () => {
  it('exist in every language for every namespace, and nothing else', () => {
    expect(folders.size).toBeGreaterThan(10);
    const expected = languages.map((language) => language.id).sort();
    for (const [folder, byLanguage] of folders) {
      expect({ folder, languages: [...byLanguage.keys()].sort() }).toEqual({ folder, languages: expected });
    }
  });

  it('say everything English says in every language, with no key English lacks', () => {
    for (const [folder, byLanguage] of folders) {
      const english = baseKeys(byLanguage.get('en') ?? {}).sort();
      for (const [language, strings] of byLanguage) {
        expect({ folder, language, keys: baseKeys(strings).sort() }).toEqual({ folder, language, keys: english });
      }
    }
  });

  it('give every plural its "other" form and keep the placeholders of plain sentences', () => {
    for (const [folder, byLanguage] of folders) {
      const english = byLanguage.get('en') ?? {};
      for (const [language, strings] of byLanguage) {
        for (const key of Object.keys(strings)) {
          const base = key.replace(pluralSuffix, '');
          if (base !== key) {
            expect({ folder, language, key: `${base}_other` in strings }).toEqual({ folder, language, key: true });
          } else if (key in english && (language === 'en' || !shorterOnPurpose.has(`${folder}:${key}`))) {
            const where = { folder, language, key };
            expect({ ...where, uses: placeholders(strings[key] ?? '') }).toEqual({
              ...where,
              uses: placeholders(english[key] ?? ''),
            });
          }
        }
      }
    }
  });

  it('are each registered by the code of their namespace', () => {
    // The test setup imports every locales module, as the pages that show the strings do.
    expect(registeredNamespaces()).toHaveLength(folders.size);
  });
});
