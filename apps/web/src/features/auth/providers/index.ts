import type { Provider } from '@conecta/contracts';
import type { AppDispatch } from '../../../app/store';
import { readAccessToken } from '../accessToken';
import type { AuthProvider } from './types';

export interface AuthProviderEntry {
  readonly id: Provider;
  /**
   * A cheap look for a stored session. Start-up loads a provider's code (and the HTTP client it
   * brings) only when there is a session to restore, so a guest's first page stays light.
   */
  hasStoredSession(): boolean;
  load(): Promise<(dispatch: AppDispatch) => AuthProvider>;
}

/**
 * Every configured sign-in provider. The hosted login (Auth0 protocol) and Firebase join this
 * list in later issues; a provider without configuration is simply left out.
 */
export const authProviderEntries: readonly AuthProviderEntry[] = [
  {
    id: 'custom',
    hasStoredSession: () => readAccessToken() !== null,
    load: async () => (await import('./jwt')).createJwtProvider,
  },
];

export async function loadAuthProvider(dispatch: AppDispatch, id: Provider): Promise<AuthProvider | undefined> {
  const entry = authProviderEntries.find((candidate) => candidate.id === id);
  return entry && (await entry.load())(dispatch);
}

/** Starts fetching a provider's code before it is needed (e.g. when a sign-in form gets focus). */
export function preloadAuthProvider(id: Provider): void {
  void authProviderEntries.find((candidate) => candidate.id === id)?.load();
}
