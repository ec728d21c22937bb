import { accounts, authSessions } from '../accounts/table';
import { liveConnections } from '../live/table';
import { rateCounters } from '../rates/table';
import { fileChunks, fileContents, storedFiles, uploadParts, uploadSessions } from '../uploads/table';
import { sampleDataLoads } from './sample-data-table';

/**
 * The tables of the platform itself, outside any feature (the accounts, the stored files, the sample-data
 * markers); each one's file is also in drizzle.config.ts. The database client takes no schema: features query
 * with the query builder, so the client needs no table and imports no feature. drizzle-kit reads every table
 * from the files drizzle.config.ts names; a test checks they are these and the feature list's.
 */
export const platformTables = {
  accounts,
  authSessions,
  sampleDataLoads,
  fileContents,
  fileChunks,
  storedFiles,
  uploadSessions,
  uploadParts,
  liveConnections,
  rateCounters,
};
