import { registerMessageGroup, registerNamespace } from '../../shell/i18n';
import type english from './locales/en.json';

export const iconsNamespace = 'icons';

registerNamespace(iconsNamespace, import.meta.glob('./locales/*.json', { import: 'default' }));
// The contract's codes (`icons.<key>`) are worded here, as `msg_<key>`.
registerMessageGroup('icons', iconsNamespace);

declare module 'i18next' {
  interface ResourceNamespaceMap {
    icons: typeof english;
  }
}
