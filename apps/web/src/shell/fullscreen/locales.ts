import { registerNamespace } from '../i18n';
import type english from './locales/en.json';

export const fullscreenNamespace = 'fullscreen';

registerNamespace(fullscreenNamespace, import.meta.glob('./locales/*.json', { import: 'default' }));

declare module 'i18next' {
  interface ResourceNamespaceMap {
    fullscreen: typeof english;
  }
}
