import { type MailUnreadCounts, type mailFilters, mailFolders, mailLabels } from '@conecta/contracts/mail';
import type { TFunction } from 'i18next';
import type { CollectionList } from '../../shell/collection';

type MailT = TFunction<'mail'>;
type FolderKey = (typeof mailFolders)[number]['translate'];

/**
 * Folder, filter and label names in the user's language (the contract holds the English). A folder is named
 * by its contract's `translate` key (`INBOX`…), its `title` when a key has no words yet.
 */
export const folderName = (t: MailT, handle: string) => {
  const folder = mailFolders.find((entry) => entry.handle === handle);
  return folder ? t(folder.translate as FolderKey, { defaultValue: folder.title }) : handle;
};
export const filterName = (t: MailT, handle: string) => t(`filter_${handle as (typeof mailFilters)[number]['handle']}`);
export const labelName = (t: MailT, handle: string) => t(`label_${handle as (typeof mailLabels)[number]['handle']}`);

/** A list's name: its folder's, filter's or label's. */
export const listName = (t: MailT, list: CollectionList) =>
  list.kind === 'folder'
    ? folderName(t, list.handle)
    : list.kind === 'filter'
      ? filterName(t, list.handle)
      : labelName(t, list.handle);

/** How many unread mails the list holds (0 while the counts are not in, or for a list that does not exist). */
export function unreadOf(counts: MailUnreadCounts | undefined, list: CollectionList): number {
  if (!counts) return 0;
  const byKind: Record<string, Record<string, number>> = {
    folder: counts.folders,
    filter: counts.filters,
    label: counts.labels,
  };
  return byKind[list.kind]?.[list.handle] ?? 0;
}

export const labelById = (id: number) => mailLabels.find((label) => label.id === id);
