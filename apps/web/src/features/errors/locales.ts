import { registerNamespace } from '../../shell/i18n';
import type english from './locales/en.json';

export const errorsNamespace = 'errors';

registerNamespace(errorsNamespace, import.meta.glob('./locales/*.json', { import: 'default' }));

declare module 'i18next' {
  interface ResourceNamespaceMap {
    errors: typeof english;
  }
}
