import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { accountMessages, authMessages, defaultShortcuts, messageText } from '@conecta/contracts';
import { publicAuthConfigElementId } from '@conecta/contracts/auth-providers';
import { and, eq } from 'drizzle-orm';
import { decodeJwt, decodeProtectedHeader, exportJWK, generateKeyPair, SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FirebaseAuthEmulator, startFirebaseAuthEmulator } from '../../../../../tools/firebase-emulator/emulator';
import { freePort } from '../../../../../tools/free-port';
import { type LocalIssuer, startLocalIssuer } from '../../../../../tools/local-issuer/issuer';
import { signInWithPassword } from '../../../../../tools/local-issuer/password-sign-in';
import { accounts } from '../../accounts';
import { bearer, createTestApp, signIn, type TestApp } from '../../test/test-app';

const consoleOrigin = 'http://127.0.0.1:3101';
const redirectUri = `${consoleOrigin}/callback`;
const hostedAdmin = { sub: 'auth0|local-hosted-admin', email: 'hosted.admin@conecta.example', password: 'hosted' };
const hostedStaff = { sub: 'auth0|local-hosted-staff' };
const firebaseProject = 'demo-conecta-api';

let issuer: LocalIssuer;
let emulatorStarting: Promise<FirebaseAuthEmulator> | undefined;
let emulator: FirebaseAuthEmulator;
/** Both providers configured, Firebase in emulator mode. */
let t: TestApp;
/** Firebase with real (stand-in Google) keys and no emulator; a hosted issuer that does not answer. */
let production: TestApp;
const productionLog: string[] = [];
let googleKeys: { server: Server; port: number; sign(claims: object): Promise<string> };
let webDist: string;
/** The production app's hosted issuer: nothing listens there. */
let deadIssuer: string;

