import { publicAuthConfigElementId } from '@conecta/contracts/auth-providers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkAuth } from '../../../app/session/session';
import { signOut } from '../../../app/session/signOut';
import { firebaseSessionMarkerKey, hostedTokenKeys } from '../../../app/session/storedSessions';
import { makeStore } from '../../../app/store';
import { readPublicAuthConfig } from '../config';
import { clearProviderConfig, configureProviders, fakeJwt, firebaseConfig, hostedConfig } from '../testing';
import { formProvider, isProviderConfigured, loadAuthProvider } from '.';

/** Each SDK records when its code is first loaded. */
const loaded = vi.hoisted(() => ({ oidc: vi.fn(), firebase: vi.fn() }));

vi.mock('oidc-client-ts', () => {
  loaded.oidc();
  return {
    UserManager: class {
      signoutRedirect = async () => undefined;
    },
    WebStorageStateStore: class {},
    InMemoryWebStorage: class {},
  };
});
vi.mock('firebase/app', () => {
  loaded.firebase();
  return { initializeApp: () => ({}) };
});
vi.mock('firebase/auth', () => {
  loaded.firebase();
  return {
    initializeAuth: () => ({ currentUser: null, authStateReady: async () => undefined }),
    connectAuthEmulator: () => undefined,
    signOut: async () => undefined,
    browserLocalPersistence: {},
    indexedDBLocalPersistence: {},
  };
});

function storeSessionsOfEveryProvider(expiresAt = Date.now() + 60_000) {
  localStorage.setItem(hostedTokenKeys.accessToken, fakeJwt({ sub: 'auth0|1' }));
  localStorage.setItem(hostedTokenKeys.expiresAt, String(expiresAt));
  localStorage.setItem(firebaseSessionMarkerKey, 'fb-1');
}

beforeEach(() => vi.clearAllMocks());
afterEach(clearProviderConfig);

describe('provider configuration in the page', () => {
  it('is read from the JSON element the server writes', () => {
    configureProviders({
      auth0: hostedConfig,
      firebase: { ...firebaseConfig, authEmulatorUrl: 'http://127.0.0.1:9099' },
    });
    expect(document.getElementById(publicAuthConfigElementId)).not.toBeNull();
    expect(readPublicAuthConfig()).toEqual({
      auth0: hostedConfig,
      firebase: { ...firebaseConfig, authEmulatorUrl: 'http://127.0.0.1:9099' },
    });
  });

  it('means nothing configured when missing, broken or incomplete', () => {
    expect(readPublicAuthConfig()).toEqual({});
    const element = Object.assign(document.createElement('script'), { id: publicAuthConfigElementId });
    document.head.append(element);
    element.textContent = '{"auth0": ';
    expect(readPublicAuthConfig()).toEqual({});
    element.textContent = JSON.stringify({ auth0: { domain: 'http://issuer.test' }, firebase: { apiKey: 'k' } });
    expect(readPublicAuthConfig()).toEqual({});
    element.remove();
  });
});

describe('a provider that is not configured', () => {
  it('is checked at once at start-up, stored sessions or not, and none of its code is loaded', async () => {
    storeSessionsOfEveryProvider();
    const store = makeStore();
    await store.dispatch(checkAuth());

    expect(store.getState().auth.status).toBe('ready');
    expect(store.getState().auth.user.role).toEqual([]);
    expect(isProviderConfigured('auth0')).toBe(false);
    expect(isProviderConfigured('firebase')).toBe(false);
    expect(formProvider()).toBe('custom');
    expect(await loadAuthProvider(store.dispatch, 'auth0')).toBeUndefined();
    expect(await loadAuthProvider(store.dispatch, 'firebase')).toBeUndefined();

    await store.dispatch(signOut());
    expect(loaded.oidc).not.toHaveBeenCalled();
    expect(loaded.firebase).not.toHaveBeenCalled();
  });
});

describe('a configured provider', () => {
  it('loads nothing at start-up for a guest', async () => {
    configureProviders({ auth0: hostedConfig, firebase: firebaseConfig });
    const store = makeStore();
    await store.dispatch(checkAuth());
    expect(store.getState().auth.status).toBe('ready');
    expect(formProvider()).toBe('firebase');
    expect(loaded.oidc).not.toHaveBeenCalled();
    expect(loaded.firebase).not.toHaveBeenCalled();
  });

  it('drops an expired hosted-login session without loading its code', async () => {
    configureProviders({ auth0: hostedConfig });
    storeSessionsOfEveryProvider(Date.now() - 1000);
    await makeStore().dispatch(checkAuth());
    expect(localStorage.getItem(hostedTokenKeys.accessToken)).toBeNull();
    expect(localStorage.getItem(hostedTokenKeys.expiresAt)).toBeNull();
    expect(loaded.oidc).not.toHaveBeenCalled();
  });

  it('loads the SDK when a session of its own may be restored', async () => {
    configureProviders({ firebase: firebaseConfig });
    localStorage.setItem(firebaseSessionMarkerKey, 'fb-1');
    const store = makeStore();
    await store.dispatch(checkAuth());
    expect(loaded.firebase).toHaveBeenCalled();
    // The SDK kept no user: a guest, and the marker is gone.
    expect(store.getState().auth.user.role).toEqual([]);
    expect(localStorage.getItem(firebaseSessionMarkerKey)).toBeNull();
  });
});
