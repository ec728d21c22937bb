import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../db/client';
import { openTestDatabase } from '../test/test-app';
import { type AccountSampleData, ensureAccountSampleData } from './account-sample-data';

/** A per-account table that exists only in this test's database. */
const testTodos = pgTable('test_todos', {
  id: uuid('id').primaryKey().defaultRandom(),
  accountId: uuid('account_id').notNull(),
  title: text('title').notNull(),
});

const sampleTodos: AccountSampleData = {
  feature: 'test-todos',
  async load(tx, accountId) {
    await tx.insert(testTodos).values([
      { accountId, title: 'Conferir o estoque' },
      { accountId, title: 'Responder o cliente' },
    ]);
  },
};

let database: DatabaseHandle;
let db: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.migrate();
  db = database.db;
  await db.execute(sql`create table test_todos (
    id uuid primary key default gen_random_uuid(), account_id uuid not null, title text not null)`);
});
afterAll(() => database.close());

const countOf = async (accountId: string) =>
  (await db.select().from(testTodos).where(eq(testTodos.accountId, accountId))).length;

describe('ensureAccountSampleData', () => {
  it("writes an account's sample rows at its first call only, even when first calls race", async () => {
    const ana = randomUUID();
    await Promise.all([ensureAccountSampleData(db, sampleTodos, ana), ensureAccountSampleData(db, sampleTodos, ana)]);
    await ensureAccountSampleData(db, sampleTodos, ana);
    expect(await countOf(ana)).toBe(2);
  });

  it('gives each new account its own rows, and never writes them again after the user deleted them', async () => {
    const bruno = randomUUID();
    const carla = randomUUID();
    await ensureAccountSampleData(db, sampleTodos, bruno);
    await db.delete(testTodos).where(eq(testTodos.accountId, bruno));
    await ensureAccountSampleData(db, sampleTodos, bruno);
    await ensureAccountSampleData(db, sampleTodos, carla);
    expect(await countOf(bruno)).toBe(0);
    expect(await countOf(carla)).toBe(2);
  });
});
