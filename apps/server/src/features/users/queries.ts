import type { Account, AccountDetail, AccountListQuery, AccountSortField } from '@conecta/contracts';
import { and, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import { type AccountRow, accounts } from '../../accounts';
import type { Database } from '../../db/client';
import { cursorValueOf, type KeysetPage, readKeysetPage, type SortKey } from '../../db/keyset';
import { textContains } from '../../db/search';
import { countDevicesByOwner, devicesOwnedCountOf } from '../devices';

/** An account row with the number of devices it owns. */
export type ListedAccount = AccountRow & { deviceCount: number };

/** Devices owned, as a correlated subquery: the sort key of the deviceCount column. */
const deviceCountOf = devicesOwnedCountOf(sql`${sql.identifier('accounts')}.${sql.identifier('id')}`);

const sortKeys: Record<AccountSortField, SortKey> = {
  displayName: { column: accounts.displayName, nullable: false, type: 'text' },
  email: { column: accounts.email, nullable: false, type: 'text' },
  from: { column: accounts.provider, nullable: false, type: 'text' },
  status: { column: accounts.status, nullable: false, type: 'text' },
  deviceCount: { column: deviceCountOf, nullable: false, type: 'bigint' },
  createdAt: { column: accounts.createdAt, nullable: false, type: 'timestamptz' },
  lastSignInAt: { column: accounts.lastSignInAt, nullable: true, type: 'timestamptz' },
};

export type AccountFilter = Pick<AccountListQuery, 'q' | 'role' | 'from' | 'status'>;

export function accountFilterSql(filter: AccountFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.q) {
    conditions.push(textContains(filter.q, accounts.displayName, accounts.email));
  }
  if (filter.role) conditions.push(sql`${accounts.roles} @> array[${filter.role}]::text[]`);
  if (filter.from) conditions.push(eq(accounts.provider, filter.from));
  if (filter.status) conditions.push(eq(accounts.status, filter.status));
  return and(...conditions);
}

/** A stable key of the filter, for the count cache. */
export function accountFilterKey(filter: AccountFilter): string {
  return JSON.stringify([filter.q ?? '', filter.role ?? '', filter.from ?? '', filter.status ?? '']);
}

export type AccountPageRequest = AccountFilter &
  Pick<AccountListQuery, 'sort' | 'order' | 'limit' | 'cursor' | 'direction' | 'offset'>;

/** One keyset page of accounts in any sort, with each one's device count. */
export async function readAccountPage(db: Database, query: AccountPageRequest): Promise<KeysetPage<ListedAccount>> {
  const sortingByCount = query.sort === 'deviceCount';
  const page = await readKeysetPage<ListedAccount & { cursorValue: string | null }>({
    request: query,
    key: sortKeys[query.sort],
    id: accounts.id,
    where: accountFilterSql(query),
    fetch: (where, orderBy, limit, offset) =>
      db
        .select({
          ...getTableColumns(accounts),
          // Only the deviceCount sort needs the count per candidate row; other sorts count for the page alone.
          deviceCount: sortingByCount ? deviceCountOf : sql<number>`0`,
          cursorValue: cursorValueOf(sortKeys[query.sort]),
        })
        .from(accounts)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    positionOf: (row) => ({ value: row.cursorValue, id: row.id }),
  });
  if (!sortingByCount) await fillDeviceCounts(db, page.rows);
  return page;
}

/** Sets `deviceCount` of each row from one grouped count over the rows' ids. */
async function fillDeviceCounts(db: Database, rows: ListedAccount[]): Promise<void> {
  if (rows.length === 0) return;
  const byOwner = await countDevicesByOwner(
    db,
    rows.map((row) => row.id),
  );
  for (const row of rows) row.deviceCount = byOwner.get(row.id) ?? 0;
}

export function toAccount(row: ListedAccount): Account {
  return {
    uuid: row.id,
    email: row.email,
    displayName: row.displayName,
    photoURL: row.photoUrl,
    role: row.roles,
    from: row.provider,
    status: row.status,
    deviceCount: row.deviceCount,
    createdAt: row.createdAt.toISOString(),
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
  };
}

export function toAccountDetail(row: ListedAccount): AccountDetail {
  return {
    ...toAccount(row),
    settings: row.settings,
    shortcuts: row.shortcuts,
    updatedAt: row.updatedAt.toISOString(),
  };
}
