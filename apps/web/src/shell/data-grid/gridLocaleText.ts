import type { GridLocaleText } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { languagePacks } from '../i18n/languagePacks';

/**
 * The Data Grid's own texts (pagination, column menus, density…) in each language, from the library's
 * packs: one chunk per language, fetched with the grid's namespace file in that language (locales.ts),
 * never with the sign-in page.
 */
export const gridPacks = languagePacks<Partial<GridLocaleText>>(
  import.meta.glob('./packs/*.ts', { import: 'default' }),
);

/**
 * The grid's texts in `language`: the library's words where its pack has them, ours (the dataGrid
 * namespace) for what a pack leaves out (Arabic's and Turkish' column-menu label, Turkish row counts).
 */
export function gridLocaleText(language: string, t: TFunction<'dataGrid'>): Partial<GridLocaleText> {
  const number = (value: number) => value.toLocaleString(language);
  const ours: Partial<GridLocaleText> = {
    columnMenuAriaLabel: (column) => t('grid_columnMenuAriaLabel', { column }),
    noColumnsOverlayLabel: t('grid_noColumns'),
    noColumnsOverlayManageColumns: t('grid_manageColumns'),
    filterOperatorDoesNotContain: t('grid_doesNotContain'),
    filterOperatorDoesNotEqual: t('grid_doesNotEqual'),
    paginationDisplayedRows: ({ from, to, count, estimated }) => {
      const shown = { from: number(from), to: number(to) };
      if (count !== -1 && count != null) return t('grid_rowsShown', { ...shown, count: number(count) });
      if (estimated && estimated > to) return t('grid_rowsShownAround', { ...shown, estimated: number(estimated) });
      return t('grid_rowsShownMoreThan', shown);
    },
  };
  return { ...ours, ...gridPacks.get(language) };
}
