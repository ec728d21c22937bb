import { registerNamespace } from '../i18n';
import type english from './locales/en.json';

export const filesNamespace = 'files';

registerNamespace(filesNamespace, import.meta.glob('./locales/*.json', { import: 'default' }));

declare module 'i18next' {
  interface ResourceNamespaceMap {
    files: typeof english;
  }
}
