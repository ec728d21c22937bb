import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ServerMessage } from '../../app/apiFailure';
import { i18n } from '.';

/** The namespace of the API's sentences, keyed by their stable codes (`auth.wrongPassword`). */
export const serverMessagesNamespace = 'serverMessages';

let loading: Promise<void> | undefined;

/**
 * Fetches the translations of the API's sentences, once: only a refusal needs them, so no page
 * loads them on its first visit. Call it before saying a server sentence.
 */
export function loadServerMessages(): Promise<void> {
  loading ??= import('./serverMessageLocales').then(
    async () => {
      await i18n.loadNamespaces(serverMessagesNamespace);
    },
    () => {
      // Not fetched (offline): the server's English shows, and the next refusal tries again.
      loading = undefined;
    },
  );
  return loading;
}

/** A server sentence in the current language, from its code; the server's English when none is known. */
export function translateServerMessage({ message, code, params }: ServerMessage): string {
  if (!code) return message;
  // Codes hold dots: they are whole keys, not paths into nested tables.
  return i18n.t(code as never, { ns: serverMessagesNamespace, keySeparator: false, defaultValue: message, ...params });
}

/** `translateServerMessage` for a component: it renders again when the language changes. */
export function useServerMessage(): (message: ServerMessage) => string {
  const { i18n: current } = useTranslation(serverMessagesNamespace as never);
  const language = current.language;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new function per language, so callers re-render
  return useCallback((message: ServerMessage) => translateServerMessage(message), [language]);
}
