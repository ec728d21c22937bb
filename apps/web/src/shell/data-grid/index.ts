// The grid pieces every server-paged list shares (devices, users, and the sample apps' lists).
export { downloadCsv } from './downloadCsv';
export { useGridPreferences } from './gridPreferences';
export { type ListUrlState, pageSizes, useListUrlState } from './listUrlState';
export { dataGridNamespace } from './locales';
export { type KeysetPageMeta, ServerDataGrid, type ServerDataGridProps } from './ServerDataGrid';
