import { registerMessageGroup, registerNamespace } from '../../shell/i18n';
import type english from './locales/en.json';

export const notesNamespace = 'notes';

registerNamespace(notesNamespace, import.meta.glob('./locales/*.json', { import: 'default' }));
// The contract's codes (`notes.<key>`) are worded here, as `msg_<key>`.
registerMessageGroup('notes', notesNamespace);

declare module 'i18next' {
  interface ResourceNamespaceMap {
    notes: typeof english;
  }
}
