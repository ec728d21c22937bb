/**
 * `npm run seed:devices -- --count N [--seed S]`: adds N generated devices to the database the server
 * uses (DATABASE_URL, or the embedded one in DATA_DIR, default ./data), for load tests.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import { DataDirInUseError } from '../src/db/data-dir-lock';
import { loadSampleData } from '../src/db/sample-data';
import { sampleDataSets } from '../src/sample-data';
import { describeProgress, fleetOwners, formatCount, nextFleetIndex, seedFleet } from './fleet-seeding';

const usage = 'Usage: npm run seed:devices -- --count N [--seed S]';

function positiveInteger(name: string, text: string | undefined, fallback?: number): number {
  if (text === undefined && fallback !== undefined) return fallback;
  const value = Number(text?.replaceAll('_', '').replaceAll(',', ''));
  if (!Number.isInteger(value) || value < 1) {
    console.error(`--${name} must be a whole number of at least 1.\n${usage}`);
    process.exit(2);
  }
  return value;
}

const { values } = parseArgs({
  options: { count: { type: 'string', short: 'n' }, seed: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
});
if (values.help || values.count === undefined) {
  console.log(usage);
  process.exit(values.help ? 0 : 2);
}
const count = positiveInteger('count', values.count);
const seed = positiveInteger('seed', values.seed, 1);

const config = loadConfig();
const where = config.databaseUrl
  ? `PostgreSQL at ${new URL(config.databaseUrl).host}${new URL(config.databaseUrl).pathname}`
  : `the embedded database in ${config.dataDir}`;

let database: DatabaseHandle;
try {
  database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
} catch (error) {
  // A folder held by a running server is refused by its lock, whose message names that server.
  if (error instanceof DataDirInUseError) console.error(error.message);
  else console.error(`Could not open ${where}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

try {
  // As on a server start: a fresh database gets its sample data (and so the accounts to own devices).
  if (config.sampleData) await loadSampleData(database.db, sampleDataSets);
  const owners = await fleetOwners(database.db);
  const startIndex = await nextFleetIndex(database.db);
  console.log(
    `Adding ${formatCount(count)} devices to ${where} (${database.engine}), owners spread over ` +
      `${owners.length} accounts, fleet index ${formatCount(startIndex)} onwards.`,
  );
  const result = await seedFleet(database.db, {
    count,
    seed,
    owners,
    startIndex,
    onProgress: (progress) => console.log(`  ${describeProgress(progress)}`),
  });
  // Fresh planner statistics, so the list's plans and estimated totals reflect the new size at once.
  await database.db.execute(sql`analyze devices`);
  const total = await database.db.execute<{ n: string | number }>(sql`select count(*) as n from devices`);
  const stored = Number((total as unknown as { rows: { n: string | number }[] }).rows[0]?.n ?? 0);
  const seconds = result.elapsedMs / 1000;
  console.log(
    `Added ${formatCount(result.inserted)} devices in ${seconds.toFixed(1)} s ` +
      `(${formatCount(result.inserted / Math.max(seconds, 0.001))} rows/s); the fleet now has ${formatCount(stored)} devices.`,
  );
  if (result.skipped) {
    console.log(`${formatCount(result.skipped)} generated devices were skipped: their IMEI, line or SIM was taken.`);
  }
  console.log('A running server picks the new total up within 15 seconds (its cached counts expire).');
} finally {
  await database.close();
}
