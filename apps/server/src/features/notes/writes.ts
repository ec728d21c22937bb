import {
  labelHandleOf,
  type NewNote,
  type Note,
  type NoteLabel,
  notesMessages,
  type UpdateLabels,
} from '@conecta/contracts/notes';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Database, withTransaction } from '../../db/client';
import { HttpError } from '../../http/errors';
import { releaseNoteImage } from './image-use';
import { notes, readLabels, toNote } from './queries';
import { type NoteRow, notesItems, notesLabels } from './table';

/** A save that named an older version than the stored one: the note as it is now goes back with the 409. */
export class StaleNoteError extends HttpError {
  constructor(readonly current: Note) {
    super(409, notesMessages.stale);
  }
}

/** The label ids that are the account's labels, each once, in the order given (others are dropped). */
async function ownLabels(db: Database, accountId: string, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: notesLabels.id })
    .from(notesLabels)
    .where(and(eq(notesLabels.accountId, accountId), inArray(notesLabels.id, [...new Set(ids)])));
  const known = new Set(rows.map((row) => row.id));
  return [...new Set(ids)].filter((id) => known.has(id));
}

const contentOf = (note: NewNote) => ({
  title: note.title,
  description: note.description,
  archive: note.archive,
  image: note.image,
  checklist: note.checklist,
  checklistText: note.checklist.map((item) => item.text).join('\n'),
});

/** A new note goes first (its time is now). An id given again (a retried create) answers the same note. */
export async function createNote(db: Database, accountId: string, note: NewNote): Promise<Note> {
  const [row] = await db
    .insert(notesItems)
    .values({
      ...(note.id ? { id: note.id } : {}),
      accountId,
      ...contentOf(note),
      reminder: note.reminder ? new Date(note.reminder) : null,
      labels: await ownLabels(db, accountId, note.labels),
    })
    .onConflictDoNothing({ target: notesItems.id })
    .returning();
  notes.touched(db);
  if (row) return toNote(row);
  // The id exists: the account's own retried create, or another's id (404).
  if (!note.id) throw notes.notFound();
  return toNote(await notes.readOne(db, accountId, note.id));
}

/**
 * Saves the whole note if `note.version` is still the stored one (then one more); an older version is a
 * `StaleNoteError` with the current note. A changed reminder is due again (its fired state is cleared).
 */
export async function updateNote(db: Database, accountId: string, note: Note): Promise<Note> {
  const reminder = note.reminder ? new Date(note.reminder) : null;
  const changed = sql`${notesItems.reminder} is distinct from ${reminder?.toISOString() ?? null}::timestamptz`;
  const labels = await ownLabels(db, accountId, note.labels);
  const [previous] = await db.select({ image: notesItems.image }).from(notesItems).where(notes.one(accountId, note.id));
  const [row] = await db
    .update(notesItems)
    .set({
      ...contentOf(note),
      labels,
      reminder,
      reminderFiredAt: sql`case when ${changed} then null else ${notesItems.reminderFiredAt} end`,
      reminderSeen: sql`case when ${changed} then false else ${notesItems.reminderSeen} end`,
      version: sql`${notesItems.version} + 1`,
    })
    .where(notes.own(accountId, eq(notesItems.id, note.id), eq(notesItems.version, note.version)))
    .returning();
  if (!row) {
    const current = await notes.readOne(db, accountId, note.id);
    throw new StaleNoteError(toNote(current));
  }
  notes.touched(db);
  if (previous && previous.image !== row.image) await releaseNoteImage(db, accountId, previous.image);
  return toNote(row);
}

/** Deletes the note (and its image, when no other note shows it); answers its id. */
export async function removeNote(db: Database, accountId: string, id: string): Promise<string> {
  const row: Pick<NoteRow, 'id' | 'image'> = await notes.changeOne(db, accountId, id, (where) =>
    db.delete(notesItems).where(where).returning({ id: notesItems.id, image: notesItems.image }),
  );
  await releaseNoteImage(db, accountId, row.image);
  return row.id;
}

/**
 * Replaces the account's labels with this set: new ones (no id, or an id not yet the account's) are made,
 * the others renamed, and a label left out is deleted and taken off every note. All or nothing.
 */
export async function updateLabels(
  db: Database,
  accountId: string,
  labels: UpdateLabels['labels'],
): Promise<NoteLabel[]> {
  await withTransaction(db, async (tx) => {
    const existing = await readLabels(tx, accountId);
    const existingIds = new Set(existing.map((label) => label.id));
    const kept = labels.filter((label) => label.id && existingIds.has(label.id)).map((label) => label.id as string);
    const removed = existing.filter((label) => !kept.includes(label.id)).map((label) => label.id);
    if (removed.length > 0) {
      const gone = sql`array[${sql.join(
        removed.map((id) => sql`${id}`),
        sql`, `,
      )}]::uuid[]`;
      await tx.delete(notesLabels).where(and(eq(notesLabels.accountId, accountId), inArray(notesLabels.id, removed)));
      // Off every note of the account; the notes' versions stay, as their own content did not change.
      await tx
        .update(notesItems)
        .set({
          labels: sql`array(select l from unnest(${notesItems.labels}) as l where l <> all(${gone}))`,
        })
        .where(notes.own(accountId, sql`${notesItems.labels} && ${gone}`));
    }
    for (const label of labels) {
      const fields = { name: label.name, handle: labelHandleOf(label.name) };
      if (label.id && existingIds.has(label.id)) {
        await tx
          .update(notesLabels)
          .set(fields)
          .where(and(eq(notesLabels.accountId, accountId), eq(notesLabels.id, label.id)));
      } else {
        // A new label; an id that is another account's is not taken over (a fresh one is made instead).
        const [made] = await tx
          .insert(notesLabels)
          .values({ ...(label.id ? { id: label.id } : {}), accountId, ...fields })
          .onConflictDoNothing({ target: notesLabels.id })
          .returning({ id: notesLabels.id });
        if (!made) await tx.insert(notesLabels).values({ accountId, ...fields });
      }
    }
  });
  notes.touched(db);
  return readLabels(db, accountId);
}

/** Marks a fired reminder seen: it leaves the list of fired reminders. Answers the note's id. */
export async function dismissReminder(db: Database, accountId: string, id: string): Promise<string> {
  const row = await notes.changeOne(db, accountId, id, (where) =>
    db.update(notesItems).set({ reminderSeen: true }).where(where).returning({ id: notesItems.id }),
  );
  return row.id;
}

/** A reminder whose time came, claimed by one process: its note and account, for the live event. */
export interface FiredReminder {
  accountId: string;
  noteId: string;
  title: string;
  reminder: string;
}

/**
 * Claims the reminders whose time has come and that have not fired (up to `limit`), marking them fired in
 * one statement; `skip locked` lets several processes sweep at once and each reminder fire once.
 */
export async function claimDueReminders(db: Database, limit = 100): Promise<FiredReminder[]> {
  const due = db
    .select({ id: notesItems.id })
    .from(notesItems)
    .where(
      sql`${notesItems.reminder} is not null and ${notesItems.reminderFiredAt} is null and ${notesItems.reminder} <= now()`,
    )
    .orderBy(notesItems.reminder)
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(notesItems)
    .set({ reminderFiredAt: sql`now()` })
    .where(and(inArray(notesItems.id, due), sql`${notesItems.reminderFiredAt} is null`))
    .returning({
      accountId: notesItems.accountId,
      noteId: notesItems.id,
      title: notesItems.title,
      reminder: notesItems.reminder,
    });
  return rows.map((row) => ({ ...row, reminder: row.reminder?.toISOString() ?? '' }));
}
