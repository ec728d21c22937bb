import * as z from 'zod/mini';
import { keysetPageSchema, keysetQueryFields, quickSearchSchema } from './list';
import { defineMessages } from './messages';

/**
 * The Mail application (demo-apps "Mail", issue 15): each account's own mailbox. The spec's calls live
 * under `/api/mail-app`; compose, drafts, contacts and attachments are our own calls beside them.
 */

/** The one wording of the mail calls' validation and refusal messages (the web translates by these keys). */
export const mailMessages = defineMessages('mail', {
  id: 'Must be a mail id',
  ids: 'Select at least one mail (up to 1000)',
  folder: 'Choose a folder: inbox, sent, drafts, spam or trash',
  folderHandle: 'Unknown folder',
  filterHandle: 'Unknown filter',
  labelHandle: 'Unknown label',
  label: 'Unknown label',
  oneListOnly: 'Give one of labelHandle, filterHandle or folderHandle',
  email: 'Enter a valid email address',
  recipients: 'Add at least one recipient',
  tooManyRecipients: 'A mail can have up to 100 recipients',
  subject: 'Subject can have up to 300 characters',
  message: 'The message can have up to 200,000 characters',
  notFound: 'No mail has this id',
  notADraft: 'This mail was sent already and is no longer a draft',
  attachment: 'Attach files uploaded here (up to 20)',
  attachmentNotStored: 'Attach only files you uploaded here',
  attachmentTwice: 'The same file is attached twice',
  attachmentsTooLarge: 'The attachments of one mail can add up to {max} MB',
  sentAlready: 'This mail has been sent already and can no longer be undone',
  sendRate: 'Sending is limited to {maximum} mails a minute. Try again in {seconds} s.',
  recipientRate: 'Sending is limited to {maximum} recipients an hour. Try again in {seconds} s.',
  directoryRate: 'Address suggestions are limited to {maximum} searches a minute. Try again in {seconds} s.',
});

export const mailLimits = {
  selected: 1000,
  recipients: 100,
  subject: 300,
  message: 200_000,
  attachments: 20,
  /** Each attachment: 10 MiB. */
  attachmentBytes: 10 * 1024 * 1024,
  contacts: 10,
} as const;

// ---- Folders, filters, labels -----------------------------------------------------------------------

/**
 * Folder ids 0–4, as the spec fixes them (demo-apps §3: id, handle, title, translate, icon). `translate` is the
 * folder's translation key, upper case as the template's navigation keys are (`INBOX`); the web names the
 * folder with it (`t(folder.translate)` in the mail namespace), `title` is the English fallback.
 */
export const mailFolders = [
  { id: 0, handle: 'inbox', title: 'Inbox', translate: 'INBOX', icon: 'inbox' },
  { id: 1, handle: 'sent', title: 'Sent', translate: 'SENT', icon: 'send' },
  { id: 2, handle: 'drafts', title: 'Drafts', translate: 'DRAFTS', icon: 'drafts' },
  { id: 3, handle: 'spam', title: 'Spam', translate: 'SPAM', icon: 'error' },
  { id: 4, handle: 'trash', title: 'Trash', translate: 'TRASH', icon: 'delete' },
] as const;
export type MailFolderHandle = (typeof mailFolders)[number]['handle'];
export const mailFolderId = { inbox: 0, sent: 1, drafts: 2, spam: 3, trash: 4 } as const satisfies Record<
  MailFolderHandle,
  number
>;

/** Filters cut across folders: every starred (or important) mail of the mailbox. */
export const mailFilters = [
  { id: 0, handle: 'starred', title: 'Starred', icon: 'star' },
  { id: 1, handle: 'important', title: 'Important', icon: 'label_important' },
] as const;
export type MailFilterHandle = (typeof mailFilters)[number]['handle'];

/** Label ids and colours are stable: stored mails refer to them by id. */
export const mailLabels = [
  { id: 0, handle: 'note', title: 'Note', color: '#7cb342' },
  { id: 1, handle: 'paypal', title: 'Paypal', color: '#d84315' },
  { id: 2, handle: 'invoice', title: 'Invoice', color: '#607d8b' },
  { id: 3, handle: 'amazon', title: 'Amazon', color: '#03a9f4' },
] as const;
export type MailLabelHandle = (typeof mailLabels)[number]['handle'];

const handlesOf = <T extends { handle: string }>(list: readonly T[]) =>
  list.map((entry) => entry.handle) as [T['handle'], ...T['handle'][]];

export const mailFolderSchema = z
  .object({ id: z.number(), handle: z.string(), title: z.string(), translate: z.string(), icon: z.string() })
  .register(z.globalRegistry, { id: 'MailFolder' });
