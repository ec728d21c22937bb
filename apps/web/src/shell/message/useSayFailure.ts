import { useCallback } from 'react';
import { firstServerMessage, readApiFailure } from '../../app/apiFailure';
import { useAppDispatch } from '../../app/hooks';
import { loadMessageTexts, useMessageText } from '../i18n/messages';
import { showMessage } from './messageSlice';

/**
 * Says why a call failed, in the user's language: the server's sentence when it sent one (its text loaded
 * first), otherwise the page's own `fallback`.
 */
export function useSayFailure(): (error: unknown, fallback: string) => Promise<void> {
  const dispatch = useAppDispatch();
  const say = useMessageText();
  return useCallback(
    async (error, fallback) => {
      const said = firstServerMessage(readApiFailure(error));
      if (said) await loadMessageTexts(said);
      dispatch(showMessage({ message: said ? say(said) : fallback, variant: 'error' }));
    },
    [dispatch, say],
  );
}
