import { type ProfileItem, type ProfileListQuery, type ProfilePage, profileMessages } from '@conecta/contracts/profile';
import { accountCollection, textContains } from '../../db/accountCollection';
import type { Database } from '../../db/client';
import type { SortKey } from '../../db/keyset';
import { HttpError } from '../../http/errors';
import { profileAccountSampleData } from './seed';
import { type ProfileItemRow, profileItems } from './table';

/** Each account's items, its sample items written at its first call; another's id is as unknown as a missing one. */
export const profileCollection = accountCollection({
  table: profileItems,
  id: profileItems.id,
  owner: profileItems.accountId,
  sampleData: profileAccountSampleData,
  notFound: () => new HttpError(404, profileMessages.notFound),
});

export function toProfileItem(row: ProfileItemRow): ProfileItem {
  return { id: row.id, title: row.title, done: row.done, createdAt: row.createdAt.toISOString() };
}

const sortKeys: Record<ProfileListQuery['sort'], SortKey> = {
  createdAt: { column: profileItems.createdAt, nullable: false, type: 'timestamptz' },
  title: { column: profileItems.title, nullable: false, type: 'text' },
};

/** One page of the account's items in the chosen order, searched by title; the total is counted beside it. */
export function readProfilePage(db: Database, accountId: string, query: ProfileListQuery): Promise<ProfilePage> {
  return profileCollection.page(db, accountId, query, {
    search: textContains(query.q?.trim(), profileItems.title),
    sort: sortKeys[query.sort],
    toItem: toProfileItem,
  });
}

/** The account's item; `notFound()` for any other id. */
export async function readProfileItem(db: Database, accountId: string, id: string): Promise<ProfileItem> {
  return toProfileItem(await profileCollection.readOne(db, accountId, id));
}
