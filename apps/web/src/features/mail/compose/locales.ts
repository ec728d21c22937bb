import { registerNamespace } from '../../../shell/i18n';
import type english from './locales/en.json';

export const mailComposeNamespace = 'mailCompose';

registerNamespace(mailComposeNamespace, import.meta.glob('./locales/*.json', { import: 'default' }));

declare module 'i18next' {
  interface ResourceNamespaceMap {
    mailCompose: typeof english;
  }
}
