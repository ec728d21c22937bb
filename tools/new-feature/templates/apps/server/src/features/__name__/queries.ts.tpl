import { type __Pascal__Item, type __Pascal__ListQuery, type __Pascal__Page, __camel__Messages } from '@conecta/contracts/__name__';
import { accountCollection, textContains } from '../../db/accountCollection';
import type { Database } from '../../db/client';
import type { SortKey } from '../../db/keyset';
import { HttpError } from '../../http/errors';
import { __camel__AccountSampleData } from './seed';
import { type __Pascal__ItemRow, __camel__Items } from './table';

/** Each account's items, its sample items written at its first call; another's id is as unknown as a missing one. */
export const __camel__Collection = accountCollection({
  table: __camel__Items,
  id: __camel__Items.id,
  owner: __camel__Items.accountId,
  sampleData: __camel__AccountSampleData,
  notFound: () => new HttpError(404, __camel__Messages.notFound),
});

export function to__Pascal__Item(row: __Pascal__ItemRow): __Pascal__Item {
  return { id: row.id, title: row.title, done: row.done, createdAt: row.createdAt.toISOString() };
}

const sortKeys: Record<__Pascal__ListQuery['sort'], SortKey> = {
  createdAt: { column: __camel__Items.createdAt, nullable: false, type: 'timestamptz' },
  title: { column: __camel__Items.title, nullable: false, type: 'text' },
};

/** One page of the account's items in the chosen order, searched by title; the total is counted beside it. */
export function read__Pascal__Page(db: Database, accountId: string, query: __Pascal__ListQuery): Promise<__Pascal__Page> {
  return __camel__Collection.page(db, accountId, query, {
    search: textContains(query.q?.trim(), __camel__Items.title),
    sort: sortKeys[query.sort],
    toItem: to__Pascal__Item,
  });
}

/** The account's item; `notFound()` for any other id. */
export async function read__Pascal__Item(db: Database, accountId: string, id: string): Promise<__Pascal__Item> {
  return to__Pascal__Item(await __camel__Collection.readOne(db, accountId, id));
}
