import { authMessages } from '@conecta/contracts/constants';
import { messageText } from '@conecta/contracts/messages';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getBearerToken } from '../../../app/session/bearerToken';
import { firebaseSessionMarkerKey } from '../../../app/session/storedSessions';
import { makeStore } from '../../../app/store';
import { jsonResponse, mockFetch, type RecordedRequest } from '../../../test/renderApp';
import { accountOf, firebaseConfig } from '../testing';
import { createFirebaseProvider, type FirebaseConfig, firebaseErrorTexts } from './firebase';

/** The SDK as the adapter sees it: one Auth instance whose current user the fakes below move. */
const sdk = vi.hoisted(() => {
  const firebaseError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });
  const makeUser = (uid: string, email: string, displayName: string | null) => ({
    uid,
    email,
    displayName,
    photoURL: null,
    getIdToken: vi.fn(async (_forceRefresh?: boolean) => `id-token-${uid}`),
  });
  const auth = {
    currentUser: null as ReturnType<typeof makeUser> | null,
    authStateReady: vi.fn(async () => undefined),
  };
  return {
    auth,
    makeUser,
    firebaseError,
    initializeApp: vi.fn((options: unknown) => ({ options })),
    initializeAuth: vi.fn((_app: unknown, _deps: unknown) => auth),
    connectAuthEmulator: vi.fn(),
    signInWithEmailAndPassword: vi.fn(),
    createUserWithEmailAndPassword: vi.fn(),
    updateProfile: vi.fn(async (user: { displayName: string | null }, profile: { displayName: string }) => {
      user.displayName = profile.displayName;
    }),
    signOut: vi.fn(async () => {
      auth.currentUser = null;
    }),
    database: new Map<string, unknown>(),
  };
});

vi.mock('firebase/app', () => ({ initializeApp: sdk.initializeApp }));
vi.mock('firebase/auth', () => ({
  initializeAuth: sdk.initializeAuth,
  connectAuthEmulator: sdk.connectAuthEmulator,
  signInWithEmailAndPassword: sdk.signInWithEmailAndPassword,
  createUserWithEmailAndPassword: sdk.createUserWithEmailAndPassword,
  updateProfile: sdk.updateProfile,
  signOut: sdk.signOut,
  browserLocalPersistence: { type: 'LOCAL' },
  indexedDBLocalPersistence: { type: 'LOCAL', name: 'indexedDB' },
}));
// The Realtime Database, as a map of paths.
vi.mock('./firebaseDatabase', () => ({
  getDatabase: () => ({}),
  ref: (_db: unknown, path: string) => path,
  get: async (path: string) => ({ val: () => sdk.database.get(path) ?? null }),
  set: vi.fn(async (path: string, value: unknown) => {
    sdk.database.set(path, value);
  }),
}));

const ana = { uid: 'fb-ana', email: 'ana@conecta.example', password: 'segredo1' };

/** Our server: the account for a Firebase ID token, and the record it keeps without a database URL. */
function server(request: RecordedRequest): Response {
  const { path } = request;
  if (request.authorization !== `Bearer id-token-${ana.uid}`)
    return jsonResponse(401, { error: 'Invalid access token' });
  if (path === '/api/auth/session') {
    return jsonResponse(200, {
      user: accountOf('firebase', { email: ana.email, settings: { animations: false } }, ['user']),
    });
  }
  if (path === '/api/auth/user/update') return jsonResponse(200, (request.body as { user: unknown }).user);
  return jsonResponse(404, {});
}

function setUp(config: FirebaseConfig = { ...firebaseConfig }) {
  const store = makeStore();
  return { store, provider: createFirebaseProvider(store.dispatch, config) };
}

function signInSucceeds(displayName: string | null = 'Ana Firebase') {
  sdk.signInWithEmailAndPassword.mockImplementation(async () => {
    sdk.auth.currentUser = sdk.makeUser(ana.uid, ana.email, displayName);
    return { user: sdk.auth.currentUser };
  });
}

beforeEach(() => {
  vi.clearAllMocks();
  sdk.auth.currentUser = null;
  sdk.database.clear();
});