export const mailFilterSchema = z
  .object({ id: z.number(), handle: z.string(), title: z.string(), icon: z.string() })
  .register(z.globalRegistry, { id: 'MailFilter' });
export const mailLabelSchema = z
  .object({ id: z.number(), handle: z.string(), title: z.string(), color: z.string() })
  .register(z.globalRegistry, { id: 'MailLabel' });
export const mailFolderListSchema = z.array(mailFolderSchema);
export const mailFilterListSchema = z.array(mailFilterSchema);
export const mailLabelListSchema = z.array(mailLabelSchema);

// ---- The mail -------------------------------------------------------------------------------------

const mailId = () => z.string(mailMessages.id).check(z.guid(mailMessages.id));
const folderIdSchema = z.number(mailMessages.folder).check(z.int(mailMessages.folder), z.minimum(0), z.maximum(4));
const labelIdSchema = z
  .number(mailMessages.label)
  .check(
    z.int(mailMessages.label),
    z.minimum(0, mailMessages.label),
    z.maximum(mailLabels.length - 1, mailMessages.label),
  );

export const mailAddressSchema = z.object({
  name: z.string().check(z.maxLength(200)),
  email: z.string(mailMessages.email).check(z.trim(), z.email(mailMessages.email), z.maxLength(320)),
});
export type MailAddress = z.infer<typeof mailAddressSchema>;

export const mailSenderSchema = z.object({
  name: z.string(),
  /** An image URL; '' when the sender has none (draw initials). */
  avatar: z.string(),
  email: z.string(),
});

/** One attached file; `url` downloads it (with the token), `preview` is an image thumbnail or ''. */
export const mailAttachmentSchema = z
  .object({
    type: z.string().check(z.maxLength(200)),
    fileName: z.string().check(z.maxLength(255)),
    preview: z.string().check(z.maxLength(500)),
    url: z.string().check(z.maxLength(500)),
    size: z.number().check(z.int(), z.minimum(0)),
  })
  .register(z.globalRegistry, { id: 'MailAttachment' });
export type MailAttachment = z.infer<typeof mailAttachmentSchema>;

const recipients = () =>
  z.array(mailAddressSchema).check(z.maxLength(mailLimits.recipients, mailMessages.tooManyRecipients));

export const mailSchema = z
  .object({
    id: mailId(),
    from: mailSenderSchema,
    to: recipients(),
    cc: z._default(recipients(), []),
    bcc: z._default(recipients(), []),
    subject: z.string().check(z.maxLength(mailLimits.subject, mailMessages.subject)),
    /** Sanitised HTML: the server strips scripts, event handlers and `javascript:` URLs on the way in. */
    message: z.string().check(z.maxLength(mailLimits.message, mailMessages.message)),
    /** ISO 8601. */
    time: z.string(),
    read: z.boolean(),
    starred: z.boolean(),
    important: z.boolean(),
    hasAttachments: z.boolean(),
    attachments: z.array(mailAttachmentSchema).check(z.maxLength(mailLimits.attachments, mailMessages.attachment)),
    labels: z.array(labelIdSchema),
    folder: folderIdSchema,
    /** Sent mail only: recipients outside the console, to whom the mail was not delivered. */
    notDeliveredTo: z._default(z.array(z.string()), []),
    /**
     * A send held for undo (ISO 8601): the server delivers it at this time, whoever is connected; until
     * then `POST …/undo-send` takes it back to Drafts. Null (or absent) once delivered, and for any other mail.
     */
    sendAt: z.optional(z.nullable(z.string())),
  })
  .register(z.globalRegistry, { id: 'Mail' });
export type Mail = z.infer<typeof mailSchema>;

/** A run of a search highlight: `match` marks the words the search found. Plain text, never HTML. */
export const highlightPartSchema = z.object({ text: z.string(), match: z.boolean() });
export type HighlightPart = z.infer<typeof highlightPartSchema>;

/** How many characters of a mail's text a list row carries as its `excerpt`. */
export const mailExcerptLength = 200;

/**
 * A row of the list: the mail without its body (a page of 100 long mails would weigh megabytes), an `excerpt`
 * of its text instead (plain text, at most `mailExcerptLength` characters), and under a search the matched
 * words of its subject and of the start of its body. The whole mail, `message` included, is `GET …/mail`.
 */
export const mailListItemSchema = z
  .extend(z.omit(mailSchema, { message: true }), {
    excerpt: z.string(),
    highlight: z.nullable(z.object({ subject: z.array(highlightPartSchema), excerpt: z.array(highlightPartSchema) })),
  })
  .register(z.globalRegistry, { id: 'MailListItem' });
export type MailListItem = z.infer<typeof mailListItemSchema>;

// ---- Requests and answers ---------------------------------------------------------------------------

