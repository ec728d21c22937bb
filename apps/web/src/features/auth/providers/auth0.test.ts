import { authMessages } from '@conecta/contracts/constants';
import { messageText } from '@conecta/contracts/messages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getBearerToken } from '../../../app/session/bearerToken';
import { hostedTokenKeys } from '../../../app/session/storedSessions';
import { makeStore } from '../../../app/store';
import { jsonResponse, mockFetch, type RecordedRequest } from '../../../test/renderApp';
import { accountOf, fakeJwt, hostedConfig } from '../testing';
import { createAuth0Provider } from './auth0';

const oidc = vi.hoisted(() => ({
  settings: [] as unknown[],
  signinRedirect: vi.fn(async (_args?: unknown) => undefined),
  signinRedirectCallback: vi.fn(),
  signoutRedirect: vi.fn(async (_args?: unknown) => undefined),
}));

vi.mock('oidc-client-ts', () => ({
  UserManager: class {
    signinRedirect = oidc.signinRedirect;
    signinRedirectCallback = oidc.signinRedirectCallback;
    signoutRedirect = oidc.signoutRedirect;
    constructor(settings: unknown) {
      oidc.settings.push(settings);
    }
  },
  WebStorageStateStore: class {
    constructor(readonly options: unknown) {}
  },
  InMemoryWebStorage: class {},
}));

const sub = 'auth0|hosted-1';
const idToken = fakeJwt({ sub, name: 'Hosted Admin', email: 'hosted.admin@conecta.example' });
const accessToken = fakeJwt({ sub, aud: hostedConfig.audience });
const savedSettings = { theme: { main: 'dark3', navbar: 'dark3', toolbar: 'dark3', footer: 'dark3' } };

/** Our server and the issuer's user API, as the provider meets them. */
function answer(request: RecordedRequest): Response {
  if (request.path === '/api/auth/session') {
    return request.authorization === `Bearer ${accessToken}`
      ? jsonResponse(200, { user: accountOf('auth0', { settings: { animations: false } }) })
      : jsonResponse(401, { error: 'Invalid access token detected' });
  }
  if (request.url === `${hostedConfig.domain}/api/v2/users/${encodeURIComponent(sub)}`) {
    if (request.method === 'PATCH') return jsonResponse(200, { user_id: sub, user_metadata: request.body });
    return jsonResponse(200, {
      user_id: sub,
      name: 'Hosted Admin',
      email: 'hosted.admin@conecta.example',
      user_metadata: { settings: savedSettings, shortcuts: ['mail'] },
    });
  }
  return jsonResponse(404, {});
}

function storeTokens(expiresAt: number) {
  localStorage.setItem(hostedTokenKeys.accessToken, accessToken);
  localStorage.setItem(hostedTokenKeys.idToken, idToken);
  localStorage.setItem(hostedTokenKeys.expiresAt, String(expiresAt));
}

function setUp() {
  const store = makeStore();
  return { store, provider: createAuth0Provider(store.dispatch, hostedConfig) };
}

beforeEach(() => {
  oidc.settings.length = 0;
  vi.clearAllMocks();
});
afterEach(() => vi.useRealTimers());

