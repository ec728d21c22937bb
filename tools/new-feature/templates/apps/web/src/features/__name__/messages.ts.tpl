import { __camel__Messages } from '@conecta/contracts/__name__';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ServerMessage } from '../../app/apiFailure';
import { translateServerMessage } from '../../shell/i18n/serverMessages';
import { __camel__Namespace } from './locales';

type MessageKey = keyof typeof __camel__Messages;
const codePrefix = '__name__.';
const isOwnKey = (key: string): key is MessageKey => key in __camel__Messages;
/** The contract's English sentences, by text: what the form's checks say. */
const keysByText = new Map(Object.entries(__camel__Messages).map(([key, text]) => [text as string, key as MessageKey]));

/** The contract's sentences in the user's language: from the browser's own checks, or from the server. */
export function use__Pascal__Messages() {
  const { t } = useTranslation(__camel__Namespace);
  return useMemo(() => {
    const ownKey = (key: MessageKey) => t(`msg_${key}`);
    /** A sentence the form's schema gave (English), in the user's language. */
    const checked = (english: string) => {
      const key = keysByText.get(english);
      return key ? ownKey(key) : english;
    };
    /** A sentence the server answered, by its code. */
    const said = (message: ServerMessage) => {
      const key = message.code?.startsWith(codePrefix) ? message.code.slice(codePrefix.length) : undefined;
      if (key && isOwnKey(key)) return ownKey(key);
      return message.code ? translateServerMessage(message) : checked(message.message);
    };
    return { checked, said };
  }, [t]);
}
