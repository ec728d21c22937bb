import { registerNamespace } from '../../shell/i18n';
import type english from './locales/en.json';

export const __camel__Namespace = '__name__';

registerNamespace(__camel__Namespace, import.meta.glob('./locales/*.json', { import: 'default' }));

declare module 'i18next' {
  interface ResourceNamespaceMap {
    '__name__': typeof english;
  }
}
