import { registerMessageGroup, registerNamespace } from '../../shell/i18n';
import type english from './locales/en.json';

/** Not `search`: the shell's navigation search has that namespace. */
export const searchNamespace = 'consoleSearch';

registerNamespace(searchNamespace, import.meta.glob('./locales/*.json', { import: 'default' }));
// The contract's codes (`search.<key>`) are worded here, as `msg_<key>`.
registerMessageGroup('search', searchNamespace);

declare module 'i18next' {
  interface ResourceNamespaceMap {
    consoleSearch: typeof english;
  }
}