beforeAll(async () => {
  // The emulator takes longest (~10–20 s): start it first and build everything else meanwhile.
  const emulatorPort = await freePort();
  emulatorStarting = startFirebaseAuthEmulator({ port: emulatorPort, projectId: firebaseProject });
  emulatorStarting.catch(() => undefined);
  issuer = await startLocalIssuer({
    redirectUris: [redirectUri],
    postLogoutRedirectUris: [`${consoleOrigin}/`],
    corsOrigins: [consoleOrigin],
  });
  webDist = await mkdtemp(path.join(tmpdir(), 'conecta-web-'));
  await writeFile(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><title>Conecta</title></head><body></body></html>',
  );
  googleKeys = await startKeyServer();
  deadIssuer = `http://127.0.0.1:${await freePort()}`;
  [t, production] = await Promise.all([
    createTestApp({
      env: {
        AUTH0_DOMAIN: issuer.url,
        AUTH0_CLIENT_ID: issuer.clientId,
        AUTH0_AUDIENCE: issuer.audience,
        FIREBASE_API_KEY: 'demo-api-key',
        FIREBASE_PROJECT_ID: firebaseProject,
        FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${emulatorPort}`,
      },
      config: { webDist },
    }),
    createTestApp({
      env: {
        AUTH0_DOMAIN: deadIssuer,
        AUTH0_CLIENT_ID: 'conecta',
        AUTH0_AUDIENCE: 'https://api.conecta.example',
        FIREBASE_API_KEY: 'real-looking-key',
        FIREBASE_PROJECT_ID: 'conecta-production',
        FIREBASE_ROLE: 'staff',
      },
      outsideTokens: { firebaseJwksUrl: `http://127.0.0.1:${googleKeys.port}/jwks` },
      logger: { level: 'warn', stream: collect(productionLog) },
    }),
  ]);
  emulator = await emulatorStarting;
}, 120_000);

afterAll(async () => {
  // Whatever failed above, never leave the emulator running.
  await (await emulatorStarting?.catch(() => undefined))?.stop();
  await Promise.all([t?.close(), production?.close(), issuer?.close()]);
  googleKeys?.server.close();
  if (webDist) await rm(webDist, { recursive: true, force: true });
});

const session = (app: TestApp, token: string) =>
  app.app.inject({ method: 'GET', url: '/api/auth/session', headers: bearer(token) });

const accountRows = (app: TestApp, provider: 'auth0' | 'firebase', subject: string) =>
  app.db
    .select()
    .from(accounts)
    .where(and(eq(accounts.provider, provider), eq(accounts.providerSubject, subject)));

/** The Auth emulator's REST API, as the Firebase SDK calls it. */
async function emulatorCall(operation: string, body: object) {
  const response = await fetch(`${emulator.url}/identitytoolkit.googleapis.com/v1/${operation}?key=any`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`emulator ${operation} failed: ${await response.text()}`);
  return (await response.json()) as { idToken: string; localId: string };
}

/** The hosted admin signs in through the issuer's own login form (authorize, form, code exchange). */
const hostedAdminSignIn = (password = hostedAdmin.password, cookies?: Map<string, string>) =>
  signInWithPassword({
    issuerUrl: issuer.url,
    clientId: issuer.clientId,
    redirectUri,
    audience: issuer.audience,
    email: hostedAdmin.email,
    password,
    cookies,
  });

const firebaseSignUp = (email: string, password: string, displayName: string) =>
  emulatorCall('accounts:signUp', { email, password, ...(displayName && { displayName }), returnSecureToken: true });

describe('hosted login (Auth0 protocol) against the local issuer', () => {
  it('accepts an access token from the real sign-in flow and creates the account once, as admin', async () => {
    const tokens = await hostedAdminSignIn();
    const claims = decodeJwt(tokens.access_token);
    expect(claims).toMatchObject({ iss: `${issuer.url}/`, aud: issuer.audience, sub: hostedAdmin.sub });
    // Like Auth0's, the access token names nobody: the profile has to come from the issuer's userinfo.
    expect(claims.email).toBeUndefined();

    const first = await session(t, tokens.access_token);
    expect(first.statusCode).toBe(200);
    expect(first.json().user).toMatchObject({
      from: 'auth0',
      role: ['admin'],
      data: {
        email: hostedAdmin.email,
        displayName: 'Helena Hosted',
        settings: {},
        shortcuts: defaultShortcuts,
      },
    });

    const again = await session(t, await issuer.signAccessToken({ sub: hostedAdmin.sub }));
    expect(again.json().user.uuid).toBe(first.json().user.uuid);
    const rows = await accountRows(t, 'auth0', hostedAdmin.sub);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.lastSignInAt).toBeInstanceOf(Date);
  });

  it('refuses a wrong password at the issuer', async () => {
    await expect(hostedAdminSignIn('wrong')).rejects.toThrow(/sign-in refused: 401/);
  });

  it('enforces roles: the hosted admin reaches the admin-only user list and is listed in it', async () => {
    const token = await issuer.signAccessToken({ sub: hostedAdmin.sub });
    const response = await t.app.inject({ method: 'GET', url: '/api/users?q=hosted.admin', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json().items).toEqual([
      expect.objectContaining({ email: hostedAdmin.email, from: 'auth0', role: ['admin'] }),
    ]);
  });

  it('refuses expired, wrong-audience, forged, unsigned and unknown-issuer tokens', async () => {
    const expired = await issuer.signAccessToken({ sub: hostedAdmin.sub, expiresInSeconds: -120 });
    const wrongAudience = await issuer.signAccessToken({ sub: hostedAdmin.sub, audience: 'https://other.example' });
    const genuine = await issuer.signAccessToken({ sub: hostedAdmin.sub });
    const { kid } = decodeProtectedHeader(genuine);
    const otherKey = await generateKeyPair('RS256');
    const claims = decodeJwt(genuine);
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid })
      .sign(otherKey.privateKey);
    const unsigned = new UnsecuredJWT(claims).encode();
    const unknownIssuer = await new SignJWT({ ...claims, iss: 'https://evil.example/' })
      .setProtectedHeader({ alg: 'RS256', kid })
      .sign(otherKey.privateKey);

    const expiredAnswer = await session(t, expired);
    expect(expiredAnswer.statusCode).toBe(401);
    expect(expiredAnswer.json().error).toBe(messageText(authMessages.expiredToken));
    for (const token of [wrongAudience, forged, unsigned, unknownIssuer]) {
      const response = await session(t, token);
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toBe(messageText(authMessages.invalidToken));
    }
  });

  it('keeps GET /api/auth/access-token for our own tokens', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/access-token',
      headers: bearer(await issuer.signAccessToken({ sub: hostedAdmin.sub })),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe(messageText(authMessages.invalidToken));
    const own = await signIn(t.app, 'user@conecta.example', 'user');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/access-token', headers: bearer(own) })).statusCode,
    ).toBe(200);
  });

  it('refuses a disabled hosted account', async () => {
    const token = await issuer.signAccessToken({ sub: hostedStaff.sub });
    const uuid = (await session(t, token)).json().user.uuid;
    await disable(uuid);
    const response = await session(t, token);
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe(messageText(accountMessages.disabled));
  });
});

