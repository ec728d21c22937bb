import type { AuthResponse, User } from '@conecta/contracts';
import { authMessages } from '@conecta/contracts/constants';
import { messageText } from '@conecta/contracts/messages';
import { readApiFailure } from '../../../app/apiFailure';
import { readAccessToken, removeAccessToken, storeAccessToken } from '../../../app/session/accessToken';
import { clearBearerTokenSource, setBearerTokenSource } from '../../../app/session/bearerToken';
import type { AppDispatch } from '../../../app/store';
import { authApi } from '../api';
import type { AuthErrorField, AuthFailure, AuthProvider } from './types';

const knownFields: readonly AuthErrorField[] = ['username', 'email', 'password', 'displayName'];

function statusOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;
}

/** Turns the API's refusal (read by the app's one failure reader) into an AuthFailure. */
export function toAuthFailure(error: unknown): AuthFailure {
  const read = readApiFailure(error);
  const failure: AuthFailure = {};
  if (read.status !== undefined) failure.status = read.status;
  const fields: AuthFailure['fields'] = {};
  for (const field of knownFields) {
    const message = read.fields[field];
    if (message) fields[field] = message;
  }
  if (Object.keys(fields).length > 0) failure.fields = fields;
  // Without a sentence from the server (network down, proxy error page) the page words it.
  if (read.message) Object.assign(failure, read.message);
  return failure;
}

/** The token API provider: our own `/api/auth…` routes, the token kept in localStorage. */
export function createJwtProvider(dispatch: AppDispatch): AuthProvider {
  const startSession = ({ user, access_token }: AuthResponse): User => {
    storeAccessToken(access_token);
    setBearerTokenSource({ provider: 'custom', getToken: readAccessToken });
    return user;
  };

  return {
    id: 'custom',

    async check() {
      if (!readAccessToken()) return null;
      try {
        return startSession(
          await dispatch(authApi.endpoints.exchangeToken.initiate(undefined, { track: false })).unwrap(),
        );
      } catch (error) {
        // A 401 already ended the session and told the user so (see the base query).
        if (statusOf(error) === 401) return null;
        throw { message: messageText(authMessages.tokenLoginFailed) } satisfies AuthFailure;
      }
    },

    async signIn({ username, password }) {
      try {
        const answer = await dispatch(
          authApi.endpoints.signIn.initiate({ email: username, password }, { track: false }),
        ).unwrap();
        const { failedSignIns } = answer;
        // Rare, so its code is fetched only then; the sign-in does not wait for it.
        if (failedSignIns) {
          void import('../failedSignInsNotice').then(({ tellFailedSignIns }) =>
            tellFailedSignIns(dispatch, failedSignIns),
          );
        }
        return startSession(answer);
      } catch (error) {
        throw toAuthFailure(error);
      }
    },

    async register(form) {
      try {
        return startSession(await dispatch(authApi.endpoints.register.initiate(form, { track: false })).unwrap());
      } catch (error) {
        throw toAuthFailure(error);
      }
    },

    async signOut({ everywhere = false } = {}) {
      if (readAccessToken()) {
        // The server ends the session (or all of them) so a copied token stops working too. Signing out
        // here goes on whatever it answers: offline or refused, the user still leaves this browser.
        const ending = everywhere
          ? dispatch(authApi.endpoints.signOutEverywhere.initiate(undefined, { track: false }))
          : dispatch(authApi.endpoints.signOut.initiate(undefined, { track: false }));
        await ending.unwrap().catch(() => undefined);
      }
      clearBearerTokenSource('custom');
      removeAccessToken();
    },

    async saveUserData(user) {
      try {
        return await dispatch(authApi.endpoints.updateUser.initiate(user, { track: false })).unwrap();
      } catch (error) {
        throw toAuthFailure(error);
      }
    },
  };
}
