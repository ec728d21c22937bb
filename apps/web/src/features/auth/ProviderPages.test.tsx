import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firebaseSessionMarkerKey, hostedTokenKeys } from '../../app/session/storedSessions';
import { jsonResponse, mockFetch, type RecordedRequest, renderApp } from '../../test/renderApp';
import { accountOf, clearProviderConfig, configureProviders, fakeJwt, firebaseConfig, hostedConfig } from './testing';

const sdk = vi.hoisted(() => {
  const firebaseError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });
  const user = { uid: 'fb-1', email: 'ana@conecta.example', displayName: 'Ana', photoURL: null };
  const auth = { currentUser: null as unknown, authStateReady: async () => undefined };
  return {
    auth,
    firebaseError,
    firebaseUser: { ...user, getIdToken: async () => 'id-token-fb-1' },
    signinRedirect: vi.fn(async (_args: unknown) => undefined),
    signinRedirectCallback: vi.fn(),
    signoutRedirect: vi.fn(async (_args: unknown) => undefined),
    signInWithEmailAndPassword: vi.fn(),
    createUserWithEmailAndPassword: vi.fn(),
  };
});

vi.mock('oidc-client-ts', () => ({
  UserManager: class {
    signinRedirect = sdk.signinRedirect;
    signinRedirectCallback = sdk.signinRedirectCallback;
    signoutRedirect = sdk.signoutRedirect;
  },
  WebStorageStateStore: class {},
  InMemoryWebStorage: class {},
}));
vi.mock('firebase/app', () => ({ initializeApp: () => ({}) }));
vi.mock('firebase/auth', () => ({
  initializeAuth: () => sdk.auth,
  connectAuthEmulator: () => undefined,
  signInWithEmailAndPassword: sdk.signInWithEmailAndPassword,
  createUserWithEmailAndPassword: sdk.createUserWithEmailAndPassword,
  updateProfile: async () => undefined,
  signOut: async () => undefined,
  browserLocalPersistence: {},
  indexedDBLocalPersistence: {},
}));

const accessToken = fakeJwt({ sub: 'auth0|hosted-1', aud: hostedConfig.audience });
const idToken = fakeJwt({ sub: 'auth0|hosted-1', name: 'Hosted Admin' });

/** Our server and the issuer: admins for the outside tokens; the rest of the app's calls find nothing. */
function servers(request: RecordedRequest): Response {
  const url = new URL(request.url);
  if (url.pathname === '/api/auth/session') {
    if (request.authorization === `Bearer ${accessToken}`) return jsonResponse(200, { user: accountOf('auth0') });
    if (request.authorization === 'Bearer id-token-fb-1') return jsonResponse(200, { user: accountOf('firebase') });
    return jsonResponse(401, { error: 'Invalid access token detected' });
  }
  if (url.origin === hostedConfig.domain) return jsonResponse(200, { user_metadata: {} });
  return jsonResponse(404, {});
}

async function fillLogin(app: Awaited<ReturnType<typeof renderApp>>, email: string, password: string) {
  await app.user.type(screen.getByLabelText('Email'), email);
  await app.user.type(screen.getByLabelText('Senha'), password);
  await app.user.click(screen.getByRole('button', { name: 'ENTRAR' }));
}

beforeEach(() => vi.clearAllMocks());
afterEach(clearProviderConfig);

