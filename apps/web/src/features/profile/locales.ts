import { registerMessageGroup, registerNamespace } from '../../shell/i18n';
import type english from './locales/en.json';

export const profileNamespace = 'profile';

registerNamespace(profileNamespace, import.meta.glob('./locales/*.json', { import: 'default' }));
// The contract's codes (`profile.<key>`) are worded here, as `msg_<key>`.
registerMessageGroup('profile', profileNamespace);

declare module 'i18next' {
  interface ResourceNamespaceMap {
    profile: typeof english;
  }
}
