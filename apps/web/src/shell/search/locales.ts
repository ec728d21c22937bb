import { registerNamespace } from '../i18n';
import type english from './locales/en.json';

export const searchNamespace = 'search';

registerNamespace(searchNamespace, import.meta.glob('./locales/*.json', { import: 'default' }));

declare module 'i18next' {
  interface ResourceNamespaceMap {
    search: typeof english;
  }
}
