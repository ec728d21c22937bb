import { registerNamespace } from '../i18n';
import type english from './locales/en.json';

export const shortcutsNamespace = 'shortcuts';

registerNamespace(shortcutsNamespace, import.meta.glob('./locales/*.json', { import: 'default' }));

declare module 'i18next' {
  interface ResourceNamespaceMap {
    shortcuts: typeof english;
  }
}
