// Every table of the one schema; drizzle-kit generates the migrations from this file.
export { accounts } from '../features/auth/table';
export { sampleDataLoads } from './sample-data-table';
