import { authMessages } from '@conecta/contracts/constants';
import { messageText } from '@conecta/contracts/messages';
import type { WithSlice } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { type BaseQueryFn, createApi, type FetchArgs, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { showMessage } from '../shell/message/messageSlice';
import { readApiFailure } from './apiFailure';
import { getBearerToken } from './session/bearerToken';
import { endSession } from './session/endSession';
import { dynamicMiddleware, rootReducer } from './store';

/** Per-endpoint options of the base query. */
export interface ApiExtraOptions {
  /** Send no token: sign-in and registration must not end a session they are replacing. */
  anonymous?: boolean;
  /** The request ends the session itself (sign-out): a 401 means it was over already, nothing to announce. */
  endsSession?: boolean;
}

/** The code of the refusal an admin's disabling of the account brings to every call. */
const accountDisabledCode = 'account.disabled';

const fetchWithToken = fetchBaseQuery({
  baseUrl: '/api',
  // The signed-in provider's token: ours, the hosted login's access token or a Firebase ID token.
  async prepareHeaders(headers, { extraOptions }) {
    const token = (extraOptions as ApiExtraOptions | undefined)?.anonymous ? null : await getBearerToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

/**
 * The one HTTP client of the app. A 401 on a request that carried a token means the session is
 * over (expired, revoked, forged): sign out everywhere at once instead of in each feature.
 */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, ApiExtraOptions> = async (
  args,
  api,
  extraOptions,
) => {
  const result = await fetchWithToken(args, api, extraOptions);
  if (
    result.error &&
    !(extraOptions as ApiExtraOptions | undefined)?.endsSession &&
    readApiFailure(result.error).status === 401 &&
    result.meta?.request.headers.has('Authorization')
  ) {
    endSession(api.dispatch);
    if (readApiFailure(result.error).message?.code === accountDisabledCode) {
      // Said in the user's language: they must know why, not just that the session is over.
      void import('../shell/guard/notices').then(({ sayAccountDisabled }) => sayAccountDisabled(api.dispatch));
    } else {
      api.dispatch(showMessage({ message: messageText(authMessages.sessionEnded), variant: 'error' }));
    }
  }
  return result;
};

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['User'],
  endpoints: () => ({}),
});

declare module './store' {
  export interface LazyLoadedSlices extends WithSlice<typeof api> {}
}

// This module is itself lazy (first sign-in, first page with data): plug the API in on arrival.
rootReducer.inject(api);
dynamicMiddleware.addMiddleware(api.middleware);
