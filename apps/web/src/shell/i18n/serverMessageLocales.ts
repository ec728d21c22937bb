import { registerNamespace } from '.';
import type english from './server-messages/locales/en.json';

/**
 * The API's sentences by their stable code (packages/contracts/src/messages.ts), one JSON file per
 * language in `server-messages/locales/`; `{{name}}` is a value the server sent beside the code.
 * Features word their own codes (`device.*`, `chat.*`) in their namespaces. A code missing here shows
 * the server's English. This module is imported on the first refusal (see `loadServerMessages`).
 */
export const serverMessagesNamespace = 'serverMessages';

registerNamespace(serverMessagesNamespace, import.meta.glob('./server-messages/locales/*.json', { import: 'default' }));

declare module 'i18next' {
  interface ResourceNamespaceMap {
    serverMessages: typeof english;
  }
}