/**
 * `GET /api/mail-app/mails`: one of labelHandle, filterHandle or folderHandle (default: the inbox), newest
 * first, a keyset page at a time; `q` searches subject, sender and body (websearch syntax: words, "phrases", -not).
 */
export const mailListQuerySchema = z
  .object({
    labelHandle: z.optional(z.enum(handlesOf(mailLabels), mailMessages.labelHandle)),
    filterHandle: z.optional(z.enum(handlesOf(mailFilters), mailMessages.filterHandle)),
    folderHandle: z.optional(z.enum(handlesOf(mailFolders), mailMessages.folderHandle)),
    q: quickSearchSchema,
    ...keysetQueryFields(['time'], { sort: 'time', order: 'desc' }),
  })
  .check(
    z.refine(
      (query) => [query.labelHandle, query.filterHandle, query.folderHandle].filter((v) => v !== undefined).length <= 1,
      { message: mailMessages.oneListOnly, path: ['folderHandle'] },
    ),
  );
export type MailListQuery = z.infer<typeof mailListQuerySchema>;
export const mailPageSchema = keysetPageSchema(mailListItemSchema).register(z.globalRegistry, { id: 'MailPage' });
export type MailPage = z.infer<typeof mailPageSchema>;

export const mailQuerySchema = z.object({ mailId: mailId() });

const selectedMailIds = () =>
  z.array(mailId()).check(z.minLength(1, mailMessages.ids), z.maxLength(mailLimits.selected, mailMessages.ids));

export const setMailFolderSchema = z.object({ selectedMailIds: selectedMailIds(), folderId: folderIdSchema });
export const toggleMailLabelSchema = z.object({ selectedMailIds: selectedMailIds(), labelId: labelIdSchema });
export const deleteMailsSchema = z.object({ selectedMailIds: selectedMailIds() });
export const mailListAnswerSchema = z.array(mailSchema);
export const mailIdsAnswerSchema = z.array(z.string());

/**
 * Compose: `POST …/save-draft` creates or updates the draft with this id (the client makes the id once per
 * compose window, so saving again never makes a second draft); `POST …/send` sends it (or a new mail).
 */
export const mailDraftSchema = z
  .object({
    id: mailId(),
    to: recipients(),
    cc: z._default(recipients(), []),
    bcc: z._default(recipients(), []),
    subject: z._default(z.string().check(z.maxLength(mailLimits.subject, mailMessages.subject)), ''),
    message: z._default(z.string().check(z.maxLength(mailLimits.message, mailMessages.message)), ''),
    attachments: z._default(
      z.array(mailAttachmentSchema).check(z.maxLength(mailLimits.attachments, mailMessages.attachment)),
      [],
    ),
  })
  .register(z.globalRegistry, { id: 'MailDraft' });
export type MailDraft = z.infer<typeof mailDraftSchema>;

export const sendMailSchema = mailDraftSchema.check(
  z.refine((draft) => draft.to.length + draft.cc.length + draft.bcc.length > 0, {
    message: mailMessages.recipients,
    path: ['to'],
  }),
);
export type SendMail = z.infer<typeof sendMailSchema>;

/** `POST …/undo-send`: takes a held send back to Drafts, if its undo time has not passed (409 after). */
export const undoSendSchema = z.object({ id: mailId() });
export type UndoSend = z.infer<typeof undoSendSchema>;

/** `GET …/contacts?q=`: the console's accounts whose name or email contains `q`. */
export const mailContactsQuerySchema = z.object({ q: quickSearchSchema });
export const mailContactListSchema = z.array(z.object({ name: z.string(), email: z.string(), avatar: z.string() }));

/**
 * `GET …/unread-counts`: how many unread mails each list of the mailbox holds, by handle — every folder, filter
 * and label, as its list shows them (filters and labels across folders). One query of the account's unread mail.
 */
export const mailUnreadCountsSchema = z
  .object({
    folders: z.record(z.enum(handlesOf(mailFolders)), z.number()),
    filters: z.record(z.enum(handlesOf(mailFilters)), z.number()),
    labels: z.record(z.enum(handlesOf(mailLabels)), z.number()),
  })
  .register(z.globalRegistry, { id: 'MailUnreadCounts' });
export type MailUnreadCounts = z.infer<typeof mailUnreadCountsSchema>;

/** Pushed on the recipient's live stream (the chat's) when a mail from another console account arrives. */
export const mailArrivedEventSchema = z
  .object({
    type: z.literal('mail-arrived'),
    mailId: z.string(),
    folder: z.number(),
    from: mailSenderSchema,
    subject: z.string(),
  })
  .register(z.globalRegistry, { id: 'MailArrivedEvent' });
export type MailArrivedEvent = z.infer<typeof mailArrivedEventSchema>;
