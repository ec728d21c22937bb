import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { insertPasswordAccount, tokenOfNewSession } from '../accounts';
import { buildApp } from '../app';
import { createOutsideTokenVerifier, type OutsideTokenOptions } from '../auth/outside-tokens';
import { hashPassword } from '../auth/passwords';
import { createTokenService } from '../auth/tokens';
import { type Config, loadConfig } from '../config';
import { type DatabaseHandle, type OpenDatabaseOptions, openDatabase } from '../db/client';
import { loadSampleData } from '../db/sample-data';
import { sampleDataSets } from '../sample-data';
import { databaseOn, readTemplateDump, runOnServer } from './template-database';

export const testSecret = 'test-secret-that-is-long-enough-for-hs256-signing';

/** The run's template database (`global-setup.ts`), when the test runs under Vitest with it. */
function runTemplate(): string | undefined {
  try {
    return inject('testDatabaseTemplate');
  } catch {
    return undefined;
  }
}

/**
 * A fresh database for one test file: PGlite in memory, or, when DATABASE_URL is set, a new PostgreSQL database
 * of its own that is dropped again on close. It is a copy of the run's template (migrated, with the sample
 * data), or empty with `{ blank: true }`.
 */
export async function openTestDatabase(options: { blank?: boolean } = {}): Promise<DatabaseHandle> {
  const template = options.blank ? undefined : runTemplate();
  if (!process.env.DATABASE_URL) {
    return openDatabase(template ? { fromDump: await readTemplateDump(template) } : {});
  }
  const scratch = await createScratchDatabase(template);
  const handle = await scratch.open();
  return {
    ...handle,
    async close() {
      await handle.close();
      await scratch.drop();
    },
  };
}

/**
 * A database that outlives the handles opened on it, to test what survives a restart: a PGlite
 * folder, or its own PostgreSQL database when DATABASE_URL is set (a copy of `template` when named).
 */
export async function createScratchDatabase(template?: string): Promise<{
  /** Opens it, e.g. with a statement timeout (`{ statementTimeoutMs }`, PostgreSQL only). */
  open(options?: Pick<OpenDatabaseOptions, 'statementTimeoutMs'>): Promise<DatabaseHandle>;
  drop(): Promise<void>;
}> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'conecta-data-'));
    return {
      open: (options) => openDatabase({ ...options, dataDir }),
      drop: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `conecta_test_${randomUUID().replaceAll('-', '')}`;
  await runOnServer(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  return {
    open: (options) => openDatabase({ ...options, databaseUrl: databaseOn(serverUrl, name) }),
    drop: () => runOnServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

export interface TestAppOptions {
  env?: NodeJS.ProcessEnv;
  tokenLifetimeSeconds?: number;
  logger?: Parameters<typeof buildApp>[0]['logger'];
  config?: Partial<Config>;
  /** How the hosted-login and Firebase tokens of the config are checked (e.g. where Firebase's keys are). */
  outsideTokens?: OutsideTokenOptions;
  /** A database that outlives the app (`createScratchDatabase().open()`), to test a restart; closed with it. */
  database?: DatabaseHandle;
}

/** The whole API on a fresh, migrated database with the sample data, driven through `inject`. */
export async function createTestApp(options: TestAppOptions = {}) {
  const database = options.database ?? (await openTestDatabase());
  await database.migrate();
  await loadSampleData(database.db, sampleDataSets);
  // The test API is reached through inject or on 127.0.0.1: the loopback, as a local demo runs.
  const config = { ...loadConfig({ WEB_DIST: '/nonexistent', HOST: '127.0.0.1', ...options.env }), ...options.config };
  const tokens = createTokenService(testSecret, options.tokenLifetimeSeconds);
  const outsideTokens = createOutsideTokenVerifier(config, options.outsideTokens);
  const app = await buildApp({ config, db: database.db, tokens, outsideTokens, logger: options.logger });
  await app.ready();
  return {
    app,
    db: database.db,
    tokens,
    /** A token of a new session of the account, as a sign-in would give it. */
    tokenFor: (accountId: string) => tokenOfNewSession(database.db, tokens, accountId, config.sessionMaxDays),
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export async function signIn(app: TestApp['app'], email: string, password: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/auth', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`sign-in as ${email} failed: ${response.body}`);
  return response.json().access_token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A new account without any role (signed in, allowed nowhere), signed in: its token, for the 403 of every call. */
export async function signInWithoutRole(t: Pick<TestApp, 'app' | 'db'>, email: string): Promise<string> {
  await insertPasswordAccount(t.db, {
    email,
    displayName: 'Sem Papel',
    passwordHash: await hashPassword('no-role'),
    roles: [],
  });
  return signIn(t.app, email, 'no-role');
}

type App = Awaited<ReturnType<typeof buildApp>>;

/**
 * Two apps over one fresh PostgreSQL database, as two server processes run (each with its own pool and
 * LISTEN connection), with the sample data; `work` gets both, and both are closed and the database dropped after.
 */
export async function withTwoServers(
  work: (servers: { appA: App; appB: App; dbA: DatabaseHandle['db']; dbB: DatabaseHandle['db'] }) => Promise<void>,
): Promise<void> {
  const scratch = await createScratchDatabase();
  const one = await scratch.open();
  const two = await scratch.open();
  const config = loadConfig({ WEB_DIST: '/nonexistent' });
  const tokens = createTokenService(testSecret);
  let appA: App | undefined;
  let appB: App | undefined;
  try {
    await one.migrate();
    await loadSampleData(one.db, sampleDataSets);
    appA = await buildApp({ config, db: one.db, tokens });
    appB = await buildApp({ config, db: two.db, tokens });
    await work({ appA, appB, dbA: one.db, dbB: two.db });
  } finally {
    await appA?.close();
    await appB?.close();
    await one.close();
    await two.close();
    await scratch.drop();
  }
}
