import { registerNamespace } from '../../shell/i18n';
import type english from './locales/en.json';

export const authNamespace = 'auth';

registerNamespace(authNamespace, import.meta.glob('./locales/*.json', { import: 'default' }));

declare module 'i18next' {
  interface ResourceNamespaceMap {
    auth: typeof english;
  }
}
