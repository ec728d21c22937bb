import { defineFeature } from '../../platform/feature';
import { mailAttachmentUse } from './attachment-use';
import { mailRoutes } from './routes';
import { mailSearchSource } from './search-source';
import { mailAccountSampleData } from './seed';
import * as tables from './table';

/** Each account's mailbox: folders, labels, search, drafts and delivery between console accounts. */
export const mailFeature = defineFeature({
  name: 'mail',
  prefix: '/api/mail-app',
  routes: mailRoutes,
  tables,
  accountSampleData: mailAccountSampleData,
  fileUses: [mailAttachmentUse],
  searchSources: [mailSearchSource],
});

// What other features use: the mails exchanged with an address (Contacts).
export { type MailExchanged, readMailsExchangedWith } from './queries';
/** Mail's HTML rules, for other stored rich text (knowledge-base articles): formatting, links, images, nothing that runs. */
export { mailBodyText as richTextPlain, sanitizeMailHtml as sanitizeRichText } from './sanitize';
