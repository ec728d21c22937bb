import {
  type Contact,
  type ContactDuplicateGroup,
  type ContactDuplicateReason,
  contactsMessages,
  duplicateEmailKey,
  duplicateNameKey,
  duplicatePhoneKey,
} from '@conecta/contracts/contacts';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { type Database, withTransaction } from '../../db/client';
import { HttpError } from '../../http/errors';
import { contacts, toContact } from './queries';
import { searchTextOf } from './search-text';
import { contactsContacts, contactsGroupMembers } from './table';

const maxGroups = 100;

/**
 * The account's contacts that look like one person: the same email, phone (its digits) or full name. Contacts
 * linked through any of these end in one group (A shares an email with B, B a phone with C: A, B and C), with the
 * reasons that linked them. Largest groups first, then by name; at most 100 groups.
 */
export async function findDuplicates(db: Database, accountId: string): Promise<ContactDuplicateGroup[]> {
  const keys = await db
    .select({
      id: contactsContacts.id,
      name: contactsContacts.name,
      lastName: contactsContacts.lastName,
      email: contactsContacts.email,
      phone: contactsContacts.phone,
    })
    .from(contactsContacts)
    .where(contacts.own(accountId));
  // Union-find over the contacts' positions.
  const parent = keys.map((_, index) => index);
  const root = (index: number): number => {
    let at = index;
    while (parent[at] !== at) {
      const up = parent[at] ?? at;
      parent[at] = parent[up] ?? up;
      at = up;
    }
    return at;
  };
  const reasons = new Map<number, Set<ContactDuplicateReason>>();
  const link = (reason: ContactDuplicateReason, keyOf: (row: (typeof keys)[number]) => string, minLength = 1) => {
    const first = new Map<string, number>();
    keys.forEach((row, index) => {
      const key = keyOf(row);
      if (key.length < minLength) return;
      const seen = first.get(key);
      if (seen === undefined) {
        first.set(key, index);
        return;
      }
      const a = root(seen);
      const b = root(index);
      const joined = new Set([...(reasons.get(a) ?? []), ...(reasons.get(b) ?? []), reason]);
      // Already one group (linked by another reason): only the reason is added.
      if (b !== a) {
        parent[b] = a;
        reasons.delete(b);
      }
      reasons.set(a, joined);
    });
  };
  link('email', (row) => duplicateEmailKey(row.email));
  link('phone', (row) => duplicatePhoneKey(row.phone), 6);
  link('name', (row) => duplicateNameKey(row.name, row.lastName));

  const members = new Map<number, string[]>();
  keys.forEach((row, index) => {
    const at = root(index);
    if (!reasons.has(at)) return;
    members.set(at, [...(members.get(at) ?? []), row.id]);
  });
  const groups = [...members.entries()].slice(0, maxGroups * 2);
  const ids = groups.flatMap(([, list]) => list);
  if (ids.length === 0) return [];
  const rows = await db.select().from(contactsContacts).where(contacts.selection(accountId, ids));
  const byId = new Map(rows.map((row) => [row.id, toContact(row)]));
  const order = ['email', 'phone', 'name'] as const;
  return groups
    .map(([at, list]) => ({
      reasons: order.filter((reason) => reasons.get(at)?.has(reason)),
      contacts: list
        .flatMap((id) => byId.get(id) ?? [])
        .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id)),
    }))
    .filter((group) => group.contacts.length > 1)
    .sort(
      (a, b) =>
        b.contacts.length - a.contacts.length || (a.contacts[0]?.name ?? '').localeCompare(b.contacts[0]?.name ?? ''),
    )
    .slice(0, maxGroups);
}

/**
 * Merges the contacts `ids` into `kept` (one of them), in one transaction: `kept`'s fields become the values the
 * user picked, it is starred or frequent if any was, it joins every group any was in, and the others are removed.
 * 404 when any id is not the account's; 400 when `kept` is not among the ids.
 */
export async function mergeContacts(
  db: Database,
  accountId: string,
  kept: Contact,
  ids: readonly string[],
): Promise<Contact> {
  if (!ids.includes(kept.id)) throw new HttpError(400, contactsMessages.merged);
  const others = ids.filter((id) => id !== kept.id);
  const row = await withTransaction(db, async (tx) => {
    const rows = await tx
      .select({ id: contactsContacts.id, starred: contactsContacts.starred, frequent: contactsContacts.frequent })
      .from(contactsContacts)
      .where(contacts.selection(accountId, ids))
      .for('update');
    if (rows.length !== ids.length) throw contacts.notFound();
    // The others' groups, joined by the kept contact (a group it is already in stays once).
    await tx.execute(sql`insert into ${contactsGroupMembers} (group_id, contact_id)
      select distinct ${contactsGroupMembers.groupId}, ${kept.id}::uuid from ${contactsGroupMembers}
      where ${inArray(contactsGroupMembers.contactId, others)}
      on conflict do nothing`);
    await tx
      .delete(contactsContacts)
      .where(and(contacts.selection(accountId, others), ne(contactsContacts.id, kept.id)));
    const [updated] = await tx
      .update(contactsContacts)
      .set({
        name: kept.name,
        lastName: kept.lastName,
        avatar: kept.avatar,
        nickname: kept.nickname,
        company: kept.company,
        jobTitle: kept.jobTitle,
        email: kept.email,
        phone: kept.phone,
        address: kept.address,
        birthday: kept.birthday ? new Date(kept.birthday) : null,
        notes: kept.notes,
        starred: rows.some((entry) => entry.starred),
        frequent: rows.some((entry) => entry.frequent),
        searchText: searchTextOf(kept),
      })
      .where(and(eq(contactsContacts.accountId, accountId), eq(contactsContacts.id, kept.id)))
      .returning();
    if (!updated) throw contacts.notFound();
    return updated;
  });
  contacts.touched(db);
  return toContact(row);
}