describe('Firebase ID tokens from the Auth emulator', () => {
  it('accepts a registration token and creates the account once, with the user role', async () => {
    const { idToken, localId } = await firebaseSignUp('fiona@conecta.example', 'secret1', 'Fiona Fire');
    const first = await session(t, idToken);
    expect(first.statusCode).toBe(200);
    expect(first.json().user).toMatchObject({
      from: 'firebase',
      role: ['user'],
      data: { email: 'fiona@conecta.example', displayName: 'Fiona Fire', settings: {}, shortcuts: defaultShortcuts },
    });
    expect((await session(t, idToken)).json().user.uuid).toBe(first.json().user.uuid);
    expect(await accountRows(t, 'firebase', localId)).toHaveLength(1);
  });

  it('takes the name given just after registration from the next token', async () => {
    const { idToken } = await firebaseSignUp('late.name@conecta.example', 'secret1', '');
    const first = await session(t, idToken);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().user.data.displayName).toBe('late.name@conecta.example');
    // What the SDK's updateProfile does after createUserWithEmailAndPassword; the next token carries the name.
    await emulatorCall('accounts:update', { idToken, displayName: 'Lara Late' });
    const { idToken: named } = await emulatorCall('accounts:signInWithPassword', {
      email: 'late.name@conecta.example',
      password: 'secret1',
      returnSecureToken: true,
    });
    expect((await session(t, named)).json().user.data.displayName).toBe('Lara Late');
  });

  it("keeps the user's record (users/{uid}) on our server: saved with the Firebase token, returned by the session", async () => {
    const { idToken, localId } = await firebaseSignUp('record@conecta.example', 'secret1', 'Rita Record');
    const settings = { theme: { main: 'dark3' }, direction: 'rtl' };
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/update',
      headers: bearer(idToken),
      payload: { user: { data: { settings, shortcuts: ['mail'] } } },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ from: 'firebase', data: { settings, shortcuts: ['mail'] } });
    expect((await session(t, idToken)).json().user.data).toMatchObject({ settings, shortcuts: ['mail'] });
    expect((await accountRows(t, 'firebase', localId))[0]?.settings).toEqual(settings);
  });

  it('enforces roles: a Firebase user is refused the admin-only user list', async () => {
    const { idToken } = await firebaseSignUp('plain@conecta.example', 'secret1', 'Paulo Plain');
    const response = await t.app.inject({ method: 'GET', url: '/api/users', headers: bearer(idToken) });
    expect(response.statusCode).toBe(403);
  });

  it('never links a Firebase account to our own account of the same email', async () => {
    const { idToken } = await firebaseSignUp('admin@conecta.example', 'secret1', 'Not The Admin');
    const firebaseUser = (await session(t, idToken)).json().user;
    expect(firebaseUser).toMatchObject({ from: 'firebase', role: ['user'] });
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: { email: 'admin@conecta.example', password: 'admin' },
    });
    expect(own.json().user).toMatchObject({ from: 'custom', role: ['admin'] });
    expect(own.json().user.uuid).not.toBe(firebaseUser.uuid);
  });

  it('refuses a disabled Firebase account', async () => {
    const { idToken } = await firebaseSignUp('gone@conecta.example', 'secret1', 'Gil Gone');
    await disable((await session(t, idToken)).json().user.uuid);
    const response = await session(t, idToken);
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe(messageText(accountMessages.disabled));
  });

  it('refuses expired and wrong-project emulator tokens', async () => {
    const unsigned = (changes: { audience?: string; expiresAt?: number }) =>
      new UnsecuredJWT({ email: 'x@conecta.example' })
        .setIssuer(`https://securetoken.google.com/${firebaseProject}`)
        .setAudience(changes.audience ?? firebaseProject)
        .setSubject('emulated-uid')
        .setIssuedAt()
        .setExpirationTime(changes.expiresAt ?? Math.floor(Date.now() / 1000) + 3600)
        .encode();
    const expired = await session(t, unsigned({ expiresAt: Math.floor(Date.now() / 1000) - 60 }));
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error).toBe(messageText(authMessages.expiredToken));
    const otherProject = await session(t, unsigned({ audience: 'demo-other' }));
    expect(otherProject.statusCode).toBe(401);
    expect(otherProject.json().error).toBe(messageText(authMessages.invalidToken));
  });
});

