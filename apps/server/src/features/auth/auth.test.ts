import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { defaultShortcuts } from '@conecta/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenService } from '../../auth/tokens';
import { bearer, createTestApp, signIn, type TestApp, testSecret } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A session id no sign-in made, for tokens that are refused before their session matters. */
const anySession = () => ({ id: randomUUID(), endsAt: new Date(Date.now() + 60_000) });

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('POST /api/auth (sign in)', () => {
  it.each([
    ['admin@conecta.example', 'admin'],
    ['staff@conecta.example', 'staff'],
    ['user@conecta.example', 'user'],
  ])('signs in the sample account %s with its role', async (email, role) => {
    const response = await post('/api/auth', { email, password: role });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toMatchObject({
      from: 'custom',
      role: [role],
      data: { email, settings: {}, shortcuts: defaultShortcuts },
    });
    expect(body.user.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.access_token.split('.')).toHaveLength(3);
  });

  it('ignores the case of the email', async () => {
    expect((await post('/api/auth', { email: 'Admin@Conecta.Example', password: 'admin' })).statusCode).toBe(200);
  });

  it('names the email for an unknown account', async () => {
    const response = await post('/api/auth', { email: 'nobody@conecta.example', password: 'whatever' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: { email: 'Check your username/email' },
      codes: { email: 'auth.unknownEmail' },
    });
  });

  it('names the password when it is wrong', async () => {
    const response = await post('/api/auth', { email: 'staff@conecta.example', password: 'wrong-password' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: { password: 'Check your password' },
      codes: { password: 'auth.wrongPassword' },
    });
  });

  it('answers 400 naming each bad field for malformed input', async () => {
    const response = await post('/api/auth', { email: 'x', password: 12 });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      email: 'Por favor, insira um válido email',
      password: 'Invalid input: expected string, received number',
    });
    const missing = await post('/api/auth', {});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().error).sort()).toEqual(['email', 'password']);
  });

  it('answers 400 for a body that is not JSON or not an object', async () => {
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: '{"email": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error).toHaveProperty('body');
    const list = await post('/api/auth', ['admin@conecta.example', 'admin']);
    expect(list.statusCode).toBe(400);
    expect(list.json().error).toHaveProperty('body');
  });

  it('refuses an oversized body with 413 instead of reading it', async () => {
    const response = await post('/api/auth', { email: 'admin@conecta.example', password: 'x'.repeat(2_000_000) });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toEqual(expect.any(String));
  });

  it('refuses GET with 405, saying credentials go in a POST body', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth?email=admin@conecta.example&password=admin' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('POST');
    expect(response.json().message).toMatch(/POST/);
  });
});

describe('GET /api/auth/access-token', () => {
  it('exchanges a valid token for the user and a fresh token', async () => {
    const token = await signIn(t.app, 'user@conecta.example', 'user');
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/access-token', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user.data.email).toBe('user@conecta.example');
    expect(await t.tokens.verify(body.access_token)).toMatchObject({ ok: true, userId: body.user.uuid });
  });

  it('answers 401 "Invalid access token detected" without a token or with a forged one', async () => {
    const forged = await createTokenService('another-secret-another-secret-another-secret').sign(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth',
          payload: { email: 'admin@conecta.example', password: 'admin' },
        })
      ).json().user.uuid,
      anySession(),
    );
    for (const headers of [{}, bearer('not-a-jwt'), bearer(forged), { authorization: 'Basic abc' }]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/auth/access-token', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toBe('Invalid access token detected');
    }
  });

  it('answers 401 "access_token expired" for an expired token', async () => {
    const me = (await post('/api/auth', { email: 'user@conecta.example', password: 'user' })).json().user.uuid;
    const expired = await createTokenService(testSecret, -60).sign(me, anySession());
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/access-token', headers: bearer(expired) });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe('access_token expired');
  });

  it('refuses a well-signed token whose account does not exist', async () => {
    const ghost = await t.tokens.sign('00000000-0000-4000-8000-000000000000', anySession());
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/access-token', headers: bearer(ghost) });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe('Invalid access token detected');
  });
});

