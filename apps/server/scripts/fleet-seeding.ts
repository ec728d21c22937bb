import { sql } from 'drizzle-orm';
import { accounts } from '../src/accounts';
import { type Database, withTransaction } from '../src/db/client';
import { fleetIndexOfImei, generateFleet } from '../src/features/devices/sample-fleet';
import { devices, type NewDeviceRow } from '../src/features/devices/table';

/** Rows per INSERT statement: 1,000 rows × 21 columns stays well under PostgreSQL's 65,535 parameters. */
export const rowsPerStatement = 1_000;
/** Rows per transaction: big enough to amortise the commit, small enough that a failure loses little. */
export const rowsPerTransaction = 50_000;

export interface SeedProgress {
  inserted: number;
  skipped: number;
  total: number;
  elapsedMs: number;
}

export interface SeedResult {
  inserted: number;
  /** Generated rows that collided with a device stored by other means (same IMEI, line or SIM). */
  skipped: number;
  startIndex: number;
  elapsedMs: number;
}

/** Every account, as the owners generated devices are spread over. */
export async function fleetOwners(db: Database): Promise<{ id: string; displayName: string }[]> {
  return db.select({ id: accounts.id, displayName: accounts.displayName }).from(accounts).orderBy(accounts.createdAt);
}

/**
 * The first fleet index no stored device was generated from. Reads every IMEI once (a few seconds at
 * a million rows), which is what makes a second `seed:devices` run collision-free even after deletions.
 */
export async function nextFleetIndex(db: Database): Promise<number> {
  let next = 0;
  let after = '';
  // Walks the unique IMEI index in slices, so a huge table is never held in memory at once.
  for (;;) {
    const slice = await db
      .select({ imei: devices.imei })
      .from(devices)
      .where(sql`${devices.imei} > ${after}`)
      .orderBy(devices.imei)
      .limit(100_000);
    for (const { imei } of slice) {
      const index = fleetIndexOfImei(imei);
      if (index !== undefined && index >= next) next = index + 1;
    }
    if (slice.length < 100_000) return next;
    after = (slice.at(-1) as { imei: string }).imei;
  }
}

/** The stored columns a generated row fills, in the order of the INSERT. */
const insertColumns = [
  ['imei', 'imei'],
  ['serialNumber', 'serial_number'],
  ['kind', 'kind'],
  ['manufacturer', 'manufacturer'],
  ['model', 'model'],
  ['os', 'os'],
  ['osVersion', 'os_version'],
  ['msisdn', 'msisdn'],
  ['iccid', 'iccid'],
  ['imsi', 'imsi'],
  ['plan', 'plan'],
  ['network', 'network'],
  ['status', 'status'],
  ['ownerId', 'owner_id'],
  ['ownerName', 'owner_name'],
  ['city', 'city'],
  ['state', 'state'],
  ['lastSeenAt', 'last_seen_at'],
  ['notes', 'notes'],
  ['createdAt', 'created_at'],
  ['updatedAt', 'updated_at'],
] as const satisfies readonly (readonly [keyof NewDeviceRow, string])[];

/** A SQL literal of a generated value (standard_conforming_strings: only quotes need doubling). */
function literal(value: string | Date | null | undefined): string {
  if (value === null || value === undefined) return 'null';
  if (value instanceof Date) return `'${value.toISOString()}'`;
  return `'${value.replaceAll("'", "''")}'`;
}

/**
 * One multi-row INSERT, written as literal SQL: the ORM's query builder spends longer binding 21,000
 * parameters than the database spends inserting them, which made a 200,000-row seed take minutes on
 * PGlite. Every value is generated here, never typed by a person, and quoted by `literal`. Rows that
 * would repeat a unique IMEI, line or SIM are skipped rather than failing the whole run.
 */