describe('outside emulator mode', () => {
  const firebaseClaims = (sub: string) => ({
    iss: 'https://securetoken.google.com/conecta-production',
    aud: 'conecta-production',
    sub,
    email: `${sub}@conecta.example`,
    name: 'Gina Google',
    iat: Math.floor(Date.now() / 1000),
    exp: Math.floor(Date.now() / 1000) + 3600,
  });

  it('answers 401 and logs a warning, without failing, when the providers cannot be reached', async () => {
    const hosted = await new SignJWT({ sub: 'auth0|someone', aud: 'https://api.conecta.example' })
      .setProtectedHeader({ alg: 'RS256', kid: 'k' })
      .setIssuer(`${deadIssuer}/`)
      .setExpirationTime('1h')
      .sign((await generateKeyPair('RS256')).privateKey);
    const response = await session(production, hosted);
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe(messageText(authMessages.invalidToken));

    googleKeys.server.close();
    googleKeys.server.closeAllConnections();
    const firebase = await session(production, await googleKeys.sign(firebaseClaims('offline-uid')));
    expect(firebase.statusCode).toBe(401);
    expect(firebase.json().error).toBe(messageText(authMessages.invalidToken));
    expect(productionLog.join('')).toMatch(/hosted login issuer did not answer/);
    expect(productionLog.join('')).toMatch(/firebase signing keys unavailable/);
    await listen(googleKeys.server, googleKeys.port);
  });

  it("accepts a Firebase token signed with Google's keys, with the configured role", async () => {
    const response = await session(production, await googleKeys.sign(firebaseClaims('google-uid')));
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      from: 'firebase',
      role: ['staff'],
      data: { email: 'google-uid@conecta.example', displayName: 'Gina Google' },
    });
  });

  it('refuses a well-signed Firebase token without an expiry', async () => {
    const { exp: _exp, ...endless } = firebaseClaims('endless-uid');
    const response = await session(production, await googleKeys.sign(endless));
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe(messageText(authMessages.invalidToken));
  });

  it('refuses Firebase tokens issued before the account’s sessions were ended, not those issued after', async () => {
    const before = await googleKeys.sign(firebaseClaims('ended-uid'));
    const first = await session(production, before);
    expect(first.statusCode).toBe(200);
    const ended = await production.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out-everywhere',
      headers: bearer(before),
    });
    expect(ended.statusCode).toBe(200);
    const refused = await session(production, before);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'auth.signInAgain' });
    // A sign-in at the provider after that gives a newer token, which passes.
    const later = await googleKeys.sign({ ...firebaseClaims('ended-uid'), iat: Math.floor(Date.now() / 1000) + 2 });
    expect((await session(production, later)).statusCode).toBe(200);
  });

  it("refuses the emulator's unsigned tokens and tokens signed with another key", async () => {
    const unsigned = new UnsecuredJWT(firebaseClaims('google-uid')).encode();
    const { kid } = decodeProtectedHeader(await googleKeys.sign(firebaseClaims('google-uid')));
    const forged = await new SignJWT(firebaseClaims('google-uid'))
      .setProtectedHeader({ alg: 'RS256', kid })
      .sign((await generateKeyPair('RS256')).privateKey);
    for (const token of [unsigned, forged]) {
      const response = await session(production, token);
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toBe(messageText(authMessages.invalidToken));
    }
  });
});

describe('the page carries the public provider configuration', () => {
  it('as JSON in the page, with the CSP letting the page reach the providers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/login' });
    expect(response.statusCode).toBe(200);
    const json = new RegExp(`<script type="application/json" id="${publicAuthConfigElementId}">(.*?)</script>`).exec(
      response.body,
    )?.[1];
    expect(JSON.parse(json ?? 'null')).toEqual({
      auth0: { domain: issuer.url, clientId: issuer.clientId, audience: issuer.audience },
      firebase: {
        apiKey: 'demo-api-key',
        authDomain: `${firebaseProject}.firebaseapp.com`,
        projectId: firebaseProject,
        authEmulatorUrl: emulator.url,
      },
    });
    const connectSrc = /connect-src ([^;]*)/.exec(String(response.headers['content-security-policy']))?.[1];
    expect(connectSrc?.split(' ')).toEqual(
      expect.arrayContaining([
        "'self'",
        issuer.url,
        emulator.url,
        'https://identitytoolkit.googleapis.com',
        'https://securetoken.googleapis.com',
      ]),
    );
    // The raw file would lack it: it is served as a page too.
    expect((await t.app.inject({ method: 'GET', url: '/index.html' })).body).toContain(publicAuthConfigElementId);
  });
});

