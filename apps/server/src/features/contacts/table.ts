import { type SQL, sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from '../../accounts';
import { fullTextDocument, searchVectorColumn } from '../../db/search';

/** Every account's address book: one row per contact, `starred` and `frequent` being the user's lists of ids. */
export const contactsContacts = pgTable(
  'contacts_contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    lastName: text('last_name').notNull().default(''),
    avatar: text('avatar').notNull().default(''),
    nickname: text('nickname').notNull().default(''),
    company: text('company').notNull().default(''),
    jobTitle: text('job_title').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull().default(''),
    birthday: timestamp('birthday', { withTimezone: true }),
    notes: text('notes').notNull().default(''),
    starred: boolean('starred').notNull().default(false),
    frequent: boolean('frequent').notNull().default(false),
    /** What the search reads: the names, company, email and phone, lower-cased and without accents (`searchTextOf`). */
    searchText: text('search_text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The name first, then nickname, company, job, email, phone, address and notes: the console-wide search's document. */
    search: searchVectorColumn(
      (): SQL =>
        fullTextDocument(
          sql`${contactsContacts.name} || ' ' || ${contactsContacts.lastName}`,
          contactsContacts.nickname,
          contactsContacts.company,
          contactsContacts.jobTitle,
          contactsContacts.email,
          contactsContacts.phone,
          contactsContacts.address,
          contactsContacts.notes,
        ),
    ),
  },
  (table) => [
    index('contacts_contacts_search').using('gin', table.search),
    // One index per sort, the id as tie-breaker, so every sorted page is an index range (see db/keyset.ts).
    index('contacts_contacts_name').on(table.accountId, table.name, table.id),
    index('contacts_contacts_last_name').on(table.accountId, table.lastName, table.id),
    index('contacts_contacts_company').on(table.accountId, table.company, table.id),
    index('contacts_contacts_job_title').on(table.accountId, table.jobTitle, table.id),
    index('contacts_contacts_email').on(table.accountId, table.email, table.id),
    // A search by part of a word reads this index, not every contact: 10,000 contacts search as fast as 30.
    index('contacts_contacts_search_trgm').using('gin', sql`${table.searchText} gin_trgm_ops`),
  ],
);
export type ContactRow = typeof contactsContacts.$inferSelect;
export type NewContactRow = typeof contactsContacts.$inferInsert;

/** The account's groups of contacts (sample: Friends, Clients, Recent Workers). */
export const contactsGroups = pgTable(
  'contacts_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('contacts_groups_account').on(table.accountId, table.position)],
);

/** Who is in which group; a removed contact leaves its groups with it. */
export const contactsGroupMembers = pgTable(
  'contacts_group_members',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => contactsGroups.id, { onDelete: 'cascade' }),
    contactId: uuid('contact_id')
      .notNull()
      .references(() => contactsContacts.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.groupId, table.contactId] }),
    index('contacts_group_members_contact').on(table.contactId),
  ],
);
