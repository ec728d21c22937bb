import { registerMessageGroup, registerNamespace } from '../../shell/i18n';
import type english from './locales/en.json';

export const academyNamespace = 'academy';

registerNamespace(academyNamespace, import.meta.glob('./locales/*.json', { import: 'default' }));
// The contract's codes (`academy.<key>`) are worded here, as `msg_<key>`.
registerMessageGroup('academy', academyNamespace);

declare module 'i18next' {
  interface ResourceNamespaceMap {
    academy: typeof english;
  }
}
