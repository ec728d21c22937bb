import { chatMessages } from '@conecta/contracts/chat';
import type { TFunction } from 'i18next';
import { chatNamespace } from './locales';

const messageKeys = new Map<string, string>(
  Object.entries(chatMessages).map(([key, english]) => [english, `msg_${key}`]),
);

/** The contract's English message in the current language (as it came when there is no translation). */
export function translateChatMessage(t: TFunction<typeof chatNamespace>, message: string): string {
  const key = messageKeys.get(message);
  return key ? t(`${chatNamespace}:${key}`, { defaultValue: message }) : message;
}
