import type { User } from '@conecta/contracts';
import type { AppDispatch } from '../../../app/store';
import { authApi } from '../api';
import { toAuthFailure } from './jwt';

/**
 * Our account for the bearer token of an outside provider (`GET /api/auth/session`): its roles
 * come from our database, which creates the account on the first call.
 */
export async function fetchAccount(dispatch: AppDispatch): Promise<User> {
  try {
    return (await dispatch(authApi.endpoints.session.initiate(undefined, { track: false })).unwrap()).user;
  } catch (error) {
    throw toAuthFailure(error);
  }
}

/** What the provider knows of the person, used where our account has nothing yet. */
export interface ProviderProfile {
  displayName?: string | null;
  email?: string | null;
  photoURL?: string | null;
}

export function withProfile(user: User, profile: ProviderProfile): User {
  return {
    ...user,
    data: {
      ...user.data,
      displayName: user.data.displayName || profile.displayName || '',
      email: user.data.email || profile.email || '',
      photoURL: user.data.photoURL || profile.photoURL || '',
    },
  };
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Settings and shortcuts saved with the provider win over our account's copy. */
export function withSavedPreferences(user: User, saved: { settings?: unknown; shortcuts?: unknown } | undefined): User {
  const settings = isRecord(saved?.settings) ? saved.settings : user.data.settings;
  const shortcuts = Array.isArray(saved?.shortcuts)
    ? saved.shortcuts.filter((id): id is string => typeof id === 'string')
    : user.data.shortcuts;
  return { ...user, data: { ...user.data, settings, shortcuts } };
}

/** The claims of a JWT, read without checking it: only to learn whom a stored token is for. */
export function readJwtClaims(token: string | null | undefined): Record<string, unknown> {
  const payload = token?.split('.')[1];
  if (!payload) return {};
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return isRecord(claims) ? claims : {};
  } catch {
    return {};
  }
}

export const failureStatus = (failure: unknown): number | undefined =>
  isRecord(failure) && typeof failure.status === 'number' ? failure.status : undefined;
