import { registerNamespace } from '../../shell/i18n';
import type english from './locales/en.json';

export const documentationNamespace = 'documentation';

registerNamespace(documentationNamespace, import.meta.glob('./locales/*.json', { import: 'default' }));

declare module 'i18next' {
  interface ResourceNamespaceMap {
    documentation: typeof english;
  }
}