describe('Firebase provider', () => {
  it('uses the Auth emulator when the configuration names one', () => {
    setUp({ ...firebaseConfig, authEmulatorUrl: 'http://127.0.0.1:9099' });
    expect(sdk.initializeApp).toHaveBeenCalledWith(expect.objectContaining({ apiKey: 'demo-key' }));
    expect(sdk.connectAuthEmulator).toHaveBeenCalledWith(sdk.auth, 'http://127.0.0.1:9099', {
      disableWarnings: true,
    });
  });

  it('signs in with email and password; our server gives the roles, the ID token is the bearer', async () => {
    signInSucceeds();
    const { requests } = mockFetch(server);
    const { provider } = setUp();

    const user = await provider.signIn?.({ username: ana.email, password: ana.password });

    expect(sdk.signInWithEmailAndPassword).toHaveBeenCalledWith(sdk.auth, ana.email, ana.password);
    expect(user).toEqual({
      uuid: 'uuid-firebase',
      from: 'firebase',
      role: ['user'],
      data: {
        displayName: 'Ana Firebase',
        email: ana.email,
        photoURL: '',
        settings: { animations: false },
        shortcuts: ['calendar', 'mail', 'contacts', 'todo'],
      },
    });
    expect(requests.map((request) => request.authorization)).toEqual([`Bearer id-token-${ana.uid}`]);
    expect(localStorage.getItem(firebaseSessionMarkerKey)).toBe(ana.uid);
    expect(await getBearerToken()).toBe(`id-token-${ana.uid}`);
  });

  it('registers with a display name, in the token our server first sees', async () => {
    sdk.createUserWithEmailAndPassword.mockImplementation(async () => {
      sdk.auth.currentUser = sdk.makeUser(ana.uid, ana.email, null);
      return { user: sdk.auth.currentUser };
    });
    mockFetch(server);
    const { provider } = setUp();

    const user = await provider.register?.({ displayName: 'Ana Nova', email: ana.email, password: ana.password });

    expect(sdk.createUserWithEmailAndPassword).toHaveBeenCalledWith(sdk.auth, ana.email, ana.password);
    expect(sdk.updateProfile).toHaveBeenCalledWith(sdk.auth.currentUser, { displayName: 'Ana Nova' });
    expect(sdk.auth.currentUser?.getIdToken).toHaveBeenCalledWith(true);
    expect(user?.data.displayName).toBe('Ana Nova');
    expect(user?.role).toEqual(['user']);
  });

  describe('errors, as console-core §8 places them', () => {
    const table = [
      ['auth/email-already-in-use', 'email'],
      ['auth/invalid-email', 'email'],
      ['auth/operation-not-allowed', 'email'],
      ['auth/user-not-found', 'email'],
      ['auth/user-disabled', 'email'],
      ['auth/weak-password', 'password'],
      ['auth/wrong-password', 'password'],
      ['auth/invalid-credential', 'password'],
    ] as const;

    it.each(table)('sign-in: %s goes on the %s field (username) and to the snackbar', async (code, field) => {
      sdk.signInWithEmailAndPassword.mockRejectedValue(sdk.firebaseError(code));
      const { provider } = setUp();
      const text = firebaseErrorTexts[code];
      await expect(provider.signIn?.({ username: ana.email, password: 'x' })).rejects.toEqual({
        fields: { [field === 'email' ? 'username' : 'password']: { message: text } },
        message: text,
        announce: true,
      });
      expect(localStorage.getItem(firebaseSessionMarkerKey)).toBeNull();
    });

    it.each(table)('registration: %s goes on the %s field', async (code, field) => {
      sdk.createUserWithEmailAndPassword.mockRejectedValue(sdk.firebaseError(code));
      const { provider } = setUp();
      const text = firebaseErrorTexts[code];
      await expect(provider.register?.({ displayName: 'Ana', email: ana.email, password: 'x' })).rejects.toEqual({
        fields: { [field]: { message: text } },
        message: text,
      });
    });

    it('shows an invalid API key as a message', async () => {
      sdk.signInWithEmailAndPassword.mockRejectedValue(sdk.firebaseError('auth/invalid-api-key'));
      const { provider } = setUp();
      await expect(provider.signIn?.({ username: ana.email, password: 'x' })).rejects.toEqual({
        message: 'Your API key is invalid, please check you have copied it correctly.',
      });
    });

    it('keeps an unknown error readable', async () => {
      sdk.signInWithEmailAndPassword.mockRejectedValue(
        Object.assign(new Error('Firebase: Something unusual happened (auth/internal-error).'), {
          code: 'auth/internal-error',
        }),
      );
      const { provider } = setUp();
      await expect(provider.signIn?.({ username: ana.email, password: 'x' })).rejects.toEqual({
        message: 'Something unusual happened',
      });
    });
  });

  it('leaves no Firebase session behind when our server refuses the account', async () => {
    signInSucceeds();
    mockFetch(() => jsonResponse(403, { message: 'This account is disabled' }));
    const { provider } = setUp();

    await expect(provider.signIn?.({ username: ana.email, password: ana.password })).rejects.toMatchObject({
      message: 'This account is disabled',
    });
    expect(sdk.signOut).toHaveBeenCalled();
    expect(localStorage.getItem(firebaseSessionMarkerKey)).toBeNull();
    expect(await getBearerToken()).toBeNull();
  });

  describe('start-up check', () => {
    it('does not wait for the SDK when no Firebase session was marked', async () => {
      const { provider } = setUp();
      expect(await provider.check()).toBeNull();
      expect(sdk.auth.authStateReady).not.toHaveBeenCalled();
    });

    it('restores the session the SDK kept', async () => {
      localStorage.setItem(firebaseSessionMarkerKey, ana.uid);
      sdk.auth.currentUser = sdk.makeUser(ana.uid, ana.email, 'Ana Firebase');
      mockFetch(server);
      const { provider } = setUp();
      expect(await provider.check()).toMatchObject({ from: 'firebase', role: ['user'], data: { email: ana.email } });
      expect(sdk.auth.authStateReady).toHaveBeenCalled();
    });

    it('forgets the marker when the SDK has no user any more', async () => {
      localStorage.setItem(firebaseSessionMarkerKey, ana.uid);
      const { provider } = setUp();
      expect(await provider.check()).toBeNull();
      expect(localStorage.getItem(firebaseSessionMarkerKey)).toBeNull();
    });

    it('says "Failed to login with token" when our server cannot be reached', async () => {
      localStorage.setItem(firebaseSessionMarkerKey, ana.uid);
      sdk.auth.currentUser = sdk.makeUser(ana.uid, ana.email, 'Ana Firebase');
      mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
      const { provider } = setUp();
      await expect(provider.check()).rejects.toEqual({ message: messageText(authMessages.tokenLoginFailed) });
    });
  });

  it('signs out of Firebase and forgets the marker and the token', async () => {
    signInSucceeds();
    mockFetch(server);
    const { provider } = setUp();
    await provider.signIn?.({ username: ana.email, password: ana.password });

    await provider.signOut();
    expect(sdk.signOut).toHaveBeenCalledWith(sdk.auth);
    expect(localStorage.getItem(firebaseSessionMarkerKey)).toBeNull();
    expect(await getBearerToken()).toBeNull();
  });

  it('without a database URL, saves the record with our server under the ID token', async () => {
    signInSucceeds();
    const { requests } = mockFetch(server);
    const { provider } = setUp();
    const user = (await provider.signIn?.({ username: ana.email, password: ana.password })) ?? accountOf('firebase');
    const changed = { ...user, data: { ...user.data, settings: { animations: true } } };

    expect(await provider.saveUserData(changed)).toEqual(changed);
    expect(requests.at(-1)).toMatchObject({
      method: 'POST',
      authorization: `Bearer id-token-${ana.uid}`,
      body: { user: changed },
    });
  });

  describe('with a Realtime Database', () => {
    const withDatabase = { ...firebaseConfig, databaseURL: 'https://demo-conecta.firebaseio.com' };

    it('creates users/{uid} with the defaults on first sign-in', async () => {
      signInSucceeds();
      mockFetch(server);
      const { provider } = setUp(withDatabase);
      const user = await provider.signIn?.({ username: ana.email, password: ana.password });
      expect(sdk.database.get(`users/${ana.uid}`)).toEqual({ data: user?.data });
    });

    it('reads the stored record on sign-in and writes it on every save', async () => {
      const stored = {
        displayName: 'Ana Guardada',
        photoURL: '',
        email: ana.email,
        settings: { direction: 'rtl' },
        shortcuts: ['todo'],
      };
      sdk.database.set(`users/${ana.uid}`, { data: stored });
      signInSucceeds();
      const { requests } = mockFetch(server);
      const { provider } = setUp(withDatabase);

      const user = await provider.signIn?.({ username: ana.email, password: ana.password });
      expect(user).toMatchObject({ role: ['user'], data: stored });

      const changed = { ...(user ?? accountOf('firebase')), data: { ...stored, settings: { direction: 'ltr' } } };
      await provider.saveUserData(changed);
      expect(sdk.database.get(`users/${ana.uid}/data`)).toEqual(changed.data);
      // The record is Firebase's: our server is only asked for the account.
      expect(requests.map((request) => request.path)).toEqual(['/api/auth/session']);
    });
  });
});
