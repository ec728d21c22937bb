/** The token API's session lives in localStorage under the key the spec names. */
export const accessTokenStorageKey = 'jwt_access_token';

export function readAccessToken(): string | null {
  try {
    return localStorage.getItem(accessTokenStorageKey);
  } catch {
    return null;
  }
}

export function storeAccessToken(token: string): void {
  localStorage.setItem(accessTokenStorageKey, token);
}

export function removeAccessToken(): void {
  try {
    localStorage.removeItem(accessTokenStorageKey);
  } catch {
    // Nothing stored that we could reach, so nothing to remove.
  }
}
