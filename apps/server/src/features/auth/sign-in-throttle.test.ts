import { authMessages, messageText } from '@conecta/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { createTestApp, type TestApp } from '../../test/test-app';
import { longestWaitSeconds, waitAfter } from './sign-in-throttle';
import { signInFailures } from './table';

const freeFailures = 3;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { SIGN_IN_LIMIT_PER_ACCOUNT: String(freeFailures), SIGN_IN_LIMIT_PER_IP: '1000' } });
});
afterAll(() => t.close());

const attempt = (email: string, password: string, app = t.app) =>
  app.inject({ method: 'POST', url: '/api/auth', payload: { email, password } });

/** Moves an email's last failure into the past, as if that many seconds had gone by. */
const letTimePass = (email: string, seconds: number) =>
  t.db.execute(
    sql`update ${signInFailures} set last_failure_at = last_failure_at - make_interval(secs => ${seconds}) where email = ${email}`,
  );

describe('sign-in limits count failures only', () => {
  it('lets an account sign in correctly as often as it likes', async () => {
    for (let i = 0; i < 15; i++) expect((await attempt('staff@conecta.example', 'staff')).statusCode).toBe(200);
  });

  it('slows repeated failures by a growing delay, and lets the owner in once it has passed', async () => {
    const email = 'admin@conecta.example';
    for (let i = 0; i < freeFailures; i++) expect((await attempt(email, 'guess')).statusCode).toBe(401);
    const slowed = await attempt(email, 'admin');
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json().message).toBe('Too many failed attempts for this account. Try again in 1 s.');
    expect(slowed.headers['retry-after']).toBe('1');

    await letTimePass(email, 2);
    expect((await attempt(email, 'guess')).statusCode).toBe(401);
    const longer = await attempt(email, 'admin');
    expect(longer.statusCode).toBe(429);
    expect(Number(longer.headers['retry-after'])).toBe(2);

    // The delay never grows past a minute, so a stranger cannot lock the owner out.
    await letTimePass(email, longestWaitSeconds);
    expect((await attempt(email, 'admin')).statusCode).toBe(200);
  });

  it('starts the count again after a success', async () => {
    const email = 'user@conecta.example';
    for (let i = 0; i < freeFailures - 1; i++) expect((await attempt(email, 'guess')).statusCode).toBe(401);
    expect((await attempt(email, 'user')).statusCode).toBe(200);
    for (let i = 0; i < freeFailures - 1; i++) expect((await attempt(email, 'guess')).statusCode).toBe(401);
    expect((await attempt(email, 'user')).statusCode).toBe(200);
  });

  it('counts unknown emails too, keeping the spec messages', async () => {
    const email = 'nobody@conecta.example';
    const first = await attempt(email, 'guess');
    expect(first.statusCode).toBe(401);
    expect(first.json()).toMatchObject({ error: { email: messageText(authMessages.unknownEmail) } });
    for (let i = 1; i < freeFailures; i++) await attempt(email, 'guess');
    expect((await attempt(email, 'guess')).statusCode).toBe(429);
  });

  it('keeps the counts in the database: another process, or the next start, sees them', async () => {
    const email = 'admin@conecta.example';
    await letTimePass(email, longestWaitSeconds);
    for (let i = 0; i < freeFailures; i++) expect((await attempt(email, 'guess')).statusCode).toBe(401);
    const config = loadConfig({ WEB_DIST: '/nonexistent', HOST: '127.0.0.1', SIGN_IN_LIMIT_PER_ACCOUNT: '3' });
    const otherProcess = await buildApp({ config, db: t.db, tokens: t.tokens });
    try {
      expect((await attempt(email, 'admin', otherProcess)).statusCode).toBe(429);
    } finally {
      await otherProcess.close();
    }
  });

  it('answers an unknown email about as slowly as a wrong password', async () => {
    const median = async (email: string) => {
      const times: number[] = [];
      for (let i = 0; i < 5; i++) {
        const started = performance.now();
        await attempt(email, `guess-${i}`);
        times.push(performance.now() - started);
        await letTimePass(email, longestWaitSeconds);
      }
      return times.sort((a, b) => a - b)[2] ?? 0;
    };
    const known = await median('staff@conecta.example');
    const unknown = await median('nobody-else@conecta.example');
    // Without a hash for the unknown email it answered in under a fifth of the time.
    expect(unknown).toBeGreaterThan(known * 0.5);
  });
});

describe('the delay', () => {
  it('doubles after the free failures, up to a minute', () => {
    expect([0, 2, 3, 4, 5, 9, 30].map((failures) => waitAfter(failures, 3))).toEqual([0, 0, 1, 2, 4, 60, 60]);
  });
});
