import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { readApiFailure, refusalSentences, type ServerMessage } from '../../app/apiFailure';
import { i18n, registerTranslations, type Translations } from '.';
import { serverMessageTranslations } from './serverMessageLocales';

/** The namespace of the API's sentences, keyed by their stable codes (`auth.wrongPassword`). */
export const serverMessagesNamespace = 'serverMessages';

registerTranslations(serverMessagesNamespace, serverMessageTranslations);

/** A feature adds the translations of its own codes (`device.imeiTaken`) to the shared namespace. */
export function registerServerMessages(translations: Translations): void {
  registerTranslations(serverMessagesNamespace, translations);
}

/** A server sentence in the current language, from its code; the server's English when none is known. */
export function translateServerMessage({ message, code, params }: ServerMessage): string {
  if (!code) return message;
  // Codes hold dots: they are whole keys, not paths into nested tables.
  return i18n.t(code, { ns: serverMessagesNamespace, keySeparator: false, defaultValue: message, ...params });
}

/** `translateServerMessage` for a component: it renders again when the language changes. */
export function useServerMessage(): (message: ServerMessage) => string {
  const { i18n: current } = useTranslation(serverMessagesNamespace);
  const language = current.language;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new function per language, so callers re-render
  return useCallback((message: ServerMessage) => translateServerMessage(message), [language]);
}

/**
 * What a failed call says, in the current language: its field errors (joined), else its general
 * sentence, else `fallback` (no answer, or an answer without a sentence).
 */
export function useRefusalText(): (error: unknown, fallback: string) => string {
  const say = useServerMessage();
  return useCallback(
    (error: unknown, fallback: string) => {
      const sentences = refusalSentences(readApiFailure(error));
      return sentences.length > 0 ? sentences.map(say).join(' ') : fallback;
    },
    [say],
  );
}
