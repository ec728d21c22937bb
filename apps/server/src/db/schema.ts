import { features } from '../features';
import { tablesOf } from '../platform/register';
import { sampleDataLoads } from './sample-data-table';

/**
 * The one schema: every listed feature's tables and the platform's own. A function, because the features'
 * routes import the database client: the list is complete only once every module has loaded.
 * drizzle-kit reads the same tables from `features/*\/table.ts` (see drizzle.config.ts).
 */
export const databaseSchema = () => ({ ...tablesOf(features), sampleDataLoads });
