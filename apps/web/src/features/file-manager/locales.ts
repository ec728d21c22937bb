import { registerMessageGroup, registerNamespace } from '../../shell/i18n';
import type english from './locales/en.json';

export const fileManagerNamespace = 'file-manager';

registerNamespace(fileManagerNamespace, import.meta.glob('./locales/*.json', { import: 'default' }));
// The contract's codes (`fileManager.<key>`) are worded here, as `msg_<key>`.
registerMessageGroup('fileManager', fileManagerNamespace);

declare module 'i18next' {
  interface ResourceNamespaceMap {
    'file-manager': typeof english;
  }
}
