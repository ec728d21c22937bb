import { describe, expect, it } from 'vitest';

type Strings = Record<string, string>;

/** Every pt-BR translation file of the app, by path. */
const files = import.meta.glob<Strings>('/src/**/locales/pt-BR.json', { eager: true, import: 'default' });

/**
 * Texts the spec fixes word for word (console-core §5: the login's email check), which keep its
 * wording even where it differs from the console's.
 */
const fixedBySpec = new Set(['Por favor, insira um válido email']);

/** The prose of a text: placeholders (`{{name}}`) and code (`{ email, password }`) left out. */
const prose = (text: string) => text.replace(/\{\{[^}]*\}\}/g, '').replace(/\{[^}]*\}/g, '');

describe('pt-BR wording', () => {
  it('says "e-mail", never "email", in prose (one word per idea)', () => {
    const mixed: string[] = [];
    for (const [path, strings] of Object.entries(files)) {
      for (const [key, text] of Object.entries(strings)) {
        if (fixedBySpec.has(text)) continue;
        if (/(?<!-)\bemails?\b/i.test(prose(text))) mixed.push(`${path} ${key}: ${text}`);
      }
    }
    expect(mixed).toEqual([]);
  });
});
