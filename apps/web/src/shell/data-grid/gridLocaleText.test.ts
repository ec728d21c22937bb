import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { gridLocaleText, gridPacks } from './gridLocaleText';
import { dataGridNamespace } from './locales';

describe('the Data Grid’s texts', () => {
  it('arrive in the language with the grid’s strings: the library’s Arabic and Turkish packs', async () => {
    for (const language of ['ar', 'tr'] as const) {
      await i18n.changeLanguage(language);
      await i18n.loadNamespaces(dataGridNamespace);
      expect(gridPacks.get(language)).toBeDefined();
    }
    const t = i18n.getFixedT('ar', dataGridNamespace) as TFunction<'dataGrid'>;
    const arabic = gridLocaleText('ar', t);
    // The column menu, in the library's Arabic.
    expect(arabic.columnMenuSortAsc).toBe('الفرز تصاعدياً');
    expect(arabic.columnMenuHideColumn).toBe('إخفاء');
    expect(arabic.columnMenuManageColumns).toBe('إدارة الأعمدة');
    // What the Arabic pack leaves out, in ours rather than English.
    expect(arabic.columnMenuAriaLabel?.('الطراز')).toBe('قائمة العمود الطراز');

    const turkish = gridLocaleText('tr', i18n.getFixedT('tr', dataGridNamespace) as TFunction<'dataGrid'>);
    expect(turkish.columnMenuSortAsc).toBe('Sırala - Artan');
    expect(turkish.paginationDisplayedRows?.({ from: 1, to: 25, count: 1204, estimated: undefined })).toBe(
      '1–25 / 1.204',
    );
    await i18n.changeLanguage('pt-BR');
  });
});
