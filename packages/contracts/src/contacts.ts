import * as z from 'zod/mini';
import { isoDateTime } from './dates';
import { isStoredFileUrl } from './file-urls';
import { keysetDirections, maxPageSize, quickSearchSchema, sortOrders } from './list';
import { defineMessages, validationMessages } from './messages';

/**
 * The Contacts application (demo-apps "Contacts", issue 22): each account's own address book, under
 * `/api/contacts-app`. The contacts user keeps the starred ids, the frequent ids and the groups.
 */

export const contactsMessages = defineMessages('contacts', {
  id: 'Must be a contact id',
  ids: 'Select from 1 to 1000 contacts by their ids',
  name: 'Name is required (up to 100 characters)',
  tooLong: 'This text is too long',
  email: 'Enter a valid email address',
  phone: 'Enter a valid phone number: 6 to 20 digits, with + ( ) - . and spaces allowed',
  birthday: 'Enter a valid date',
  avatar: 'Upload the photo here: only a stored photo can be a contact’s avatar',
  view: 'Give all, frequent, starred or one of your group ids',
  notFound: 'No contact has this id',
  groupNotFound: 'No group has this id',
  importRows: 'Import from 1 to 1000 contacts at a time',
  groupId: 'Must be a group id',
  groupName: 'Group name is required (up to 50 characters)',
  groupNameTaken: 'You already have a group with this name',
  merged: 'Pick from 2 to 50 different contacts to merge, the kept one among them',
});

export const contactsLimits = {
  name: 100,
  short: 200,
  email: 320,
  phone: 40,
  address: 500,
  notes: 5000,
  selected: 1000,
  imported: 1000,
  groupName: 50,
  groups: 100,
  merged: 50,
} as const;

/** The fixed views of the list; a group's id is the fourth kind. */
export const contactsViews = ['all', 'frequent', 'starred'] as const;
export type ContactsView = (typeof contactsViews)[number];

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isContactsUuid = (value: string) => uuidPattern.test(value);

/** A phone as people write it: digits with `+ ( ) - .` and spaces, 6 to 20 digits in all. */
export function isPhoneNumber(value: string): boolean {
  if (!/^\+?[\d\s().-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 6 && digits <= 20;
}

const contactId = () => z.string(contactsMessages.id).check(z.refine(isContactsUuid, contactsMessages.id));

/** Free text of up to `max` characters, trimmed; empty when left out. */
const optionalText = (max: number) =>
  z._default(z.string(contactsMessages.tooLong).check(z.trim(), z.maxLength(max, contactsMessages.tooLong)), '');

/** What the user fills in; the dialog, the import and the server check it with the same rules. */
export const contactFields = {
  name: z
    .string(contactsMessages.name)
    .check(z.trim(), z.minLength(1, contactsMessages.name), z.maxLength(contactsLimits.name, contactsMessages.name)),
  lastName: optionalText(contactsLimits.name),
  /** '' or the URL of a photo stored through `POST …/avatar`. */
  avatar: z._default(
    z.string(contactsMessages.avatar).check(
      z.maxLength(200, contactsMessages.avatar),
      z.refine((value) => value === '' || isStoredFileUrl(value), contactsMessages.avatar),
    ),
    '',
  ),
  nickname: optionalText(contactsLimits.short),
  company: optionalText(contactsLimits.short),
  jobTitle: optionalText(contactsLimits.short),
  email: z._default(
    z.string(contactsMessages.email).check(
      z.trim(),
      z.maxLength(contactsLimits.email, contactsMessages.email),
      z.refine((value) => value === '' || z.regexes.email.test(value), contactsMessages.email),
    ),
    '',
  ),
  phone: z._default(
    z.string(contactsMessages.phone).check(
      z.trim(),
      z.maxLength(contactsLimits.phone, contactsMessages.phone),
      z.refine((value) => value === '' || isPhoneNumber(value), contactsMessages.phone),
    ),
    '',
  ),
  address: optionalText(contactsLimits.address),
  /** ISO 8601 with an offset, or left out (the spec: "may be undefined"). */
  birthday: z.optional(z.nullable(isoDateTime(contactsMessages.birthday))),
  notes: optionalText(contactsLimits.notes),
};

/** A contact as the user gives it (add-contact, import): no id, or one the client chose (a retried add is not doubled). */
export const newContactSchema = z
  .object({ id: z.optional(contactId()), ...contactFields })
  .register(z.globalRegistry, { id: 'ContactsNewContact' });
export type NewContact = z.input<typeof newContactSchema>;
export type ValidNewContact = z.infer<typeof newContactSchema>;

/** The stored contact: the spec's fields, and `starred` (the user's `starred` holds the same fact) for the rows. */
export const contactSchema = z
  .object({
    id: contactId(),
    ...contactFields,
    /** Read-only here: starring goes through the toggle and set calls. */
    starred: z._default(z.boolean(), false),
  })
  .register(z.globalRegistry, { id: 'ContactsContact' });
export type Contact = z.infer<typeof contactSchema>;
export type ContactInput = z.input<typeof contactSchema>;

export const contactsGroupSchema = z
  .object({ id: z.string(), name: z.string(), contactIds: z.array(z.string()) })
  .register(z.globalRegistry, { id: 'ContactsGroup' });
export type ContactsGroup = z.infer<typeof contactsGroupSchema>;

/** `GET …/user`: the account's contacts user (demo-apps §3). */
export const contactsUserSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    avatar: z.string(),
    starred: z.array(z.string()),
    frequentContacts: z.array(z.string()),
    groups: z.array(contactsGroupSchema),
  })
  .register(z.globalRegistry, { id: 'ContactsUser' });
