// The grid pieces every server-paged list shares (devices, users, and the sample apps' lists).
// ColumnsDensityToolbar is imported from its own file: through here it would ride in every list's chunk.
export { downloadCsv } from './downloadCsv';
export { useGridPreferences } from './gridPreferences';
export { ListExportButton } from './ListExportButton';
export { ListSearchBox, searchDelayMs } from './ListSearchBox';
export { listGridFrameSx, listPageSx } from './listLayout';
export { type ListUrlState, pageSizes, useListUrlState } from './listUrlState';
export { dataGridNamespace } from './locales';
export { ServerDataGrid, type ServerDataGridProps } from './ServerDataGrid';
export {
  type ServerList,
  type ServerListOptions,
  type ServerListQueryResult,
  useServerList,
} from './useServerList';
