import { apiErrorSchema } from '@conecta/contracts';
import {
  deleteMailsSchema,
  mailAttachmentSchema,
  mailContactListSchema,
  mailContactsQuerySchema,
  mailDraftSchema,
  mailFilterListSchema,
  mailFilters,
  mailFolderListSchema,
  mailFolders,
  mailIdsAnswerSchema,
  mailLabelListSchema,
  mailLabels,
  mailListAnswerSchema,
  mailListQuerySchema,
  mailMessages,
  mailPageSchema,
  mailQuerySchema,
  mailSchema,
  mailUnreadCountsSchema,
  sendMailSchema,
  setMailFolderSchema,
  toggleMailLabelSchema,
  undoSendSchema,
} from '@conecta/contracts/mail';
import type { FastifyRequest } from 'fastify';
import { currentAccount } from '../../auth/guard';
import { refusals } from '../../db/accountCollection';
import { readListPage } from '../../http/list-read';
import { runWithApp } from '../../platform/due-work';
import type { FeatureRoutes } from '../../platform/feature';
import { enforceRate } from '../../rates';
import { acceptUploads, createFileStore, receiveUpload, storedFileUrl } from '../../uploads';
import { releaseAttachments } from './attachment-files';
import { mailAttachmentUse } from './attachment-use';
import { createMailScheduler } from './delivery';
import { mailbox, readMail, readMailPage, readUnreadCounts } from './queries';
import {
  deleteMails,
  readMailContacts,
  saveDraft,
  scheduleSend,
  setMailFolder,
  toggleMailLabel,
  undoSend,
  updateMail,
} from './writes';

/**
 * The Mail application (demo-apps §7 "Mail"): the spec's calls, then compose, contacts and attachments.
 * Every call acts on the token's own mailbox, written with its sample mail at its first call.
 */
