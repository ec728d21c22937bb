import { apiErrorSchema } from '@conecta/contracts';
import { and, eq, getTableColumns, getTableName, inArray, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, PgDialect, type PgTable, type SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { FastifyRequest } from 'fastify';
import type { AccountRow } from '../accounts';
import { currentAccount } from '../auth/guard';
import { type AccountSampleData, ensureAccountSampleData } from '../platform/account-sample-data';
import { baseDatabase, type Database, withTransaction } from './client';
import { CountCache, type Total } from './counting';
import { cursorValueOf, type PageRequest, readKeysetPage, type SortKey } from './keyset';

/** The search by part of the text, accents and case ignored (`db/search.ts`), where lists have always found it. */
export { textContains } from './search';

/**
 * The server half of the collection kit: a table of rows each owned by one account (a mailbox, to-dos, notes,
 * contacts), read and changed only through the signed-in account's scope. See docs/server-kit.md.
 */
export interface AccountCollectionOptions<T extends PgTable> {
  table: T;
  /** The primary key (a uuid column). */
  id: AnyPgColumn;
  /** The owning account's id. */
  owner: AnyPgColumn;
  /** The account's sample rows, written at its first call to the collection (once, ever). */
  sampleData?: AccountSampleData;
  /** The refusal for an id that is not one of the account's rows: a missing row and another's look alike. */
  notFound: () => Error;
}

/**
 * What a call on one of the account's rows may answer besides its 200 (`response: { 200: todoSchema, ...refusals }`):
 * 400 for bad input, 404 for an id that is not one of the account's rows.
 */
export const refusals = { 400: apiErrorSchema, 404: apiErrorSchema };

/** One page of a list, in the shape every paged contract answers. */
export interface ListPage<Item> extends Total {
  items: Item[];
  nextCursor: string | null;
  prevCursor: string | null;
}

/** A row as read: with the columns asked for, or the whole row of the table. */
export type RowOf<T extends PgTable, Fields extends SelectedFields | undefined> = Fields extends SelectedFields
  ? SelectResultFields<Fields>
  : T['$inferSelect'];

export interface ListOptions<T extends PgTable, Fields extends SelectedFields | undefined, Item> {
  /** Which rows the list shows among the account's (a folder, a label, a filter); undefined: all of them. */
  where?: SQL | undefined;
  /** The search's condition (for example `textContains(q, table.title)`); undefined outside a search. */
  search?: SQL | undefined;
  /** The order: one column and the id as tie-breaker, each page an index range (see `readKeysetPage`). */
  sort: SortKey;
  /** What is read of each row; the table's columns when not given. */
  columns?: Fields;
  /** A row as the contract shows it. */
  toItem: (row: RowOf<T, Fields>) => Item;
}

export interface AccountCollection<T extends PgTable> {
  readonly table: T;
  /** The signed-in account (the route's guard put it on the request), its sample rows written at its first call. */
  account(db: Database, request: FastifyRequest): Promise<AccountRow>;
  /** The id of `account(db, request)`: whose rows the call reads and changes. */
  accountId(db: Database, request: FastifyRequest): Promise<string>;
  /** The refusal for an id that is not one of the account's rows. */
  notFound(): Error;
  /** The account's rows, narrowed by more conditions. */
  own(accountId: string, ...conditions: (SQL | undefined)[]): SQL;
  /** The account's row with this id. */
  one(accountId: string, id: string): SQL;
  /** The account's rows among these ids. */
  selection(accountId: string, ids: readonly string[]): SQL;
  /**
   * One page of the account's rows: `where` and `search` narrow it, `sort` orders it, and the total beside it
   * is counted once per filter until the collection's next write (see `CountCache`).
   */
  page<Item, Fields extends SelectedFields | undefined = undefined>(
    db: Database,
    accountId: string,
    request: PageRequest,
    options: ListOptions<T, Fields, Item>,
  ): Promise<ListPage<Item>>;
  /** The account's row with this id, read with `columns` (the table's by default); `notFound()` when there is none. */
  readOne<Fields extends SelectedFields | undefined = undefined>(
    db: Database,
    accountId: string,
    id: string,
    columns?: Fields,
  ): Promise<RowOf<T, Fields>>;
  /**
   * Runs a change of the account's row with this id (`where` selects it); answers the row the change returns,
   * or refuses with `notFound()` when it returned none. The list totals are recounted after it.
   */
  changeOne<Row>(db: Database, accountId: string, id: string, change: (where: SQL) => PromiseLike<Row[]>): Promise<Row>;
  /**
   * Runs a change of the selected rows all or nothing, in one transaction: when any id is not one of the account's
   * rows (missing or another account's), nothing changes and the answer is `notFound()`. Repeated ids count once.
   */
  changeSelected<Row>(
    db: Database,
    accountId: string,
    ids: readonly string[],
    change: (tx: Database, where: SQL) => PromiseLike<Row[]>,
  ): Promise<Row[]>;
  /** Forgets the list totals after a write made outside `changeOne`/`changeSelected` (an insert, a delivery). */
  touched(db: Database): void;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Renders a condition as SQL text and parameters: the key of its count, so no filter can be left out of it. */
const dialect = new PgDialect();

/**
 * `const todos = accountCollection({ table: todoItems, id: todoItems.id, owner: todoItems.accountId,
 *   sampleData: todoAccountSampleData, notFound: () => new HttpError(404, todoMessages.notFound) });`
 */
export function accountCollection<T extends PgTable>(options: AccountCollectionOptions<T>): AccountCollection<T> {
  const { table, id, owner, sampleData, notFound } = options;
  const tableName = getTableName(table);
  const tableColumns = getTableColumns(table) as SelectedFields;
  /** One count cache per database, so two databases (tests open many) never share totals. */
  const countCaches = new WeakMap<Database, CountCache>();
  const counts = (given: Database) => {
    // A connection taken for one request (`runCancellable`) shares its database's totals.
    const db = baseDatabase(given);
    let cache = countCaches.get(db);
    if (!cache) {
      cache = new CountCache();
      countCaches.set(db, cache);
    }
    return cache;
  };
  const own = (accountId: string, ...conditions: (SQL | undefined)[]) =>
    and(eq(owner, accountId), ...conditions) as SQL;
  // An id that is no uuid matches nothing (PostgreSQL would fail casting it): it is simply not the account's.
  const matchable = (rowId: string) => id.columnType !== 'PgUUID' || uuidPattern.test(rowId);
  const isId = (rowId: string) => (matchable(rowId) ? eq(id, rowId) : sql`false`);
  const amongIds = (ids: readonly string[]) => {
    const valid = ids.filter(matchable);
    return valid.length > 0 ? inArray(id, valid) : sql`false`;
  };
  const touched = (db: Database) => counts(db).invalidate(tableName);
  // Drizzle types its builders for one concrete table; the kit serves any, so it reads rows untyped and types them
  // by the columns asked for.
  const select = (db: Database, columns: SelectedFields) => db.select(columns).from(table as never);

  const account = async (db: Database, request: FastifyRequest) => {
    const signedIn = currentAccount(request);
    if (sampleData) await ensureAccountSampleData(db, sampleData, signedIn.id);
    return signedIn;
  };

  return {
    table,
    account,
    accountId: async (db, request) => (await account(db, request)).id,
    notFound,

    own,
    one: (accountId, rowId) => own(accountId, isId(rowId)),
    selection: (accountId, ids) => own(accountId, amongIds(ids)),

    async page(db, accountId, request, list) {
      const where = own(accountId, list.where, list.search);
      const columns = (list.columns ?? tableColumns) as SelectedFields;
      type Row = Record<string, unknown> & { cursorValue: string | null; cursorId: string };
      const page = await readKeysetPage<Row>({
        request,
        key: list.sort,
        id,
        where,
        fetch: (condition, orderBy, limit) =>
          select(db, { ...columns, cursorValue: cursorValueOf(list.sort), cursorId: id })
            .where(condition)
            .orderBy(...orderBy)
            .limit(limit) as unknown as Promise<Row[]>,
        positionOf: (row) => ({ value: row.cursorValue, id: row.cursorId }),
      });
      const rendered = dialect.sqlToQuery(where);
      const total = await counts(db).count(db, table, tableName, JSON.stringify(rendered), where);
      return {
        items: page.rows.map((row) => list.toItem(row as never)),
        ...total,
        nextCursor: page.nextCursor,
        prevCursor: page.prevCursor,
      };
    },

    async readOne(db, accountId, rowId, columns) {
      const [row] = await select(db, (columns ?? tableColumns) as SelectedFields)
        .where(own(accountId, isId(rowId)))
        .limit(1);
      if (!row) throw notFound();
      return row as never;
    },

    async changeOne(db, accountId, rowId, change) {
      const [row] = await change(own(accountId, isId(rowId)));
      if (!row) throw notFound();
      touched(db);
      return row;
    },

    async changeSelected(db, accountId, ids, change) {
      const unique = [...new Set(ids)];
      const rows = await withTransaction(db, async (tx) => {
        const changed = await change(tx, own(accountId, amongIds(unique)));
        if (changed.length !== unique.length) throw notFound();
        return changed;
      });
      touched(db);
      return rows;
    },

    touched,
  };
}
