import { registerMessageGroup, registerNamespace } from '../../shell/i18n';
import type english from './locales/en.json';

export const invoicesNamespace = 'invoices';

registerNamespace(invoicesNamespace, import.meta.glob('./locales/*.json', { import: 'default' }));
// The contract's codes (`invoices.<key>`) are worded here, as `msg_<key>`.
registerMessageGroup('invoices', invoicesNamespace);

declare module 'i18next' {
  interface ResourceNamespaceMap {
    invoices: typeof english;
  }
}
