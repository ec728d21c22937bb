/**
 * What the outside providers keep in localStorage, readable without loading their SDKs: start-up
 * uses it to decide whether a provider's code is worth fetching at all.
 */

/** Hosted login (console-core §4.1): the keys the spec names. `expires_at` is epoch milliseconds. */
export const hostedTokenKeys = { accessToken: 'access_token', idToken: 'id_token', expiresAt: 'expires_at' } as const;

/**
 * Set on Firebase sign-in, removed on sign-out: the SDK keeps its own session in IndexedDB, which
 * cannot be read synchronously, so this marker says whether loading the SDK at start-up may find one.
 */
export const firebaseSessionMarkerKey = 'firebase_session';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function remove(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Storage unreachable (privacy mode): nothing stored there to forget.
  }
}

export interface HostedTokens {
  accessToken: string;
  idToken: string | null;
  /** Epoch milliseconds. */
  expiresAt: number;
}

/** Stores a hosted-login session; `expiresInSeconds` is the provider's `expires_in`. */
export function storeHostedTokens(accessToken: string, idToken: string | null, expiresInSeconds: number): HostedTokens {
  const tokens = { accessToken, idToken, expiresAt: Date.now() + expiresInSeconds * 1000 };
  localStorage.setItem(hostedTokenKeys.accessToken, accessToken);
  if (idToken) localStorage.setItem(hostedTokenKeys.idToken, idToken);
  else remove(hostedTokenKeys.idToken);
  localStorage.setItem(hostedTokenKeys.expiresAt, String(tokens.expiresAt));
  return tokens;
}

/** The stored hosted-login tokens, expired or not; null when there are none (or no usable expiry). */
export function readHostedTokens(): HostedTokens | null {
  const accessToken = read(hostedTokenKeys.accessToken);
  const expiresAt = Number(read(hostedTokenKeys.expiresAt));
  if (!accessToken || !Number.isFinite(expiresAt) || expiresAt <= 0) return null;
  return { accessToken, idToken: read(hostedTokenKeys.idToken), expiresAt };
}

export function hostedTokensExpired(tokens: HostedTokens, now = Date.now()): boolean {
  return tokens.expiresAt <= now;
}

/** The stored tokens if they are still valid; expired (or broken) ones are forgotten. */
export function readLiveHostedTokens(): HostedTokens | null {
  const tokens = readHostedTokens();
  if (tokens && !hostedTokensExpired(tokens)) return tokens;
  if (tokens || read(hostedTokenKeys.accessToken) !== null) clearHostedTokens();
  return null;
}

export function clearHostedTokens(): void {
  for (const key of Object.values(hostedTokenKeys)) remove(key);
}

export function markFirebaseSession(uid: string): void {
  localStorage.setItem(firebaseSessionMarkerKey, uid);
}

export function hasFirebaseSessionMarker(): boolean {
  return read(firebaseSessionMarkerKey) !== null;
}

export function clearFirebaseSessionMarker(): void {
  remove(firebaseSessionMarkerKey);
}