async function insertChunk(db: Database, rows: readonly NewDeviceRow[]): Promise<number> {
  const tuples = rows.map((row) => `(${insertColumns.map(([key]) => literal(row[key])).join(',')})`);
  const statement = `insert into devices (${insertColumns.map(([, column]) => column).join(',')}) values ${tuples.join(',')} on conflict do nothing`;
  const result = (await db.execute(sql.raw(statement))) as { rowCount?: number | null; affectedRows?: number };
  return result.rowCount ?? result.affectedRows ?? rows.length;
}

/**
 * Inserts `count` generated devices in multi-row INSERTs of `rowsPerStatement` rows, committed every
 * `rowsPerTransaction` rows, and reports progress after each commit.
 */
export async function seedFleet(
  db: Database,
  options: {
    count: number;
    seed: number;
    owners: readonly { id: string; displayName: string }[];
    startIndex: number;
    onProgress?: (progress: SeedProgress) => void;
  },
): Promise<SeedResult> {
  const started = performance.now();
  const now = new Date();
  let done = 0;
  let inserted = 0;
  while (done < options.count) {
    const inThisTransaction = Math.min(rowsPerTransaction, options.count - done);
    const first = options.startIndex + done;
    inserted += await withTransaction(db, async (tx) => {
      let added = 0;
      for (let offset = 0; offset < inThisTransaction; offset += rowsPerStatement) {
        const rows = generateFleet({
          count: Math.min(rowsPerStatement, inThisTransaction - offset),
          seed: options.seed,
          owners: options.owners,
          startIndex: first + offset,
          now,
        });
        added += await insertChunk(tx, rows);
      }
      return added;
    });
    done += inThisTransaction;
    options.onProgress?.({
      inserted,
      skipped: done - inserted,
      total: options.count,
      elapsedMs: performance.now() - started,
    });
  }
  return { inserted, skipped: done - inserted, startIndex: options.startIndex, elapsedMs: performance.now() - started };
}

/**
 * Runs `load` with the devices table's non-unique indexes dropped, then builds them again from their own
 * stored definitions. Building an index once over a full table is several times faster than keeping it
 * up to date row by row, which is what makes a million-row benchmark database quick to make. Only for a
 * database nobody else uses meanwhile (the benchmark's own): its list queries would lack the indexes.
 * The unique indexes stay, so ON CONFLICT still sees every IMEI, line and SIM.
 */
export async function withDeferredIndexes<T>(
  db: Database,
  load: () => Promise<T>,
  onRebuilt?: (indexes: number, elapsedMs: number) => void,
): Promise<T> {
  const found = await db.execute<{ name: string; definition: string }>(sql`
    select c.relname as name, pg_get_indexdef(x.indexrelid) as definition
    from pg_index x join pg_class c on c.oid = x.indexrelid
    where x.indrelid = 'devices'::regclass and not x.indisunique and not x.indisprimary`);
  const indexes = (found as unknown as { rows: { name: string; definition: string }[] }).rows;
  for (const index of indexes) await db.execute(sql.raw(`drop index "${index.name}"`));
  try {
    return await load();
  } finally {
    const started = performance.now();
    await db.transaction(async (tx) => {
      // More sort memory than the default 64 MB lets each index build sort in one pass.
      await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
      for (const index of indexes) await tx.execute(sql.raw(index.definition));
    });
    onRebuilt?.(indexes.length, performance.now() - started);
  }
}

export const formatCount = (value: number) => Math.round(value).toLocaleString('en-US');

/** '150,000 / 1,000,000 devices (15%) · 42,000 rows/s' */
export function describeProgress(progress: SeedProgress): string {
  const rate = progress.inserted / Math.max(progress.elapsedMs / 1000, 0.001);
  const done = progress.inserted + progress.skipped;
  const percent = Math.floor((done / Math.max(progress.total, 1)) * 100);
  const skipped = progress.skipped ? ` · ${formatCount(progress.skipped)} skipped` : '';
  return `${formatCount(done)} / ${formatCount(progress.total)} devices (${percent}%) · ${formatCount(rate)} rows/s${skipped}`;
}
