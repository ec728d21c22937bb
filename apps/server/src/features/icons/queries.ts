import { type IconsItem, type IconsListQuery, type IconsPage, iconsMessages } from '@conecta/contracts/icons';
import { accountCollection, textContains } from '../../db/accountCollection';
import type { Database } from '../../db/client';
import type { SortKey } from '../../db/keyset';
import { HttpError } from '../../http/errors';
import { iconsAccountSampleData } from './seed';
import { type IconsItemRow, iconsItems } from './table';

/** Each account's items, its sample items written at its first call; another's id is as unknown as a missing one. */
export const iconsCollection = accountCollection({
  table: iconsItems,
  id: iconsItems.id,
  owner: iconsItems.accountId,
  sampleData: iconsAccountSampleData,
  notFound: () => new HttpError(404, iconsMessages.notFound),
});

export function toIconsItem(row: IconsItemRow): IconsItem {
  return { id: row.id, title: row.title, done: row.done, createdAt: row.createdAt.toISOString() };
}

const sortKeys: Record<IconsListQuery['sort'], SortKey> = {
  createdAt: { column: iconsItems.createdAt, nullable: false, type: 'timestamptz' },
  title: { column: iconsItems.title, nullable: false, type: 'text' },
};

/** One page of the account's items in the chosen order, searched by title; the total is counted beside it. */
export function readIconsPage(db: Database, accountId: string, query: IconsListQuery): Promise<IconsPage> {
  return iconsCollection.page(db, accountId, query, {
    search: textContains(query.q?.trim(), iconsItems.title),
    sort: sortKeys[query.sort],
    toItem: toIconsItem,
  });
}

/** The account's item; `notFound()` for any other id. */
export async function readIconsItem(db: Database, accountId: string, id: string): Promise<IconsItem> {
  return toIconsItem(await iconsCollection.readOne(db, accountId, id));
}
