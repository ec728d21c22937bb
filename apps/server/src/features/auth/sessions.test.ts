import type { AuditEntry } from '@conecta/contracts';
import { eq, sql } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions } from '../../accounts';
import { maxStreamsPerAccount } from '../../live';
import { type LiveStream, listenLocally, openLiveStream } from '../../live/test-stream';
import { bearer, createTestApp, signIn, type TestApp, testSecret } from '../../test/test-app';

let t: TestApp;
let baseUrl: string;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listenLocally(t.app);
  adminToken = await signIn(t.app, 'admin@conecta.example', 'admin');
});
afterAll(() => t.close());

const signedOut = { message: 'Your session has ended. Please sign in again.', code: 'auth.signInAgain' };

const renew = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/access-token', headers: bearer(token) });
const post = (url: string, token?: string) =>
  t.app.inject({ method: 'POST', url, headers: token ? bearer(token) : {} });

let registered = 0;
/** A new account of its own, so ending its sessions touches no other test; answers its id and first token. */
async function newAccount(): Promise<{ id: string; token: string; email: string; password: string }> {
  registered += 1;
  const email = `sessions-${registered}@conecta.example`;
  const password = 'segredo';
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { displayName: `Sessions ${registered}`, email, password },
  });
  expect(response.statusCode).toBe(200);
  return { id: response.json().user.uuid, token: response.json().access_token, email, password };
}

describe('tokens of ours', () => {
  it('refuses a well-signed token of a live session that has no expiry', async () => {
    const { id, token } = await newAccount();
    const { sid } = decodeJwt(token);
    const endless = await new SignJWT({ sid })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(id)
      .setIssuer('conecta')
      .setIssuedAt()
      .sign(new TextEncoder().encode(testSecret));
    const response = await renew(endless);
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe('Invalid access token detected');
    // The same session's proper token still passes: only the missing expiry was refused.
    expect((await renew(token)).statusCode).toBe(200);
  });
});

describe('the absolute session lifetime', () => {
  const startSessionDaysAgo = async (token: string, days: number) => {
    const sid = String(decodeJwt(token).sid);
    await t.db
      .update(authSessions)
      .set({ startedAt: sql`now() - make_interval(days => ${days})` })
      .where(eq(authSessions.id, sid));
  };

  it('renews within the session, never beyond its end, and refuses once 30 days have passed', async () => {
    const { token } = await newAccount();
    await startSessionDaysAgo(token, 29);
    const renewed = await renew(token);
    expect(renewed.statusCode).toBe(200);
    const fresh = decodeJwt(renewed.json().access_token);
    expect(fresh.sid).toBe(decodeJwt(token).sid);
    // One day of the session is left, though a token lives two days: the token ends with the session.
    expect(fresh.exp).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000) + 24 * 60 * 60);

    await startSessionDaysAgo(token, 31);
    for (const old of [token, renewed.json().access_token]) {
      const refused = await renew(old);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject(signedOut);
    }
  });

  it('lets the user sign in again after the session ended', async () => {
    const { email, password, token } = await newAccount();
    await startSessionDaysAgo(token, 31);
    const again = await signIn(t.app, email, password);
    expect((await renew(again)).statusCode).toBe(200);
  });
});

describe('POST /api/auth/sign-out', () => {
  it('ends the session of the token used, and only that one', async () => {
    const { email, password, token: laptop } = await newAccount();
    const phone = await signIn(t.app, email, password);
    const renewedLaptop = (await renew(laptop)).json().access_token;

    expect((await post('/api/auth/sign-out', laptop)).statusCode).toBe(204);
    for (const token of [laptop, renewedLaptop]) {
      const refused = await renew(token);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject(signedOut);
    }
    expect((await renew(phone)).statusCode).toBe(200);
  });

  it('answers 401 without a token', async () => {
    expect((await post('/api/auth/sign-out')).statusCode).toBe(401);
  });
});

describe('POST /api/auth/sign-out-everywhere', () => {
  it('ends every session of the user, the token used included, and no one else’s', async () => {
    const { email, password, token: first } = await newAccount();
    const second = await signIn(t.app, email, password);
    const someoneElse = await newAccount();

    const response = await post('/api/auth/sign-out-everywhere', first);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ endedSessions: 2 });
    for (const token of [first, second]) expect((await renew(token)).statusCode).toBe(401);
    expect((await renew(someoneElse.token)).statusCode).toBe(200);
    // A new sign-in starts a new session.
    expect((await renew(await signIn(t.app, email, password))).statusCode).toBe(200);
  });

  it('answers 401 without a token', async () => {
    expect((await post('/api/auth/sign-out-everywhere')).statusCode).toBe(401);
  });
});

