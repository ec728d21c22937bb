import { type AcademyItem, type AcademyListQuery, type AcademyPage, academyMessages } from '@conecta/contracts/academy';
import { accountCollection, textContains } from '../../db/accountCollection';
import type { Database } from '../../db/client';
import type { SortKey } from '../../db/keyset';
import { HttpError } from '../../http/errors';
import { academyAccountSampleData } from './seed';
import { type AcademyItemRow, academyItems } from './table';

/** Each account's items, its sample items written at its first call; another's id is as unknown as a missing one. */
export const academyCollection = accountCollection({
  table: academyItems,
  id: academyItems.id,
  owner: academyItems.accountId,
  sampleData: academyAccountSampleData,
  notFound: () => new HttpError(404, academyMessages.notFound),
});

export function toAcademyItem(row: AcademyItemRow): AcademyItem {
  return { id: row.id, title: row.title, done: row.done, createdAt: row.createdAt.toISOString() };
}

const sortKeys: Record<AcademyListQuery['sort'], SortKey> = {
  createdAt: { column: academyItems.createdAt, nullable: false, type: 'timestamptz' },
  title: { column: academyItems.title, nullable: false, type: 'text' },
};

/** One page of the account's items in the chosen order, searched by title; the total is counted beside it. */
export function readAcademyPage(db: Database, accountId: string, query: AcademyListQuery): Promise<AcademyPage> {
  return academyCollection.page(db, accountId, query, {
    search: textContains(query.q?.trim(), academyItems.title),
    sort: sortKeys[query.sort],
    toItem: toAcademyItem,
  });
}

/** The account's item; `notFound()` for any other id. */
export async function readAcademyItem(db: Database, accountId: string, id: string): Promise<AcademyItem> {
  return toAcademyItem(await academyCollection.readOne(db, accountId, id));
}
