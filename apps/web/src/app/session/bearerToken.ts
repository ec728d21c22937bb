import type { Provider } from '@conecta/contracts';
import { readAccessToken } from './accessToken';

/** How the signed-in provider proves who the user is to our API. */
export interface BearerTokenSource {
  readonly provider: Provider;
  /** The token to send now; a provider may refresh it first (Firebase ID tokens last an hour). */
  getToken(): Promise<string | null> | string | null;
  /** Forgets the provider's session when the API refuses it (a 401 ends every session at once). */
  end?(): void;
}

let active: BearerTokenSource | null = null;

/** The provider that has just signed the user in says how to get its token. */
export function setBearerTokenSource(source: BearerTokenSource): void {
  active = source;
}

/** Called by a provider on sign-out; leaves another provider's source alone. */
export function clearBearerTokenSource(provider: Provider): void {
  if (active?.provider === provider) active = null;
}

/**
 * The `Authorization: Bearer` token of every API call and of the chat stream. Until a provider
 * has signed the user in, a stored token-API session is used: its own start-up check needs it.
 */
export async function getBearerToken(): Promise<string | null> {
  if (active) return (await active.getToken()) ?? null;
  return readAccessToken();
}

/** Whether a call would carry a token, without waiting for one. */
export function hasBearerToken(): boolean {
  return active !== null || readAccessToken() !== null;
}

/** Ends whatever session the token came from (after a 401); the caller resets the user. */
export function endBearerSession(): void {
  const ending = active;
  active = null;
  ending?.end?.();
}
