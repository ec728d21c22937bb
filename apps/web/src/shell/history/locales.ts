import { registerNamespace } from '../i18n';
import type english from './locales/en.json';

export const historyNamespace = 'history';

registerNamespace(historyNamespace, import.meta.glob('./locales/*.json', { import: 'default' }));

declare module 'i18next' {
  interface ResourceNamespaceMap {
    history: typeof english;
  }
}