describe("the local issuer's user-metadata API (/api/v2/users/{sub})", () => {
  const usersUrl = (sub: string) => `${issuer.url}/api/v2/users/${encodeURIComponent(sub)}`;
  const call = (sub: string, token: string | undefined, init: RequestInit = {}) =>
    fetch(usersUrl(sub), {
      ...init,
      headers: { ...init.headers, ...(token && { authorization: `Bearer ${token}` }), origin: consoleOrigin },
    });

  it('reads and merges user_metadata for the token of that same user', async () => {
    const token = await issuer.signAccessToken({ sub: 'auth0|local-hosted-other' });
    const empty = await call('auth0|local-hosted-other', token);
    expect(empty.status).toBe(200);
    expect(empty.headers.get('access-control-allow-origin')).toBe(consoleOrigin);
    expect(await empty.json()).toMatchObject({ user_id: 'auth0|local-hosted-other', user_metadata: {} });

    const patch = (user_metadata: object) =>
      call('auth0|local-hosted-other', token, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ user_metadata }),
      });
    await patch({ settings: { theme: { main: 'dark1' } } });
    const merged = await patch({ shortcuts: ['mail'] });
    expect(merged.status).toBe(200);
    const expected = { settings: { theme: { main: 'dark1' } }, shortcuts: ['mail'] };
    const metadataOf = async (response: Response) =>
      ((await response.json()) as { user_metadata: unknown }).user_metadata;
    expect(await metadataOf(merged)).toEqual(expected);
    expect(await metadataOf(await call('auth0|local-hosted-other', token))).toEqual(expected);
  });

  it('answers 401 without a valid token and 403 for another user', async () => {
    expect((await call(hostedAdmin.sub, undefined)).status).toBe(401);
    const wrongAudience = await issuer.signAccessToken({ sub: hostedAdmin.sub, audience: 'https://other.example' });
    expect((await call(hostedAdmin.sub, wrongAudience)).status).toBe(401);
    const expired = await issuer.signAccessToken({ sub: hostedAdmin.sub, expiresInSeconds: -10 });
    expect((await call(hostedAdmin.sub, expired)).status).toBe(401);
    const other = await issuer.signAccessToken({ sub: 'auth0|local-hosted-other' });
    expect((await call(hostedAdmin.sub, other)).status).toBe(403);
  });

  it('lets only the console origins through CORS', async () => {
    const preflight = (origin: string) =>
      fetch(usersUrl(hostedAdmin.sub), {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'PATCH',
          'access-control-request-headers': 'authorization',
        },
      });
    const allowed = await preflight(consoleOrigin);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-methods')).toContain('PATCH');
    const refused = await preflight('http://elsewhere.example');
    expect(refused.status).toBe(403);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('ends the issuer session at logout and goes back to the console without asking', async () => {
    const cookies = new Map<string, string>();
    const tokens = await hostedAdminSignIn(hostedAdmin.password, cookies);
    const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const logout = new URL('/oidc/logout', issuer.url);
    logout.search = new URLSearchParams({
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: `${consoleOrigin}/`,
    }).toString();
    const page = await fetch(logout, { headers: { cookie: cookieHeader() } });
    const html = await page.text();
    // A form the page submits by itself, already answering "yes, sign me out".
    expect(html).toMatch(/\.submit\(\)/);
    const action = /action="([^"]+)"/.exec(html)?.[1] ?? '';
    const fields = [...html.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map(([, name, value]) => [name, value]);
    expect(Object.fromEntries(fields)).toMatchObject({ logout: 'yes' });
    const confirmed = await fetch(action, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: cookieHeader(), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields as [string, string][]).toString(),
    });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe(`${consoleOrigin}/`);
  });
});

async function disable(uuid: string) {
  const admin = await signIn(t.app, 'admin@conecta.example', 'admin');
  const response = await t.app.inject({
    method: 'PATCH',
    url: `/api/users/${uuid}`,
    headers: bearer(admin),
    payload: { status: 'disabled' },
  });
  if (response.statusCode !== 200) throw new Error(`disable failed: ${response.body}`);
}

/** Stands in for Google's key endpoint: one RSA key, as a JWKS. */
async function startKeyServer() {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const kid = 'google-stand-in';
  const jwks = JSON.stringify({ keys: [{ ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' }] });
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' }).end(jwks);
  });
  const port = await freePort();
  await listen(server, port);
  return {
    server,
    port,
    sign: (claims: object) => new SignJWT({ ...claims }).setProtectedHeader({ alg: 'RS256', kid }).sign(privateKey),
  };
}

function listen(server: Server, port: number) {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
}

function collect(lines: string[]) {
  return new Writable({
    write(chunk, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
}
