import { registerMessageGroup, registerNamespace } from '../../shell/i18n';
import type english from './locales/en.json';

export const __camel__Namespace = '__name__';

registerNamespace(__camel__Namespace, import.meta.glob('./locales/*.json', { import: 'default' }));
// The contract's codes (`__camel__.<key>`) are worded here, as `msg_<key>`.
registerMessageGroup('__camel__', __camel__Namespace);

declare module 'i18next' {
  interface ResourceNamespaceMap {
    '__name__': typeof english;
  }
}
