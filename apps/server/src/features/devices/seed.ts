import { accounts } from '../../accounts';
import type { Database } from '../../db/client';
import type { SampleData } from '../../db/sample-data';
import { forgetDeviceCounts } from './queries';
import { generateFleet } from './sample-fleet';
import type { NewDeviceRow } from './table';
import { insertDeviceRows } from './writes';

/** Devices in the sample fleet every new database starts with. */
export const sampleFleetSize = 5000;

/** Rows per INSERT: each statement is one round trip; a few thousand rows amortise it without a huge message. */
const insertBatchSize = 2000;

/**
 * Inserts devices in multi-row batches, without history (sample and load-test data was made by nobody).
 * Run it inside a transaction to make the whole set all-or-nothing.
 */
export async function insertDevices(db: Database, rows: readonly NewDeviceRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += insertBatchSize) {
    await insertDeviceRows(db, rows.slice(start, start + insertBatchSize));
  }
  forgetDeviceCounts(db);
}

export const devicesSampleData: SampleData = {
  feature: 'devices',
  async load(db) {
    // The fleet is spread over whichever accounts exist, so every sample account owns some devices.
    const owners = await db.select({ id: accounts.id, displayName: accounts.displayName }).from(accounts);
    await insertDevices(db, generateFleet({ count: sampleFleetSize, seed: 1, owners }));
  },
};
