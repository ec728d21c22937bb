import { type Todo, type TodoListQuery, type TodoPage, todoLabels, todoMessages } from '@conecta/contracts/todo';
import { and, eq, lt, type SQL, sql } from 'drizzle-orm';
import { accountCollection, textContains } from '../../db/accountCollection';
import type { Database } from '../../db/client';
import type { SortKey } from '../../db/keyset';
import { HttpError } from '../../http/errors';
import { localToday } from './localDay';
import { todoAccountSampleData } from './seed';
import { type TodoRow, todoItems } from './table';

/** Each account's to-dos, its sample to-dos written at its first call; another's id is as unknown as a missing one. */
export const todos = accountCollection({
  table: todoItems,
  id: todoItems.id,
  owner: todoItems.accountId,
  sampleData: todoAccountSampleData,
  notFound: () => new HttpError(404, todoMessages.notFound),
});

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
 * Which to-dos a list shows. Deleted ones only under the `deleted` filter. The to-dos still to do: `all`
 * (a completed one leaves it, for Done) and `today`, those due today or overdue, "today" being the day in
 * the user's time zone (`tz`, UTC when left out).
 */
function listCondition(
  query: Pick<TodoListQuery, 'labelHandle' | 'filterHandle' | 'folderHandle' | 'tz'>,
  now = Date.now(),
): SQL | undefined {
  const live = eq(todoItems.deleted, false);
  const open = and(live, eq(todoItems.completed, false));
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
    case 'today':
      return and(open, lt(todoItems.dueDate, localToday(query.tz, now).end));
    case 'completed':
      return and(live, eq(todoItems.completed, true));
    case 'deleted':
      return eq(todoItems.deleted, true);
    default:
      return open;
  }
}

const sortKeys: Record<TodoListQuery['sort'], SortKey> = {
  manual: { column: todoItems.position, nullable: false, type: 'bigint' },
  startDate: { column: todoItems.startDate, nullable: true, type: 'timestamptz' },
  dueDate: { column: todoItems.dueDate, nullable: true, type: 'timestamptz' },
  title: { column: todoItems.title, nullable: false, type: 'text' },
};

/** One page of the account's to-dos, in the chosen order, each page an index range (see `readKeysetPage`). */
export function readTodoPage(db: Database, accountId: string, query: TodoListQuery): Promise<TodoPage> {
  return todos.page(db, accountId, query, {
    where: listCondition(query),
    search: textContains(query.q?.trim(), todoItems.title, todoItems.notes),
    sort: sortKeys[query.sort],
    toItem: toTodo,
  });
}
