import { type Database, withoutStatementTimeout } from './client';
import { sampleDataLoads } from './sample-data-table';

export interface SampleData {
  /** Feature name; its sample data is loaded once per database, ever. */
  feature: string;
  load(tx: Database): Promise<void>;
}

/**
 * Loads each feature's sample data the first time the database sees that feature. The marker row
 * and the data commit together, so a crash half-way loads again next start, and a database where
 * users have changed things is never overwritten.
 */
export async function loadSampleData(db: Database, sets: readonly SampleData[]): Promise<string[]> {
  const loaded: string[] = [];
  for (const set of sets) {
    // Loading a feature's sample data may take long (a big fleet): exempt from the statement timeout.
    await withoutStatementTimeout(db, async (tx) => {
      const claimed = await tx
        .insert(sampleDataLoads)
        .values({ feature: set.feature })
        .onConflictDoNothing()
        .returning({ feature: sampleDataLoads.feature });
      if (claimed.length === 0) return;
      await set.load(tx);
      loaded.push(set.feature);
    });
  }
  return loaded;
}
