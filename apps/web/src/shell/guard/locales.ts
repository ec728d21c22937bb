import { registerNamespace } from '../i18n';
import type english from './locales/en.json';

export const guardNamespace = 'guard';

registerNamespace(guardNamespace, import.meta.glob('./locales/*.json', { import: 'default' }));

declare module 'i18next' {
  interface ResourceNamespaceMap {
    guard: typeof english;
  }
}
