import { registerNamespace } from '../i18n';
import type english from './locales/en.json';

export const dataGridNamespace = 'dataGrid';

registerNamespace(dataGridNamespace, import.meta.glob('./locales/*.json', { import: 'default' }));

declare module 'i18next' {
  interface ResourceNamespaceMap {
    dataGrid: typeof english;
  }
}
