import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AccountRow } from '../accounts';
import { openTestDatabase } from '../test/test-app';
import { accountCollection, textContains } from './accountCollection';
import type { Database, DatabaseHandle } from './client';
import type { SortKey } from './keyset';

/** A table of the shape the sample applications use; it exists only in this test's database. */
const testNotes = pgTable('test_notes', {
  id: uuid('id').primaryKey().defaultRandom(),
  accountId: uuid('account_id').notNull(),
  title: text('title').notNull(),
  pinned: boolean('pinned').notNull().default(false),
  position: integer('position').notNull().default(0),
});

class NoSuchNote extends Error {}

let sampleLoads = 0;
const notes = accountCollection({
  table: testNotes,
  id: testNotes.id,
  owner: testNotes.accountId,
  sampleData: {
    feature: 'test-notes',
    async load(tx, accountId) {
      sampleLoads += 1;
      await tx.insert(testNotes).values({ accountId, title: 'Bem-vindo às notas', position: 9 });
    },
  },
  notFound: () => new NoSuchNote(),
});

const byPosition: SortKey = { column: testNotes.position, nullable: false, type: 'bigint' };
const firstPage = { order: 'asc', direction: 'after', limit: 2 } as const;
const titleOf = (row: typeof testNotes.$inferSelect) => row.title;

const ana = randomUUID();
const bruno = randomUUID();
/** What the guard leaves on a request once the token is checked: the account. */
const requestOf = (accountId: string) => ({ account: { id: accountId } as AccountRow }) as FastifyRequest;

let database: DatabaseHandle;
let db: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  await database.migrate();
  await db.execute(sql`create table test_notes (
    id uuid primary key default gen_random_uuid(),
    account_id uuid not null,
    title text not null,
    pinned boolean not null default false,
    position integer not null default 0)`);
});
afterAll(() => database.close());

let anasIds: string[];
let brunosOnly: string;
beforeEach(async () => {
  await db.delete(testNotes);
  notes.touched(db);
  const rows = await db
    .insert(testNotes)
    .values([
      { accountId: ana, title: 'Comprar chips', position: 2 },
      { accountId: ana, title: 'Ligar para a operadora', position: 1, pinned: true },
      { accountId: ana, title: 'Portabilidade 100% feita', position: 3 },
      { accountId: bruno, title: 'Nota do Bruno', position: 0 },
    ])
    .returning();
  anasIds = rows.filter((row) => row.accountId === ana).map((row) => row.id);
  brunosOnly = rows.find((row) => row.accountId === bruno)?.id ?? '';
});

const titlesOf = async (accountId: string) =>
  (await db.select().from(testNotes).where(eq(testNotes.accountId, accountId))).map((row) => row.title).sort();

