import { todoLabels, todoMessages } from '@conecta/contracts/todo';
import type { ParseKeys, TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ServerMessage } from '../../app/apiFailure';
import { useAppSelector } from '../../app/hooks';
import type { CollectionList } from '../../shell/collection';
import { selectLanguage } from '../../shell/i18n/languageSlice';
import { translateServerMessage } from '../../shell/i18n/serverMessages';
import { todoNamespace } from './locales';

/** A key made at run time (`filter_completed`): the key test and the screens' tests check these. */
type TodoKey = ParseKeys<typeof todoNamespace>;
type TodoT = TFunction<typeof todoNamespace>;

/** A list's name in the user's language (`folder_all`, `filter_completed`, `label_api`). */
export const listTitle = (t: TodoT, list: CollectionList) =>
  t(`${list.kind}_${list.handle}` as TodoKey, { defaultValue: list.handle });

/** A label's name in the user's language, by its id. */
export function labelTitle(t: TodoT, id: number) {
  const label = todoLabels[id];
  return label ? t(`label_${label.handle}` as TodoKey) : String(id);
}

/** A to-do's date and time, as the user's language writes them. */
export function useTodoDate() {
  const language = useAppSelector(selectLanguage);
  return useMemo(() => {
    const dates = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
    return (iso: string) => dates.format(new Date(iso));
  }, [language]);
}

/** The contract's English sentences, found by their text, so the form and the API read the same in every language. */
const messageKeys = new Map(Object.entries(todoMessages).map(([key, text]) => [text as string, key]));

/**
 * How the to-do screens say a contract sentence (the browser's validation) or a server's message in
 * the user's language. The one place to swap for the platform's message helper.
 */
export function useTodoMessage() {
  const { t } = useTranslation(todoNamespace);
  return useMemo(() => {
    const message = (english: string) => {
      const key = messageKeys.get(english);
      return key ? t(`msg_${key}` as TodoKey, { defaultValue: english }) : english;
    };
    const serverMessage = (said: ServerMessage) => {
      const own = said.code?.startsWith('todo.') ? said.code.slice('todo.'.length) : undefined;
      if (own && own in todoMessages) return t(`msg_${own}` as TodoKey, { defaultValue: said.message });
      return said.code ? translateServerMessage(said) : message(said.message);
    };
    return { message, serverMessage };
  }, [t]);
}
