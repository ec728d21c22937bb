import { describe, expect, it } from 'vitest';
import type { NavigationItem } from '../navigation';
import { maxSuggestions, normalizeSearchText, searchNavigation } from './searchNavigation';

function page(id: string, title: string): NavigationItem {
  return { id, title, type: 'item', url: `/conecta/${id}` };
}

const pages = [page('devicelist', 'Lista de dispositivos'), page('userdatalist', 'Lista de dados de usuários')];
const byTitle = (item: NavigationItem) => item.title;
const ids = (items: NavigationItem[]) => items.map((item) => item.id);

describe('searchNavigation', () => {
  it('finds a page by part of its title, ignoring case', () => {
    expect(ids(searchNavigation(pages, 'DADOS', byTitle))).toEqual(['userdatalist']);
    expect(ids(searchNavigation(pages, 'lista', byTitle))).toEqual(['devicelist', 'userdatalist']);
  });

  it('ignores accents on either side', () => {
    expect(ids(searchNavigation(pages, 'usuarios', byTitle))).toEqual(['userdatalist']);
    expect(ids(searchNavigation(pages, 'USUÁRIOS', byTitle))).toEqual(['userdatalist']);
    expect(ids(searchNavigation([page('p', 'Usuarios')], 'usuários', byTitle))).toEqual(['p']);
  });

  it('ignores the dot of the Turkish capital İ and Arabic vowel marks', () => {
    expect(ids(searchNavigation([page('devicelist', 'Cihaz listesi')], 'CİHAZ', byTitle))).toEqual(['devicelist']);
    expect(ids(searchNavigation([page('devicelist', 'قائمة الأجهزة')], 'قَائِمَة', byTitle))).toEqual(['devicelist']);
  });

  it('trims the query but keeps the spaces inside it', () => {
    expect(ids(searchNavigation(pages, '   de dispositivos  ', byTitle))).toEqual(['devicelist']);
    // A substring search: the words must be adjacent, as in the title.
    expect(searchNavigation(pages, 'lista de usuarios', byTitle)).toEqual([]);
  });

  it('suggests nothing for a blank query', () => {
    expect(searchNavigation(pages, '', byTitle)).toEqual([]);
    expect(searchNavigation(pages, ' \t ', byTitle)).toEqual([]);
  });

  it('returns nothing when no title matches', () => {
    expect(searchNavigation(pages, 'relatórios', byTitle)).toEqual([]);
  });

  it('matches the title it is given (the translated one), not the fallback', () => {
    const translated = (item: NavigationItem) => (item.id === 'devicelist' ? 'Device list' : 'User data list');
    expect(ids(searchNavigation(pages, 'user', translated))).toEqual(['userdatalist']);
    expect(searchNavigation(pages, 'dispositivos', translated)).toEqual([]);
  });

  it('shows fewer than 10 suggestions, the first ones in menu order', () => {
    const many = Array.from({ length: 14 }, (_, index) => page(`report${index + 1}`, `Relatório ${index + 1}`));
    const found = searchNavigation(many, 'relatorio', byTitle);
    expect(maxSuggestions).toBeLessThan(10);
    expect(found).toHaveLength(maxSuggestions);
    expect(ids(found)).toEqual(many.slice(0, maxSuggestions).map((item) => item.id));
  });
});

describe('normalizeSearchText', () => {
  it('lower-cases and strips combining marks', () => {
    expect(normalizeSearchText('Configurações Avançadas')).toBe('configuracoes avancadas');
  });
});
