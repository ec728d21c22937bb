import { registerNamespace } from '../../shell/i18n';
import type english from './locales/en.json';

export const quickPanelNamespace = 'quickPanel';

registerNamespace(quickPanelNamespace, import.meta.glob('./locales/*.json', { import: 'default' }));

declare module 'i18next' {
  interface ResourceNamespaceMap {
    quickPanel: typeof english;
  }
}
