import * as z from 'zod/mini';
import { isoDateTime } from './dates';
import { isStoredFileUrl } from './file-urls';
import { keysetPageSchema, keysetQueryFields, quickSearchSchema } from './list';
import { defineMessages } from './messages';

/**
 * The Notes application (demo-apps "Notes", issue 22): each account's own notes and labels, under
 * `/api/notes-app`. New notes go first (newest `time` first). Beyond the spec: a `version` checked on
 * update-note (a stale save is a 409 carrying the current note), and reminders the server fires.
 */

export const notesMessages = defineMessages('notes', {
  id: 'Must be a note id',
  title: 'The title can have up to 200 characters',
  description: 'The description can have up to 10000 characters',
  image: 'The image must be one uploaded to the console',
  reminder: 'Enter a date and time',
  checklist: 'A note can have up to 100 checklist items',
  checkItemId: 'Each checklist item needs an id of up to 64 characters',
  checkItemText: 'A checklist item can have up to 500 characters',
  labels: 'A note can have up to 20 labels',
  labelId: 'Must be a label id',
  labelName: 'Give the label a name of up to 60 characters',
  labelTaken: 'Another label already has this name',
  labelCount: 'There can be up to 50 labels',
  version: 'Send the version of the note you edited',
  stale: 'This note was changed elsewhere; here is the newer version',
  filter: 'Unknown list: give archive or reminders',
  notFound: 'No note has this id',
});

export const notesLimits = {
  title: 200,
  description: 10_000,
  checklist: 100,
  checkItemText: 500,
  checkItemId: 64,
  labelsPerNote: 20,
  labelName: 60,
  labels: 50,
  imageBytes: 5 * 1024 * 1024,
} as const;

/** The image types a note takes (read from the bytes by the upload module). */
export const noteImageTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

const noteId = () => z.string(notesMessages.id).check(z.guid(notesMessages.id));
const labelId = () => z.string(notesMessages.labelId).check(z.guid(notesMessages.labelId));

export const noteCheckItemSchema = z
  .object({
    id: z
      .string(notesMessages.checkItemId)
      .check(
        z.minLength(1, notesMessages.checkItemId),
        z.maxLength(notesLimits.checkItemId, notesMessages.checkItemId),
      ),
    checked: z._default(z.boolean(), false),
    text: z
      .string(notesMessages.checkItemText)
      .check(z.maxLength(notesLimits.checkItemText, notesMessages.checkItemText)),
  })
  .register(z.globalRegistry, { id: 'NoteCheckItem' });
export type NoteCheckItem = z.infer<typeof noteCheckItemSchema>;

/** What the user writes; the web's form and the server check it with the same rules. */
const noteFields = {
  title: z._default(z.string(notesMessages.title).check(z.maxLength(notesLimits.title, notesMessages.title)), ''),
  /** Plain text (the web shows it as text, never as HTML). */
  description: z._default(
    z.string(notesMessages.description).check(z.maxLength(notesLimits.description, notesMessages.description)),
    '',
  ),
  archive: z._default(z.boolean(), false),
  /** '' or the address of an image uploaded through `POST …/images`. */
  image: z._default(
    z.string(notesMessages.image).check(
      z.maxLength(300, notesMessages.image),
      z.refine((url) => url === '' || isStoredFileUrl(url), notesMessages.image),
    ),
    '',
  ),
  reminder: z._default(z.nullable(isoDateTime(notesMessages.reminder)), null),
  checklist: z._default(
    z.array(noteCheckItemSchema).check(z.maxLength(notesLimits.checklist, notesMessages.checklist)),
    [],
  ),
  /** Label ids; ids that are not one of the account's labels are dropped. */
  labels: z._default(z.array(labelId()).check(z.maxLength(notesLimits.labelsPerNote, notesMessages.labels)), []),
};

/** `POST …/create-note {note}`: the note without id (one given is kept, so a retried create is not doubled). */
export const newNoteSchema = z
  .object({ id: z.optional(noteId()), ...noteFields })
  .register(z.globalRegistry, { id: 'NewNote' });
export type NewNote = z.infer<typeof newNoteSchema>;

