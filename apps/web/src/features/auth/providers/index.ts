import type { Provider } from '@conecta/contracts';
import { readAccessToken } from '../../../app/session/accessToken';
import { hasFirebaseSessionMarker, readLiveHostedTokens } from '../../../app/session/storedSessions';
import type { AppDispatch } from '../../../app/store';
import { publicAuthConfig } from '../config';
import type { AuthProvider } from './types';

export interface AuthProviderEntry {
  readonly id: Provider;
  /**
   * Whether the page's configuration names this provider. One that is not configured is
   * "checked, not available": no button, no start-up work, and its code is never fetched.
   */
  configured(): boolean;
  /**
   * A cheap look for a stored session. Start-up loads a provider's code (and the HTTP client it
   * brings) only when there is a session to restore, so a guest's first page stays light.
   */
  hasStoredSession(): boolean;
  load(): Promise<(dispatch: AppDispatch) => AuthProvider>;
}

/** The three sign-in providers of console-core §1; the SDKs behind the last two are separate lazy chunks. */
export const authProviderEntries: readonly AuthProviderEntry[] = [
  {
    id: 'custom',
    configured: () => true,
    hasStoredSession: () => readAccessToken() !== null,
    load: async () => (await import('./jwt')).createJwtProvider,
  },
  {
    id: 'auth0',
    configured: () => publicAuthConfig().auth0 !== undefined,
    // Expired tokens are dropped here, so an old session costs no SDK download.
    hasStoredSession: () => readLiveHostedTokens() !== null,
    load: async () => {
      const config = publicAuthConfig().auth0;
      if (!config) throw new Error('The hosted login is not configured');
      const { createAuth0Provider } = await import('./auth0');
      return (dispatch) => createAuth0Provider(dispatch, config);
    },
  },
  {
    id: 'firebase',
    configured: () => publicAuthConfig().firebase !== undefined,
    hasStoredSession: hasFirebaseSessionMarker,
    load: async () => {
      const config = publicAuthConfig().firebase;
      if (!config) throw new Error('Firebase is not configured');
      const { createFirebaseProvider } = await import('./firebase');
      return (dispatch) => createFirebaseProvider(dispatch, config);
    },
  },
];

export function isProviderConfigured(id: Provider): boolean {
  return authProviderEntries.some((entry) => entry.id === id && entry.configured());
}

/** The provider of the login and registration forms: Firebase when configured, else the token API. */
export function formProvider(): Provider {
  return isProviderConfigured('firebase') ? 'firebase' : 'custom';
}

export async function loadAuthProvider(dispatch: AppDispatch, id: Provider): Promise<AuthProvider | undefined> {
  const entry = authProviderEntries.find((candidate) => candidate.id === id && candidate.configured());
  return entry && (await entry.load())(dispatch);
}

/** Starts fetching a provider's code before it is needed (e.g. when a sign-in form gets focus). */
export function preloadAuthProvider(id: Provider): void {
  const entry = authProviderEntries.find((candidate) => candidate.id === id && candidate.configured());
  // A failed preload is tried again, and reported, when the code is really needed.
  entry?.load().catch(() => undefined);
}
