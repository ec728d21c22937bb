import { and, eq, getTableColumns, inArray, not, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client';

type ColumnKey<T extends PgTable> = keyof T['_']['columns'] & keyof T['$inferSelect'] & string;

export interface ListOptions {
  /** More conditions, on top of the account's own rows. */
  where?: SQL | undefined;
  orderBy?: (AnyPgColumn | SQL)[];
}

export interface AccountCollection<Row, NewRow> {
  /** The account's rows, optionally filtered and ordered. */
  list(db: Database, accountId: string, options?: ListOptions): Promise<Row[]>;
  /** One of the account's rows; undefined for a missing id or another account's (the route answers 404). */
  get(db: Database, accountId: string, id: string): Promise<Row | undefined>;
  /**
   * Inserts the row for the account, or updates it when its id exists and is the account's. Undefined when the
   * id belongs to another account: nothing is written (the route answers 404).
   */
  upsert(db: Database, accountId: string, values: NewRow): Promise<Row | undefined>;
  /** Answers whether the account had such a row. */
  remove(db: Database, accountId: string, id: string): Promise<boolean>;
  /** Answers how many of the ids were the account's rows (the others are left alone). */
  removeMany(db: Database, accountId: string, ids: readonly string[]): Promise<number>;
  /** Flips a boolean column of one of the account's rows; answers the row as it is now. */
  toggle(db: Database, accountId: string, id: string, flag: ColumnKeyOf<Row>): Promise<Row | undefined>;
}

type ColumnKeyOf<Row> = keyof Row & string;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The simple calls of a per-account collection (a to-do list, notes, contacts) on a table with an owner column:
 * every read and write is scoped to the account, so no call can see or touch another account's rows.
 *
 * `const notes = accountCollection(noteItems, { id: 'id', owner: 'accountId' });`
 */
export function accountCollection<T extends PgTable, Owner extends ColumnKey<T>>(
  table: T,
  keys: { id: ColumnKey<T>; owner: Owner },
): AccountCollection<T['$inferSelect'], Omit<T['$inferInsert'], Owner>> {
  type Row = T['$inferSelect'];
  const columns = getTableColumns(table) as Record<string, AnyPgColumn>;
  const idColumn = columns[keys.id];
  const ownerColumn = columns[keys.owner];
  if (!idColumn || !ownerColumn) throw new Error('accountCollection: unknown id or owner column');
  // A uuid column would make PostgreSQL fail on any other text: such an id simply matches nothing.
  const matchable = (id: string) => idColumn.columnType !== 'PgUUID' || uuidPattern.test(id);
  const own = (accountId: string, ...more: (SQL | undefined)[]) => and(eq(ownerColumn, accountId), ...more);
  const ownRow = (accountId: string, id: string) => own(accountId, eq(idColumn, id));
  // The drizzle builders are typed for concrete tables; this helper is generic over any table.
  const selectRows = (db: Database) => db.select().from(table as never) as unknown as FromQuery<Row>;

  return {
    async list(db, accountId, options = {}) {
      const rows = selectRows(db).where(own(accountId, options.where));
      return options.orderBy?.length ? rows.orderBy(...options.orderBy) : rows;
    },

    async get(db, accountId, id) {
      if (!matchable(id)) return undefined;
      const [row] = await selectRows(db).where(ownRow(accountId, id)).limit(1);
      return row;
    },

    async upsert(db, accountId, values) {
      const id = (values as Record<string, unknown>)[keys.id];
      if (typeof id === 'string' && !matchable(id)) return undefined;
      const row = { ...values, [keys.owner]: accountId };
      const { [keys.id]: _id, [keys.owner]: _owner, ...changes } = row as Record<string, unknown>;
      const [written] = (await db
        .insert(table)
        .values(row as never)
        .onConflictDoUpdate({
          target: idColumn,
          // Nothing but the id given: still an update, so the row comes back when it is the account's.
          set: (Object.keys(changes).length > 0 ? changes : { [keys.owner]: accountId }) as never,
          setWhere: eq(ownerColumn, accountId),
        })
        .returning()) as Row[];
      return written;
    },

    async remove(db, accountId, id) {
      if (!matchable(id)) return false;
      const removed = await db.delete(table).where(ownRow(accountId, id)).returning({ id: idColumn });
      return removed.length > 0;
    },

    async removeMany(db, accountId, ids) {
      const wanted = ids.filter(matchable);
      if (wanted.length === 0) return 0;
      const removed = await db
        .delete(table)
        .where(own(accountId, inArray(idColumn, wanted)))
        .returning({ id: idColumn });
      return removed.length;
    },

    async toggle(db, accountId, id, flag) {
      const flagColumn = columns[flag];
      if (!flagColumn) throw new Error(`accountCollection: unknown column ${flag}`);
      if (!matchable(id)) return undefined;
      const [row] = (await db
        .update(table)
        .set({ [flag]: not(flagColumn) } as never)
        .where(ownRow(accountId, id))
        .returning()) as Row[];
      return row;
    },
  };
}

interface FromQuery<Row> extends PromiseLike<Row[]> {
  where(condition: SQL | undefined): FromQuery<Row> & {
    orderBy(...order: (AnyPgColumn | SQL)[]): PromiseLike<Row[]>;
    limit(count: number): PromiseLike<Row[]>;
  };
}
