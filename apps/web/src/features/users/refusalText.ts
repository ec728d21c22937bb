import { useCallback } from 'react';
import { readApiFailure, refusalSentences } from '../../app/apiFailure';
import { loadMessageTexts, useMessageText } from '../../shell/i18n/messages';

/**
 * What a failed call says, in the current language: its field errors (joined), else its general
 * sentence, else `fallback` (no answer, or an answer without a sentence).
 */
export function useRefusalText(): (error: unknown, fallback: string) => Promise<string> {
  const say = useMessageText();
  return useCallback(
    async (error: unknown, fallback: string) => {
      const sentences = refusalSentences(readApiFailure(error));
      if (sentences.length === 0) return fallback;
      await loadMessageTexts(...sentences);
      return sentences.map(say).join(' ');
    },
    [say],
  );
}
