import type { User } from '@conecta/contracts';
import type { PublicAuthConfig } from '@conecta/contracts/auth-providers';
import { authMessages } from '@conecta/contracts/constants';
import { messageText } from '@conecta/contracts/messages';
import { InMemoryWebStorage, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { clearBearerTokenSource, setBearerTokenSource } from '../../../app/session/bearerToken';
import { endSession } from '../../../app/session/endSession';
import {
  clearHostedTokens,
  type HostedTokens,
  hostedTokensExpired,
  readHostedTokens,
  readLiveHostedTokens,
  storeHostedTokens,
} from '../../../app/session/storedSessions';
import type { AppDispatch } from '../../../app/store';
import { showMessage } from '../../../shell/message/messageSlice';
import { failureStatus, fetchAccount, isRecord, readJwtClaims, withProfile, withSavedPreferences } from './account';
import type { AuthFailure, AuthProvider } from './types';

export type HostedLoginConfig = NonNullable<PublicAuthConfig['auth0']>;

export const callbackPath = '/callback';

/** Authorization code with PKCE against the configured issuer (Auth0 or the local stand-in). */
export function createUserManager(config: HostedLoginConfig): UserManager {
  const { origin } = window.location;
  return new UserManager({
    authority: config.domain,
    client_id: config.clientId,
    redirect_uri: `${origin}${callbackPath}`,
    post_logout_redirect_uri: `${origin}/`,
    response_type: 'code',
    scope: 'openid profile email',
    // Auth0 issues an access token for our API only when asked for its audience.
    extraQueryParams: { audience: config.audience },
    // The §4.1 keys are the session; the library's own copy of the user lives only in memory.
    userStore: new WebStorageStateStore({ store: new InMemoryWebStorage() }),
    automaticSilentRenew: false,
    monitorSession: false,
    loadUserInfo: false,
  });
}

/** Only a path of this site: the state comes back through the browser's address bar. */
function safeReturnPath(state: unknown): string {
  const returnTo = isRecord(state) ? state.returnTo : undefined;
  return typeof returnTo === 'string' && returnTo.startsWith('/') && !returnTo.startsWith('//') ? returnTo : '/';
}

function subjectOf(tokens: HostedTokens): string | undefined {
  const sub = readJwtClaims(tokens.idToken).sub ?? readJwtClaims(tokens.accessToken).sub;
  return typeof sub === 'string' && sub !== '' ? sub : undefined;
}

interface ManagedUser {
  name?: string;
  email?: string;
  picture?: string;
  user_metadata?: { settings?: unknown; shortcuts?: unknown };
}

/** The hosted login: sign-in on the issuer's page, settings and shortcuts in its `user_metadata` (console-core §7.2). */
export function createAuth0Provider(
  dispatch: AppDispatch,
  config: HostedLoginConfig,
  manager: UserManager = createUserManager(config),
): AuthProvider {
  const userUrl = (sub: string) => `${config.domain}/api/v2/users/${encodeURIComponent(sub)}`;

  /** The access token while it lasts; once expired the session ends, as the token API's does. */
  const currentAccessToken = () => {
    const tokens = readHostedTokens();
    if (!tokens) return null;
    if (!hostedTokensExpired(tokens)) return tokens.accessToken;
    endSession(dispatch);
    dispatch(showMessage({ message: messageText(authMessages.expiredToken), variant: 'error' }));
    return null;
  };

  async function readManagedUser(tokens: HostedTokens): Promise<ManagedUser | undefined> {
    const sub = subjectOf(tokens);
    if (!sub) return undefined;
    try {
      const response = await fetch(userUrl(sub), { headers: { Authorization: `Bearer ${tokens.accessToken}` } });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const body: unknown = await response.json();
      return isRecord(body) ? (body as ManagedUser) : undefined;
    } catch {
      // Signed in all the same, with the settings our server keeps; saving later writes them back.
      dispatch(showMessage({ message: 'Could not read the settings saved with auth0', variant: 'warning' }));
      return undefined;
    }
  }

  /** Our account (roles) for the stored tokens, with the issuer's profile and saved preferences. */
  async function startSession(tokens: HostedTokens): Promise<User> {
    setBearerTokenSource({ provider: 'auth0', getToken: currentAccessToken, end: clearHostedTokens });
    try {
      const [account, managed] = await Promise.all([fetchAccount(dispatch), readManagedUser(tokens)]);
      const claims = readJwtClaims(tokens.idToken);
      const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
      const profile = {
        displayName: managed?.name ?? text(claims.name),
        email: managed?.email ?? text(claims.email),
        photoURL: managed?.picture ?? text(claims.picture),
      };
      return withSavedPreferences(withProfile({ ...account, from: 'auth0' }, profile), managed?.user_metadata);
    } catch (error) {
      clearBearerTokenSource('auth0');
      clearHostedTokens();
      throw error;
    }
  }

  return {
    id: 'auth0',

    async check() {
      const tokens = readLiveHostedTokens();
      if (!tokens) return null;
      try {
        return await startSession(tokens);
      } catch (error) {
        // A 401 already ended the session and said so (see the base query).
        if (failureStatus(error) === 401) return null;
        throw { message: messageText(authMessages.tokenLoginFailed) } satisfies AuthFailure;
      }
    },

    async signInWithRedirect(returnTo) {
      await manager.signinRedirect({ state: { returnTo } });
    },

    async completeSignInRedirect() {
      const signedIn = await manager.signinRedirectCallback();
      const secondsLeft = (() => {
        if (typeof signedIn.expires_in === 'number') return signedIn.expires_in;
        const exp = readJwtClaims(signedIn.access_token).exp;
        return typeof exp === 'number' ? exp - Date.now() / 1000 : 0;
      })();
      const tokens = storeHostedTokens(signedIn.access_token, signedIn.id_token ?? null, secondsLeft);
      return { user: await startSession(tokens), returnTo: safeReturnPath(signedIn.state) };
    },

    async signOut() {
      const idToken = readHostedTokens()?.idToken ?? undefined;
      clearBearerTokenSource('auth0');
      clearHostedTokens();
      // Not awaited: the promise settles only once the browser has left for the issuer's logout page.
      manager
        .signoutRedirect({ id_token_hint: idToken, post_logout_redirect_uri: `${window.location.origin}/` })
        .catch(() => undefined);
    },

    async saveUserData(user) {
      const tokens = readHostedTokens();
      if (!tokens || hostedTokensExpired(tokens))
        throw { message: messageText(authMessages.expiredToken) } satisfies AuthFailure;
      const sub = subjectOf(tokens);
      if (!sub) throw { message: 'The hosted login session names no user' } satisfies AuthFailure;
      let response: Response;
      try {
        response = await fetch(userUrl(sub), {
          method: 'PATCH',
          headers: { Authorization: `Bearer ${tokens.accessToken}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ user_metadata: { settings: user.data.settings, shortcuts: user.data.shortcuts } }),
        });
      } catch {
        throw { message: 'Could not reach auth0 to save the user data' } satisfies AuthFailure;
      }
      if (!response.ok) {
        const body: unknown = await response.json().catch(() => undefined);
        const said = isRecord(body) && typeof body.message === 'string' ? body.message : `HTTP ${response.status}`;
        throw { message: `auth0 did not save the user data: ${said}` } satisfies AuthFailure;
      }
      return user;
    },
  };
}
