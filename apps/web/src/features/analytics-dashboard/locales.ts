import { registerMessageGroup, registerNamespace } from '../../shell/i18n';
import type english from './locales/en.json';

export const analyticsDashboardNamespace = 'analytics-dashboard';

registerNamespace(analyticsDashboardNamespace, import.meta.glob('./locales/*.json', { import: 'default' }));
// The contract's codes (`analyticsDashboard.<key>`) are worded here, as `msg_<key>`.
registerMessageGroup('analyticsDashboard', analyticsDashboardNamespace);

declare module 'i18next' {
  interface ResourceNamespaceMap {
    'analytics-dashboard': typeof english;
  }
}
