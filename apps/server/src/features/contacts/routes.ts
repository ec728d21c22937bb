import { apiErrorSchema } from '@conecta/contracts';
import {
  addContactSchema,
  addGroupSchema,
  type ContactsChangedEvent,
  contactAvatarSchema,
  contactDuplicatesSchema,
  contactIdBodySchema,
  contactIdListSchema,
  contactIdsBodySchema,
  contactListSchema,
  contactMailsQuerySchema,
  contactMailsSchema,
  contactSchema,
  contactsExportQuerySchema,
  contactsGroupSchema,
  contactsListQuerySchema,
  contactsPageHeaders,
  contactsUserSchema,
  groupIdBodySchema,
  groupMembersBodySchema,
  importContactsSchema,
  mergeContactsSchema,
  renameGroupSchema,
  updateContactSchema,
} from '@conecta/contracts/contacts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { refusals } from '../../db/accountCollection';
import { publishToAccount } from '../../live';
import type { FeatureRoutes } from '../../platform/feature';
import { acceptUploads, createFileStore, receiveUpload, storedFileUrl } from '../../uploads';
import { readMailsExchangedWith } from '../mail';
import { contactAvatarUse } from './avatar-use';
import { findDuplicates, mergeContacts } from './duplicates';
import { contactsCsv, contactsVcf } from './export';
import { addGroup, removeGroup, renameGroup, setGroupMembers } from './groups';
import { contacts, readContact, readContactsPage, readContactsUser, readContactsView } from './queries';
import { addContact, importContacts, removeContacts, setStarred, toggleStarred, updateContact } from './writes';

/** The id as a JSON string (`"…"`): Fastify would send a bare string as plain text. */
const jsonString = (reply: FastifyReply, id: string | undefined) =>
  reply.type('application/json; charset=utf-8').send(JSON.stringify(id ?? null));

