import { registerNamespace } from '../i18n';
import type english from './locales/en.json';

export const formNamespace = 'form';

registerNamespace(formNamespace, import.meta.glob('./locales/*.json', { import: 'default' }));

declare module 'i18next' {
  interface ResourceNamespaceMap {
    form: typeof english;
  }
}
