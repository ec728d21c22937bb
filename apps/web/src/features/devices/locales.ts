import { registerMessageGroup, registerNamespace } from '../../shell/i18n';
import type english from './locales/en.json';

export const devicesNamespace = 'devices';

registerNamespace(devicesNamespace, import.meta.glob('./locales/*.json', { import: 'default' }));
// The `device.*` codes of the contracts are worded here, as `msg_<name>`.
registerMessageGroup('device', devicesNamespace);

declare module 'i18next' {
  interface ResourceNamespaceMap {
    devices: typeof english;
  }
}
