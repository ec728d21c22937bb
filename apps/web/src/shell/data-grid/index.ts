// The grid pieces every server-paged list shares (devices, users, and the sample apps' lists).
export { ColumnsDensityToolbar } from './ColumnsDensityToolbar';
export { downloadCsv } from './downloadCsv';
export { useGridPreferences } from './gridPreferences';
export { ListExportButton } from './ListExportButton';
export { ListSearchBox, searchDelayMs } from './ListSearchBox';
export { type ListUrlState, pageSizes, useListUrlState } from './listUrlState';
export { dataGridNamespace } from './locales';
export { ServerDataGrid, type ServerDataGridProps } from './ServerDataGrid';
export {
  exportParams,
  type ServerList,
  type ServerListOptions,
  type ServerListQueryResult,
  useServerList,
} from './useServerList';
