import type {
  NewProjectDashboardItem,
  ProjectDashboardItem,
  ProjectDashboardItemChanges,
} from '@conecta/contracts/project-dashboard';
import type { Database } from '../../db/client';
import { projectDashboardCollection, readProjectDashboardItem, toProjectDashboardItem } from './queries';
import { projectDashboardItems } from './table';

export async function createProjectDashboardItem(
  db: Database,
  accountId: string,
  item: NewProjectDashboardItem,
): Promise<ProjectDashboardItem> {
  const [row] = await db
    .insert(projectDashboardItems)
    .values({ accountId, title: item.title, done: item.done })
    .returning();
  // An insert is not made through the collection: its list totals are counted again.
  projectDashboardCollection.touched(db);
  if (!row) throw new Error('The insert returned no row');
  return toProjectDashboardItem(row);
}

/** The changed item; `notFound()` when the account has no item of that id. */
export async function updateProjectDashboardItem(
  db: Database,
  accountId: string,
  id: string,
  changes: ProjectDashboardItemChanges,
): Promise<ProjectDashboardItem> {
  // Nothing to change (`{}`): the item as it is.
  if (Object.keys(changes).length === 0) return readProjectDashboardItem(db, accountId, id);
  const row = await projectDashboardCollection.changeOne(db, accountId, id, (where) =>
    db.update(projectDashboardItems).set(changes).where(where).returning(),
  );
  return toProjectDashboardItem(row);
}

/** Marks the selected items done or not: all of them, or none when one is not the account's. */
export async function markProjectDashboardItems(
  db: Database,
  accountId: string,
  ids: readonly string[],
  done: boolean,
): Promise<ProjectDashboardItem[]> {
  const rows = await projectDashboardCollection.changeSelected(db, accountId, ids, (tx, selected) =>
    tx.update(projectDashboardItems).set({ done }).where(selected).returning(),
  );
  return rows.map(toProjectDashboardItem);
}

/** Removes the account's item; `notFound()` when it has no item of that id. */
export async function removeProjectDashboardItem(db: Database, accountId: string, id: string): Promise<void> {
  await projectDashboardCollection.changeOne(db, accountId, id, (where) =>
    db.delete(projectDashboardItems).where(where).returning({ id: projectDashboardItems.id }),
  );
}
