import { fileMessages } from '@conecta/contracts/file-uses';
import { describe, expect, it } from 'vitest';
import { filesTranslations } from './locales';

describe('upload texts', () => {
  it('has every key in every language, and a translation for every message the upload routes send', () => {
    const englishKeys = Object.keys(filesTranslations.en).sort();
    for (const [language, table] of Object.entries(filesTranslations)) {
      expect(Object.keys(table).sort(), language).toEqual(englishKeys);
    }
    for (const [key, text] of Object.entries(fileMessages)) {
      expect(filesTranslations.en[key], key).toBe(text);
    }
  });
});
