import {
  type Note,
  type NoteLabel,
  type NotesListQuery,
  type NotesPage,
  notesMessages,
} from '@conecta/contracts/notes';
import { and, asc, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import { accountCollection, textContains } from '../../db/accountCollection';
import type { Database } from '../../db/client';
import type { SortKey } from '../../db/keyset';
import { HttpError } from '../../http/errors';
import { notesAccountSampleData } from './seed';
import { type NoteRow, notesItems, notesLabels } from './table';

/** Each account's notes, its sample notes and labels written at its first call; another's id is as unknown as a missing one. */
export const notes = accountCollection({
  table: notesItems,
  id: notesItems.id,
  owner: notesItems.accountId,
  sampleData: notesAccountSampleData,
  notFound: () => new HttpError(404, notesMessages.notFound),
});

export function toNote(row: NoteRow): Note {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    archive: row.archive,
    image: row.image,
    time: row.time.toISOString(),
    reminder: row.reminder?.toISOString() ?? null,
    checklist: row.checklist,
    labels: row.labels,
    version: row.version,
    reminderFiredAt: row.reminderFiredAt?.toISOString() ?? null,
  };
}

/** Which notes a list shows: the archive, or the notes not archived (those with a reminder, or a label's). */
function listCondition(query: Pick<NotesListQuery, 'filter' | 'labelId'>): SQL | undefined {
  if (query.filter === 'archive') return eq(notesItems.archive, true);
  const live = eq(notesItems.archive, false);
  if (query.filter === 'reminders') return and(live, isNotNull(notesItems.reminder));
  if (query.labelId) return and(live, sql`${notesItems.labels} @> array[${query.labelId}]::uuid[]`);
  return live;
}

const sortKeys: Record<NotesListQuery['sort'], SortKey> = {
  time: { column: notesItems.time, nullable: false, type: 'timestamptz' },
};

/** One page of a list, newest first; the search reads title, description and the checklist's texts. */
export function readNotesPage(db: Database, accountId: string, query: NotesListQuery): Promise<NotesPage> {
  return notes.page(db, accountId, query, {
    where: listCondition(query),
    search: textContains(query.q?.trim(), notesItems.title, notesItems.description, notesItems.checklistText),
    sort: sortKeys[query.sort],
    toItem: toNote,
  });
}

export async function readNote(db: Database, accountId: string, id: string): Promise<Note> {
  return toNote(await notes.readOne(db, accountId, id));
}

export async function readLabels(db: Database, accountId: string): Promise<NoteLabel[]> {
  return db
    .select({ id: notesLabels.id, name: notesLabels.name, handle: notesLabels.handle })
    .from(notesLabels)
    .where(eq(notesLabels.accountId, accountId))
    .orderBy(asc(notesLabels.name), asc(notesLabels.id));
}

/** How many fired reminders a tab opened later still lists. */
const firedShown = 50;

/** The notes whose reminder fired and that the user has not dismissed, the latest first. */
export async function readFiredReminders(db: Database, accountId: string): Promise<Note[]> {
  const rows = await db
    .select()
    .from(notesItems)
    .where(notes.own(accountId, isNotNull(notesItems.reminderFiredAt), eq(notesItems.reminderSeen, false)))
    .orderBy(desc(notesItems.reminder))
    .limit(firedShown);
  return rows.map(toNote);
}
