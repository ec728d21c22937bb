import { registerNamespace } from '../i18n';
import type english from './locales/en.json';

export const richTextNamespace = 'richText';

registerNamespace(richTextNamespace, import.meta.glob('./locales/*.json', { import: 'default' }));

declare module 'i18next' {
  interface ResourceNamespaceMap {
    richText: typeof english;
  }
}
