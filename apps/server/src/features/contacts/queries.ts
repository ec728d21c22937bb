import {
  type Contact,
  type ContactsListQuery,
  type ContactsUser,
  contactsMessages,
  isContactsUuid,
} from '@conecta/contracts/contacts';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AccountRow } from '../../accounts';
import { accountCollection, type ListPage } from '../../db/accountCollection';
import type { Database } from '../../db/client';
import type { SortKey } from '../../db/keyset';
import { containsPattern, withoutAccents } from '../../db/search';
import { HttpError } from '../../http/errors';
import { contactsAccountSampleData } from './seed';
import { type ContactRow, contactsContacts, contactsGroupMembers, contactsGroups } from './table';

/** Each account's contacts, its sample ones written at its first call; another's id is as unknown as a missing one. */
export const contacts = accountCollection({
  table: contactsContacts,
  id: contactsContacts.id,
  owner: contactsContacts.accountId,
  sampleData: contactsAccountSampleData,
  notFound: () => new HttpError(404, contactsMessages.notFound),
});

export function toContact(row: ContactRow): Contact {
  return {
    id: row.id,
    name: row.name,
    lastName: row.lastName,
    avatar: row.avatar,
    nickname: row.nickname,
    company: row.company,
    jobTitle: row.jobTitle,
    email: row.email,
    phone: row.phone,
    address: row.address,
    // The spec's "may be undefined": left out when not set.
    ...(row.birthday && { birthday: row.birthday.toISOString() }),
    notes: row.notes,
    starred: row.starred,
  };
}

const sortKeys: Record<ContactsListQuery['sort'], SortKey> = {
  name: { column: contactsContacts.name, nullable: false, type: 'text' },
  lastName: { column: contactsContacts.lastName, nullable: false, type: 'text' },
  company: { column: contactsContacts.company, nullable: false, type: 'text' },
  jobTitle: { column: contactsContacts.jobTitle, nullable: false, type: 'text' },
  email: { column: contactsContacts.email, nullable: false, type: 'text' },
};

/** The rows of a view: all, frequent, starred or one of the account's groups (404 for a group not its own). */
async function viewCondition(db: Database, accountId: string, view: string): Promise<SQL | undefined> {
  if (view === 'all') return undefined;
  if (view === 'starred') return eq(contactsContacts.starred, true);
  if (view === 'frequent') return eq(contactsContacts.frequent, true);
  const [group] = isContactsUuid(view)
    ? await db
        .select({ id: contactsGroups.id })
        .from(contactsGroups)
        .where(and(eq(contactsGroups.accountId, accountId), eq(contactsGroups.id, view)))
    : [];
  if (!group) throw new HttpError(404, contactsMessages.groupNotFound);
  return sql`exists (select 1 from ${contactsGroupMembers} where ${contactsGroupMembers.groupId} = ${group.id} and ${contactsGroupMembers.contactId} = ${contactsContacts.id})`;
}

/** Part of a name, company, email or phone, accents and case ignored (`%` and `_` match themselves), through the trigram index. */
function searchOf(q: string | undefined): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  return sql`${contactsContacts.searchText} like lower(${withoutAccents(sql`${containsPattern(text)}::text`)})`;
}

/** One keyset page of a view, sorted and searched in the database (the web's table pages through it). */
export async function readContactsPage(
  db: Database,
  accountId: string,
  query: ContactsListQuery & { limit: number },
): Promise<ListPage<Contact>> {
  return contacts.page(db, accountId, query, {
    where: await viewCondition(db, accountId, query.id),
    search: searchOf(query.q),
    sort: sortKeys[query.sort],
    toItem: toContact,
  });
}

/** The whole view, as the spec's call answers it when no page is asked for (and as the export writes it). */
export async function readContactsView(
  db: Database,
  accountId: string,
  query: Pick<ContactsListQuery, 'id' | 'q' | 'sort' | 'order'>,
): Promise<Contact[]> {
  const where = contacts.own(accountId, await viewCondition(db, accountId, query.id), searchOf(query.q));
  const direction = query.order === 'desc' ? desc : asc;
  const column = sortKeys[query.sort].column as typeof contactsContacts.name;
  const rows = await db
    .select()
    .from(contactsContacts)
    .where(where)
    .orderBy(direction(column), direction(contactsContacts.id));
  return rows.map(toContact);
}

export async function readContact(db: Database, accountId: string, id: string): Promise<Contact> {
  return toContact(await contacts.readOne(db, accountId, id));
}

/** The contacts user of demo-apps §3: the account's name and photo, its starred and frequent ids, its groups. */
export async function readContactsUser(db: Database, account: AccountRow): Promise<ContactsUser> {
  const flagged = await db
    .select({ id: contactsContacts.id, starred: contactsContacts.starred, frequent: contactsContacts.frequent })
    .from(contactsContacts)
    .where(contacts.own(account.id, sql`(${contactsContacts.starred} or ${contactsContacts.frequent})`))
    .orderBy(asc(contactsContacts.name), asc(contactsContacts.id));
  const groups = await db
    .select({
      id: contactsGroups.id,
      name: contactsGroups.name,
      contactIds: sql<
        string[]
      >`coalesce(array_agg(${contactsGroupMembers.contactId}::text order by ${contactsGroupMembers.contactId}) filter (where ${contactsGroupMembers.contactId} is not null), '{}')`,
    })
    .from(contactsGroups)
    .leftJoin(contactsGroupMembers, eq(contactsGroupMembers.groupId, contactsGroups.id))
    .where(eq(contactsGroups.accountId, account.id))
    .groupBy(contactsGroups.id, contactsGroups.name, contactsGroups.position)
    .orderBy(asc(contactsGroups.position), asc(contactsGroups.id));
  return {
    id: account.id,
    name: account.displayName,
    avatar: account.photoUrl,
    starred: flagged.filter((row) => row.starred).map((row) => row.id),
    frequentContacts: flagged.filter((row) => row.frequent).map((row) => row.id),
    groups,
  };
}
