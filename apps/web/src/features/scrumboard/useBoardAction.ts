import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { firstServerMessage, readApiFailure } from '../../app/apiFailure';
import { useAppDispatch } from '../../app/hooks';
import { loadMessageTexts, useMessageText } from '../../shell/i18n/messages';
import { showMessage } from '../../shell/message/messageSlice';
import { scrumboardNamespace } from './locales';

/**
 * Runs a board call and says its refusal in the user's language (the server's sentence by its code), so every
 * button of the board fails the same way. Answers the call's result, or undefined when it failed.
 */
export function useBoardAction() {
  const { t } = useTranslation(scrumboardNamespace);
  const dispatch = useAppDispatch();
  const sayMessage = useMessageText();
  return useCallback(
    async <T>(call: () => Promise<T>): Promise<T | undefined> => {
      try {
        return await call();
      } catch (error) {
        const said = firstServerMessage(readApiFailure(error));
        if (said) await loadMessageTexts(said);
        dispatch(showMessage({ message: said ? sayMessage(said) : t('actionFailed'), variant: 'error' }));
        return undefined;
      }
    },
    [dispatch, sayMessage, t],
  );
}
