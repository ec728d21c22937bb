import { describe, expect, it } from 'vitest';
import { pickEntries } from './pickJson';

describe('picked locale strings', () => {
  it('keep the keys asked for with their plural forms, and nothing else', () => {
    const strings = {
      appTitle: 'Notas',
      appTitleLong: 'Not picked: another key',
      firedCount_one: '{{count}} lembrete',
      firedCount_other: '{{count}} lembretes',
      search: 'Pesquisar notas',
    };
    expect(pickEntries(strings, ['appTitle', 'firedCount'])).toEqual({
      appTitle: 'Notas',
      firedCount_one: '{{count}} lembrete',
      firedCount_other: '{{count}} lembretes',
    });
  });
});
