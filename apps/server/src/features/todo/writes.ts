import type { NewTodo, Todo } from '@conecta/contracts/todo';
import { gt, ne, sql } from 'drizzle-orm';
import { type Database, withTransaction } from '../../db/client';
import { todos, toTodo } from './queries';
import { todoItems } from './table';

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
  todos.touched(db);
  if (row) return toTodo(row);
  // The id exists: the account's own retried create, or another's id (404).
  if (!todo.id) throw todos.notFound();
  return toTodo(await todos.readOne(db, accountId, todo.id));
}

/** Saves the whole to-do (its manual position is the reorder call's). */
export async function updateTodo(db: Database, accountId: string, todo: Todo): Promise<Todo> {
  const row = await todos.changeOne(db, accountId, todo.id, (where) =>
    db
      .update(todoItems)
      .set({ ...fieldsOf(todo), deleted: todo.deleted })
      .where(where)
      .returning(),
  );
  return toTodo(row);
}

/** Soft delete: the to-do only moves under the deleted filter. */
export async function removeTodo(db: Database, accountId: string, id: string): Promise<Todo> {
  const row = await todos.changeOne(db, accountId, id, (where) =>
    db.update(todoItems).set({ deleted: true }).where(where).returning(),
  );
  return toTodo(row);
}

// The selected to-dos change all or nothing: any id that is not the account's to-do is a 404 (`changeSelected`).

export async function setTodoFolder(db: Database, accountId: string, ids: string[], folderId: number) {
  const rows = await todos.changeSelected(db, accountId, ids, (tx, selected) =>
    tx.update(todoItems).set({ folder: folderId }).where(selected).returning(),
  );
  return rows.map(toTodo);
}

export async function toggleTodoLabel(db: Database, accountId: string, ids: string[], labelId: number) {
  const label = sql`${labelId}::smallint`;
  const rows = await todos.changeSelected(db, accountId, ids, (tx, selected) =>
    tx
      .update(todoItems)
      .set({
        labels: sql`case when ${label} = any(${todoItems.labels}) then array_remove(${todoItems.labels}, ${label}) else array_append(${todoItems.labels}, ${label}) end`,
      })
      .where(selected)
      .returning(),
  );
  return rows.map(toTodo);
}

/** Permanent. */
export async function deleteTodos(db: Database, accountId: string, ids: string[]): Promise<string[]> {
  const rows = await todos.changeSelected(db, accountId, ids, (tx, selected) =>
    tx.delete(todoItems).where(selected).returning({ id: todoItems.id }),
  );
  return rows.map((row) => row.id);
}

/**
 * Puts the to-do right after another in the manual order (first when `afterId` is null): the ones after
 * that place move one down, in one statement, and the moved one takes the gap.
 */
export async function reorderTodo(db: Database, accountId: string, id: string, afterId: string | null): Promise<Todo> {
  if (afterId === id) throw todos.notFound();
  const moved = await withTransaction(db, async (tx) => {
    const [anchor] = afterId
      ? await tx
          .select({ position: todoItems.position })
          .from(todoItems)
          .where(todos.one(accountId, afterId))
          .for('update')
      : [{ position: 0 }];
    const [target] = await tx
      .select({ id: todoItems.id })
      .from(todoItems)
      .where(todos.one(accountId, id))
      .for('update');
    if (!anchor || !target) return undefined;
    await tx
      .update(todoItems)
      .set({ position: sql`${todoItems.position} + 1` })
      .where(todos.own(accountId, gt(todoItems.position, anchor.position), ne(todoItems.id, id)));
    const [row] = await tx
      .update(todoItems)
      .set({ position: anchor.position + 1 })
      .where(todos.one(accountId, id))
      .returning();
    return row;
  });
  if (!moved) throw todos.notFound();
  return toTodo(moved);
}
