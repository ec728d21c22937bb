import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../accounts';
import { withoutStatementTimeout } from '../../db/client';
import { bearer, createScratchDatabase, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { generateFleet } from './sample-fleet';
import { insertDevices, sampleFleetSize } from './seed';

/**
 * The statement timeout (DB_STATEMENT_TIMEOUT_MS) bounds the API's queries, not its long work: an export of the
 * whole fleet is one statement that is meant to take long, and is exempt (issue 21, defect 2).
 */
describe.skipIf(!process.env.DATABASE_URL)('the device export under a tiny statement timeout (PostgreSQL)', () => {
  let t: TestApp;
  const extra = 20_000;
  beforeAll(async () => {
    const scratch = await createScratchDatabase();
    const database = await scratch.open({ statementTimeoutMs: 100 });
    t = await createTestApp({
      database: {
        ...database,
        async close() {
          await database.close();
          await scratch.drop();
        },
      },
    });
    await withoutStatementTimeout(t.db, async (tx) => {
      const owners = await tx.select({ id: accounts.id, displayName: accounts.displayName }).from(accounts);
      await insertDevices(tx, generateFleet({ count: extra, seed: 9, owners, startIndex: sampleFleetSize }));
    });
    await withoutStatementTimeout(t.db, (tx) => tx.execute(sql`analyze devices`));
  }, 180_000);
  afterAll(() => t.close());

  it('streams every device although the COPY runs longer than the timeout', async () => {
    const token = await signIn(t.app, 'user@conecta.example', 'user');
    const started = performance.now();
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/devices/export.csv?sort=model&order=desc',
      headers: bearer(token),
    });
    const took = performance.now() - started;
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const records = parse(response.body, { bom: true }) as string[][];
    expect(records.length).toBe(1 + sampleFleetSize + extra);
    // The export took longer than the timeout: it would have been cut off had it not been exempt.
    expect(took).toBeGreaterThan(100);
  });
});
