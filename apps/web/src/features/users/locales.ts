import { registerNamespace } from '../../shell/i18n';
import type english from './locales/en.json';

export const usersNamespace = 'users';

registerNamespace(usersNamespace, import.meta.glob('./locales/*.json', { import: 'default' }));

declare module 'i18next' {
  interface ResourceNamespaceMap {
    users: typeof english;
  }
}
