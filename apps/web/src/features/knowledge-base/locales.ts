import { registerMessageGroup, registerNamespace } from '../../shell/i18n';
import type english from './locales/en.json';

export const knowledgeBaseNamespace = 'knowledge-base';

registerNamespace(knowledgeBaseNamespace, import.meta.glob('./locales/*.json', { import: 'default' }));
// The contract's codes (`knowledgeBase.<key>`) are worded here, as `msg_<key>`.
registerMessageGroup('knowledgeBase', knowledgeBaseNamespace);

declare module 'i18next' {
  interface ResourceNamespaceMap {
    'knowledge-base': typeof english;
  }
}
