import type { AuthResponse, User } from '@conecta/contracts';
import { authMessages } from '@conecta/contracts/constants';
import { readAccessToken, removeAccessToken, storeAccessToken } from '../../../app/session/accessToken';
import { clearBearerTokenSource, setBearerTokenSource } from '../../../app/session/bearerToken';
import type { AppDispatch } from '../../../app/store';
import { authApi } from '../api';
import type { AuthErrorField, AuthFailure, AuthProvider } from './types';

const knownFields: readonly AuthErrorField[] = ['username', 'email', 'password', 'displayName'];

function statusOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;
}

/** Turns the API's `{ error: { field: message } }` / `{ message }` answers into an AuthFailure. */
export function toAuthFailure(error: unknown): AuthFailure {
  const data = typeof error === 'object' && error !== null && 'data' in error ? error.data : undefined;
  const failure: AuthFailure = {};
  const status = statusOf(error);
  if (typeof status === 'number') failure.status = status;
  if (typeof data === 'object' && data !== null) {
    const body = data as { error?: unknown; message?: unknown };
    if (typeof body.error === 'object' && body.error !== null) {
      const fields: AuthFailure['fields'] = {};
      for (const [field, message] of Object.entries(body.error)) {
        if (knownFields.includes(field as AuthErrorField) && typeof message === 'string') {
          fields[field as AuthErrorField] = message;
        }
      }
      if (Object.keys(fields).length > 0) failure.fields = fields;
    }
    if (typeof body.error === 'string') failure.message = body.error;
    if (typeof body.message === 'string') failure.message = body.message;
  }
  // Without a sentence from the server (network down, proxy error page) the page words it.
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
        throw { message: authMessages.tokenLoginFailed } satisfies AuthFailure;
      }
    },

    async signIn({ username, password }) {
      try {
        return startSession(
          await dispatch(authApi.endpoints.signIn.initiate({ email: username, password }, { track: false })).unwrap(),
        );
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

    async signOut() {
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
