import { describe, expect, it } from 'vitest';
import { fill, maxNameLength, namesOf, placeholdersOf, refusalOf } from './names';

const taken = new Set(['todo', 'mail', 'devices', 'quick-panel']);

describe('a new feature’s name', () => {
  it('is accepted in kebab-case, and gives every form the templates use', () => {
    expect(refusalOf('stock-items', taken)).toBeUndefined();
    expect(refusalOf('notes', taken)).toBeUndefined();
    expect(refusalOf('e2-sim-cards', taken)).toBeUndefined();
    expect(namesOf('stock-items')).toEqual({
      name: 'stock-items',
      camel: 'stockItems',
      pascal: 'StockItems',
      snake: 'stock_items',
      title: 'Stock items',
    });
    expect(namesOf('notes')).toMatchObject({ camel: 'notes', pascal: 'Notes', snake: 'notes', title: 'Notes' });
  });

  it('is refused when it is not kebab-case, saying why', () => {
    for (const name of [
      'Stock-items',
      'stock_items',
      'stockItems',
      '-items',
      'items-',
      'stock--items',
      '1items',
      'ítens',
      'a b',
    ])
      expect(refusalOf(name, taken), name).toMatch(/not kebab-case/);
    expect(refusalOf('', taken)).toMatch(/Give the feature a name/);
    expect(refusalOf('a'.repeat(maxNameLength + 1), taken)).toMatch(/longer than/);
  });

  it('is refused when a feature has it or the platform keeps it', () => {
    expect(refusalOf('todo', taken)).toBe('A feature named "todo" exists already.');
    expect(refusalOf('quick-panel', taken)).toMatch(/exists already/);
    for (const name of ['auth', 'account', 'validation', 'http', 'list', 'messages', 'shell', 'api', 'index'])
      expect(refusalOf(name, taken), name).toMatch(/reserved/);
  });
});

describe('filling a template', () => {
  it('puts each form where its placeholder is, in paths and in text', () => {
    const placeholders = placeholdersOf(namesOf('stock-items'));
    expect(fill('apps/web/src/features/__name__/__Pascal__Page.tsx.tpl', placeholders)).toBe(
      'apps/web/src/features/stock-items/StockItemsPage.tsx.tpl',
    );
    expect(fill("pgTable('__snake___items') // __Title__ of __camel__Feature", placeholders)).toBe(
      "pgTable('stock_items_items') // Stock items of stockItemsFeature",
    );
    expect(fill('__unknown__ stays', placeholders)).toBe('__unknown__ stays');
  });
});
