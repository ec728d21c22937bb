import { chatMessages } from '@conecta/contracts/chat';
import type { TFunction } from 'i18next';
import type { ServerMessage } from '../../app/apiFailure';
import { translateServerMessage } from '../../shell/i18n/serverMessages';
import { chatNamespace } from './locales';

const messageKeys = new Map<string, string>(
  Object.entries(chatMessages).map(([key, english]) => [english, `msg_${key}`]),
);

/** The contract's English message in the current language (as it came when there is no translation). */
export function translateChatMessage(t: TFunction<typeof chatNamespace>, message: string): string {
  const key = messageKeys.get(message);
  return key ? t(`${chatNamespace}:${key}`, { defaultValue: message }) : message;
}

/** A sentence the server sent, in the current language: chat's own codes here, the rest from the shared table. */
export function translateChatServerMessage(t: TFunction<typeof chatNamespace>, message: ServerMessage): string {
  if (message.code?.startsWith('chat.')) {
    return t(`${chatNamespace}:msg_${message.code.slice('chat.'.length)}` as never, { defaultValue: message.message });
  }
  return message.code ? translateServerMessage(message) : translateChatMessage(t, message.message);
}
