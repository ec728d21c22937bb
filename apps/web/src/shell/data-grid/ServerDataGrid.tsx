import type { KeysetPageMeta } from '@conecta/contracts/list';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { LabelDisplayedRowsArgs } from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type DataGridProps,
  type GridPaginationModel,
  type GridSortModel,
  type GridValidRowModel,
  useGridApiRef,
} from '@mui/x-data-grid';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { selectLanguage } from '../i18n/languageSlice';
import { gridLocaleText } from './gridLocaleText';
import { type ListUrlState, pageSizes } from './listUrlState';
import { dataGridNamespace } from './locales';

export interface ServerDataGridProps<Row extends GridValidRowModel>
  extends Omit<
    DataGridProps<Row>,
    | 'rows'
    | 'rowCount'
    | 'paginationMode'
    | 'sortingMode'
    | 'filterMode'
    | 'paginationModel'
    | 'onPaginationModelChange'
    | 'sortModel'
    | 'onSortModelChange'
    | 'loading'
  > {
  rows: readonly Row[] | undefined;
  page: KeysetPageMeta | undefined;
  list: ListUrlState<string>;
  /** A request is on its way (first load or a page turn). */
  fetching: boolean;
  /** The last request failed: shown in place of the rows, with a retry. */
  failed: boolean;
  onRetry(): void;
  /** Shown when no row matches (e.g. 'No device matches these filters'). */
  emptyText: string;
}

/**
 * The Data Grid in server mode on a keyset-paged endpoint: the database pages, sorts and filters; the grid
 * shows one page and turns pages by cursor (next, previous, first, last), keeping the position and its
 * page number in the URL (see `ListPosition` for what `?page=N` means).
 */
