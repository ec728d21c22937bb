import { registerMessageGroup, registerNamespace } from '../../shell/i18n';
import type english from './locales/en.json';

export const eCommerceNamespace = 'e-commerce';

registerNamespace(eCommerceNamespace, import.meta.glob('./locales/*.json', { import: 'default' }));
// The contract's codes (`eCommerce.<key>`) are worded here, as `msg_<key>`.
registerMessageGroup('eCommerce', eCommerceNamespace);

declare module 'i18next' {
  interface ResourceNamespaceMap {
    'e-commerce': typeof english;
  }
}
