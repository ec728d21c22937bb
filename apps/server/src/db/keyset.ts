import { isStorableInstant, validationMessages } from '@conecta/contracts';
import { and, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { InputError } from '../http/errors';

/**
 * Keyset ("seek") pagination over any one sort column plus the id as tie-breaker. Every page is an index
 * range read that starts where the previous page ended, so page 10,000 costs what page 1 costs.
 *
 * Nulls follow PostgreSQL's defaults (last when ascending, first when descending), which is the order a
 * plain btree index on (column, id) gives in both directions. A nullable column is read as two segments,
 * its values and its nulls, each an index range of its own, so no OR defeats the index.
 */
export interface SortKey {
  column: AnyPgColumn | SQL;
  nullable: boolean;
  /** How a cursor's value is cast back in SQL. */
  type: 'text' | 'timestamptz' | 'bigint';
}

export interface PageRequest {
  order: 'asc' | 'desc';
  direction: 'after' | 'before';
  cursor?: string;
  limit: number;
  /**
   * Rows to skip first, to enter the list at a page number (no cursor, forward only); the page's
   * cursors then lead on by keyset. Only lists whose `fetch` applies its offset take it.
   */
  offset?: number;
}

export interface KeysetPage<Row> {
  rows: Row[];
  nextCursor: string | null;
  prevCursor: string | null;
}

type Position = { value: string | number | null; id: string };

/**
 * The sort value as the cursor carries it. Timestamps go out as text with microseconds: a JS Date keeps
 * only milliseconds, and a cursor rounded to the millisecond would repeat or skip rows on the next page.
 */
export function cursorValueOf(key: SortKey): SQL<string | null> {
  return key.type === 'timestamptz'
    ? sql<string | null>`to_char(${key.column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`
    : sql<string | null>`${key.column}`;
}

export function encodeCursor(value: unknown, id: string): string {
  const plain = value instanceof Date ? value.toISOString() : (value ?? null);
  return Buffer.from(JSON.stringify([plain, id])).toString('base64url');
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The shape `cursorValueOf` writes timestamps in (UTC, up to microseconds). */
const timestampPattern = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(\.\d{1,6})?Z$/;
const bigintPattern = /^-?\d{1,18}$/;

/**
 * Whether a cursor's sort value can be cast to the sort column's type: anything else would reach
 * PostgreSQL as `'x'::timestamptz` and fail there as a server error instead of a 400.
 */
function fitsSortType(value: string | number | null, key: SortKey): boolean {
  if (value === null) return key.nullable;
  const text = String(value);
  if (text.includes('\u0000')) return false;
  switch (key.type) {
    case 'text':
      return typeof value === 'string';
    case 'bigint':
      return bigintPattern.test(text);
    case 'timestamptz': {
      const match = timestampPattern.exec(text);
      // The round trip refuses dates that do not exist (2024-02-31), which Date.parse would roll over.
      return match?.[1] !== undefined && isStorableInstant(text) && new Date(text).toISOString().startsWith(match[1]);
    }
  }
}

/** A cursor this API wrote for the same sort, or a 400 naming `cursor`: never a cast that fails in the database. */
function decodeCursor(cursor: string, key: SortKey): Position {
  try {
    const [value, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as [unknown, unknown];
    const validValue = value === null || typeof value === 'string' || typeof value === 'number';
    if (validValue && fitsSortType(value, key) && typeof id === 'string' && uuidPattern.test(id)) return { value, id };
  } catch {
    // falls through to the refusal below
  }
  throw new InputError({ cursor: validationMessages.cursor });
}

export interface KeysetOptions<Row> {
  request: PageRequest;
  key: SortKey;
  id: AnyPgColumn;
  /** The filter of the list (undefined: everything). */
  where: SQL | undefined;
  /** Runs the select with the page's condition, order, limit and (entering at a page number) offset. */
  fetch(where: SQL | undefined, orderBy: SQL[], limit: number, offset: number): Promise<Row[]>;
  /** The sort value and id of a row, for its cursor. */
  positionOf(row: Row): { value: unknown; id: string };
}

export async function readKeysetPage<Row>(options: KeysetOptions<Row>): Promise<KeysetPage<Row>> {
  const { request, key, id } = options;
  const backward = request.direction === 'before';
  // Reading backward is reading forward in the opposite order, then flipping the page.
  const ascending = (request.order === 'asc') !== backward;
  const position = request.cursor ? decodeCursor(request.cursor, key) : undefined;
  const want = request.limit + 1;
  // Rows still to skip: an offset counts from the start, so only without a cursor and forward.
  const offset = !position && !backward ? (request.offset ?? 0) : 0;
  let skip = offset;

  const cast = (value: unknown) => sql`${value}::${sql.raw(key.type)}`;
  const direction = sql.raw(ascending ? 'asc' : 'desc');
  const compare = sql.raw(ascending ? '>' : '<');

  // The order the rows are met in: ascending puts the values before the nulls, descending the nulls first.
  type Segment = 'values' | 'nulls';
  const segments: Segment[] = !key.nullable ? ['values'] : ascending ? ['values', 'nulls'] : ['nulls', 'values'];
  const startSegment: Segment | undefined = position ? (position.value === null ? 'nulls' : 'values') : undefined;
  const firstIndex = startSegment ? segments.indexOf(startSegment) : 0;

  const rows: Row[] = [];
  for (const segment of segments.slice(firstIndex)) {
    const conditions: (SQL | undefined)[] = [options.where];
    const startsHere = position && segment === startSegment;
    if (segment === 'nulls') {
      conditions.push(sql`${key.column} is null`);
      if (startsHere) conditions.push(sql`${id} ${compare} ${position.id}::uuid`);
    } else {
      if (key.nullable) conditions.push(sql`${key.column} is not null`);
      if (startsHere)
        conditions.push(sql`(${key.column}, ${id}) ${compare} (${cast(position.value)}, ${position.id}::uuid)`);
    }
    // The nulls are ordered by the column too (all null, so by id in effect): the same order as the
    // values lets the planner read both segments from the (column, id) index instead of guessing another.
    const orderBy = [sql`${key.column} ${direction}`, sql`${id} ${direction}`];
    const condition = and(...conditions);
    const found = await options.fetch(condition, orderBy, want - rows.length, skip);
    if (skip > 0 && found.length === 0) {
      // The offset passed this whole segment: skip what it holds in the next one (rare: a nullable
      // sort entered past its values; the offset is bounded, see `maxPageOffset`).
      skip -= (await options.fetch(condition, orderBy, skip, 0)).length;
      continue;
    }
    skip = 0;
    rows.push(...found);
    if (rows.length >= want) break;
  }

  const hasMore = rows.length > request.limit;
  const page = rows.slice(0, request.limit);
  if (backward) page.reverse();
  const cursorOf = (row: Row | undefined) => {
    if (row === undefined) return null;
    const at = options.positionOf(row);
    return encodeCursor(at.value, at.id);
  };
  // Forward: more rows after the page when hasMore; rows before it whenever we started from a cursor.
  const moreAfter = backward ? Boolean(position) : hasMore;
  const moreBefore = backward ? hasMore : Boolean(position) || offset > 0;
  return {
    rows: page,
    nextCursor: moreAfter ? cursorOf(page.at(-1)) : null,
    prevCursor: moreBefore ? cursorOf(page[0]) : null,
  };
}
