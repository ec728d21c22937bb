import { describe, expect, it } from 'vitest';
import { highlightWords, searchWords } from './highlightWords';

describe('highlightWords', () => {
  it('marks every searched word wherever it stands, ignoring case and accents, keeping the text as written', () => {
    const runs = highlightWords('Segurança e SEGURANCA do Aparelho', searchWords('seguranca aparelho'));
    expect(runs).toEqual([
      { text: 'Segurança', match: true },
      { text: ' e ', match: false },
      { text: 'SEGURANCA', match: true },
      { text: ' do ', match: false },
      { text: 'Aparelho', match: true },
    ]);
    expect(runs.map((run) => run.text).join('')).toBe('Segurança e SEGURANCA do Aparelho');
  });

  it('marks a word inside a longer one and leaves text with no match as one plain run', () => {
    expect(highlightWords('Exportação', searchWords('port'))).toEqual([
      { text: 'Ex', match: false },
      { text: 'port', match: true },
      { text: 'ação', match: false },
    ]);
    expect(highlightWords('Nada aqui', searchWords('imei'))).toEqual([{ text: 'Nada aqui', match: false }]);
    expect(highlightWords('Sem busca', searchWords('   '))).toEqual([{ text: 'Sem busca', match: false }]);
  });

  it('keeps letters made of two code units whole (an emoji beside a match)', () => {
    expect(highlightWords('😀senha', searchWords('senha'))).toEqual([
      { text: '😀', match: false },
      { text: 'senha', match: true },
    ]);
  });
});
