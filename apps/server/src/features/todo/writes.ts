import { type NewTodo, type Todo, todoMessages } from '@conecta/contracts/todo';
import { and, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/errors';
import { todoCounts, toTodo } from './queries';
import { todoItems } from './table';

const notFound = () => new HttpError(404, todoMessages.notFound);
const touched = (db: Database) => todoCounts(db).invalidate('todo_items');
const own = (accountId: string, id: string) => and(eq(todoItems.accountId, accountId), eq(todoItems.id, id));

const fieldsOf = (todo: NewTodo) => ({
  title: todo.title,
  notes: todo.notes,
  startDate: todo.startDate ? new Date(todo.startDate) : null,
  dueDate: todo.dueDate ? new Date(todo.dueDate) : null,
  completed: todo.completed,
  starred: todo.starred,
  important: todo.important,
  labels: [...new Set(todo.labels)].sort((a, b) => a - b),
  folder: todo.folder ?? null,
});

/** A new to-do goes last in the manual order. An id given again (a retried create) answers the same to-do. */
export async function createTodo(db: Database, accountId: string, todo: NewTodo): Promise<Todo> {
  const [row] = await db
    .insert(todoItems)
    .values({
      ...(todo.id ? { id: todo.id } : {}),
      accountId,
      ...fieldsOf(todo),
      position: sql`(select coalesce(max(${todoItems.position}), 0) + 1 from ${todoItems} where ${todoItems.accountId} = ${accountId})`,
    })
    .onConflictDoNothing({ target: todoItems.id })
    .returning();
  touched(db);
  if (row) return toTodo(row);
  // The id exists: the account's own retried create, or another's id (404).
  const [existing] = todo.id ? await db.select().from(todoItems).where(own(accountId, todo.id)) : [];
  if (!existing) throw notFound();
  return toTodo(existing);
}

/** Saves the whole to-do (its manual position is the reorder call's). */
export async function updateTodo(db: Database, accountId: string, todo: Todo): Promise<Todo> {
  const [row] = await db
    .update(todoItems)
    .set({ ...fieldsOf(todo), deleted: todo.deleted })
    .where(own(accountId, todo.id))
    .returning();
  if (!row) throw notFound();
  touched(db);
  return toTodo(row);
}

/** Soft delete: the to-do only moves under the deleted filter. */
export async function removeTodo(db: Database, accountId: string, id: string): Promise<Todo> {
  const [row] = await db.update(todoItems).set({ deleted: true }).where(own(accountId, id)).returning();
  if (!row) throw notFound();
  touched(db);
  return toTodo(row);
}

/** All or nothing: any id that is not the account's to-do makes it a 404 with nothing changed. */
async function changeSelected<T>(
  db: Database,
  ids: readonly string[],
  change: (tx: Database, ids: string[]) => Promise<T[]>,
) {
  const unique = [...new Set(ids)];
  const rows = await db.transaction(async (tx) => {
    const changed = await change(tx as unknown as Database, unique);
    if (changed.length !== unique.length) throw notFound();
    return changed;
  });
  touched(db);
  return rows;
}

const selected = (accountId: string, ids: string[]) =>
  and(eq(todoItems.accountId, accountId), inArray(todoItems.id, ids));

export async function setTodoFolder(db: Database, accountId: string, ids: string[], folderId: number) {
  const rows = await changeSelected(db, ids, (tx, unique) =>
    tx.update(todoItems).set({ folder: folderId }).where(selected(accountId, unique)).returning(),
  );
  return rows.map(toTodo);
}

export async function toggleTodoLabel(db: Database, accountId: string, ids: string[], labelId: number) {
  const label = sql`${labelId}::smallint`;
  const rows = await changeSelected(db, ids, (tx, unique) =>
    tx
      .update(todoItems)
      .set({
        labels: sql`case when ${label} = any(${todoItems.labels}) then array_remove(${todoItems.labels}, ${label}) else array_append(${todoItems.labels}, ${label}) end`,
      })
      .where(selected(accountId, unique))
      .returning(),
  );
  return rows.map(toTodo);
}

/** Permanent. */
export async function deleteTodos(db: Database, accountId: string, ids: string[]): Promise<string[]> {
  const rows = await changeSelected(db, ids, (tx, unique) =>
    tx.delete(todoItems).where(selected(accountId, unique)).returning({ id: todoItems.id }),
  );
  return rows.map((row) => row.id);
}

/**
 * Puts the to-do right after another in the manual order (first when `afterId` is null): the ones after
 * that place move one down, in one statement, and the moved one takes the gap.
 */
export async function reorderTodo(db: Database, accountId: string, id: string, afterId: string | null): Promise<Todo> {
  if (afterId === id) throw notFound();
  const moved = await db.transaction(async (tx) => {
    const [anchor] = afterId
      ? await tx.select({ position: todoItems.position }).from(todoItems).where(own(accountId, afterId)).for('update')
      : [{ position: 0 }];
    const [target] = await tx.select({ id: todoItems.id }).from(todoItems).where(own(accountId, id)).for('update');
    if (!anchor || !target) return undefined;
    await tx
      .update(todoItems)
      .set({ position: sql`${todoItems.position} + 1` })
      .where(and(eq(todoItems.accountId, accountId), gt(todoItems.position, anchor.position), ne(todoItems.id, id)));
    const [row] = await tx
      .update(todoItems)
      .set({ position: anchor.position + 1 })
      .where(own(accountId, id))
      .returning();
    return row;
  });
  if (!moved) throw notFound();
  return toTodo(moved);
}
