import {
  type ProjectDashboardItem,
  type ProjectDashboardListQuery,
  type ProjectDashboardPage,
  projectDashboardMessages,
} from '@conecta/contracts/project-dashboard';
import { accountCollection, textContains } from '../../db/accountCollection';
import type { Database } from '../../db/client';
import type { SortKey } from '../../db/keyset';
import { HttpError } from '../../http/errors';
import { projectDashboardAccountSampleData } from './seed';
import { type ProjectDashboardItemRow, projectDashboardItems } from './table';

/** Each account's items, its sample items written at its first call; another's id is as unknown as a missing one. */
export const projectDashboardCollection = accountCollection({
  table: projectDashboardItems,
  id: projectDashboardItems.id,
  owner: projectDashboardItems.accountId,
  sampleData: projectDashboardAccountSampleData,
  notFound: () => new HttpError(404, projectDashboardMessages.notFound),
});

export function toProjectDashboardItem(row: ProjectDashboardItemRow): ProjectDashboardItem {
  return { id: row.id, title: row.title, done: row.done, createdAt: row.createdAt.toISOString() };
}

const sortKeys: Record<ProjectDashboardListQuery['sort'], SortKey> = {
  createdAt: { column: projectDashboardItems.createdAt, nullable: false, type: 'timestamptz' },
  title: { column: projectDashboardItems.title, nullable: false, type: 'text' },
};

/** One page of the account's items in the chosen order, searched by title; the total is counted beside it. */
export function readProjectDashboardPage(
  db: Database,
  accountId: string,
  query: ProjectDashboardListQuery,
): Promise<ProjectDashboardPage> {
  return projectDashboardCollection.page(db, accountId, query, {
    search: textContains(query.q?.trim(), projectDashboardItems.title),
    sort: sortKeys[query.sort],
    toItem: toProjectDashboardItem,
  });
}

/** The account's item; `notFound()` for any other id. */
export async function readProjectDashboardItem(
  db: Database,
  accountId: string,
  id: string,
): Promise<ProjectDashboardItem> {
  return toProjectDashboardItem(await projectDashboardCollection.readOne(db, accountId, id));
}
