import type { Provider, RegisterRequest, User } from '@conecta/contracts';
import { authMessages } from '@conecta/contracts/constants';
import { messageText } from '@conecta/contracts/messages';
import type { Dispatch } from '@reduxjs/toolkit';
import { authProviderEntries, loadAuthProvider } from '../../features/auth/providers';
import { type AuthFailure, isAuthFailure, type SignInCredentials } from '../../features/auth/providers/types';
import { showMessage } from '../../shell/message/messageSlice';
import { settingsApplied, takePendingSettings } from '../../shell/settings/settingsSlice';
import { createAppAsyncThunk } from '../hooks';
import type { AppDispatch } from '../store';
import { authChecked, userSignedIn } from './authSlice';

export function startUserSession(dispatch: Dispatch, user: User): void {
  dispatch(userSignedIn(user));
  // A change the last page could not save before it went (a reload right after it) wins, and is saved now.
  const pending = takePendingSettings(user.uuid);
  dispatch(settingsApplied(pending ?? user.data.settings));
  if (pending) {
    const settings = pending as User['data']['settings'];
    void import('./saveUserData').then(({ saveUserData }) =>
      (dispatch as AppDispatch)(saveUserData({ ...user, data: { ...user.data, settings } })),
    );
  }
}

export function asFailure(error: unknown): AuthFailure {
  // Errors carry a `message` too, but only plain data may travel through Redux.
  if (error instanceof Error) return { message: error.message };
  return isAuthFailure(error) ? error : { message: String(error) };
}

/** Start-up: every provider looks for its stored session in parallel; the splash waits for all. */
export const checkAuth = createAppAsyncThunk('auth/check', async (_: undefined, { dispatch }) => {
  await Promise.all(
    authProviderEntries.map(async (entry) => {
      // Not configured, or nothing stored: checked at once, without fetching the provider's code.
      if (!entry.configured() || !entry.hasStoredSession()) return;
      try {
        const user = await (await entry.load())(dispatch).check();
        if (user) startUserSession(dispatch, user);
      } catch (error) {
        const message = asFailure(error).message ?? messageText(authMessages.tokenLoginFailed);
        dispatch(showMessage({ message, variant: 'error' }));
      }
    }),
  );
  dispatch(authChecked());
});

export const signIn = createAppAsyncThunk(
  'auth/signIn',
  async ({ provider = 'custom', ...credentials }: SignInCredentials & { provider?: Provider }, thunk) => {
    const client = await loadAuthProvider(thunk.dispatch, provider);
    if (!client?.signIn) return thunk.rejectWithValue({ message: `${provider} does not sign in with this form` });
    try {
      startUserSession(thunk.dispatch, await client.signIn(credentials));
    } catch (error) {
      return thunk.rejectWithValue(asFailure(error));
    }
  },
);

export const register = createAppAsyncThunk(
  'auth/register',
  async ({ provider = 'custom', ...form }: RegisterRequest & { provider?: Provider }, thunk) => {
    const client = await loadAuthProvider(thunk.dispatch, provider);
    if (!client?.register) return thunk.rejectWithValue({ message: `${provider} does not register accounts here` });
    try {
      startUserSession(thunk.dispatch, await client.register(form));
    } catch (error) {
      return thunk.rejectWithValue(asFailure(error));
    }
  },
);
