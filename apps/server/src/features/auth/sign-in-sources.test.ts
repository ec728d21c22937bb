import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { deviceCookie } from './sign-in-throttle';

const freeFailures = 3;
const ceiling = 6;
const ceilingDelaySeconds = 3;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    env: {
      SIGN_IN_LIMIT_PER_ACCOUNT: String(freeFailures),
      SIGN_IN_LIMIT_PER_IP: '1000',
      SIGN_IN_ACCOUNT_CEILING: String(ceiling),
      SIGN_IN_CEILING_DELAY_SECONDS: String(ceilingDelaySeconds),
    },
  });
});
afterAll(() => t.close());

/** A sign-in from `address`, with the browser's cookie header when given. */
async function attempt(email: string, password: string, address: string, cookie?: string) {
  const started = performance.now();
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth',
    payload: { email, password },
    remoteAddress: address,
    headers: cookie ? { cookie } : {},
  });
  return { response, seconds: (performance.now() - started) / 1000 };
}

/** The device cookie a successful sign-in set, as the browser sends it back. */
function cookieOf(response: Awaited<ReturnType<typeof attempt>>['response']): string {
  const header = [response.headers['set-cookie'] ?? []].flat().find((line) => line.startsWith(`${deviceCookie}=`));
  if (!header) throw new Error('no device cookie set');
  return header.split(';')[0] as string;
}

describe('sign-in waits per account and source', () => {
  it('keeps a stranger failing from one address from making the owner at another wait', async () => {
    const email = 'user@conecta.example';
    const statuses: number[] = [];
    for (let i = 0; i < freeFailures + 2; i++) {
      statuses.push((await attempt(email, 'guess', '203.0.113.7')).response.statusCode);
    }
    expect(statuses.slice(0, freeFailures)).toEqual([401, 401, 401]);
    expect(statuses.at(-1)).toBe(429);
    const owner = await attempt(email, 'user', '198.51.100.20');
    expect(owner.response.statusCode).toBe(200);
    // The stranger's address still waits: the owner's success freed only the owner's own source.
    expect((await attempt(email, 'user', '203.0.113.7')).response.statusCode).toBe(429);
  });

  it("lets the owner's browser through where a stranger on the same address is made to wait", async () => {
    const email = 'staff@conecta.example';
    const office = '192.0.2.50';
    const first = await attempt(email, 'staff', office);
    expect(first.response.statusCode).toBe(200);
    const cookie = cookieOf(first.response);
    expect([first.response.headers['set-cookie']].flat().join()).toMatch(/HttpOnly; SameSite=Strict/);
    // A stranger behind the same office address, without the cookie, fails until told to wait.
    for (let i = 0; i < freeFailures; i++) await attempt(email, 'guess', office);
    expect((await attempt(email, 'staff', office)).response.statusCode).toBe(429);
    // The browser that signed in before is counted apart, so it signs in.
    expect((await attempt(email, 'staff', office, cookie)).response.statusCode).toBe(200);
  });
});

describe('the account-wide ceiling', () => {
  it('slows attempts from new sources past the ceiling, yet accepts a correct password; known sources pass', async () => {
    const email = 'admin@conecta.example';
    const known = await attempt(email, 'admin', '10.1.0.1');
    expect(known.response.statusCode).toBe(200);
    const cookie = cookieOf(known.response);
    // One failure from each of many addresses: no address waits, but the account passes its ceiling.
    for (let i = 0; i < ceiling; i++) {
      expect((await attempt(email, 'guess', `10.2.0.${i + 1}`)).response.statusCode).toBe(401);
    }
    const fromNewAddress = await attempt(email, 'admin', '10.3.0.1');
    expect(fromNewAddress.response.statusCode).toBe(200);
    // Slowed before the password was checked (a timer never fires early).
    expect(fromNewAddress.seconds).toBeGreaterThanOrEqual(ceilingDelaySeconds - 0.1);

    // The address the owner signed in from before, and the browser from anywhere, are not slowed.
    const fromKnownAddress = await attempt(email, 'admin', '10.1.0.1');
    expect(fromKnownAddress.response.statusCode).toBe(200);
    expect(fromKnownAddress.seconds).toBeLessThan(ceilingDelaySeconds - 0.5);
    const fromKnownBrowser = await attempt(email, 'admin', '10.4.0.1', cookie);
    expect(fromKnownBrowser.response.statusCode).toBe(200);
    expect(fromKnownBrowser.seconds).toBeLessThan(ceilingDelaySeconds - 0.5);
  }, 30_000);
});

describe('the notice of failed attempts', () => {
  it('tells the owner how many attempts failed and when, at the next sign-in only', async () => {
    const email = 'notice@conecta.example';
    const password = 'notice-password';
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { displayName: 'Nora Notice', email, password },
      remoteAddress: '10.9.0.1',
    });
    expect(registered.statusCode).toBe(200);
    const clean = await attempt(email, password, '10.9.0.1');
    expect(clean.response.statusCode, clean.response.body).toBe(200);
    expect(clean.response.json().failedSignIns).toBeUndefined();

    const before = Date.now();
    await attempt(email, 'guess-1', '10.9.0.2');
    await attempt(email, 'guess-2', '10.9.0.3');
    const told = await attempt(email, password, '10.9.0.1');
    expect(told.response.statusCode).toBe(200);
    const notice = told.response.json().failedSignIns;
    expect(notice.count).toBe(2);
    expect(Date.parse(notice.lastAt)).toBeGreaterThanOrEqual(before - 5_000);

    const again = await attempt(email, password, '10.9.0.1');
    expect(again.response.json().failedSignIns).toBeUndefined();
  });
});
