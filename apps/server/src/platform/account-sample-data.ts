import { type Database, withoutStatementTimeout } from '../db/client';
import { sampleDataLoads } from '../db/sample-data-table';

/** Sample rows of one account, written at its first call to the feature (so new accounts get them too). */
export interface AccountSampleData {
  /** Names the set; with the account's id it marks the set as written for that account. */
  feature: string;
  load(tx: Database, accountId: string): Promise<void>;
}

/** The marker row in `sample_data_loads`: the table keys database-wide sets by their feature name alone. */
const markerOf = (set: AccountSampleData, accountId: string) => `${set.feature}@${accountId}`;

/** Markers this process has seen, per database, so later calls cost no query. */
const written = new WeakMap<Database, Set<string>>();

/**
 * Writes the account's sample rows the first time it is called for that account, ever: the marker and the rows
 * commit together, so two concurrent first calls write them once, and what the user later deletes stays deleted.
 */
export async function ensureAccountSampleData(db: Database, set: AccountSampleData, accountId: string): Promise<void> {
  const marker = markerOf(set, accountId);
  const seen = written.get(db) ?? new Set<string>();
  written.set(db, seen);
  if (seen.has(marker)) return;
  // Sample data is written once per account, exempt from the statement timeout like every seeding.
  await withoutStatementTimeout(db, async (tx) => {
    const claimed = await tx
      .insert(sampleDataLoads)
      .values({ feature: marker })
      .onConflictDoNothing()
      .returning({ feature: sampleDataLoads.feature });
    if (claimed.length > 0) await set.load(tx, accountId);
  });
  seen.add(marker);
}
