import { todoLabels, todoMessages } from '@conecta/contracts/todo';
import type { ParseKeys } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ServerMessage } from '../../app/apiFailure';
import { useAppSelector } from '../../app/hooks';
import { selectLanguage } from '../../shell/i18n/languageSlice';
import { translateServerMessage } from '../../shell/i18n/serverMessages';
import { todoNamespace } from './locales';
import type { TodoList } from './todoView';

/** A key made at run time (`filter_completed`): the key test and the screens' tests check these. */
type TodoKey = ParseKeys<typeof todoNamespace>;

/** The contract's English sentences, found by their text, so the form and the API read the same in every language. */
const messageKeys = new Map(Object.entries(todoMessages).map(([key, text]) => [text as string, key]));

/** Everything the to-do screens need to say in the current language. */
export function useTodoText() {
  const { t } = useTranslation(todoNamespace);
  const language = useAppSelector(selectLanguage);
  return useMemo(() => {
    const dates = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
    const message = (english: string) => {
      const key = messageKeys.get(english);
      return key ? t(`msg_${key}` as TodoKey, { defaultValue: english }) : english;
    };
    return {
      t,
      language,
      listTitle: (list: TodoList) => t(`${list.kind}_${list.handle}` as TodoKey, { defaultValue: list.handle }),
      labelTitle: (id: number) => {
        const label = todoLabels[id];
        return label ? t(`label_${label.handle}` as TodoKey) : String(id);
      },
      date: (iso: string) => dates.format(new Date(iso)),
      /** A form or server sentence of the contract, in the current language. */
      message,
      serverMessage: (said: ServerMessage) => {
        const own = said.code?.startsWith('todo.') ? said.code.slice('todo.'.length) : undefined;
        if (own && own in todoMessages) return t(`msg_${own}` as TodoKey, { defaultValue: said.message });
        return said.code ? translateServerMessage(said) : message(said.message);
      },
    };
  }, [t, language]);
}

export type TodoText = ReturnType<typeof useTodoText>;
