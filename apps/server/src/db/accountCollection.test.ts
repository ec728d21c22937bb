import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-app';
import { accountCollection } from './accountCollection';
import type { Database, DatabaseHandle } from './client';

/** A table of the shape the sample applications use; it exists only in this test's database. */
const testNotes = pgTable('test_notes', {
  id: uuid('id').primaryKey().defaultRandom(),
  accountId: uuid('account_id').notNull(),
  title: text('title').notNull(),
  pinned: boolean('pinned').notNull().default(false),
  position: integer('position').notNull().default(0),
});

const notes = accountCollection(testNotes, { id: 'id', owner: 'accountId' });
const ana = randomUUID();
const bruno = randomUUID();

let database: DatabaseHandle;
let db: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  await db.execute(sql`create table test_notes (
    id uuid primary key default gen_random_uuid(),
    account_id uuid not null,
    title text not null,
    pinned boolean not null default false,
    position integer not null default 0)`);
});
afterAll(() => database.close());

let anasFirst: string;
let brunosOnly: string;
beforeEach(async () => {
  await db.delete(testNotes);
  const [first] = await db
    .insert(testNotes)
    .values([
      { accountId: ana, title: 'Comprar chips', position: 2 },
      { accountId: ana, title: 'Ligar para a operadora', position: 1, pinned: true },
      { accountId: bruno, title: 'Nota do Bruno', position: 0 },
    ])
    .returning();
  anasFirst = first?.id ?? '';
  const [theirs] = await db.select().from(testNotes).where(eq(testNotes.accountId, bruno));
  brunosOnly = theirs?.id ?? '';
});

const titlesOf = async (accountId: string) =>
  (await db.select().from(testNotes).where(eq(testNotes.accountId, accountId))).map((row) => row.title).sort();

describe('accountCollection', () => {
  it("lists only the account's rows, with its filter and order", async () => {
    const all = await notes.list(db, ana, { orderBy: [testNotes.position] });
    expect(all.map((note) => note.title)).toEqual(['Ligar para a operadora', 'Comprar chips']);
    const pinned = await notes.list(db, ana, { where: eq(testNotes.pinned, true) });
    expect(pinned.map((note) => note.title)).toEqual(['Ligar para a operadora']);
    expect((await notes.list(db, bruno)).map((note) => note.title)).toEqual(['Nota do Bruno']);
  });

  it("gets one of the account's rows, and nothing for another account's id or an id that is no uuid", async () => {
    expect((await notes.get(db, ana, anasFirst))?.title).toBe('Comprar chips');
    expect(await notes.get(db, bruno, anasFirst)).toBeUndefined();
    expect(await notes.get(db, ana, 'not-a-uuid')).toBeUndefined();
  });

  it('inserts a new row for the account and updates its own row by id', async () => {
    const created = await notes.upsert(db, ana, { title: 'Nova nota', position: 3 });
    expect(created).toMatchObject({ accountId: ana, title: 'Nova nota', pinned: false });
    const updated = await notes.upsert(db, ana, { id: anasFirst, title: 'Comprar chips eSIM' });
    expect(updated).toMatchObject({ id: anasFirst, accountId: ana, title: 'Comprar chips eSIM' });
    expect(await titlesOf(ana)).toEqual(['Comprar chips eSIM', 'Ligar para a operadora', 'Nova nota']);
  });

  it("never overwrites or takes over another account's row through upsert", async () => {
    expect(await notes.upsert(db, ana, { id: brunosOnly, title: 'Roubada' })).toBeUndefined();
    // Even naming another owner in the values does not move the row: the owner is always the caller.
    const sneaky = { id: randomUUID(), title: 'Minha', accountId: bruno } as Parameters<typeof notes.upsert>[2];
    expect(await notes.upsert(db, ana, sneaky)).toMatchObject({ accountId: ana });
    expect(await titlesOf(bruno)).toEqual(['Nota do Bruno']);
  });

  it("removes one or many of the account's rows and leaves other accounts' rows alone", async () => {
    expect(await notes.remove(db, bruno, anasFirst)).toBe(false);
    expect(await notes.removeMany(db, bruno, [anasFirst, 'not-a-uuid'])).toBe(0);
    expect(await titlesOf(ana)).toHaveLength(2);

    expect(await notes.remove(db, ana, anasFirst)).toBe(true);
    expect(await notes.remove(db, ana, anasFirst)).toBe(false);
    const [other] = await notes.list(db, ana);
    expect(await notes.removeMany(db, ana, [other?.id ?? '', brunosOnly])).toBe(1);
    expect(await titlesOf(ana)).toEqual([]);
    expect(await titlesOf(bruno)).toEqual(['Nota do Bruno']);
  });

  it("toggles a flag of the account's row only", async () => {
    expect((await notes.toggle(db, ana, anasFirst, 'pinned'))?.pinned).toBe(true);
    expect((await notes.toggle(db, ana, anasFirst, 'pinned'))?.pinned).toBe(false);
    expect(await notes.toggle(db, ana, brunosOnly, 'pinned')).toBeUndefined();
    expect((await notes.get(db, bruno, brunosOnly))?.pinned).toBe(false);
  });
});