describe('login page and the outside providers', () => {
  it('offers only the token API when nothing is configured', async () => {
    await renderApp('/login');
    await screen.findByRole('heading', { name: 'Entrar na sua conta' });
    expect(screen.queryByRole('button', { name: 'Entrar com Auth0' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ENTRAR' })).toBeVisible();
  });

  it('offers the hosted login when configured, and leaves for it remembering the page asked for', async () => {
    configureProviders({ auth0: hostedConfig });
    const app = await renderApp('/auth/admin-role-example');
    await screen.findByRole('heading', { name: 'Entrar na sua conta' });

    await app.user.click(screen.getByRole('button', { name: 'Entrar com Auth0' }));
    await waitFor(() =>
      expect(sdk.signinRedirect).toHaveBeenCalledWith({ state: { returnTo: '/auth/admin-role-example' } }),
    );
  });

  it('sends the form through Firebase when configured: a wrong password on its field and in the snackbar', async () => {
    configureProviders({ firebase: firebaseConfig });
    sdk.signInWithEmailAndPassword.mockRejectedValue(sdk.firebaseError('auth/invalid-credential'));
    const { fetchMock } = mockFetch(servers);
    const app = await renderApp('/login');
    await screen.findByRole('heading', { name: 'Entrar na sua conta' });

    await fillLogin(app, 'ana@conecta.example', 'wrong-password');

    const text = 'The supplied auth credential is incorrect, malformed or has expired.';
    await waitFor(() => expect(screen.getByLabelText('Senha')).toHaveAccessibleDescription(text));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('button', { name: 'ENTRAR' })).toBeDisabled();
    // Nothing went to the token API.
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('signs in with Firebase and goes on to the page asked for', async () => {
    configureProviders({ firebase: firebaseConfig });
    sdk.signInWithEmailAndPassword.mockImplementation(async () => {
      sdk.auth.currentUser = sdk.firebaseUser;
      return { user: sdk.firebaseUser };
    });
    mockFetch(servers);
    const app = await renderApp('/auth/admin-role-example');
    await screen.findByRole('heading', { name: 'Entrar na sua conta' });

    await fillLogin(app, 'ana@conecta.example', 'segredo1');

    await waitFor(() => expect(app.router.state.location.pathname).toBe('/auth/admin-role-example'));
    expect(app.store.getState().auth.user).toMatchObject({ from: 'firebase', role: ['admin'] });
    expect(localStorage.getItem(firebaseSessionMarkerKey)).toBe('fb-1');
  });
});

describe('registration page and Firebase', () => {
  it('keeps the plain Register button without Firebase', async () => {
    await renderApp('/register');
    expect(await screen.findByRole('button', { name: 'Register' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Register with Firebase' })).not.toBeInTheDocument();
  });

  it('registers with Firebase when configured, with an email in use shown on the email field', async () => {
    configureProviders({ firebase: firebaseConfig });
    sdk.createUserWithEmailAndPassword.mockRejectedValue(sdk.firebaseError('auth/email-already-in-use'));
    const app = await renderApp('/register');
    const submit = await screen.findByRole('button', { name: 'Register with Firebase' });

    await app.user.type(screen.getByLabelText('Display name'), 'Ana Souza');
    await app.user.type(screen.getByLabelText('Email'), 'ana@conecta.example');
    await app.user.type(screen.getByLabelText('Password'), 'segredo1');
    await app.user.type(screen.getByLabelText('Password (Confirm)'), 'segredo1');
    await app.user.click(submit);

    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
        'The email address is already in use by another account.',
      ),
    );
    expect(sdk.createUserWithEmailAndPassword).toHaveBeenCalledWith(sdk.auth, 'ana@conecta.example', 'segredo1');
  });
});

describe('hosted login callback and logout', () => {
  it("shows 'Logging in with Auth0', then 'Logged in with Auth0', and lands on the remembered page", async () => {
    configureProviders({ auth0: hostedConfig });
    let finish: (value: unknown) => void = () => undefined;
    sdk.signinRedirectCallback.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    mockFetch(servers);
    const app = await renderApp('/callback?code=abc&state=xyz');

    expect(await screen.findByText('Logging in with Auth0')).toBeVisible();
    finish({
      access_token: accessToken,
      id_token: idToken,
      expires_in: 3600,
      state: { returnTo: '/auth/admin-role-example' },
    });

    expect(await screen.findByRole('alert')).toHaveTextContent('Logged in with Auth0');
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/auth/admin-role-example'));
    expect(app.store.getState().auth.user).toMatchObject({ from: 'auth0', role: ['admin'] });
    expect(localStorage.getItem(hostedTokenKeys.accessToken)).toBe(accessToken);
  });

  it('sends the user back to sign in when the issuer answer cannot be used', async () => {
    configureProviders({ auth0: hostedConfig });
    sdk.signinRedirectCallback.mockRejectedValue(new Error('No matching state found in storage'));
    const app = await renderApp('/callback?code=abc&state=stale');

    expect(await screen.findByRole('alert')).toHaveTextContent('No matching state found in storage');
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'));
  });

  it('logs a hosted-login user out: tokens gone, issuer session ended, a guest again at the sign-in page', async () => {
    configureProviders({ auth0: hostedConfig });
    localStorage.setItem(hostedTokenKeys.accessToken, accessToken);
    localStorage.setItem(hostedTokenKeys.idToken, idToken);
    localStorage.setItem(hostedTokenKeys.expiresAt, String(Date.now() + 60_000));
    mockFetch(servers);
    const app = await renderApp('/logout', { startUp: true });
    expect(app.store.getState().auth.user.from).toBe('auth0');

    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'));
    expect(app.store.getState().auth.user.role).toEqual([]);
    for (const key of Object.values(hostedTokenKeys)) expect(localStorage.getItem(key)).toBeNull();
    expect(sdk.signoutRedirect).toHaveBeenCalledWith({
      id_token_hint: idToken,
      post_logout_redirect_uri: `${window.location.origin}/`,
    });
  });
});