export type ContactsUser = z.infer<typeof contactsUserSchema>;

// ---- Requests and answers ---------------------------------------------------------------------------

export const contactsSortFields = ['name', 'lastName', 'company', 'jobTitle', 'email'] as const;
export type ContactsSortField = (typeof contactsSortFields)[number];

/** The headers a paged `GET …/contacts` answers its page's position in (the body stays the spec's array). */
export const contactsPageHeaders = {
  total: 'x-total-count',
  totalIsEstimate: 'x-total-is-estimate',
  nextCursor: 'x-next-cursor',
  prevCursor: 'x-prev-cursor',
} as const;

/**
 * `GET /api/contacts-app/contacts?id=`: all (default), frequent, starred or a group's id, answered as the spec's
 * array. `q` searches names, nickname, company, email and phone; `sort`/`order` order it. Given `limit` (at most
 * 100) the array is one keyset page, its total and cursors in the `x-total-count`, `x-next-cursor` and
 * `x-prev-cursor` headers; `cursor` + `direction` turn pages. Without `limit`, the whole set, as the spec has it.
 */
export const contactsListQuerySchema = z.object({
  id: z._default(
    z
      .string(contactsMessages.view)
      .check(
        z.refine(
          (value) => (contactsViews as readonly string[]).includes(value) || isContactsUuid(value),
          contactsMessages.view,
        ),
      ),
    'all',
  ),
  q: quickSearchSchema,
  sort: z._default(z.enum(contactsSortFields, validationMessages.sortField), 'name'),
  order: z._default(z.enum(sortOrders, validationMessages.sortOrder), 'asc'),
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(maxPageSize))),
  cursor: z.optional(z.string().check(z.maxLength(512, validationMessages.cursor))),
  direction: z._default(z.enum(keysetDirections, validationMessages.direction), 'after'),
});
export type ContactsListQuery = z.infer<typeof contactsListQuerySchema>;

export const contactListSchema = z.array(contactSchema);
export const contactIdListSchema = z.array(z.string());

const selectedContactIds = () =>
  z
    .array(contactId(), contactsMessages.ids)
    .check(z.minLength(1, contactsMessages.ids), z.maxLength(contactsLimits.selected, contactsMessages.ids));

export const addContactSchema = z.object({ contact: newContactSchema });
export const updateContactSchema = z.object({ contact: contactSchema });
export const contactIdBodySchema = z.object({ contactId: contactId() });
export const contactIdsBodySchema = z.object({ contactIds: selectedContactIds() });

/** `POST …/import`: the rows the browser read from a CSV or vCard file and checked; stored all or none. */
export const importContactsSchema = z.object({
  contacts: z
    .array(newContactSchema, contactsMessages.importRows)
    .check(
      z.minLength(1, contactsMessages.importRows),
      z.maxLength(contactsLimits.imported, contactsMessages.importRows),
    ),
});

export const contactsExportFormats = ['csv', 'vcf'] as const;
/** `GET …/export`: the view (id, q, sort, order) as a file; `delimiter` for CSV in the user's spreadsheet. */
export const contactsExportQuerySchema = z.object({
  id: contactsListQuerySchema.shape.id,
  q: quickSearchSchema,
  sort: contactsListQuerySchema.shape.sort,
  order: contactsListQuerySchema.shape.order,
  format: z._default(z.enum(contactsExportFormats, contactsMessages.view), 'csv'),
  delimiter: z._default(z.enum([',', ';']), ','),
});

/** `POST …/avatar` answers the stored photo's URL, to put in the contact's `avatar`. */
export const contactAvatarSchema = z
  .object({ avatar: z.string() })
  .register(z.globalRegistry, { id: 'ContactsAvatar' });