export const noteSchema = z
  .object({
    id: noteId(),
    ...noteFields,
    /** When the note was made (set by the server); the lists show the newest first. */
    time: z._default(z.string(), ''),
    /** Grows by one with every saved change; update-note must send the one it edited. */
    version: z.number(notesMessages.version).check(z.int(notesMessages.version), z.minimum(1, notesMessages.version)),
    /** When its reminder fired (null before). */
    reminderFiredAt: z._default(z.nullable(z.string()), null),
  })
  .register(z.globalRegistry, { id: 'Note' });
export type Note = z.infer<typeof noteSchema>;

export const createNoteSchema = z.object({ note: newNoteSchema });
export const updateNoteSchema = z.object({ note: noteSchema });
export const removeNoteSchema = z.object({ noteId: noteId() });

/** A 409 of update-note: the note as it is now, to offer instead of the stale copy. */
export const noteConflictSchema = z
  .object({ message: z.string(), code: z.optional(z.string()), current: noteSchema })
  .register(z.globalRegistry, { id: 'NoteConflict' });
export type NoteConflict = z.infer<typeof noteConflictSchema>;

// ---- Labels --------------------------------------------------------------------------------------

export const noteLabelSchema = z
  .object({ id: labelId(), name: z.string(), handle: z.string() })
  .register(z.globalRegistry, { id: 'NoteLabel' });
export type NoteLabel = z.infer<typeof noteLabelSchema>;
export const noteLabelListSchema = z.array(noteLabelSchema);

const labelNameSchema = z
  .string(notesMessages.labelName)
  .check(
    z.trim(),
    z.minLength(1, notesMessages.labelName),
    z.maxLength(notesLimits.labelName, notesMessages.labelName),
  );

/** `POST …/update-labels {labels}`: the whole set; a label left out is deleted (and leaves every note). */
export const updateLabelsSchema = z.object({
  labels: z.array(z.object({ id: z.optional(labelId()), name: labelNameSchema, handle: z.optional(z.string()) })).check(
    z.maxLength(notesLimits.labels, notesMessages.labelCount),
    z.refine(
      (labels) => new Set(labels.map((label) => label.name.toLocaleLowerCase())).size === labels.length,
      notesMessages.labelTaken,
    ),
  ),
});
export type UpdateLabels = z.infer<typeof updateLabelsSchema>;

/** A label's handle as its address shows it: lower-case words joined by hyphens, accents dropped. */
export function labelHandleOf(name: string): string {
  const handle = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return handle || 'label';
}

// ---- The list --------------------------------------------------------------------------------------

export const noteFilters = ['archive', 'reminders'] as const;
export type NoteFilter = (typeof noteFilters)[number];

export const notesSortFields = ['time'] as const;

/**
 * `GET …/notes`: the notes not archived (default), the archive, those with a reminder, or a label's
 * (`labelId`); newest first, a keyset page at a time; `q` searches title, description and checklist.
 */
export const notesListQuerySchema = z.object({
  filter: z.optional(z.enum(noteFilters, notesMessages.filter)),
  labelId: z.optional(labelId()),
  q: quickSearchSchema,
  ...keysetQueryFields(notesSortFields, { sort: 'time', order: 'desc' }),
});
export type NotesListQuery = z.infer<typeof notesListQuerySchema>;

export const notesPageSchema = keysetPageSchema(noteSchema).register(z.globalRegistry, { id: 'NotesPage' });
export type NotesPage = z.infer<typeof notesPageSchema>;

// ---- Reminders ---------------------------------------------------------------------------------------

/** The live event of a reminder whose time came (to every tab of the account). */
export const noteReminderEventSchema = z.object({
  type: z.literal('note-reminder'),
  noteId: z.string(),
  title: z.string(),
  reminder: z.string(),
});
export type NoteReminderEvent = z.infer<typeof noteReminderEventSchema>;

/** The live event of a change to the account's notes or labels (another tab rereads its lists). */
export const notesChangedEventSchema = z.object({ type: z.literal('notes-changed'), noteId: z.optional(z.string()) });
export type NotesChangedEvent = z.infer<typeof notesChangedEventSchema>;

/** `GET …/reminders/fired`: the notes whose reminder fired and that the user has not dismissed. */
export const firedRemindersSchema = z.array(noteSchema);
export const dismissReminderSchema = z.object({ noteId: noteId() });
export const noteIdAnswerSchema = z.string();

/** `POST …/images`: where the uploaded image is, for the note's `image`. */
export const noteImageSchema = z.object({ url: z.string() }).register(z.globalRegistry, { id: 'NoteImage' });
