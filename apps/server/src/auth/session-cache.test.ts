import { accountMessages, messageText } from '@conecta/contracts';
import { eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { authSessions } from '../accounts';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { type DatabaseHandle, watchStatements } from '../db/client';
import { bearer, createScratchDatabase, createTestApp, signIn, type TestApp } from '../test/test-app';
import { waitFor } from '../test/wait-for';
import { SessionCache } from './session-cache';

type Row = { account: { id: string }; session: string };
const row = (accountId: string, session = 's') => ({ account: { id: accountId }, session });
const keepAll = () => true;

describe('SessionCache', () => {
  it('answers a kept read from memory until the account is evicted', async () => {
    const cache = new SessionCache<Row>();
    let loads = 0;
    const load = async () => {
      loads += 1;
      return row('a');
    };
    await cache.read('a', 's1', load, keepAll);
    await cache.read('a', 's1', load, keepAll);
    expect(loads).toBe(1);
    await cache.read('b', 's2', async () => row('b'), keepAll);

    cache.evictAccounts(['a']);
    await cache.read('a', 's1', load, keepAll);
    expect(loads).toBe(2);
    // Only that account's sessions were forgotten.
    expect(await cache.read('b', 's2', async () => row('b', 'reloaded'), keepAll)).toEqual(row('b'));
  });

  it('keeps nothing that `keep` refuses, nor a read that an eviction overtook', async () => {
    const cache = new SessionCache<Row>();
    await cache.read(
      'a',
      's1',
      async () => row('a', 'revoked'),
      () => false,
    );
    expect(cache.size).toBe(0);

    // The read began before the eviction: what it read may be older than the change, so it is not kept.
    let finish: (value: Row) => void = () => undefined;
    const slow = cache.read('a', 's1', () => new Promise<Row>((resolve) => (finish = resolve)), keepAll);
    cache.evictAccounts(['a']);
    finish(row('a', 'old'));
    expect(await slow).toEqual(row('a', 'old'));
    expect(cache.size).toBe(0);
    expect(await cache.read('a', 's1', async () => row('a', 'new'), keepAll)).toEqual(row('a', 'new'));
  });

  it('forgets everything on clear, and reads through while disabled', async () => {
    const cache = new SessionCache<Row>();
    await cache.read('a', 's1', async () => row('a'), keepAll);
    cache.clear();
    expect(cache.size).toBe(0);

    cache.setEnabled(false);
    await cache.read('a', 's1', async () => row('a', 'first'), keepAll);
    expect(await cache.read('a', 's1', async () => row('a', 'second'), keepAll)).toEqual(row('a', 'second'));
    expect(cache.size).toBe(0);
  });

  it('holds at most maxEntries, dropping the least recently used, and none past maxAgeMs', async () => {
    const cache = new SessionCache<Row>({ maxEntries: 2 });
    await cache.read('a', 's', async () => row('a'), keepAll);
    await cache.read('b', 's', async () => row('b'), keepAll);
    await cache.read('a', 's', async () => row('a', 'reloaded'), keepAll);
    await cache.read('c', 's', async () => row('c'), keepAll);
    expect(cache.size).toBe(2);
    expect(await cache.read('a', 's', async () => row('a', 'reloaded'), keepAll)).toEqual(row('a'));
    expect(await cache.read('b', 's', async () => row('b', 'reloaded'), keepAll)).toEqual(row('b', 'reloaded'));

    const expired = new SessionCache<Row>({ maxAgeMs: 0 });
    await expired.read('a', 's', async () => row('a'), keepAll);
    expect(await expired.read('a', 's', async () => row('a', 'reloaded'), keepAll)).toEqual(row('a', 'reloaded'));
  });
});

/**
 * Two apps over one database, each with its own session cache, as two server processes run: on PostgreSQL each
 * has its own pool and LISTEN connection, so only the database's notifications tell one of the other's writes.
 */
type App = Awaited<ReturnType<typeof buildApp>>;
let t: TestApp;
let appB: App;
let second: DatabaseHandle | undefined;
let dropScratch: (() => Promise<void>) | undefined;
let adminToken: string;

function runTemplate(): string | undefined {
  try {
    return inject('testDatabaseTemplate');
  } catch {
    return undefined;
  }
}

beforeAll(async () => {
  if (process.env.DATABASE_URL) {
    const scratch = await createScratchDatabase(runTemplate());
    dropScratch = scratch.drop;
    t = await createTestApp({ database: await scratch.open() });
    second = await scratch.open();
  } else {
    t = await createTestApp();
  }
  const config = loadConfig({ WEB_DIST: '/nonexistent', HOST: '127.0.0.1' });
  appB = await buildApp({ config, db: second?.db ?? t.db, tokens: t.tokens });
  await appB.ready();
  adminToken = await signIn(t.app, 'admin@conecta.example', 'admin');
});
afterAll(async () => {
  await appB?.close();
  await second?.close();
  await t?.close();
  await dropScratch?.();
});

const signedOut = { message: 'Your session has ended. Please sign in again.', code: 'auth.signInAgain' };

let registered = 0;
async function newAccount(): Promise<{ id: string; token: string }> {
  registered += 1;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { displayName: `Cache ${registered}`, email: `cache-${registered}@conecta.example`, password: 'segredo' },
  });
  expect(response.statusCode).toBe(200);
  return { id: response.json().user.uuid, token: response.json().access_token };
}

