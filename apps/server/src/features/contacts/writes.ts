import type { Contact, ValidNewContact } from '@conecta/contracts/contacts';
import { contactsMessages } from '@conecta/contracts/contacts';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/errors';
import { contacts, toContact } from './queries';
import { searchTextOf } from './search-text';
import { contactsContacts, type NewContactRow } from './table';

type Fields = Omit<ValidNewContact, 'id'>;

function toRow(accountId: string, contact: Fields): Omit<NewContactRow, 'searchText'> & { searchText: SQL } {
  return {
    accountId,
    name: contact.name,
    lastName: contact.lastName,
    avatar: contact.avatar,
    nickname: contact.nickname,
    company: contact.company,
    jobTitle: contact.jobTitle,
    email: contact.email,
    phone: contact.phone,
    address: contact.address,
    birthday: contact.birthday ? new Date(contact.birthday) : null,
    notes: contact.notes,
    searchText: searchTextOf(contact),
  };
}

/** A new contact with a generated id (or the one the client chose, so a retried add is not doubled). */
export async function addContact(db: Database, accountId: string, contact: ValidNewContact): Promise<Contact> {
  const values = { ...toRow(accountId, contact), ...(contact.id && { id: contact.id }) };
  const [row] = await db.insert(contactsContacts).values(values).onConflictDoNothing().returning();
  contacts.touched(db);
  if (row) return toContact(row);
  // The id was taken: the same add again (the account's own contact) answers it; anyone else's is refused.
  if (contact.id) return toContact(await contacts.readOne(db, accountId, contact.id));
  throw new Error('The insert returned no row');
}

/** Replaces the contact by id (its starred flag stays: starring has calls of its own). */
export async function updateContact(db: Database, accountId: string, contact: Contact): Promise<Contact> {
  const { accountId: _owner, ...fields } = toRow(accountId, contact);
  const row = await contacts.changeOne(db, accountId, contact.id, (where) =>
    db.update(contactsContacts).set(fields).where(where).returning(),
  );
  return toContact(row);
}

/** Removes the selected contacts, all or none; they leave their groups with them. */
export async function removeContacts(db: Database, accountId: string, ids: readonly string[]): Promise<string[]> {
  const rows = await contacts.changeSelected(db, accountId, ids, (tx, selected) =>
    tx.delete(contactsContacts).where(selected).returning({ id: contactsContacts.id }),
  );
  return rows.map((row) => row.id);
}

/** Flips each selected contact's star, all or none. */
export async function toggleStarred(db: Database, accountId: string, ids: readonly string[]): Promise<string[]> {
  const rows = await contacts.changeSelected(db, accountId, ids, (tx, selected) =>
    tx
      .update(contactsContacts)
      .set({ starred: sql`not ${contactsContacts.starred}` })
      .where(selected)
      .returning({ id: contactsContacts.id }),
  );
  return rows.map((row) => row.id);
}

/** Stars (or unstars) every selected contact, all or none; answers the contacts as stored. */
export async function setStarred(
  db: Database,
  accountId: string,
  ids: readonly string[],
  starred: boolean,
): Promise<Contact[]> {
  const rows = await contacts.changeSelected(db, accountId, ids, (tx, selected) =>
    tx.update(contactsContacts).set({ starred }).where(selected).returning(),
  );
  return rows.map(toContact);
}

/** Stores the imported contacts all or none, each with a new id; answers them. */
export async function importContacts(
  db: Database,
  accountId: string,
  rows: readonly ValidNewContact[],
): Promise<Contact[]> {
  if (rows.length === 0) throw new HttpError(400, contactsMessages.importRows);
  // One statement: all rows or none, and 1,000 rows cost one round trip.
  const stored = await db
    .insert(contactsContacts)
    .values(rows.map(({ id: _id, ...contact }) => toRow(accountId, contact)))
    .returning();
  contacts.touched(db);
  return stored.map(toContact);
}
