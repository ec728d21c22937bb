import {
  type DeviceFilter,
  type DeviceSortField,
  type DeviceUniqueField,
  deviceCsvColumns,
  deviceCsvRowChecker,
  deviceImportRequiredColumns,
  deviceMessages,
  deviceUniqueFields,
  type ImportProblem,
  importRowLimit,
  readDeviceCsvHeader,
} from '@conecta/contracts';
import { CsvError, parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { escapeLiteral } from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { type Database, postgresPool } from '../../db/client';
import { cursorValueOf, readKeysetPage, type SortKey } from '../../db/keyset';
import { InputError } from '../../http/errors';
import type { AuditActor } from '../audit/audit';
import { accounts } from '../auth/table';
import { deviceWhere, forgetDeviceCounts, pagingKey } from './queries';
import { devices, type NewDeviceRow } from './table';
import { insertDeviceRows, uniqueViolation } from './writes';

/** Rows per read of the export: big enough to amortise a round trip, small enough to stay out of the way. */
const exportBatchSize = 5000;

/** ISO 8601 in UTC with milliseconds, as the JSON API writes dates. */
const isoText = (column: AnyPgColumn) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * One CSV cell of free text (RFC 4180): quoted, with quotes doubled, when it holds a quote, comma or
 * line break; null is empty. `strpos` is several times cheaper than a regular expression per cell.
 */
const textCell = (value: AnyPgColumn) =>
  sql`coalesce(case when strpos(${value}, '"') + strpos(${value}, ',') + strpos(${value}, chr(10)) + strpos(${value}, chr(13)) = 0
    then ${value} else '"' || replace(${value}, '"', '""') || '"' end, '')`;
/** A cell the contracts restrict to digits, '+' or a fixed word (IMEI, line, kind, status…): never needs quotes. */
const plainCell = (value: AnyPgColumn) => sql`coalesce(${value}, '')`;

/**
 * Each device as one finished CSV line, made by the database: the server then receives one text column
 * per row instead of 22, and formats nothing itself. csv-stringify over the same rows managed about
 * 50,000 rows/s here, half the export's target.
 */
const csvLine = sql.join(
  [
    sql`${devices.id}::text`,
    plainCell(devices.imei),
    textCell(devices.serialNumber),
    plainCell(devices.kind),
    textCell(devices.manufacturer),
    textCell(devices.model),
    textCell(devices.os),
    textCell(devices.osVersion),
    plainCell(devices.msisdn),
    plainCell(devices.iccid),
    plainCell(devices.imsi),
    textCell(devices.plan),
    plainCell(devices.network),
    plainCell(devices.status),
    textCell(accounts.email),
    textCell(devices.ownerName),
    textCell(devices.city),
    plainCell(devices.state),
    sql`coalesce(${isoText(devices.lastSeenAt)}, '')`,
    textCell(devices.notes),
    isoText(devices.createdAt),
    isoText(devices.updatedAt),
  ],
  sql`||','||`,
);

export interface ExportQuery extends DeviceFilter {
  sort: DeviceSortField;
  order: 'asc' | 'desc';
}

/**
 * The CSV of a filtered, sorted view, one chunk per batch of rows. Each batch is a keyset read that
 * starts where the last one stopped, so memory holds one batch whatever the size of the fleet. The
 * filter is resolved before the first byte goes out, so a failure there is still an error answer.
 */
export async function exportDevicesCsv(
  db: Database,
  query: ExportQuery,
  batchSize = exportBatchSize,
): Promise<AsyncGenerator<string | Buffer>> {
  const where = await deviceWhere(db, query);
  const { key } = await pagingKey(db, query, where);
  const pool = postgresPool(db);
  if (pool) return copyCsv(db, pool, where, key, query.order);
  return csvBatches(db, where, key, query.order, batchSize);
}

/** PostgreSQL's sort memory for one export (a million devices sort in about 250 MB). */
const exportSortMemory = '256MB';

/** The header line, after a byte-order mark so spreadsheet programs read the accents of São Paulo as UTF-8. */
const csvHeader = `\uFEFF${stringify([[...deviceCsvColumns]])}`;

/** Free text as COPY should write it: empty and null both as an empty cell, as the embedded export does. */
const copyText = (column: AnyPgColumn) => sql`nullif(${column}, '')`;

/** The columns of `deviceCsvColumns`, for PostgreSQL's own CSV writer. */
const copyColumns = [
  sql`${devices.id}::text`,
  sql`${devices.imei}`,
  copyText(devices.serialNumber),
  sql`${devices.kind}`,
  copyText(devices.manufacturer),
  copyText(devices.model),
  copyText(devices.os),
  copyText(devices.osVersion),
  sql`${devices.msisdn}`,
  sql`${devices.iccid}`,
  sql`${devices.imsi}`,
  copyText(devices.plan),
  sql`${devices.network}`,
  sql`${devices.status}`,
  copyText(accounts.email),
  copyText(devices.ownerName),
  copyText(devices.city),
  sql`${devices.state}`,
  isoText(devices.lastSeenAt),
  copyText(devices.notes),
  isoText(devices.createdAt),
  isoText(devices.updatedAt),
];

/**
 * COPY takes no bind parameters, so the filter's values are written into the statement as quoted
 * literals (escaped by the driver's own `escapeLiteral`). Only the types the device filter produces
 * are accepted; anything else is a programming error, not user input.
 */
function inlineParameters(text: string, params: unknown[]): string {
  return text.replace(/\$(\d+)/g, (_match, position: string) => {
    const value = params[Number(position) - 1];
    if (typeof value === 'string') return escapeLiteral(value);
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    if (value === null) return 'null';
    throw new Error(`Cannot inline a ${typeof value} into COPY`);
  });
}

/**
 * PostgreSQL: the whole view in one `COPY (SELECT …) TO STDOUT WITH (FORMAT csv)`. The server writes
 * the CSV itself and its bytes are passed on as they come, so Node neither parses nor formats a row;
 * the stream's backpressure keeps memory flat whatever the size of the fleet. The order is the list's
 * (PostgreSQL's default null placement, which is also what the keyset pages follow).
 */
async function* copyCsv(
  db: Database,
  pool: NonNullable<ReturnType<typeof postgresPool>>,
  where: SQL | undefined,
  key: SortKey,
  order: 'asc' | 'desc',
): AsyncGenerator<string | Buffer> {
  const direction = sql.raw(order);
  const select = db
    .select({ line: sql.join(copyColumns, sql`, `) })
    .from(devices)
    .leftJoin(accounts, eq(accounts.id, devices.ownerId))
    .where(where)
    .orderBy(sql`${key.column} ${direction}`, sql`${devices.id} ${direction}`)
    .toSQL();
  const statement = `COPY (${inlineParameters(select.sql, select.params)}) TO STDOUT WITH (FORMAT csv)`;
  const client = await pool.connect();
  let finished = false;
  try {
    yield csvHeader;
    // A whole-fleet export is faster read in table order and sorted in memory than fetched row by row
    // through the sort column's index; the memory lets the planner weigh that (it still takes an index
    // for a narrow filter), and only for this statement.
    await client.query(`BEGIN READ ONLY; SET LOCAL work_mem = '${exportSortMemory}'`);
    for await (const chunk of client.query(copyTo(statement))) yield chunk as Buffer;
    await client.query('COMMIT');
    finished = true;
  } finally {
    // A COPY abandoned half-way (the client went away) leaves the connection mid-protocol: drop it.
    client.release(!finished);
  }
}

async function* csvBatches(
  db: Database,
  where: SQL | undefined,
  key: SortKey,
  order: 'asc' | 'desc',
  batchSize: number,
): AsyncGenerator<string> {
  const cursorValue = cursorValueOf(key);
  yield csvHeader;
  const readBatch = (cursor: string | undefined) =>
    readKeysetPage({
      request: { order, direction: 'after', cursor, limit: batchSize },
      key,
      id: devices.id,
      where,
      fetch: (condition, orderBy, limit) =>
        db
          .select({ line: sql<string>`${csvLine}`, id: devices.id, cursorValue })
          .from(devices)
          .leftJoin(accounts, eq(accounts.id, devices.ownerId))
          .where(condition)
          .orderBy(...orderBy)
          .limit(limit),
      positionOf: (row) => ({ value: row.cursorValue, id: row.id }),
    });

  type Batch = Awaited<ReturnType<typeof readBatch>>;
  let next: Promise<Batch> | undefined = readBatch(undefined);
  while (next) {
    const page: Batch = await next;
    // The database reads the next batch while this one goes out; a read left unawaited because the
    // client went away must not surface as an unhandled rejection.
    next = page.nextCursor ? readBatch(page.nextCursor) : undefined;
    next?.catch(() => undefined);
    if (page.rows.length > 0) {
      let chunk = '';
      for (const row of page.rows) chunk += `${row.line}\n`;
      yield chunk;
    }
  }
}

/** An import with bad rows: nothing was stored; every problem names its row and field. */
export class ImportRejection extends Error {
  constructor(
    readonly problems: ImportProblem[],
    message: string,
  ) {
    super(message);
  }
}

/** Most problems one answer lists; a file that is wrong throughout would otherwise answer megabytes. */
export const problemListLimit = 1000;
/** Rows per INSERT: 1,000 × 22 columns stays far below PostgreSQL's 65,535 bind parameters. */
const insertBatchSize = 1000;
/** Values per `= any($1)` look-up of existing IMEIs, lines, SIMs and owner emails. */
const lookupBatchSize = 5000;

const takenMessages: Record<DeviceUniqueField, string> = {
  imei: deviceMessages.imeiTaken,
  msisdn: deviceMessages.msisdnTaken,
  iccid: deviceMessages.iccidTaken,
};

const fileError = (message: string) => new InputError({ file: message }, message);

function readCsv(text: string): string[][] {
  try {
    return parse(text, { bom: true, relax_column_count: true, skip_empty_lines: true }) as string[][];
  } catch (error) {
    if (error instanceof CsvError) throw fileError(`The file is not valid CSV: ${error.message}`);
    throw error;
  }
}

async function inBatches<T, R>(items: readonly T[], size: number, work: (batch: T[]) => Promise<R[]>) {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size)
    results.push(...(await work(items.slice(start, start + size))));
  return results;
}

