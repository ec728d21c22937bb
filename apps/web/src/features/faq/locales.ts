import { registerMessageGroup, registerNamespace } from '../../shell/i18n';
import type english from './locales/en.json';

export const faqNamespace = 'faq';

registerNamespace(faqNamespace, import.meta.glob('./locales/*.json', { import: 'default' }));
// The contract's codes (`faq.<key>`) are worded here, as `msg_<key>`.
registerMessageGroup('faq', faqNamespace);

declare module 'i18next' {
  interface ResourceNamespaceMap {
    faq: typeof english;
  }
}
