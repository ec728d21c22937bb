import type { AuthResponse, RegisterRequest, SignInRequest, User } from '@conecta/contracts';
import { api } from '../../app/api';

/** The token API (`/api/auth…`) and the session of the outside providers' users. */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    signIn: build.mutation<AuthResponse, SignInRequest>({
      query: (body) => ({ url: '/auth', method: 'POST', body }),
      extraOptions: { anonymous: true },
    }),
    register: build.mutation<AuthResponse, RegisterRequest>({
      query: (body) => ({ url: '/auth/register', method: 'POST', body }),
      extraOptions: { anonymous: true },
    }),
    /** Trades the stored token for the user and a fresh token. */
    exchangeToken: build.mutation<AuthResponse, void>({
      query: () => ({ url: '/auth/access-token', method: 'GET' }),
    }),
    /**
     * The user behind the bearer token of any provider (hosted login, Firebase): roles from our
     * database, the account created on first call.
     */
    session: build.mutation<{ user: User }, void>({
      query: () => ({ url: '/auth/session', method: 'GET' }),
    }),
    /** Ends the session of the token sent, on the server: its tokens are refused from now on. */
    signOut: build.mutation<null, void>({
      query: () => ({ url: '/auth/sign-out', method: 'POST' }),
      extraOptions: { endsSession: true },
    }),
    /** Ends every session of the user, on every device. */
    signOutEverywhere: build.mutation<{ endedSessions: number }, void>({
      query: () => ({ url: '/auth/sign-out-everywhere', method: 'POST' }),
      extraOptions: { endsSession: true },
    }),
    updateUser: build.mutation<User, User>({
      query: (user) => ({ url: '/auth/user/update', method: 'POST', body: { user } }),
      invalidatesTags: ['User'],
    }),
  }),
});
