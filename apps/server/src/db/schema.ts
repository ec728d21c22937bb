import { features } from '../features';
import { liveConnections } from '../live/table';
import { tablesOf } from '../platform/register';
import { storedFiles } from '../uploads/table';
import { sampleDataLoads } from './sample-data-table';

/**
 * The one schema: every listed feature's tables and the platform's own. A function, because the features'
 * routes import the database client: the list is complete only once every module has loaded.
 * drizzle-kit reads the same tables from the files drizzle.config.ts names (a test checks they agree).
 */
/** Tables of the platform itself, outside any feature; each one's file is also in drizzle.config.ts. */
const platformTables = { sampleDataLoads, storedFiles, liveConnections };

export const databaseSchema = () => ({ ...tablesOf(features), ...platformTables });
