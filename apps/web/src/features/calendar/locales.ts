import { registerMessageGroup, registerNamespace } from '../../shell/i18n';
import type english from './locales/en.json';

export const calendarNamespace = 'calendar';

registerNamespace(calendarNamespace, import.meta.glob('./locales/*.json', { import: 'default' }));
// The contract's codes (`calendar.<key>`) are worded here, as `msg_<key>`.
registerMessageGroup('calendar', calendarNamespace);

declare module 'i18next' {
  interface ResourceNamespaceMap {
    calendar: typeof english;
  }
}
