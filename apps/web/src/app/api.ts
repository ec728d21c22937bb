import type { WithSlice } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { type BaseQueryFn, createApi, type FetchArgs, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { readApiFailure } from './apiFailure';
import { onServerRestored, reportServerUnreachable } from './connection/watchConnection';
import { getBearerToken } from './session/bearerToken';
import { endRefusedSession } from './sessionRefusal';
import { dynamicMiddleware, rootReducer } from './store';

/** Per-endpoint options of the base query. */
export interface ApiExtraOptions {
  /** Send no token: sign-in and registration must not end a session they are replacing. */
  anonymous?: boolean;
  /** The request ends the session itself (sign-out): a 401 means it was over already, nothing to announce. */
  endsSession?: boolean;
}

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
  const failure = result.error && readApiFailure(result.error);
  // No answer, or a proxy's answer for a server that is not there: the offline notice, until it answers again.
  if (
    failure &&
    (failure.unreachable || (failure.status !== undefined && failure.status >= 502 && failure.status <= 504))
  ) {
    reportServerUnreachable(api.dispatch);
  }
  if (
    failure?.status === 401 &&
    !(extraOptions as ApiExtraOptions | undefined)?.endsSession &&
    result.meta?.request.headers.has('Authorization')
  ) {
    endRefusedSession(api.dispatch, failure);
  }
  return result;
};

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['User'],
  endpoints: () => ({}),
  // What failed while the server was away is asked again once it answers (see below).
  refetchOnReconnect: true,
});

onServerRestored((dispatch) => dispatch(api.internalActions.onOnline()));

declare module './store' {
  export interface LazyLoadedSlices extends WithSlice<typeof api> {}
}

// This module is itself lazy (first sign-in, first page with data): plug the API in on arrival.
rootReducer.inject(api);
dynamicMiddleware.addMiddleware(api.middleware);
