import type { DeviceFilter, DeviceSortField } from '@conecta/contracts';
import { type CsvDelimiter, deviceCsvColumns } from '@conecta/contracts';
import { stringify } from 'csv-stringify/sync';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { escapeLiteral } from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { accounts } from '../../accounts';
import { type Database, noStatementTimeout, postgresPool } from '../../db/client';
import { cursorValueOf, readKeysetPage, type SortKey } from '../../db/keyset';
import { spreadsheetSafeSql } from '../../http/spreadsheet-safe';
import { deviceWhere, pagingKey } from './queries';
import { devices } from './table';

/** Rows per read of the export: big enough to amortise a round trip, small enough to stay out of the way. */
const exportBatchSize = 5000;

/** ISO 8601 in UTC with milliseconds, as the JSON API writes dates. */
const isoText = (column: AnyPgColumn) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The separator as an SQL literal: it is one of `csvDelimiters` (the route's schema allows no other), and
 * COPY's DELIMITER option takes no bind parameter, so both paths write it into the statement alike.
 */
const delimiterLiteral = (delimiter: CsvDelimiter) => sql.raw(escapeLiteral(delimiter));

/**
 * One CSV cell of free text (RFC 4180): quoted, with quotes doubled, when it holds a quote, the
 * separator or a line break; null is empty. `strpos` is several times cheaper than a regular expression per cell.
 */
const quotedCell = (value: SQL, separator: SQL) =>
  sql`coalesce(case when strpos(${value}, '"') + strpos(${value}, ${separator}) + strpos(${value}, chr(10)) + strpos(${value}, chr(13)) = 0
    then ${value} else '"' || replace(${value}, '"', '""') || '"' end, '')`;
/**
 * A cell the contracts restrict to digits, '+' or a fixed word (IMEI, line, kind, status…): never needs quotes,
 * and cannot hold a formula (a line's leading '+' is part of the number, so it stays as it is).
 */
const plainCell = (value: AnyPgColumn) => sql`coalesce(${value}, '')`;

/**
 * Each device as one finished CSV line, made by the database: the server then receives one text column
 * per row instead of 22, and formats nothing itself. csv-stringify over the same rows managed about
 * 50,000 rows/s here, half the export's target.
 */
function csvLine(delimiter: CsvDelimiter) {
  const separator = delimiterLiteral(delimiter);
  /** Free text anyone may have typed: kept from running as a formula, then quoted as needed. */
  const textCell = (value: AnyPgColumn) => quotedCell(spreadsheetSafeSql(value), separator);
  return sql.join(
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
    sql`||${separator}||`,
  );
}

export interface ExportQuery extends DeviceFilter {
  sort: DeviceSortField;
  order: 'asc' | 'desc';
  /** The cell separator; a comma when not given. */
  delimiter?: CsvDelimiter;
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
  const delimiter = query.delimiter ?? ',';
  if (pool) return copyCsv(db, pool, where, key, query.order, delimiter);
  return csvBatches(db, where, key, query.order, delimiter, batchSize);
}

/** PostgreSQL's sort memory for one export (a million devices sort in about 250 MB). */
const exportSortMemory = '256MB';

/** The header line, after a byte-order mark so spreadsheet programs read the accents of São Paulo as UTF-8. */
const csvHeader = (delimiter: CsvDelimiter) => `\uFEFF${stringify([[...deviceCsvColumns]], { delimiter })}`;

/**
 * Free text as COPY should write it: kept from running as a formula, and empty and null both as an empty
 * cell, as the embedded export does.
 */
const copyText = (column: AnyPgColumn) => sql`nullif(${spreadsheetSafeSql(column)}, '')`;

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
 * PostgreSQL: the whole view in one `COPY (SELECT …) TO STDOUT WITH (FORMAT csv, DELIMITER ';')`. The server writes
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
  delimiter: CsvDelimiter,
): AsyncGenerator<string | Buffer> {
  const direction = sql.raw(order);
  const select = db
    .select({ line: sql.join(copyColumns, sql`, `) })
    .from(devices)
    .leftJoin(accounts, eq(accounts.id, devices.ownerId))
    .where(where)
    .orderBy(sql`${key.column} ${direction}`, sql`${devices.id} ${direction}`)
    .toSQL();
  const statement = `COPY (${inlineParameters(select.sql, select.params)}) TO STDOUT WITH (FORMAT csv, DELIMITER ${escapeLiteral(delimiter)})`;
  const client = await pool.connect();
  let finished = false;
  try {
    yield csvHeader(delimiter);
    // A whole-fleet export is faster read in table order and sorted in memory than fetched row by row
    // through the sort column's index; the memory lets the planner weigh that (it still takes an index
    // for a narrow filter), and only for this statement.
    // An export of the whole fleet is meant to take long: exempt from the statement timeout.
    await client.query(`BEGIN READ ONLY; SET LOCAL work_mem = '${exportSortMemory}'; ${noStatementTimeout}`);
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
  delimiter: CsvDelimiter,
  batchSize: number,
): AsyncGenerator<string> {
  const cursorValue = cursorValueOf(key);
  const line = csvLine(delimiter);
  yield csvHeader(delimiter);
  const readBatch = (cursor: string | undefined) =>
    readKeysetPage({
      request: { order, direction: 'after', cursor, limit: batchSize },
      key,
      id: devices.id,
      where,
      fetch: (condition, orderBy, limit) =>
        db
          .select({ line: sql<string>`${line}`, id: devices.id, cursorValue })
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
