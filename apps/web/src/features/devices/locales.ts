import { registerNamespace } from '../../shell/i18n';
import type english from './locales/en.json';

export const devicesNamespace = 'devices';

registerNamespace(devicesNamespace, import.meta.glob('./locales/*.json', { import: 'default' }));

declare module 'i18next' {
  interface ResourceNamespaceMap {
    devices: typeof english;
  }
}