describe('POST /api/auth/register', () => {
  it('creates an account with the configured role, signs it in, and keeps it', async () => {
    const response = await post('/api/auth/register', {
      displayName: 'Nova Pessoa',
      email: 'Nova@Conecta.example',
      password: 'segredo',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toMatchObject({
      from: 'custom',
      role: ['admin'],
      data: { displayName: 'Nova Pessoa', email: 'nova@conecta.example', shortcuts: defaultShortcuts },
    });
    const again = await post('/api/auth', { email: 'nova@conecta.example', password: 'segredo' });
    expect(again.statusCode).toBe(200);
    expect(again.json().user.uuid).toBe(body.user.uuid);
  });

  it('says the email is in use, whatever its case', async () => {
    const response = await post('/api/auth/register', {
      displayName: 'Another Admin',
      email: 'ADMIN@conecta.example',
      password: 'secret',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: { email: 'The email is already in use' },
      codes: { email: 'auth.emailInUse' },
    });
  });

  it('asks for a display name when it is empty, and names every bad field', async () => {
    const empty = await post('/api/auth/register', {
      displayName: '   ',
      email: 'x@conecta.example',
      password: 'secret',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toEqual({ displayName: 'Enter display name' });
    const bad = await post('/api/auth/register', { displayName: 'Ok Name', email: 'nope', password: '1' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toEqual({ email: 'Please enter a valid email', password: 'Min character length is 4' });
  });
});

describe('the role of a self-registered account', () => {
  it('is the REGISTRATION_ROLE setting, so production can hand out plain users', async () => {
    const production = await createTestApp({ env: { REGISTRATION_ROLE: 'user' } });
    try {
      const response = await production.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { displayName: 'Plain User', email: 'plain@conecta.example', password: 'secret' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().user.role).toEqual(['user']);
      const token = response.json().access_token;
      const refused = await production.app.inject({ method: 'GET', url: '/api/users', headers: bearer(token) });
      expect(refused.statusCode).toBe(403);
    } finally {
      await production.close();
    }
  });
});

describe('the role of a self-registered account on a server others can reach', () => {
  it('is user when the server listens beyond the loopback and REGISTRATION_ROLE is not set', async () => {
    const exposed = await createTestApp({ env: { HOST: '0.0.0.0' } });
    try {
      const response = await exposed.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { displayName: 'Some Stranger', email: 'stranger@conecta.example', password: 'secret' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().user.role).toEqual(['user']);
    } finally {
      await exposed.close();
    }
  });
});

describe('POST /api/auth/user/update', () => {
  it("saves the user's settings, shortcuts and profile, and they come back at the next sign-in", async () => {
    const token = await signIn(t.app, 'staff@conecta.example', 'staff');
    const settings = { layout: { style: 'layout2' }, theme: { main: 'dark3' }, direction: 'rtl' };
    const response = await post(
      '/api/auth/user/update',
      { user: { role: ['staff'], data: { displayName: 'Sérgio S.', settings, shortcuts: ['mail', 'todo'] } } },
      bearer(token),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ displayName: 'Sérgio S.', settings, shortcuts: ['mail', 'todo'] });

    const later = await post('/api/auth', { email: 'staff@conecta.example', password: 'staff' });
    expect(later.json().user.data).toMatchObject({ displayName: 'Sérgio S.', settings, shortcuts: ['mail', 'todo'] });
  });

  it('never lets the client change its role or email', async () => {
    const token = await signIn(t.app, 'user@conecta.example', 'user');
    const response = await post(
      '/api/auth/user/update',
      { user: { role: ['admin'], data: { email: 'admin@conecta.example', shortcuts: [] } } },
      bearer(token),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ role: ['user'], data: { email: 'user@conecta.example', shortcuts: [] } });
  });

  it("refuses to update another user's data, and anyone without a token", async () => {
    const admin = (await post('/api/auth', { email: 'admin@conecta.example', password: 'admin' })).json().user;
    const token = await signIn(t.app, 'user@conecta.example', 'user');
    const other = await post(
      '/api/auth/user/update',
      { user: { uuid: admin.uuid, data: { shortcuts: [] } } },
      bearer(token),
    );
    expect(other.statusCode).toBe(403);
    const anonymous = await post('/api/auth/user/update', { user: { data: { shortcuts: [] } } });
    expect(anonymous.statusCode).toBe(401);
    const unchanged = await post('/api/auth', { email: 'admin@conecta.example', password: 'admin' });
    expect(unchanged.json().user.data.shortcuts).toEqual(defaultShortcuts);
  });

  it('answers 400 naming the field for a malformed update and keeps what was stored', async () => {
    const token = await signIn(t.app, 'admin@conecta.example', 'admin');
    const response = await post(
      '/api/auth/user/update',
      { user: { data: { shortcuts: 'calendar', displayName: '' } } },
      bearer(token),
    );
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error).sort()).toEqual(['user.data.displayName', 'user.data.shortcuts']);
    const after = await post('/api/auth', { email: 'admin@conecta.example', password: 'admin' });
    expect(after.json().user.data.displayName).toBe('Ana Admin');
  });
});

describe('rate limiting of sign-in', () => {
  it('stops repeated attempts on one account with 429 while other accounts still sign in', async () => {
    const limited = await createTestApp({ env: { SIGN_IN_LIMIT_PER_ACCOUNT: '3', SIGN_IN_LIMIT_PER_IP: '100' } });
    try {
      const attempt = (email: string, password: string) =>
        limited.app.inject({ method: 'POST', url: '/api/auth', payload: { email, password } });
      for (let i = 0; i < 3; i++) expect((await attempt('admin@conecta.example', 'guess')).statusCode).toBe(401);
      const blocked = await attempt('admin@conecta.example', 'admin');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toMatch(/Too many failed attempts/);
      expect(blocked.headers['retry-after']).toBeDefined();
      expect((await attempt('staff@conecta.example', 'staff')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('stops one address trying many accounts', async () => {
    const limited = await createTestApp({ env: { SIGN_IN_LIMIT_PER_ACCOUNT: '100', SIGN_IN_LIMIT_PER_IP: '4' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/auth',
          payload: { email: `guess${i}@conecta.example`, password: 'guess' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('logs', () => {
  it('never carry passwords or tokens', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const logged = await createTestApp({ logger: { level: 'trace', stream } });
    try {
      const signInResponse = await logged.app.inject({
        method: 'POST',
        url: '/api/auth',
        payload: { email: 'admin@conecta.example', password: 'admin-secret-attempt' },
      });
      expect(signInResponse.statusCode).toBe(401);
      const token = await signIn(logged.app, 'staff@conecta.example', 'staff');
      await logged.app.inject({ method: 'GET', url: '/api/auth/access-token', headers: bearer(token) });
      const log = lines.join('');
      expect(log).toContain('/api/auth/access-token');
      expect(log).not.toContain('admin-secret-attempt');
      expect(log).not.toContain(token);
    } finally {
      await logged.close();
    }
  });
});
