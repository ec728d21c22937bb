import { registerMessageGroup, registerNamespace } from '../../shell/i18n';
import type english from './locales/en.json';

export const projectDashboardNamespace = 'project-dashboard';

registerNamespace(projectDashboardNamespace, import.meta.glob('./locales/*.json', { import: 'default' }));
// The contract's codes (`projectDashboard.<key>`) are worded here, as `msg_<key>`.
registerMessageGroup('projectDashboard', projectDashboardNamespace);

declare module 'i18next' {
  interface ResourceNamespaceMap {
    'project-dashboard': typeof english;
  }
}
