import { type mailFilters, type mailFolders, mailLabels } from '@conecta/contracts/mail';
import type { TFunction } from 'i18next';

type MailT = TFunction<'mail'>;

/** Folder, filter and label names in the user's language (the contract holds the English). */
export const folderName = (t: MailT, handle: string) => t(`folder_${handle as (typeof mailFolders)[number]['handle']}`);
export const filterName = (t: MailT, handle: string) => t(`filter_${handle as (typeof mailFilters)[number]['handle']}`);
export const labelName = (t: MailT, handle: string) => t(`label_${handle as (typeof mailLabels)[number]['handle']}`);

export const labelById = (id: number) => mailLabels.find((label) => label.id === id);