export const mailRoutes: FeatureRoutes = async (app, { db, config, route }) => {
  const store = createFileStore(db);
  const composeLimits = { attachmentBytesPerMail: config.mailAttachmentBytesPerMail };
  // Held sends are delivered by the server, whoever is connected: overdue ones first, when the server starts.
  const scheduler = runWithApp(app, createMailScheduler(db, app.log));
  /** The signed-in account, its sample mailbox written if this is its first call to the application. */
  const owner = (request: FastifyRequest) => mailbox.account(db, request);

  app.get(
    '/mails',
    route('user', {
      schema: {
        summary:
          'One page of a folder (default inbox), a label or a filter, newest first; q searches subject, sender and body',
        querystring: mailListQuerySchema,
        response: { 200: mailPageSchema, 400: apiErrorSchema, 429: apiErrorSchema, 503: apiErrorSchema },
      },
    }),
    async (request, reply) => {
      const accountId = (await owner(request)).id;
      return readListPage({ db, config, reply, accountId, q: request.query.q }, (scoped) =>
        readMailPage(scoped, accountId, request.query),
      );
    },
  );

  app.get(
    '/unread-counts',
    route('user', {
      schema: {
        summary: 'How many unread mails each folder, filter and label holds (filters and labels across folders)',
        response: { 200: mailUnreadCountsSchema },
      },
    }),
    async (request) => readUnreadCounts(db, (await owner(request)).id),
  );

  app.get(
    '/mail',
    route('user', {
      schema: {
        summary: 'One mail of the mailbox',
        querystring: mailQuerySchema,
        response: { 200: mailSchema, ...refusals },
      },
    }),
    async (request) => readMail(db, (await owner(request)).id, request.query.mailId),
  );

  app.post(
    '/update-mail',
    route('user', {
      schema: {
        summary: 'Save the whole mail: its read, starred and important flags, labels and folder change',
        body: mailSchema,
        response: { 200: mailSchema, ...refusals },
      },
    }),
    async (request) => updateMail(db, (await owner(request)).id, request.body),
  );

  app.get(
    '/filters',
    route('user', { schema: { summary: 'The filters: starred, important', response: { 200: mailFilterListSchema } } }),
    async () => [...mailFilters],
  );
  app.get(
    '/labels',
    route('user', { schema: { summary: 'The labels and their colours', response: { 200: mailLabelListSchema } } }),
    async () => [...mailLabels],
  );
  app.get(
    '/folders',
    route('user', { schema: { summary: 'The folders, ids 0 to 4', response: { 200: mailFolderListSchema } } }),
    async () => [...mailFolders],
  );

  app.post(
    '/set-folder',
    route('user', {
      schema: {
        summary: 'Move the selected mails to a folder (all or none: 404 if any id is not yours)',
        body: setMailFolderSchema,
        response: { 200: mailListAnswerSchema, ...refusals },
      },
    }),
    async (request) =>
      setMailFolder(db, (await owner(request)).id, request.body.selectedMailIds, request.body.folderId),
  );

  app.post(
    '/toggle-label',
    route('user', {
      schema: {
        summary: 'Add the label to each selected mail lacking it, remove it where present',
        body: toggleMailLabelSchema,
        response: { 200: mailListAnswerSchema, ...refusals },
      },
    }),
    async (request) =>
      toggleMailLabel(db, (await owner(request)).id, request.body.selectedMailIds, request.body.labelId),
  );

  app.post(
    '/delete-mails',
    route('user', {
      schema: {
        summary: 'Delete the selected mails permanently; answers their ids',
        body: deleteMailsSchema,
        response: { 200: mailIdsAnswerSchema, ...refusals },
      },
    }),
    async (request) => {
      const account = await owner(request);
      const deleted = await deleteMails(db, account.id, request.body.selectedMailIds);
      await releaseAttachments(db, store, account.id, deleted.attachments);
      return deleted.ids;
    },
  );

  // ---- Our own calls: compose, contacts, attachments ----

  app.post(
    '/save-draft',
    route('user', {
      schema: {
        summary: 'Create or update the draft with this id (one draft per id, never duplicated)',
        body: mailDraftSchema,
        response: { 200: mailSchema, 409: apiErrorSchema, ...refusals },
      },
    }),
    async (request) => saveDraft(db, await owner(request), request.body, composeLimits),
  );

  app.post(
    '/send',
    route('user', {
      schema: {
        summary:
          'Send the draft with this id (or a new mail): stored in Sent at once and held until sendAt (MAIL_UNDO_SECONDS), then delivered by the server to console accounts’ inboxes whoever is connected; other addresses are listed in notDeliveredTo. Sending the same id again changes nothing',
        body: sendMailSchema,
        response: { 200: mailSchema, 409: apiErrorSchema, 429: apiErrorSchema, ...refusals },
      },
    }),
    async (request) => {
      const account = await owner(request);
      // Per account, on every process: one account cannot flood other inboxes. Recipients first, so a send
      // refused for them does not use up a send.
      const { to, cc, bcc } = request.body;
      await enforceRate(
        db,
        `mail-recipients:${account.id}`,
        { max: config.mailRecipientsPerHour, windowMs: 3_600_000, amount: to.length + cc.length + bcc.length },
        mailMessages.recipientRate,
      );
      await enforceRate(
        db,
        `mail-sends:${account.id}`,
        { max: config.mailSendsPerMinute, windowMs: 60_000 },
        mailMessages.sendRate,
      );
      const held = await scheduleSend(db, account, request.body, { ...composeLimits, undoMs: config.mailUndoMs });
      if (held.sendAt) scheduler.wakeAfter(Date.parse(held.sendAt) - Date.parse(held.time));
      return held;
    },
  );

  app.post(
    '/undo-send',
    route('user', {
      schema: {
        summary: 'Take a held send back to Drafts before its sendAt; 409 once it has been delivered',
        body: undoSendSchema,
        response: { 200: mailSchema, 409: apiErrorSchema, ...refusals },
      },
    }),
    async (request) => undoSend(db, (await owner(request)).id, request.body.id),
  );

  app.get(
    '/contacts',
    route('user', {
      schema: {
        summary: "Recipient suggestions: the console's accounts whose name or email contains q",
        querystring: mailContactsQuerySchema,
        response: { 200: mailContactListSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    }),
    async (request) => {
      // The directory lists other accounts' addresses: a rate per account keeps it from being harvested.
      await enforceRate(
        db,
        `directory:${currentAccount(request).id}`,
        { max: config.directoryRequestsPerMinute, windowMs: 60_000 },
        mailMessages.directoryRate,
      );
      return readMailContacts(db, request.query.q);
    },
  );

  await app.register(async (uploads) => {
    await uploads.register(acceptUploads);
    uploads.post(
      '/attachments',
      {
        ...route('user', {
          schema: {
            summary:
              'Upload an attachment (multipart field "file", at most 10 MiB; 413 past the account\'s storage quota, ACCOUNT_STORAGE_QUOTA_BYTES); answers it for the draft',
            consumes: ['multipart/form-data'],
            response: { 200: mailAttachmentSchema, 400: apiErrorSchema, 413: apiErrorSchema, 415: apiErrorSchema },
          },
        }),
        config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      },
      async (request) => {
        const account = currentAccount(request);
        const saved = await store.save(await receiveUpload(request, mailAttachmentUse, account.id), {
          quotaBytes: config.storageQuotaBytes,
        });
        return {
          type: saved.contentType,
          fileName: saved.fileName,
          preview: saved.hasThumbnail ? storedFileUrl(saved.id, 'thumbnail') : '',
          url: storedFileUrl(saved.id),
          size: saved.size,
        };
      },
    );
  });
};
