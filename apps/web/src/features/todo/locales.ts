import { registerNamespace } from '../../shell/i18n';
import type english from './locales/en.json';

export const todoNamespace = 'todo';

registerNamespace(todoNamespace, import.meta.glob('./locales/*.json', { import: 'default' }));

declare module 'i18next' {
  interface ResourceNamespaceMap {
    todo: typeof english;
  }
}
