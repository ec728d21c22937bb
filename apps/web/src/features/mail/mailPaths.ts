import { mailFilters, mailFolders, mailLabels } from '@conecta/contracts/mail';

/** The list the URL names: `/apps/mail/:folderHandle`, `/apps/mail/filter/:filterHandle` or `/apps/mail/label/:labelHandle`. */
export interface MailListParams {
  folderHandle?: string;
  filterHandle?: string;
  labelHandle?: string;
}

/** The address of a list, and of a mail in it. */
export function mailListPath({ folderHandle, filterHandle, labelHandle }: MailListParams, mailId?: string): string {
  const base = labelHandle
    ? `/apps/mail/label/${labelHandle}`
    : filterHandle
      ? `/apps/mail/filter/${filterHandle}`
      : `/apps/mail/${folderHandle ?? 'inbox'}`;
  return mailId ? `${base}/${encodeURIComponent(mailId)}` : base;
}

/** Whether the URL names a list the mailbox has (otherwise the page says it does not exist). */
export function isKnownList({ folderHandle, filterHandle, labelHandle }: MailListParams): boolean {
  if (labelHandle) return mailLabels.some((label) => label.handle === labelHandle);
  if (filterHandle) return mailFilters.some((filter) => filter.handle === filterHandle);
  return mailFolders.some((folder) => folder.handle === (folderHandle ?? 'inbox'));
}