const renew = (app: App, token: string) =>
  app.inject({ method: 'GET', url: '/api/auth/access-token', headers: bearer(token) });
const devices = (app: App, token: string) =>
  app.inject({ method: 'GET', url: '/api/devices?limit=1', headers: bearer(token) });
/** A request through each app, so each has the session in its cache. */
async function cachedOnBoth(token: string) {
  for (const app of [t.app, appB]) expect((await renew(app, token)).statusCode).toBe(200);
}

describe('a session cache in each of two apps over one database', () => {
  it('reads a session from the database once, then from memory', async () => {
    const { token } = await newAccount();
    let reads = 0;
    const stop = watchStatements(t.db, /\bfrom "accounts" left join "auth_sessions"/, () => {
      reads += 1;
    });
    try {
      for (let request = 0; request < 3; request++) expect((await renew(t.app, token)).statusCode).toBe(200);
    } finally {
      stop?.();
    }
    expect(reads).toBe(1);
  });

  it('refuses a session signed out through the other app on the very next request', async () => {
    const { token } = await newAccount();
    await cachedOnBoth(token);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: bearer(token) })).statusCode).toBe(
      204,
    );
    for (const app of [appB, t.app]) {
      const refused = await renew(app, token);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject(signedOut);
    }
  });

  it('refuses every session ended by an admin through the other app', async () => {
    const { id, token } = await newAccount();
    await cachedOnBoth(token);
    const ended = await appB.inject({
      method: 'POST',
      url: `/api/users/${id}/end-sessions`,
      headers: bearer(adminToken),
    });
    expect(ended.statusCode).toBe(200);
    expect((await renew(t.app, token)).json()).toMatchObject(signedOut);
  });

  it('refuses a disabled account at once, and lets it in again once enabled', async () => {
    const { id, token } = await newAccount();
    await cachedOnBoth(token);
    const setStatus = (status: string) =>
      t.app.inject({ method: 'PATCH', url: `/api/users/${id}`, headers: bearer(adminToken), payload: { status } });
    expect((await setStatus('disabled')).statusCode).toBe(200);
    const refused = await devices(appB, token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error).toBe(messageText(accountMessages.disabled));

    expect((await setStatus('active')).statusCode).toBe(200);
    expect((await devices(appB, token)).statusCode).toBe(200);
  });

  it('applies a change of roles and of the profile on the other app at once', async () => {
    const { id, token } = await newAccount();
    const userList = () => appB.inject({ method: 'GET', url: '/api/users?limit=1', headers: bearer(token) });
    const setRoles = (role: string[]) =>
      t.app.inject({ method: 'PATCH', url: `/api/users/${id}`, headers: bearer(adminToken), payload: { role } });
    expect((await setRoles(['user'])).statusCode).toBe(200);
    expect((await userList()).statusCode).toBe(403);
    expect((await setRoles(['admin'])).statusCode).toBe(200);
    expect((await userList()).statusCode).toBe(200);
    expect((await setRoles(['user'])).statusCode).toBe(200);
    expect((await userList()).statusCode).toBe(403);

    const renamed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/update',
      headers: bearer(token),
      payload: { user: { data: { displayName: 'Novo Nome' } } },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await renew(appB, token)).json().user.data.displayName).toBe('Novo Nome');
  });

  it('refuses a session whose row was changed straight in the database', async () => {
    const { token } = await newAccount();
    await cachedOnBoth(token);
    const sid = String(decodeJwt(token).sid);
    // Through the first app's own database: its cache hears the statement itself.
    await t.db
      .update(authSessions)
      .set({ startedAt: sql`now() - make_interval(days => 31)` })
      .where(eq(authSessions.id, sid));
    expect((await renew(t.app, token)).json()).toMatchObject(signedOut);
    // The other hears it from the database's notification (a write from outside the API has no one to wait for it).
    await waitFor(
      () => renew(appB, token),
      (response) => response.statusCode === 401,
    );
  });
});

describe.runIf(process.env.DATABASE_URL)('on PostgreSQL, when the LISTEN connection is lost', () => {
  it('never serves a session revoked while it was down', async () => {
    const { token } = await newAccount();
    const kept = await newAccount();
    await cachedOnBoth(token);
    const sid = String(decodeJwt(token).sid);
    const outside = new pg.Client({ connectionString: await connectionString() });
    await outside.connect();
    try {
      await outside.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = current_database() and application_name = 'conecta_session_cache'`,
      );
      await outside.query('update auth_sessions set revoked_at = now() where id = $1', [sid]);
    } finally {
      await outside.end();
    }
    for (const app of [t.app, appB]) {
      await waitFor(
        () => renew(app, token),
        (response) => response.statusCode === 401,
      );
    }
    for (const app of [t.app, appB]) expect((await renew(app, kept.token)).statusCode).toBe(200);
  });
});

async function connectionString(): Promise<string> {
  const result = await t.db.execute<{ name: string }>(sql`select current_database() as name`);
  const rows = Array.isArray(result) ? result : (result as { rows: { name: string }[] }).rows;
  const url = new URL(process.env.DATABASE_URL as string);
  url.pathname = `/${rows[0]?.name}`;
  return url.toString();
}
