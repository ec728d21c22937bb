import { fileMessages } from '@conecta/contracts/file-uses';
import { describe, expect, it } from 'vitest';
import english from './locales/en.json';

// Every language having every key is checked for all namespaces in shell/i18n/locales.test.ts.
describe('upload texts', () => {
  it('has a translation for every message the upload routes send, in the API’s English', () => {
    for (const [key, text] of Object.entries(fileMessages)) {
      expect((english as Record<string, string>)[key], key).toBe(text);
    }
  });
});
