import { type ContactsGroup, contactsLimits, contactsMessages } from '@conecta/contracts/contacts';
import { and, eq, inArray, max, ne, sql } from 'drizzle-orm';
import { type Database, withTransaction } from '../../db/client';
import { HttpError, InputError } from '../../http/errors';
import { contacts } from './queries';
import { contactsContacts, contactsGroupMembers, contactsGroups } from './table';

const groupNotFound = () => new HttpError(404, contactsMessages.groupNotFound);

/** Refuses a name another of the account's groups has (case and accents aside is left to the user: case only). */
async function checkNameFree(db: Database, accountId: string, name: string, except?: string) {
  const [taken] = await db
    .select({ id: contactsGroups.id })
    .from(contactsGroups)
    .where(
      and(
        eq(contactsGroups.accountId, accountId),
        sql`lower(${contactsGroups.name}) = lower(${name})`,
        except ? ne(contactsGroups.id, except) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw new InputError({ name: contactsMessages.groupNameTaken });
}

/** A new, empty group at the end of the account's list (at most 100 groups). */
export async function addGroup(db: Database, accountId: string, name: string): Promise<ContactsGroup> {
  await checkNameFree(db, accountId, name);
  const [last] = await db
    .select({ position: max(contactsGroups.position), count: sql<number>`count(*)::int` })
    .from(contactsGroups)
    .where(eq(contactsGroups.accountId, accountId));
  if ((last?.count ?? 0) >= contactsLimits.groups) throw new InputError({ name: contactsMessages.groupName });
  const [row] = await db
    .insert(contactsGroups)
    .values({ accountId, name, position: (last?.position ?? -1) + 1 })
    .returning({ id: contactsGroups.id, name: contactsGroups.name });
  if (!row) throw new Error('The insert returned no row');
  return { ...row, contactIds: [] };
}

export async function renameGroup(db: Database, accountId: string, groupId: string, name: string): Promise<void> {
  await checkNameFree(db, accountId, name, groupId);
  const rows = await db
    .update(contactsGroups)
    .set({ name })
    .where(and(eq(contactsGroups.accountId, accountId), eq(contactsGroups.id, groupId)))
    .returning({ id: contactsGroups.id });
  if (rows.length === 0) throw groupNotFound();
}

/** The group goes; its contacts stay. */
export async function removeGroup(db: Database, accountId: string, groupId: string): Promise<void> {
  const rows = await db
    .delete(contactsGroups)
    .where(and(eq(contactsGroups.accountId, accountId), eq(contactsGroups.id, groupId)))
    .returning({ id: contactsGroups.id });
  if (rows.length === 0) throw groupNotFound();
  contacts.touched(db);
}

/**
 * The selected contacts join (`member`) or leave the group, all or none: 404 when the group or any contact is not
 * the account's. Joining twice or leaving a group one is not in changes nothing.
 */
export async function setGroupMembers(
  db: Database,
  accountId: string,
  groupId: string,
  contactIds: readonly string[],
  member: boolean,
): Promise<void> {
  const ids = [...new Set(contactIds)];
  await withTransaction(db, async (tx) => {
    const [group] = await tx
      .select({ id: contactsGroups.id })
      .from(contactsGroups)
      .where(and(eq(contactsGroups.accountId, accountId), eq(contactsGroups.id, groupId)));
    if (!group) throw groupNotFound();
    const own = await tx
      .select({ id: contactsContacts.id })
      .from(contactsContacts)
      .where(contacts.selection(accountId, ids));
    if (own.length !== ids.length) throw contacts.notFound();
    if (member) {
      await tx
        .insert(contactsGroupMembers)
        .values(ids.map((contactId) => ({ groupId, contactId })))
        .onConflictDoNothing();
    } else {
      await tx
        .delete(contactsGroupMembers)
        .where(and(eq(contactsGroupMembers.groupId, groupId), inArray(contactsGroupMembers.contactId, ids)));
    }
  });
  contacts.touched(db);
}
