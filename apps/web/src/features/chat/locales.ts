import { registerNamespace } from '../../shell/i18n';
import type english from './locales/en.json';

export const chatNamespace = 'chat';

registerNamespace(chatNamespace, import.meta.glob('./locales/*.json', { import: 'default' }));

declare module 'i18next' {
  interface ResourceNamespaceMap {
    chat: typeof english;
  }
}
