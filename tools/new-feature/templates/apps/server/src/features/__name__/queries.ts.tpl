import type { __Pascal__Item, __Pascal__ListQuery, __Pascal__Page } from '@conecta/contracts/__name__';
import { and, eq, getTableColumns, ilike } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { CountCache } from '../../db/counting';
import { cursorValueOf, readKeysetPage, type SortKey } from '../../db/keyset';
import { type __Pascal__ItemRow, __camel__Items } from './table';

export function to__Pascal__Item(row: __Pascal__ItemRow): __Pascal__Item {
  return { id: row.id, title: row.title, done: row.done, createdAt: row.createdAt.toISOString() };
}

const sortKeys: Record<__Pascal__ListQuery['sort'], SortKey> = {
  createdAt: { column: __camel__Items.createdAt, nullable: false, type: 'timestamptz' },
  title: { column: __camel__Items.title, nullable: false, type: 'text' },
};

/** Totals per database, kept until this process next writes the table (`countsOf(db).invalidate`). */
const countCaches = new WeakMap<Database, CountCache>();
export function countsOf(db: Database): CountCache {
  let cache = countCaches.get(db);
  if (!cache) {
    cache = new CountCache();
    countCaches.set(db, cache);
  }
  return cache;
}

/** One page of the account's items in the chosen order: an index range read from the cursor on. */
export async function read__Pascal__Page(
  db: Database,
  accountId: string,
  query: __Pascal__ListQuery,
): Promise<__Pascal__Page> {
  const q = query.q?.trim();
  const pattern = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const where = and(eq(__camel__Items.accountId, accountId), pattern ? ilike(__camel__Items.title, pattern) : undefined);
  const key = sortKeys[query.sort];
  const page = await readKeysetPage({
    request: query,
    key,
    id: __camel__Items.id,
    where,
    fetch: (condition, orderBy, limit) =>
      db
        .select({ ...getTableColumns(__camel__Items), cursorValue: cursorValueOf(key) })
        .from(__camel__Items)
        .where(condition)
        .orderBy(...orderBy)
        .limit(limit),
    positionOf: (row) => ({ value: row.cursorValue, id: row.id }),
  });
  const total = await countsOf(db).count(db, __camel__Items, '__snake___items', JSON.stringify([accountId, q]), where);
  return { items: page.rows.map(to__Pascal__Item), ...total, nextCursor: page.nextCursor, prevCursor: page.prevCursor };
}

/** The account's item, or undefined (another account's id is not found either). */
export async function read__Pascal__Item(
  db: Database,
  accountId: string,
  id: string,
): Promise<__Pascal__Item | undefined> {
  const [row] = await db
    .select()
    .from(__camel__Items)
    .where(and(eq(__camel__Items.accountId, accountId), eq(__camel__Items.id, id)));
  return row && to__Pascal__Item(row);
}
