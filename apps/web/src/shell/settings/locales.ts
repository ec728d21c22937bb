import { registerNamespace } from '../i18n';
import type english from './locales/en.json';

export const settingsNamespace = 'settings';

registerNamespace(settingsNamespace, import.meta.glob('./locales/*.json', { import: 'default' }));

declare module 'i18next' {
  interface ResourceNamespaceMap {
    settings: typeof english;
  }
}
