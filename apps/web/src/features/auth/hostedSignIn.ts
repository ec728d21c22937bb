import type { Provider } from '@conecta/contracts';
// Sign-in by redirect (the hosted login), kept out of session.ts: only the pages that offer it need it.
import { createAppAsyncThunk } from '../../app/hooks';
import { redirectUrlRemembered } from '../../app/session/authSlice';
import { asFailure, startUserSession } from '../../app/session/session';
import { loadAuthProvider } from './providers';

/**
 * The hosted login: leaves for the issuer's page, remembering where the guard was taking the user.
 * Resolves only if the browser stays (it normally does not); rejects when the issuer cannot be reached.
 */
export const signInWithRedirect = createAppAsyncThunk(
  'auth/signInWithRedirect',
  async (provider: Provider, { dispatch, getState, rejectWithValue }) => {
    try {
      const client = await loadAuthProvider(dispatch, provider);
      if (!client?.signInWithRedirect) return rejectWithValue({ message: `${provider} does not sign in by redirect` });
      await client.signInWithRedirect(getState().auth.redirectUrl);
    } catch (error) {
      return rejectWithValue(asFailure(error));
    }
  },
);

/**
 * /callback: finishes the hosted sign-in. The guard then takes the user from this guest-only page
 * to the page remembered before leaving for the issuer.
 */
export const completeSignInRedirect = createAppAsyncThunk(
  'auth/completeSignInRedirect',
  async (provider: Provider, { dispatch, rejectWithValue }) => {
    try {
      const client = await loadAuthProvider(dispatch, provider);
      if (!client?.completeSignInRedirect)
        return rejectWithValue({ message: `${provider} does not sign in by redirect` });
      const { user, returnTo } = await client.completeSignInRedirect();
      dispatch(redirectUrlRemembered(returnTo));
      startUserSession(dispatch, user);
    } catch (error) {
      return rejectWithValue(asFailure(error));
    }
  },
);
