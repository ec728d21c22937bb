import { registerNamespace } from '../i18n';
import type english from './locales/en.json';

/** The kit's own words (Undo, the density switch): the same in every collection. */
export const collectionNamespace = 'collection';

registerNamespace(collectionNamespace, import.meta.glob('./locales/*.json', { import: 'default' }));

declare module 'i18next' {
  interface ResourceNamespaceMap {
    collection: typeof english;
  }
}