describe('hosted login provider', () => {
  it('asks the issuer for an authorization code with PKCE, our API audience and the profile scopes', async () => {
    const { provider } = setUp();
    await provider.signInWithRedirect?.('/conecta/userdatalist');

    expect(oidc.settings[0]).toMatchObject({
      authority: hostedConfig.domain,
      client_id: hostedConfig.clientId,
      redirect_uri: `${window.location.origin}/callback`,
      response_type: 'code',
      scope: 'openid profile email',
      extraQueryParams: { audience: hostedConfig.audience },
    });
    expect(oidc.signinRedirect).toHaveBeenCalledWith({ state: { returnTo: '/conecta/userdatalist' } });
  });

  it('finishes the sign-in on /callback: keeps the tokens, takes roles from our server and settings from user_metadata', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-21T10:00:00Z'), toFake: ['Date'] });
    oidc.signinRedirectCallback.mockResolvedValue({
      access_token: accessToken,
      id_token: idToken,
      expires_in: 7200,
      state: { returnTo: '/conecta/userdatalist' },
    });
    const { requests } = mockFetch(answer);
    const { provider } = setUp();

    const { user, returnTo } = (await provider.completeSignInRedirect?.()) ?? {};

    expect(returnTo).toBe('/conecta/userdatalist');
    expect(localStorage.getItem('access_token')).toBe(accessToken);
    expect(localStorage.getItem('id_token')).toBe(idToken);
    // expires_at: epoch milliseconds, now + expires_in.
    expect(localStorage.getItem('expires_at')).toBe(String(Date.parse('2026-11-21T12:00:00Z')));
    expect(user).toEqual({
      uuid: 'uuid-auth0',
      from: 'auth0',
      role: ['admin'],
      data: {
        displayName: 'Hosted Admin',
        email: 'hosted.admin@conecta.example',
        photoURL: '',
        settings: savedSettings,
        shortcuts: ['mail'],
      },
    });
    expect(requests.map(({ url, method, authorization }) => ({ url, method, authorization }))).toEqual(
      expect.arrayContaining([
        { url: 'http://localhost:3000/api/auth/session', method: 'GET', authorization: `Bearer ${accessToken}` },
        {
          url: `${hostedConfig.domain}/api/v2/users/auth0%7Chosted-1`,
          method: 'GET',
          authorization: `Bearer ${accessToken}`,
        },
      ]),
    );
    expect(await getBearerToken()).toBe(accessToken);
  });

  it('never sends the user back to another site from the state the browser carried', async () => {
    oidc.signinRedirectCallback.mockResolvedValue({
      access_token: accessToken,
      id_token: idToken,
      expires_in: 60,
      state: { returnTo: '//evil.example/path' },
    });
    mockFetch(answer);
    const { provider } = setUp();
    expect((await provider.completeSignInRedirect?.())?.returnTo).toBe('/');
  });

  it('restores an unexpired stored session at start-up', async () => {
    storeTokens(Date.now() + 60_000);
    mockFetch(answer);
    const { provider } = setUp();
    const user = await provider.check();
    expect(user).toMatchObject({ from: 'auth0', role: ['admin'], data: { settings: savedSettings } });
  });

  it('drops an expired stored session without asking anyone', async () => {
    storeTokens(Date.now() - 1);
    const { fetchMock } = mockFetch(answer);
    const { provider } = setUp();

    expect(await provider.check()).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    for (const key of ['access_token', 'id_token', 'expires_at']) expect(localStorage.getItem(key)).toBeNull();
  });

  it('ends the session with "access_token expired" once the token runs out', async () => {
    vi.useFakeTimers({ now: Date.now(), toFake: ['Date'] });
    storeTokens(Date.now() + 60_000);
    mockFetch(answer);
    const { provider, store } = setUp();
    await provider.check();

    vi.setSystemTime(Date.now() + 61_000);
    expect(await getBearerToken()).toBeNull();
    expect(store.getState().message).toMatchObject({ open: true, message: messageText(authMessages.expiredToken) });
    expect(localStorage.getItem('access_token')).toBeNull();
    await expect(provider.saveUserData(accountOf('auth0'))).rejects.toEqual({
      message: messageText(authMessages.expiredToken),
    });
  });

  it('reports a stored session the server could not be asked about as "Failed to login with token"', async () => {
    storeTokens(Date.now() + 60_000);
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const { provider } = setUp();
    await expect(provider.check()).rejects.toEqual({ message: messageText(authMessages.tokenLoginFailed) });
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('saves settings and shortcuts into user_metadata with the access token', async () => {
    storeTokens(Date.now() + 60_000);
    const { requests } = mockFetch(answer);
    const { provider } = setUp();
    const user = accountOf('auth0', { settings: savedSettings, shortcuts: ['todo'] });

    expect(await provider.saveUserData(user)).toEqual(user);
    expect(requests.at(-1)).toEqual({
      url: `${hostedConfig.domain}/api/v2/users/auth0%7Chosted-1`,
      path: '/api/v2/users/auth0%7Chosted-1',
      method: 'PATCH',
      authorization: `Bearer ${accessToken}`,
      body: { user_metadata: { settings: savedSettings, shortcuts: ['todo'] } },
    });
  });

  it('says so when the issuer refuses to save', async () => {
    storeTokens(Date.now() + 60_000);
    mockFetch(() => jsonResponse(403, { message: 'Insufficient scope' }));
    const { provider } = setUp();
    await expect(provider.saveUserData(accountOf('auth0'))).rejects.toEqual({
      message: 'auth0 did not save the user data: Insufficient scope',
    });
  });

  it('signs out: forgets the three keys and ends the issuer session, back to the console', async () => {
    storeTokens(Date.now() + 60_000);
    const { provider } = setUp();
    await provider.signOut();

    for (const key of ['access_token', 'id_token', 'expires_at']) expect(localStorage.getItem(key)).toBeNull();
    expect(oidc.signoutRedirect).toHaveBeenCalledWith({
      id_token_hint: idToken,
      post_logout_redirect_uri: `${window.location.origin}/`,
    });
  });
});
