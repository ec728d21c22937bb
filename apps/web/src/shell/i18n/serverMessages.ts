/**
 * The names To-do and Mail still import (their translators move to `./messages` with the collection
 * kit); everything else says messages through `useMessageText` / `sayMessage`. Delete once unused.
 */
import type { ServerMessage } from '../../app/apiFailure';
import { loadPlatformMessages, platformMessagesNamespace, sayMessage } from './messages';

export const serverMessagesNamespace = platformMessagesNamespace;
export const loadServerMessages = loadPlatformMessages;
export const translateServerMessage = (message: ServerMessage): string => sayMessage(message);
