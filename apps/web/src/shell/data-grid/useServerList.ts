import { type KeysetPage, keysetPositionFields, type SortOrder } from '@conecta/contracts/list';
import type { PreferenceView } from '@conecta/contracts/preferences';
import type { GridColumnVisibilityModel, GridRowSelectionModel } from '@mui/x-data-grid';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../app/hooks';
import { useScopedSelection } from '../collection/useScopedSelection';
import { showMessage } from '../message/messageSlice';
import { downloadCsv } from './downloadCsv';
import { useGridPreferences } from './gridPreferences';
import { type ListUrlState, useListUrlState } from './listUrlState';
import { dataGridNamespace } from './locales';
import { type NarrowScreenColumns, useNarrowScreenHidden } from './narrowScreenColumns';

/** What a list's RTK Query hook answers that the list kit reads. */
export interface ServerListQueryResult<Row> {
  data?: KeysetPage<Row>;
  isFetching: boolean;
  isError: boolean;
  refetch(): unknown;
}

export interface ServerListOptions<Row, F extends string> {
  /** The list endpoint's query hook, asked with the API query string of the view in the URL. */
  useQuery(params: Record<string, string>): ServerListQueryResult<Row>;
  /** The filters the URL keeps, by the names the API takes; `q` is the quick search. */
  filterKeys: readonly F[];
  /** Valid sort fields; anything else in the URL falls back to the default. */
  sortFields: readonly string[];
  defaultSort: string;
  defaultOrder: SortOrder;
  /**
   * The name under which the user's column visibility and density are stored: any name the feature
   * chooses for its list (`'contacts'`), lowercase letters, digits, `-` and `.` (see `isPreferenceView`).
   */
  preferencesView: PreferenceView;
  /** Columns hidden until the user shows them. */
  defaultHiddenColumns?: GridColumnVisibilityModel;
  /**
   * The less important columns, hidden by default on screens narrower than a breakpoint so the rest
   * fit (the user's stored choice still wins).
   */
  hiddenBelow?: NarrowScreenColumns;
  /**
   * The CSV export of the view: its API path, the file name when the server names none, and query
   * parameters of the file itself (not of the view), such as its delimiter.
   */
  csvExport?: { path: string; fileName: string; params?: Record<string, string> };
  /**
   * Query parameters the page fixes rather than the URL, sent with every request and the export (a
   * user page's devices: `{ owner: id }`). Keep the object stable (memoised).
   */
  params?: Record<string, string>;
}

/** The API query string of the whole view (filters and sort) without its page position. */
export function exportParams(apiParams: Record<string, string>): Record<string, string> {
  const params = { ...apiParams };
  for (const key of keysetPositionFields) delete params[key];
  return params;
}

/**
 * One server-paged list, wired for the Data Grid (in the manner of refine's `useDataGrid`): the view
 * (filters, quick search, sort, position) lives in the URL, the endpoint is asked for it, the user's
 * column choices are stored, a selection belongs to the rows it was made on, and the export takes
 * the view as it is. `gridProps` go to `ServerDataGrid`; the rest is for the page's toolbar.
 */
export function useServerList<Row, F extends string>(options: ServerListOptions<Row, F>) {
  const { filterKeys, sortFields, defaultSort, defaultOrder, preferencesView, csvExport, params } = options;
  const defaultHiddenColumns = useNarrowScreenHidden(options.defaultHiddenColumns, options.hiddenBelow);
  const { t } = useTranslation(dataGridNamespace);
  const dispatch = useAppDispatch();
  const urlList: ListUrlState<F> = useListUrlState({ filterKeys, defaultSort, defaultOrder, sortFields });
  const list = useMemo(
    () => (params ? { ...urlList, apiParams: { ...urlList.apiParams, ...params } } : urlList),
    [urlList, params],
  );
  const { data, isFetching, isError, refetch } = options.useQuery(list.apiParams);
  const preferences = useGridPreferences(preferencesView, defaultHiddenColumns);

  const { filters, setFilters } = list;
  const hasFilters = filterKeys.some((key) => filters[key]);
  const clearFilters = useCallback(
    () => setFilters(Object.fromEntries(filterKeys.map((key) => [key, undefined])) as Partial<Record<F, undefined>>),
    [setFilters, filterKeys],
  );
  const search = (filters as Partial<Record<string, string>>).q ?? '';
  const setSearch = useCallback(
    (q: string) => setFilters({ q: q || undefined } as Partial<Record<F, string | undefined>>),
    [setFilters],
  );

  // A selection belongs to the rows it was made on: new filters, sort or page start with none.
  const { selected, select, clear: clearSelection } = useScopedSelection(JSON.stringify(list.apiParams));
  const selectedIds = useMemo(() => [...selected], [selected]);
  const rowSelectionModel = useMemo<GridRowSelectionModel>(
    () => ({ type: 'include', ids: new Set(selected) }),
    [selected],
  );
  const onRowSelectionModelChange = useCallback(
    (model: GridRowSelectionModel) => select([...model.ids].map(String)),
    [select],
  );

  const [exporting, setExporting] = useState(false);
  const { apiParams } = list;
  const exportCsv = useCallback(async () => {
    if (!csvExport) return;
    setExporting(true);
    try {
      await downloadCsv(csvExport.path, { ...exportParams(apiParams), ...csvExport.params }, csvExport.fileName);
    } catch {
      dispatch(showMessage({ message: t('exportFailed'), variant: 'error' }));
    } finally {
      setExporting(false);
    }
  }, [csvExport, apiParams, dispatch, t]);

  // Stable handlers: the grid is memoised on its props, so a page render does not redraw every row.
  const onRetry = useCallback(() => void refetch(), [refetch]);

  return {
    list,
    filters,
    setFilters,
    hasFilters,
    clearFilters,
    /** The quick search as the URL holds it, and its setter (an empty search removes it). */
    search,
    setSearch,
    /** The page the endpoint answered (rows, total, cursors), once it has. */
    data,
    selectedIds,
    clearSelection,
    exportCsv,
    exporting,
    gridProps: {
      rows: data?.items,
      page: data,
      list,
      fetching: isFetching,
      failed: isError,
      onRetry,
      columnVisibilityModel: preferences.columnVisibilityModel,
      onColumnVisibilityModelChange: preferences.onColumnVisibilityModelChange,
      density: preferences.density,
      onDensityChange: preferences.onDensityChange,
      rowSelectionModel,
      onRowSelectionModelChange,
      // Selected ids are listed, never "all but these": bulk actions send them as they are.
      disableRowSelectionExcludeModel: true,
    },
  };
}

export type ServerList<Row, F extends string> = ReturnType<typeof useServerList<Row, F>>;
