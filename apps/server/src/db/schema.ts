// Every table of the one schema; drizzle-kit generates the migrations from this file.
export { accounts } from '../features/auth/table';
export { quickPanelItems } from '../features/quick-panel/table';
export { sampleDataLoads } from './sample-data-table';