/**
 * Imports devices from CSV, all or nothing: every row is checked (its fields, its owner's email, and
 * IMEI, line and SIM against the file and the database) before one transaction inserts them all.
 */
export async function importDevicesCsv(db: Database, actor: AuditActor, text: string): Promise<number> {
  if (text.trim() === '') throw fileError('The file is empty: it needs a header row and at least one device.');
  const records = readCsv(text);
  const { columns: header, missing } = readDeviceCsvHeader(records[0] ?? []);
  if (missing.length > 0) {
    throw fileError(
      `The first row must be a header naming at least the columns ${deviceImportRequiredColumns.join(', ')}; missing: ${missing.join(', ')}.`,
    );
  }
  const body = records.slice(1);
  if (body.length === 0) throw fileError('The file has a header but no devices.');
  if (body.length > importRowLimit) {
    throw fileError(`The file has ${body.length} devices; one import can carry at most ${importRowLimit}.`);
  }

  const problems: ImportProblem[] = [];
  const checker = deviceCsvRowChecker(header);
  const firstRowWith = checker.firstRowWith;
  const valid: { row: number; device: NewDeviceRow; ownerEmail: string }[] = [];
  body.forEach((cells, index) => {
    const checked = checker.check(index + 1, cells);
    if (Array.isArray(checked)) {
      for (const { detail: _phrasing, ...problem } of checked) problems.push(problem);
      return;
    }
    const { ownerId: _ignored, lastSeenAt, ...fields } = checked.device;
    valid.push({
      row: checked.row,
      ownerEmail: checked.ownerEmail,
      device: { ...fields, lastSeenAt: lastSeenAt ? new Date(lastSeenAt) : null, ownerId: null, ownerName: null },
    });
  });

  // Owners by email, in batches.
  const emails = [...new Set(valid.map((item) => item.ownerEmail).filter(Boolean))];
  const owners = new Map(
    (
      await inBatches(emails, lookupBatchSize, (batch) =>
        db
          .select({ id: accounts.id, email: accounts.email, displayName: accounts.displayName })
          .from(accounts)
          .where(sql`${accounts.email} = any(${sql.param(batch)}::text[])`)
          // Outside providers' accounts may share an email with ours: the last one read wins the map
          // below, so that is our own account if there is one, else the oldest.
          .orderBy(sql`${accounts.provider} = 'custom'`, desc(accounts.createdAt)),
      )
    ).map((owner) => [owner.email, owner]),
  );
  for (const item of valid) {
    if (!item.ownerEmail) continue;
    const owner = owners.get(item.ownerEmail);
    if (owner) Object.assign(item.device, { ownerId: owner.id, ownerName: owner.displayName });
    else problems.push({ row: item.row, field: 'ownerEmail', message: deviceMessages.ownerEmail });
  }

  // IMEIs, lines and SIMs another device already has.
  for (const field of deviceUniqueFields) {
    const values = [...firstRowWith[field].keys()];
    const column = devices[field];
    const taken = await inBatches(values, lookupBatchSize, async (batch) =>
      (
        await db
          .select({ value: column })
          .from(devices)
          .where(sql`${column} = any(${sql.param(batch)}::text[])`)
      ).map((found) => found.value),
    );
    for (const value of taken) {
      const row = value === null ? undefined : firstRowWith[field].get(value);
      if (row !== undefined) problems.push({ row, field, message: takenMessages[field] });
    }
  }

  if (problems.length > 0) throw rejection(problems);

  try {
    await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      for (let start = 0; start < valid.length; start += insertBatchSize) {
        const batch = valid.slice(start, start + insertBatchSize).map((item) => item.device);
        await insertDeviceRows(tx, batch, { actor, action: 'import' });
      }
    });
  } catch (error) {
    // Another writer took a value between the check and the insert: answer as the check would have.
    const violation = uniqueViolation(error);
    if (!violation) throw error;
    const row = violation.value === undefined ? undefined : firstRowWith[violation.field].get(violation.value);
    throw rejection([{ row: row ?? 0, field: violation.field, message: takenMessages[violation.field] }]);
  } finally {
    forgetDeviceCounts(db);
  }
  return valid.length;
}

function rejection(problems: ImportProblem[]): ImportRejection {
  const rows = new Set(problems.map((problem) => problem.row)).size;
  const sorted = problems.sort((a, b) => a.row - b.row).slice(0, problemListLimit);
  const shown = sorted.length < problems.length ? ` The first ${sorted.length} problems are listed.` : '';
  return new ImportRejection(
    sorted,
    `Nothing was imported: ${rows} ${rows === 1 ? 'row has' : 'rows have'} problems to fix.${shown}`,
  );
}
