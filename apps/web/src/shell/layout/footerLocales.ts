import { registerNamespace } from '../i18n';
import type english from './locales/en.json';

export const footerNamespace = 'footer';

registerNamespace(footerNamespace, import.meta.glob('./locales/*.json', { import: 'default' }));

declare module 'i18next' {
  interface ResourceNamespaceMap {
    footer: typeof english;
  }
}
