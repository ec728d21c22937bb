import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createTestApp, type TestApp } from '../test/test-app';
import { hitRate, takeFromRate } from '.';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { SIGN_IN_LIMIT_PER_IP: '4' } });
});
afterAll(() => t.close());

describe('rate counters in the database', () => {
  it('count racing hits one after the other', async () => {
    const states = await Promise.all(Array.from({ length: 40 }, () => hitRate(t.db, 'test:race', 60_000)));
    expect(states.map((state) => state.hits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
    for (const state of states) expect(state.resetsInMs).toBeLessThanOrEqual(60_000);
  });

  it('let exactly the budget through when takes race, and start again once the window ends', async () => {
    // A window far longer than the race, so a slow machine cannot let a new window open in the middle of it.
    const waits = await Promise.all(
      Array.from({ length: 30 }, () => takeFromRate(t.db, 'test:take', { max: 7, windowMs: 60_000 })),
    );
    expect(waits.filter((wait) => wait === 0)).toHaveLength(7);
    expect(waits.filter((wait) => wait > 0)).toHaveLength(23);
    const short = { max: 1, windowMs: 200 };
    expect(await takeFromRate(t.db, 'test:window', short)).toBe(0);
    expect(await takeFromRate(t.db, 'test:window', short)).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await takeFromRate(t.db, 'test:window', short)).toBe(0);
  });

  it('are shared by every app over the database: a per-address limit holds across processes', async () => {
    const config = loadConfig({ WEB_DIST: '/nonexistent', HOST: '127.0.0.1', SIGN_IN_LIMIT_PER_IP: '4' });
    const other = await buildApp({ config, db: t.db, tokens: t.tokens });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const app = i % 2 === 0 ? t.app : other;
        const answer = await app.inject({
          method: 'POST',
          url: '/api/auth',
          payload: { email: `nobody${i}@conecta.example`, password: 'guess' },
          remoteAddress: '198.51.100.9',
        });
        statuses.push(answer.statusCode);
      }
      // Per process, each app would have let 3 through and refused none.
      expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    } finally {
      await other.close();
    }
  });
});