/** The Contacts application (demo-apps §7 "Contacts") on the token's own address book, plus import, export and photos. */
export const contactsRoutes: FeatureRoutes = async (app, { db, route }) => {
  const store = createFileStore(db);
  /** The signed-in account's id, its sample contacts written if this is its first call to the application. */
  const owner = (request: FastifyRequest) => contacts.accountId(db, request);
  /** The accounts whose contacts or groups a request of this plugin changed (set by `owner` on writes). */
  const changedBy = new WeakMap<FastifyRequest, string>();
  // Every POST but the photo upload changes the address book: once answered, the account's other tabs are told
  // (after the commit; a lost push is made up by their refetch on `ready`).
  app.addHook('onResponse', async (request, reply) => {
    const accountId = changedBy.get(request);
    if (!accountId || reply.statusCode !== 200) return;
    const event: ContactsChangedEvent = { type: 'contacts-changed' };
    await publishToAccount(db, accountId, event).catch((error: unknown) =>
      app.log.warn({ err: error }, 'a contacts change could not be announced live'),
    );
  });
  /** `owner` for a call that changes the address book. */
  const writer = async (request: FastifyRequest) => {
    const accountId = await owner(request);
    changedBy.set(request, accountId);
    return accountId;
  };

  app.get(
    '/contacts',
    route('user', {
      schema: {
        summary:
          'The view `id` (all by default, frequent, starred or a group id) as an array. With `limit` one keyset page: ' +
          'its total in `x-total-count` (`x-total-is-estimate`), its cursors in `x-next-cursor` and `x-prev-cursor`',
        querystring: contactsListQuerySchema,
        response: { 200: contactListSchema, ...refusals },
      },
    }),
    async (request, reply) => {
      const accountId = await owner(request);
      const { limit } = request.query;
      if (limit === undefined) return readContactsView(db, accountId, request.query);
      const page = await readContactsPage(db, accountId, { ...request.query, limit });
      reply.header(contactsPageHeaders.total, String(page.total));
      reply.header(contactsPageHeaders.totalIsEstimate, String(page.totalIsEstimate));
      if (page.nextCursor) reply.header(contactsPageHeaders.nextCursor, page.nextCursor);
      if (page.prevCursor) reply.header(contactsPageHeaders.prevCursor, page.prevCursor);
      return page.items;
    },
  );

  app.get(
    '/contact-mails',
    route('user', {
      schema: {
        summary: 'The latest 20 mails of the account from or to the contact’s email, newest first (from Mail)',
        querystring: contactMailsQuerySchema,
        response: { 200: contactMailsSchema, ...refusals },
      },
    }),
    async (request) => {
      const accountId = await owner(request);
      const contact = await readContact(db, accountId, request.query.contactId);
      return { items: await readMailsExchangedWith(db, accountId, contact.email) };
    },
  );

  app.get(
    '/user',
    route('user', {
      schema: { summary: 'The contacts user: starred and frequent ids, groups', response: { 200: contactsUserSchema } },
    }),
    async (request) => readContactsUser(db, await contacts.account(db, request)),
  );

  app.post(
    '/add-contact',
    route('user', {
      schema: {
        summary: 'Add a contact; answers it with its generated id',
        body: addContactSchema,
        response: { 200: contactSchema, ...refusals },
      },
    }),
    async (request) => addContact(db, await writer(request), request.body.contact),
  );

  app.post(
    '/update-contact',
    route('user', {
      schema: {
        summary: 'Replace the contact by id; answers it',
        body: updateContactSchema,
        response: { 200: contactSchema, ...refusals },
      },
    }),
    async (request) => updateContact(db, await writer(request), request.body.contact),
  );

  app.post(
    '/remove-contact',
    route('user', {
      schema: {
        summary: 'Remove a contact; answers its id',
        body: contactIdBodySchema,
        response: { 200: z.string(), ...refusals },
      },
    }),
    async (request, reply) => {
      const [id] = await removeContacts(db, await writer(request), [request.body.contactId]);
      return jsonString(reply, id);
    },
  );

  app.post(
    '/remove-contacts',
    route('user', {
      schema: {
        summary: 'Remove the selected contacts, all or none (404 if any id is not yours); answers the ids',
        body: contactIdsBodySchema,
        response: { 200: contactIdListSchema, ...refusals },
      },
    }),
    async (request) => removeContacts(db, await writer(request), request.body.contactIds),
  );

  app.post(
    '/toggle-starred-contact',
    route('user', {
      schema: {
        summary: 'Star or unstar a contact; answers its id',
        body: contactIdBodySchema,
        response: { 200: z.string(), ...refusals },
      },
    }),
    async (request, reply) => {
      const [id] = await toggleStarred(db, await writer(request), [request.body.contactId]);
      return jsonString(reply, id);
    },
  );

  app.post(
    '/toggle-starred-contacts',
    route('user', {
      schema: {
        summary: 'Flip the star of each selected contact, all or none; answers the ids',
        body: contactIdsBodySchema,
        response: { 200: contactIdListSchema, ...refusals },
      },
    }),
    async (request) => toggleStarred(db, await writer(request), request.body.contactIds),
  );

  app.post(
    '/set-contacts-starred',
    route('user', {
      schema: {
        summary: 'Star every selected contact, all or none; answers the contacts as stored',
        body: contactIdsBodySchema,
        response: { 200: contactListSchema, ...refusals },
      },
    }),
    async (request) => setStarred(db, await writer(request), request.body.contactIds, true),
  );

  app.post(
    '/set-contacts-unstarred',
    route('user', {
      schema: {
        summary: 'Unstar every selected contact, all or none; answers the contacts as stored',
        body: contactIdsBodySchema,
        response: { 200: contactListSchema, ...refusals },
      },
    }),
    async (request) => setStarred(db, await writer(request), request.body.contactIds, false),
  );

  app.post(
    '/import',
    route('user', {
      schema: {
        summary: 'Store the contacts read from a CSV or vCard file (checked again here), all or none; answers them',
        body: importContactsSchema,
        response: { 200: contactListSchema, 400: apiErrorSchema },
      },
    }),
    async (request) => importContacts(db, await writer(request), request.body.contacts),
  );

  app.get(
    '/export',
    route('user', {
      schema: {
        summary:
          'The view (id, q, sort, order) as a CSV (formula-safe, `delimiter`) or vCard 3.0 (`format=vcf`) download',
        querystring: contactsExportQuerySchema,
        response: refusals,
      },
    }),
    async (request, reply) => {
      const rows = await readContactsView(db, await owner(request), request.query);
      const day = new Date().toISOString().slice(0, 10);
      const vcf = request.query.format === 'vcf';
      return (
        reply
          .type(vcf ? 'text/vcard; charset=utf-8' : 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="contacts-${day}.${vcf ? 'vcf' : 'csv'}"`)
          .header('cache-control', 'no-store')
          // The file itself: the declared schemas only describe the refusals.
          .send((vcf ? contactsVcf(rows) : contactsCsv(rows, request.query.delimiter)) as never)
      );
    },
  );

  app.get(
    '/duplicates',
    route('user', {
      schema: {
        summary:
          'The groups of contacts that look like one person (same email, phone digits or full name), largest first; at most 100',
        response: { 200: contactDuplicatesSchema },
      },
    }),
    async (request) => ({ groups: await findDuplicates(db, await owner(request)) }),
  );

  app.post(
    '/merge-contacts',
    route('user', {
      schema: {
        summary:
          'Merge the contacts `contactIds` into `contact` (one of them, with the values picked): stars and groups united, the others removed, in one transaction; answers the kept contact',
        body: mergeContactsSchema,
        response: { 200: contactSchema, ...refusals },
      },
    }),
    async (request) => mergeContacts(db, await writer(request), request.body.contact, request.body.contactIds),
  );

  app.post(
    '/add-group',
    route('user', {
      schema: {
        summary: 'Add an empty group at the end of the list (names are unique, case aside); answers it',
        body: addGroupSchema,
        response: { 200: contactsGroupSchema, 400: apiErrorSchema },
      },
    }),
    async (request) => addGroup(db, await writer(request), request.body.name),
  );

  app.post(
    '/rename-group',
    route('user', {
      schema: {
        summary: 'Rename a group; answers its id',
        body: renameGroupSchema,
        response: { 200: z.string(), ...refusals },
      },
    }),
    async (request, reply) => {
      await renameGroup(db, await writer(request), request.body.groupId, request.body.name);
      return jsonString(reply, request.body.groupId);
    },
  );

  app.post(
    '/remove-group',
    route('user', {
      schema: {
        summary: 'Remove a group (its contacts stay); answers its id',
        body: groupIdBodySchema,
        response: { 200: z.string(), ...refusals },
      },
    }),
    async (request, reply) => {
      await removeGroup(db, await writer(request), request.body.groupId);
      return jsonString(reply, request.body.groupId);
    },
  );

  app.post(
    '/add-to-group',
    route('user', {
      schema: {
        summary: 'The selected contacts join the group, all or none; answers their ids',
        body: groupMembersBodySchema,
        response: { 200: contactIdListSchema, ...refusals },
      },
    }),
    async (request) => {
      const { groupId, contactIds } = request.body;
      await setGroupMembers(db, await writer(request), groupId, contactIds, true);
      return contactIds;
    },
  );

  app.post(
    '/remove-from-group',
    route('user', {
      schema: {
        summary:
          'The selected contacts leave the group (they stay in the address book), all or none; answers their ids',
        body: groupMembersBodySchema,
        response: { 200: contactIdListSchema, ...refusals },
      },
    }),
    async (request) => {
      const { groupId, contactIds } = request.body;
      await setGroupMembers(db, await writer(request), groupId, contactIds, false);
      return contactIds;
    },
  );

  await app.register(async (uploads) => {
    await uploads.register(acceptUploads);
    uploads.post(
      '/avatar',
      {
        ...route('user', {
          schema: {
            summary:
              'Upload a contact\'s photo (multipart field "file": PNG, JPEG, WebP or GIF, at most 2 MiB); answers its URL',
            consumes: ['multipart/form-data'],
            response: { 200: contactAvatarSchema, 400: apiErrorSchema, 413: apiErrorSchema, 415: apiErrorSchema },
          },
        }),
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      },
      async (request) => {
        const saved = await store.save(await receiveUpload(request, contactAvatarUse, await owner(request)));
        return { avatar: storedFileUrl(saved.id, 'thumbnail') };
      },
    );
  });
};