describe('accountCollection', () => {
  it("writes the account's sample rows at its first call only, for each account", async () => {
    const carla = randomUUID();
    expect((await notes.account(db, requestOf(carla))).id).toBe(carla);
    expect(await notes.accountId(db, requestOf(carla))).toBe(carla);
    expect(sampleLoads).toBe(1);
    expect(await titlesOf(carla)).toEqual(['Bem-vindo às notas']);
    await db.delete(testNotes).where(eq(testNotes.accountId, carla));
    await notes.account(db, requestOf(carla));
    // What the user deleted stays deleted.
    expect(await titlesOf(carla)).toEqual([]);
  });

  it("pages the account's rows only, in order, with cursors and the total", async () => {
    const first = await notes.page(db, ana, firstPage, { sort: byPosition, toItem: titleOf });
    expect(first).toMatchObject({
      items: ['Ligar para a operadora', 'Comprar chips'],
      total: 3,
      totalIsEstimate: false,
      prevCursor: null,
    });
    const second = await notes.page(
      db,
      ana,
      { ...firstPage, cursor: first.nextCursor ?? '' },
      { sort: byPosition, toItem: titleOf },
    );
    expect(second).toMatchObject({ items: ['Portabilidade 100% feita'], nextCursor: null, total: 3 });
    const bruno1 = await notes.page(db, bruno, firstPage, { sort: byPosition, toItem: titleOf });
    expect(bruno1).toMatchObject({ items: ['Nota do Bruno'], total: 1 });
  });

  it('narrows a page by its filter and its search, each counted apart', async () => {
    const pinned = await notes.page(db, ana, firstPage, {
      where: eq(testNotes.pinned, true),
      sort: byPosition,
      toItem: titleOf,
    });
    expect(pinned).toMatchObject({ items: ['Ligar para a operadora'], total: 1 });
    // `%` is searched as typed, not as a wildcard.
    const found = await notes.page(db, ana, firstPage, {
      search: textContains('100%', testNotes.title),
      sort: byPosition,
      columns: { title: testNotes.title },
      toItem: (row) => row.title.toUpperCase(),
    });
    expect(found).toMatchObject({ items: ['PORTABILIDADE 100% FEITA'], total: 1 });
    expect(textContains('', testNotes.title)).toBeUndefined();
  });

  it('recounts the total after a write through the collection, and after `touched`', async () => {
    const page = () => notes.page(db, ana, firstPage, { sort: byPosition, toItem: titleOf });
    expect((await page()).total).toBe(3);
    // A write the collection does not see leaves the cached total until it is told.
    await db.insert(testNotes).values({ accountId: ana, title: 'Escrita por fora', position: 4 });
    expect((await page()).total).toBe(3);
    notes.touched(db);
    expect((await page()).total).toBe(4);
    await notes.changeSelected(db, ana, anasIds.slice(0, 2), (tx, selected) =>
      tx.delete(testNotes).where(selected).returning(),
    );
    expect((await page()).total).toBe(2);
  });

  it("changes the account's own row, and refuses another's id, or no uuid, with notFound", async () => {
    const [mine] = anasIds;
    const pin = (accountId: string, id: string) =>
      notes.changeOne(db, accountId, id, (where) =>
        db.update(testNotes).set({ pinned: true }).where(where).returning(),
      );
    expect(await pin(ana, mine ?? '')).toMatchObject({ id: mine, pinned: true });
    await expect(pin(ana, brunosOnly)).rejects.toBeInstanceOf(NoSuchNote);
    await expect(pin(ana, 'not-a-uuid')).rejects.toBeInstanceOf(NoSuchNote);
    const [bruno1] = await db.select().from(testNotes).where(eq(testNotes.id, brunosOnly));
    expect(bruno1?.pinned).toBe(false);
  });

  it("reads one of the account's rows, with the columns asked for", async () => {
    const [mine] = anasIds;
    expect(await notes.readOne(db, ana, mine ?? '', { title: testNotes.title })).toEqual({ title: 'Comprar chips' });
    expect((await notes.readOne(db, ana, mine ?? '')).accountId).toBe(ana);
    await expect(notes.readOne(db, bruno, mine ?? '')).rejects.toBeInstanceOf(NoSuchNote);
  });

  it('changes a selection all or nothing: one id of another account refuses the whole', async () => {
    const deleteSelected = (ids: string[]) =>
      notes.changeSelected(db, ana, ids, (tx, selected) => tx.delete(testNotes).where(selected).returning());
    await expect(deleteSelected([...anasIds, brunosOnly])).rejects.toBeInstanceOf(NoSuchNote);
    await expect(deleteSelected([anasIds[0] ?? '', 'not-a-uuid'])).rejects.toBeInstanceOf(NoSuchNote);
    expect(await titlesOf(ana)).toHaveLength(3);
    expect(await titlesOf(bruno)).toEqual(['Nota do Bruno']);
    // A repeated id counts once.
    const deleted = await deleteSelected([anasIds[0] ?? '', anasIds[0] ?? '']);
    expect(deleted.map(titleOf)).toEqual(['Comprar chips']);
  });
});
