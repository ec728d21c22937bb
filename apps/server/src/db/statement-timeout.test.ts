import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from '../http/errors';
import { clientGoneSignal } from '../http/request-closed';
import { createScratchDatabase } from '../test/test-app';
import { type DatabaseHandle, runCancellable, withoutStatementTimeout } from './client';

/** The statement timeout and the cancel of abandoned queries (issue 21, defect 2): PostgreSQL alone has them. */
describe.skipIf(!process.env.DATABASE_URL)('statement timeout and cancel (PostgreSQL)', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let database: DatabaseHandle;
  beforeAll(async () => {
    scratch = await createScratchDatabase();
    database = await scratch.open({ statementTimeoutMs: 200 });
  });
  afterAll(async () => {
    await database.close();
    await scratch.drop();
  });

  /** Statements of this database still running `pg_sleep`, other than the one asking. */
  const sleepers = async () => {
    const result = (await database.db.execute(
      sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and state = 'active' and query like '%pg_sleep(30)%' and pid <> pg_backend_pid()`,
    )) as unknown as { rows: { n: number }[] };
    return Number(result.rows[0]?.n);
  };

  it('stops a statement past DB_STATEMENT_TIMEOUT_MS, and an HTTP call says 503 with a code and retry-after', async () => {
    const app = Fastify();
    registerErrorHandling(app);
    app.get('/slow', async () => {
      await database.db.execute(sql`select pg_sleep(2)`);
      return 'slept';
    });
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url: '/slow' });
    expect(performance.now() - started).toBeLessThan(1500);
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('1');
    expect(response.json()).toMatchObject({ code: 'http.queryTimedOut' });
    await app.close();
  });

  it('lets long work run past the timeout when it says so (exports, imports, seeding)', async () => {
    const answer = await withoutStatementTimeout(database.db, async (tx) => {
      await tx.execute(sql`select pg_sleep(0.5)`);
      return 'done';
    });
    expect(answer).toBe('done');
    // The pool's connections keep their timeout afterwards.
    await expect(database.db.execute(sql`select pg_sleep(0.5)`)).rejects.toThrow();
  });

  it('cancels the running query when the client that asked goes away', async () => {
    const app = Fastify();
    registerErrorHandling(app);
    let finished: Promise<unknown> | undefined;
    app.get('/search', async (_request, reply) => {
      // No timeout for this one: only the client leaving may stop it.
      const work = runCancellable(database.db, clientGoneSignal(reply), (db) =>
        withoutStatementTimeout(db, (tx) => tx.execute(sql`select pg_sleep(30)`)),
      );
      finished = work.catch((error: unknown) => error);
      return work;
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const leaving = new AbortController();
    const request = fetch(`${address}/search`, { signal: leaving.signal }).catch(() => 'left');
    // The query is running…
    for (let tries = 0; (await sleepers()) === 0; tries++) {
      expect(tries).toBeLessThan(50);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    leaving.abort();
    expect(await request).toBe('left');
    // …and is cancelled within moments of the client leaving, not after its 30 s.
    const started = performance.now();
    const outcome = (await finished) as { cause?: { code?: string }; code?: string };
    expect(performance.now() - started).toBeLessThan(3000);
    expect(outcome.cause?.code ?? outcome.code).toBe('57014');
    expect(await sleepers()).toBe(0);
    await app.close();
  });
});
