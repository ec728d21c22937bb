import { authProviderEntries } from '../../features/auth/providers';
import { createAppAsyncThunk } from '../hooks';
import { userSigningOut } from './authSlice';
import { endSession } from './endSession';

// Apart from session.ts: the sign-in page's first visit does not carry the sign-out.

/**
 * Logout (console-core §4.1): the user's provider, and any other holding a stored session, forgets
 * it (the token API's session is ended on the server, the hosted login ends its own); then the user
 * becomes a guest with default settings. `everywhere`: the user's other sessions end as well.
 */
export const signOut = createAppAsyncThunk(
  'auth/signOut',
  async ({ everywhere = false }: { everywhere?: boolean } | undefined = {}, { dispatch, getState }) => {
    const from = getState().auth.user.from;
    const ending = authProviderEntries.filter(
      (entry) => entry.configured() && (entry.id === from || entry.hasStoredSession()),
    );
    // Live connections and their calls stop while the token is still good, so none is refused.
    dispatch(userSigningOut());
    await Promise.allSettled(ending.map(async (entry) => (await entry.load())(dispatch).signOut({ everywhere })));
    endSession(dispatch);
  },
);