describe('POST /api/users/:id/end-sessions', () => {
  it('answers 401 without a token, 403 below admin, 404 for an unknown id', async () => {
    const { id } = await newAccount();
    const userToken = await signIn(t.app, 'user@conecta.example', 'user');
    expect((await post(`/api/users/${id}/end-sessions`)).statusCode).toBe(401);
    expect((await post(`/api/users/${id}/end-sessions`, userToken)).statusCode).toBe(403);
    for (const unknown of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const response = await post(`/api/users/${unknown}/end-sessions`, adminToken);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('No account has this id');
    }
  });

  it('ends every session of the account and writes it to the account’s history', async () => {
    const { id, email, password, token } = await newAccount();
    const other = await signIn(t.app, email, password);
    const response = await post(`/api/users/${id}/end-sessions`, adminToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ endedSessions: 2 });
    for (const refused of [token, other]) expect((await renew(refused)).json()).toMatchObject(signedOut);
    expect((await renew(adminToken)).statusCode).toBe(200);

    const history = await t.app.inject({ method: 'GET', url: `/api/users/${id}/history`, headers: bearer(adminToken) });
    const entries = history.json().items as AuditEntry[];
    expect(entries[0]).toMatchObject({ action: 'sessions', entityId: id, actor: { email: 'admin@conecta.example' } });
  });
});

describe('live chat streams', () => {
  const timeToEnd = async (stream: LiveStream) => {
    const started = Date.now();
    await Promise.race([
      stream.finished(),
      new Promise((_resolve, reject) => setTimeout(() => reject(new Error('the stream was still open')), 5000)),
    ]);
    return Date.now() - started;
  };

  it('ends a disabled account’s open stream within 5 s', async () => {
    const { id, token } = await newAccount();
    const stream = await openLiveStream(baseUrl, token);
    await stream.next('ready');
    const disabled = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${id}`,
      payload: { status: 'disabled' },
      headers: bearer(adminToken),
    });
    expect(disabled.statusCode).toBe(200);
    expect(await timeToEnd(stream)).toBeLessThan(5000);
  });

  it('ends the streams of the session signed out, and all of them when an admin ends the sessions', async () => {
    const { id, email, password, token: first } = await newAccount();
    const second = await signIn(t.app, email, password);
    const firstStream = await openLiveStream(baseUrl, first);
    const secondStream = await openLiveStream(baseUrl, second);
    await firstStream.next('ready');
    await secondStream.next('ready');

    await post('/api/auth/sign-out', first);
    expect(await timeToEnd(firstStream)).toBeLessThan(5000);
    expect(secondStream.ended).toBe(false);

    await post(`/api/users/${id}/end-sessions`, adminToken);
    expect(await timeToEnd(secondStream)).toBeLessThan(5000);
  });

  it(`refuses the stream past ${maxStreamsPerAccount} open for one account with 429, and takes one once another closed`, async () => {
    const { token } = await newAccount();
    const streams: LiveStream[] = [];
    try {
      for (let i = 0; i < maxStreamsPerAccount; i++) {
        const stream = await openLiveStream(baseUrl, token);
        streams.push(stream);
        await stream.next('ready');
      }
      const refused = await fetch(`${baseUrl}/api/chat/live`, { headers: bearer(token) });
      expect(refused.status).toBe(429);
      expect(await refused.json()).toMatchObject({ code: 'chat.tooManyStreams', params: { maximum: 10 } });

      await streams.shift()?.close();
      // The closed stream's row is removed just after it closed.
      let reopened: LiveStream | undefined;
      for (let attempt = 0; attempt < 50 && reopened?.status !== 200; attempt++) {
        await reopened?.close();
        await new Promise((resolve) => setTimeout(resolve, 20));
        reopened = await openLiveStream(baseUrl, token);
      }
      expect(reopened?.status).toBe(200);
      if (reopened) streams.push(reopened);
    } finally {
      await Promise.all(streams.map((stream) => stream.close()));
    }
  });
});
