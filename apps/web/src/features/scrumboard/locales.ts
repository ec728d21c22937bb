import { registerMessageGroup, registerNamespace } from '../../shell/i18n';
import type english from './locales/en.json';

export const scrumboardNamespace = 'scrumboard';

registerNamespace(scrumboardNamespace, import.meta.glob('./locales/*.json', { import: 'default' }));
// The contract's codes (`scrumboard.<key>`) are worded here, as `msg_<key>`.
registerMessageGroup('scrumboard', scrumboardNamespace);

declare module 'i18next' {
  interface ResourceNamespaceMap {
    scrumboard: typeof english;
  }
}
