import { registerNamespace } from '../i18n';
import { gridPacks } from './gridLocaleText';
import type english from './locales/en.json';

export const dataGridNamespace = 'dataGrid';

// The library's pack of a language arrives with the namespace's file in that language.
registerNamespace(dataGridNamespace, gridPacks.with(import.meta.glob('./locales/*.json', { import: 'default' })));

declare module 'i18next' {
  interface ResourceNamespaceMap {
    dataGrid: typeof english;
  }
}
