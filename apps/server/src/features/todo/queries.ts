import { type Todo, type TodoListQuery, type TodoPage, todoLabels } from '@conecta/contracts/todo';
import { and, eq, getTableColumns, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { CountCache } from '../../db/counting';
import { cursorValueOf, readKeysetPage, type SortKey } from '../../db/keyset';
import { type TodoRow, todoItems } from './table';

export function toTodo(row: TodoRow): Todo {
  return {
    id: row.id,
    title: row.title,
    notes: row.notes,
    startDate: row.startDate?.toISOString() ?? null,
    dueDate: row.dueDate?.toISOString() ?? null,
    completed: row.completed,
    starred: row.starred,
    important: row.important,
    deleted: row.deleted,
    labels: row.labels,
    ...(row.folder === null ? {} : { folder: row.folder }),
    position: row.position,
  };
}

/**
 * Which to-dos a list shows. Deleted ones only under the `deleted` filter; `today` is a start or due date
 * within the current UTC day.
 */
function listCondition(query: Pick<TodoListQuery, 'labelHandle' | 'filterHandle' | 'folderHandle'>): SQL | undefined {
  const live = eq(todoItems.deleted, false);
  if (query.labelHandle) {
    const label = todoLabels.find((entry) => entry.handle === query.labelHandle)?.id ?? -1;
    return and(live, sql`${todoItems.labels} @> array[${label}]::smallint[]`);
  }
  switch (query.filterHandle) {
    case 'starred':
      return and(live, eq(todoItems.starred, true));
    case 'important':
      return and(live, eq(todoItems.important, true));
    case 'dueDate':
      return and(live, sql`${todoItems.dueDate} is not null`);
    case 'today': {
      const today = sql`date_trunc('day', now() at time zone 'UTC') at time zone 'UTC'`;
      const within = (column: AnyPgColumn) => sql`(${column} >= ${today} and ${column} < ${today} + interval '1 day')`;
      return and(live, or(within(todoItems.startDate), within(todoItems.dueDate)));
    }
    case 'completed':
      return and(live, eq(todoItems.completed, true));
    case 'deleted':
      return eq(todoItems.deleted, true);
    default:
      return live;
  }
}

const sortKeys: Record<TodoListQuery['sort'], SortKey> = {
  manual: { column: todoItems.position, nullable: false, type: 'bigint' },
  startDate: { column: todoItems.startDate, nullable: true, type: 'timestamptz' },
  dueDate: { column: todoItems.dueDate, nullable: true, type: 'timestamptz' },
  title: { column: todoItems.title, nullable: false, type: 'text' },
};

const countCaches = new WeakMap<Database, CountCache>();
export function todoCounts(db: Database): CountCache {
  let cache = countCaches.get(db);
  if (!cache) {
    cache = new CountCache();
    countCaches.set(db, cache);
  }
  return cache;
}

/** One page of the account's to-dos, in the chosen order, each page an index range (see `readKeysetPage`). */
export async function readTodoPage(db: Database, accountId: string, query: TodoListQuery): Promise<TodoPage> {
  const q = query.q?.trim();
  const pattern = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const where = and(
    eq(todoItems.accountId, accountId),
    listCondition(query),
    pattern ? or(ilike(todoItems.title, pattern), ilike(todoItems.notes, pattern)) : undefined,
  );
  const key = sortKeys[query.sort];
  const page = await readKeysetPage({
    request: query,
    key,
    id: todoItems.id,
    where,
    fetch: (condition, orderBy, limit) =>
      db
        .select({ ...getTableColumns(todoItems), cursorValue: cursorValueOf(key) })
        .from(todoItems)
        .where(condition)
        .orderBy(...orderBy)
        .limit(limit),
    positionOf: (row) => ({ value: row.cursorValue, id: row.id }),
  });
  const filterKey = JSON.stringify([accountId, query.labelHandle, query.filterHandle, query.folderHandle, q]);
  const total = await todoCounts(db).count(db, todoItems, 'todo_items', filterKey, where);
  return { items: page.rows.map(toTodo), ...total, nextCursor: page.nextCursor, prevCursor: page.prevCursor };
}
