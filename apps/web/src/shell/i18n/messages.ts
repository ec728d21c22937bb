import { messageText as englishText, isMessageCode } from '@conecta/contracts/messages';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n, registeredNamespaces } from '.';

/**
 * The one way to say a contract message in the user's language. A message is declared in the
 * contracts with its code (`todo.title`); its four translations live in the locale files of the
 * namespace that owns its group:
 * - a feature's group (`device`, `chat`, `todo`…) in the feature's own namespace, under `msg_<name>`
 *   (`"msg_title": "…"` in `features/todo/locales/<language>.json`). The namespace is the group's name
 *   unless the feature's `locales.ts` says otherwise with `registerMessageGroup('device', 'devices')`;
 * - the platform's groups (http, validation, auth, account, import, file, input, provider, live, preference) in the
 *   shell's `messages` files (`shell/i18n/server-messages/locales/`), keyed by the whole code.
 * A code whose texts are not here yet is said in English, then again once they arrive.
 */

/**
 * What can be said: a string is a declared code (what a contract's zod check leaves in a form's
 * error) or an undeclared sentence shown as it is; an object is a server answer as `readApiFailure`
 * gives it (its English, and its code and values when the server sent them).
 */
export type SaidMessage = string | { code?: string; message: string; params?: Record<string, string | number> };

/** The shell's namespace of the platform's codes, fetched on the first one said. */
export const platformMessagesNamespace = 'serverMessages';
const platformGroups = new Set([
  'http',
  'validation',
  'auth',
  'account',
  'import',
  'file',
  'input',
  'provider',
  'live',
  'preference',
]);

const groupNamespaces = new Map<string, string>();

/** Says where a feature's codes are worded when its namespace is not named as its group. */
export function registerMessageGroup(group: string, namespace: string): void {
  groupNamespaces.set(group, namespace);
}

interface Resolved {
  english: string;
  code?: string;
  params?: Record<string, string | number>;
}

function resolve(said: SaidMessage): Resolved {
  if (typeof said === 'string')
    return isMessageCode(said) ? { english: englishText(said), code: said } : { english: said };
  const code = said.code ?? (isMessageCode(said.message) ? said.message : undefined);
  const english = said.code || !code ? said.message : englishText(code, said.params);
  return { english, code, params: said.params };
}

/** The namespace and key of a code's translations (the four languages' texts are looked up there). */
export function messageTextPlace(code: string): { namespace: string; key: string } {
  const dot = code.indexOf('.');
  const group = code.slice(0, dot);
  if (platformGroups.has(group)) return { namespace: platformMessagesNamespace, key: code };
  return { namespace: groupNamespaces.get(group) ?? group, key: `msg_${code.slice(dot + 1)}` };
}

let platformLoading: Promise<void> | undefined;

/** Fetches the platform's texts once: only a refusal needs them, so no page loads them on its first visit. */
export function loadPlatformMessages(): Promise<void> {
  platformLoading ??= import('./serverMessageLocales').then(
    async () => {
      await i18n.loadNamespaces(platformMessagesNamespace);
    },
    () => {
      // Not fetched (offline): the English shows, and the next refusal tries again.
      platformLoading = undefined;
    },
  );
  return platformLoading;
}

/** Fetches the texts of the codes given, so a sentence said once (a snackbar) is in the user's language. */
export async function loadMessageTexts(...said: SaidMessage[]): Promise<void> {
  const namespaces = new Set<string>();
  for (const one of said) {
    const { code } = resolve(one);
    if (code) namespaces.add(messageTextPlace(code).namespace);
  }
  await Promise.all(
    [...namespaces].map((namespace) =>
      namespace === platformMessagesNamespace
        ? loadPlatformMessages()
        : registeredNamespaces().includes(namespace as never)
          ? i18n.loadNamespaces(namespace)
          : undefined,
    ),
  );
}

/** A message in the current language (without a hook: snackbars, thunks); English while its texts load. */
export function sayMessage(said: SaidMessage): string {
  const { english, code, params } = resolve(said);
  if (!code) return english;
  const { namespace, key } = messageTextPlace(code);
  if (!i18n.hasLoadedNamespace(namespace)) {
    void loadMessageTexts(code);
    return english;
  }
  // Platform keys hold dots: they are whole keys, not paths into nested tables.
  return i18n.t(key as never, { ns: namespace, keySeparator: false, defaultValue: english, ...params });
}

/**
 * `sayMessage` for a component: it renders again when the language changes or a namespace of
 * texts arrives, so a code said before its texts loaded is said again in the user's language.
 */
export function useMessageText(): (said: SaidMessage) => string {
  const { i18n: current } = useTranslation();
  const [arrivals, setArrivals] = useState(0);
  useEffect(() => {
    const arrived = () => setArrivals((count) => count + 1);
    current.on('loaded', arrived);
    return () => current.off('loaded', arrived);
  }, [current]);
  const language = current.language;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new function per language and per arrival, so callers re-render
  return useCallback((said: SaidMessage) => sayMessage(said), [language, arrivals]);
}