export function ServerDataGrid<Row extends GridValidRowModel>({
  rows,
  page,
  list,
  fetching,
  failed,
  onRetry,
  emptyText,
  slots,
  slotProps,
  ...gridProps
}: ServerDataGridProps<Row>) {
  const language = useAppSelector(selectLanguage);
  // Waits for the grid's strings, which bring the library's pack of their language (locales.ts).
  const { t, i18n } = useTranslation(dataGridNamespace);
  const localeText = useMemo(() => gridLocaleText(i18n.language, t), [i18n.language, t]);
  const apiRef = useGridApiRef();

  const exactTotal = page && !page.totalIsEstimate ? page.total : undefined;
  const lastPage = exactTotal === undefined ? undefined : Math.max(0, Math.ceil(exactTotal / list.pageSize) - 1);

  const onPaginationModelChange = useCallback(
    (model: GridPaginationModel) => {
      if (model.pageSize !== list.pageSize) {
        list.setPosition({ page: 0, dir: 'after', pageSize: model.pageSize });
        return;
      }
      if (model.page === list.page) return;
      if (model.page === 0) list.setPosition({ page: 0, dir: 'after' });
      else if (model.page === list.page + 1 && page?.nextCursor)
        list.setPosition({ page: model.page, cursor: page.nextCursor, dir: 'after' });
      else if (model.page === list.page - 1 && page?.prevCursor)
        list.setPosition({ page: model.page, cursor: page.prevCursor, dir: 'before' });
      else if (lastPage !== undefined && model.page === lastPage)
        list.setPosition({ page: lastPage, dir: 'before', take: (exactTotal ?? 0) - lastPage * list.pageSize });
    },
    [list, page, lastPage, exactTotal],
  );

  // A page number past the end (`?page=99` of 3 pages) shows the last page instead of none.
  const pastTheEnd = Boolean(list.offset) && !fetching && !failed && rows?.length === 0 && Boolean(exactTotal);
  useEffect(() => {
    if (pastTheEnd && lastPage !== undefined)
      list.setPosition({ page: lastPage, dir: 'before', take: (exactTotal ?? 0) - lastPage * list.pageSize });
  }, [pastTheEnd, lastPage, exactTotal, list]);

  const sortModel = useMemo<GridSortModel>(() => [{ field: list.sort, sort: list.order }], [list.sort, list.order]);
  const onSortModelChange = useCallback(
    (model: GridSortModel) => list.setSort(model[0]?.field, model[0]?.sort ?? undefined),
    [list],
  );

  // The grid is memoised on its props: stable objects keep a re-render of the page from redrawing every row.
  const paginationModel = useMemo(() => ({ page: list.page, pageSize: list.pageSize }), [list.page, list.pageSize]);
  const hasNextPage = Boolean(page?.nextCursor);
  const paginationMeta = useMemo(() => ({ hasNextPage }), [hasNextPage]);
  const gridRows = useMemo(() => (failed ? [] : (rows ?? [])), [failed, rows]);

  // Columns take the width of their content once the first rows are in (not on every page turn,
  // where they would jump); columns with `flex` share what is left.
  const autosized = useRef(false);
  useEffect(() => {
    if (autosized.current || !rows?.length) return;
    autosized.current = true;
    const frame = requestAnimationFrame(
      () => void apiRef.current?.autosizeColumns({ includeHeaders: true, includeOutliers: true, expand: true }),
    );
    return () => cancelAnimationFrame(frame);
  }, [rows, apiRef]);

  // First and last page buttons, and the page number beside the rows shown.
  const pages = lastPage === undefined ? undefined : lastPage + 1;
  const labelDisplayedRows = useCallback(
    (params: LabelDisplayedRowsArgs) => {
      const number = (value: number) => value.toLocaleString(language);
      const rowsShown = apiRef.current?.getLocaleText('paginationDisplayedRows')({
        ...params,
        estimated: page?.totalIsEstimate ? page.total : undefined,
      });
      const pageNumber =
        pages === undefined
          ? t('pageNumberOpen', { page: number(params.page + 1) })
          : t('pageNumber', { page: number(params.page + 1), pages: number(pages) });
      return `${rowsShown} · ${pageNumber}`;
    },
    [apiRef, language, page, pages, t],
  );
  const gridSlots = useMemo(
    () => ({ noRowsOverlay: failed ? FailedOverlay : EmptyOverlay, ...slots }),
    [failed, slots],
  );
  const gridSlotProps = useMemo(
    () => ({
      ...slotProps,
      basePagination: {
        material: { showFirstButton: true, showLastButton: true, labelDisplayedRows, sx: paginationSx },
        ...slotProps?.basePagination,
      } as object,
      loadingOverlay: { variant: 'skeleton', noRowsVariant: 'skeleton', ...slotProps?.loadingOverlay } as const,
      noRowsOverlay: { ...({ emptyText, onRetry } as object), ...slotProps?.noRowsOverlay },
    }),
    [slotProps, emptyText, onRetry, labelDisplayedRows],
  );

  return (
    <DataGrid<Row>
      {...gridProps}
      apiRef={apiRef}
      rows={gridRows}
      loading={fetching}
      localeText={localeText}
      paginationMode="server"
      sortingMode="server"
      filterMode="server"
      disableColumnFilter
      sortingOrder={sortingOrder}
      pageSizeOptions={pageSizeOptions}
      paginationModel={paginationModel}
      onPaginationModelChange={onPaginationModelChange}
      rowCount={exactTotal ?? -1}
      estimatedRowCount={page?.totalIsEstimate ? page.total : undefined}
      paginationMeta={paginationMeta}
      sortModel={sortModel}
      onSortModelChange={onSortModelChange}
      slots={gridSlots}
      slotProps={gridSlotProps}
    />
  );
}

const sortingOrder: ('asc' | 'desc')[] = ['asc', 'desc'];
// On a phone the page buttons go under the counts rather than past the edge.
const paginationSx = { '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end' } };
const pageSizeOptions = [...pageSizes];

interface OverlayProps {
  emptyText?: string;
  onRetry?: () => void;
}

function EmptyOverlay({ emptyText }: OverlayProps) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', height: '100%', p: 3 }} data-testid="grid-empty">
      <Typography color="text.secondary">{emptyText}</Typography>
    </Box>
  );
}

function FailedOverlay({ onRetry }: OverlayProps) {
  const { t } = useTranslation(dataGridNamespace);
  return (
    <Box
      role="alert"
      sx={{ display: 'grid', placeItems: 'center', alignContent: 'center', gap: 1, height: '100%', p: 3 }}
      data-testid="grid-error"
    >
      <Typography color="error">{t('loadFailed')}</Typography>
      <Button variant="outlined" size="small" onClick={onRetry}>
        {t('retry')}
      </Button>
    </Box>
  );
}

declare module '@mui/x-data-grid' {
  interface NoRowsOverlayPropsOverrides extends OverlayProps {}
}