/** The columns of the CSV export and import, in this order. */
export const contactCsvColumns = [
  'name',
  'lastName',
  'nickname',
  'company',
  'jobTitle',
  'email',
  'phone',
  'address',
  'birthday',
  'notes',
] as const;

/** `GET …/contact-mails?contactId=`: the latest mails exchanged with the contact's email (from Mail). */
export const contactMailsQuerySchema = z.object({ contactId: contactId() });
export const contactMailSchema = z
  .object({
    id: z.string(),
    subject: z.string(),
    time: z.string(),
    /** Mail's folder id (0 inbox … 4 trash). */
    folder: z.number(),
    fromName: z.string(),
    fromEmail: z.string(),
  })
  .register(z.globalRegistry, { id: 'ContactsMail' });
export type ContactMail = z.infer<typeof contactMailSchema>;
export const contactMailsSchema = z
  .object({ items: z.array(contactMailSchema) })
  .register(z.globalRegistry, { id: 'ContactsMails' });
export type ContactMails = z.infer<typeof contactMailsSchema>;

// ---- Groups ------------------------------------------------------------------------------------------

const groupId = () => z.string(contactsMessages.groupId).check(z.refine(isContactsUuid, contactsMessages.groupId));
const groupName = () =>
  z
    .string(contactsMessages.groupName)
    .check(
      z.trim(),
      z.minLength(1, contactsMessages.groupName),
      z.maxLength(contactsLimits.groupName, contactsMessages.groupName),
    );

/** `POST …/add-group`: a new group at the end of the account's list; answers it. */
export const addGroupSchema = z.object({ name: groupName() });
/** `POST …/rename-group`. */
export const renameGroupSchema = z.object({ groupId: groupId(), name: groupName() });
/** `POST …/remove-group`: the group goes, its contacts stay. */
export const groupIdBodySchema = z.object({ groupId: groupId() });
/** `POST …/add-to-group` and `…/remove-from-group`: the selected contacts join or leave the group. */
export const groupMembersBodySchema = z.object({ groupId: groupId(), contactIds: selectedContactIds() });

// ---- Duplicates and merging ------------------------------------------------------------------------------

/** What made contacts look like one person: the same email, the same phone (digits only) or the same full name. */
export const contactDuplicateReasons = ['email', 'phone', 'name'] as const;
export type ContactDuplicateReason = (typeof contactDuplicateReasons)[number];

/** The email as compared for duplicates: trimmed, lower-cased. */
export const duplicateEmailKey = (email: string) => email.trim().toLowerCase();
/** The phone as compared: its digits, without a leading 00 (`+55 (11) 9876-5432` = `005511 98765432`). */
export const duplicatePhoneKey = (phone: string) => phone.replace(/\D/g, '').replace(/^00/, '');
/** The full name as compared: accents, case and extra spaces ignored. */
export const duplicateNameKey = (name: string, lastName: string) =>
  `${name} ${lastName}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

export const contactDuplicateGroupSchema = z
  .object({ reasons: z.array(z.enum(contactDuplicateReasons)), contacts: z.array(contactSchema) })
  .register(z.globalRegistry, { id: 'ContactsDuplicateGroup' });
export type ContactDuplicateGroup = z.infer<typeof contactDuplicateGroupSchema>;

/** `GET …/duplicates`: the groups of contacts that look like one person (at most 100 groups), largest first. */
export const contactDuplicatesSchema = z
  .object({ groups: z.array(contactDuplicateGroupSchema) })
  .register(z.globalRegistry, { id: 'ContactsDuplicates' });
export type ContactDuplicates = z.infer<typeof contactDuplicatesSchema>;

/**
 * `POST …/merge-contacts`: `contact` is the kept contact (its id one of `contactIds`) with the values the user
 * picked; the others are removed. Stars and group memberships of all are united on the kept one, in one transaction.
 */
export const mergeContactsSchema = z.object({
  contact: contactSchema,
  contactIds: z.array(contactId(), contactsMessages.merged).check(
    z.minLength(2, contactsMessages.merged),
    z.maxLength(contactsLimits.merged, contactsMessages.merged),
    z.refine((ids) => new Set(ids).size === ids.length, contactsMessages.merged),
  ),
});
export type MergeContacts = z.input<typeof mergeContactsSchema>;

// ---- Live ------------------------------------------------------------------------------------------------

/** Pushed to the account's tabs after its contacts or groups changed: they read them again. */
export const contactsChangedEventSchema = z.object({ type: z.literal('contacts-changed') });
export type ContactsChangedEvent = z.infer<typeof contactsChangedEventSchema>;
