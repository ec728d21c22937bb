import { registerNamespace } from '../../shell/i18n';
import type english from './locales/en.json';

export const mailNamespace = 'mail';

registerNamespace(mailNamespace, import.meta.glob('./locales/*.json', { import: 'default' }));

declare module 'i18next' {
  interface ResourceNamespaceMap {
    mail: typeof english;
  }
}
