// The audit trail as people read it: shared by the device page and the user page.
export { HistoryList, type HistoryListProps } from './HistoryList';
export { historyNamespace } from './locales';
export { formatDate, formatExact, formatRelative } from './time';
