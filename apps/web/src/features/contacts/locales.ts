import { registerMessageGroup, registerNamespace } from '../../shell/i18n';
import type english from './locales/en.json';

export const contactsNamespace = 'contacts';

registerNamespace(contactsNamespace, import.meta.glob('./locales/*.json', { import: 'default' }));
// The contract's codes (`contacts.<key>`) are worded here, as `msg_<key>`.
registerMessageGroup('contacts', contactsNamespace);

declare module 'i18next' {
  interface ResourceNamespaceMap {
    contacts: typeof english;
  }
}
