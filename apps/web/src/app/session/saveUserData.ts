import type { Provider, User } from '@conecta/contracts';
import { loadAuthProvider } from '../../features/auth/providers';
import { i18n, loadMessageTexts, sayMessage } from '../../shell/i18n';
import { showMessage } from '../../shell/message/messageSlice';
import { createAppAsyncThunk } from '../hooks';
import { userUpdated } from './authSlice';
import { asFailure } from './session';

// Apart from session.ts: only signed-in pages save user data, and the sign-in page stays lighter.

/** Where the token API reports saves; the other providers name themselves. */
const providerStoreName: Record<Provider, string> = { custom: 'api', auth0: 'auth0', firebase: 'firebase' };

/**
 * Saves profile and preferences with the provider the user came from (console-core §8), and says so
 * in the user's language: the spec's words in English ('User data saved to api'), a plain 'Salvo' in
 * pt-BR (and likewise in tr and ar), since it follows every settings change (issue 20). Only the
 * signed-in layout calls it, and it loads i18next anyway.
 */
export const saveUserData = createAppAsyncThunk('auth/saveUserData', async (user: User, { dispatch }) => {
  const client = await loadAuthProvider(dispatch, user.from);
  if (!client) return;
  try {
    dispatch(userUpdated(await client.saveUserData(user)));
    const message = i18n.t('userDataSaved', { store: providerStoreName[user.from] });
    dispatch(showMessage({ message, variant: 'success' }));
  } catch (error) {
    const failure = asFailure(error);
    // After a 401 the base query has already signed out and said why.
    if (failure.status === 401) return;
    const said = failure.message ? { ...failure, message: failure.message } : undefined;
    if (said) await loadMessageTexts(said);
    const message = said ? sayMessage(said) : i18n.t('userDataNotSaved');
    dispatch(showMessage({ message, variant: 'error' }));
  }
});
