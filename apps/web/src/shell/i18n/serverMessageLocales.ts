import { registerNamespace } from '.';
import { platformMessagesNamespace } from './messages';
import type english from './server-messages/locales/en.json';

/**
 * The platform's message codes (http, validation, auth, account, import, file, input, provider; see
 * packages/contracts/src/messages.ts) in every language, keyed by the whole code, one JSON file per
 * language in `server-messages/locales/`; `{{name}}` is a value sent beside the code. Features word
 * their own codes in their namespaces (see `./messages`). Imported on the first platform code said.
 */
registerNamespace(
  platformMessagesNamespace,
  import.meta.glob('./server-messages/locales/*.json', { import: 'default' }),
);

declare module 'i18next' {
  interface ResourceNamespaceMap {
    serverMessages: typeof english;
  }
}
