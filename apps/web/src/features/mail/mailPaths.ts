import { mailFilters, mailFolders, mailLabels } from '@conecta/contracts/mail';
import { collectionPaths, useCollectionView } from '../../shell/collection';

/** `/apps/mail/inbox`, `/apps/mail/filter/starred`, `/apps/mail/label/invoice`, each with `/:mailId` for the reader. */
export const mailPaths = collectionPaths('/apps/mail', 'inbox');

const catalogue = {
  folder: mailFolders.map((folder) => folder.handle),
  filter: mailFilters.map((filter) => filter.handle),
  label: mailLabels.map((label) => label.handle),
};

/** The mailbox's view from the URL: the list, the open mail and the search. */
export const useMailView = () => useCollectionView({ paths: mailPaths, catalogue, itemParam: 'mailId' });
