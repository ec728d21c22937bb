import { apiErrorSchema } from '@conecta/contracts';
import {
  createNoteSchema,
  dismissReminderSchema,
  firedRemindersSchema,
  type NotesChangedEvent,
  noteConflictSchema,
  noteIdAnswerSchema,
  noteImageSchema,
  noteLabelListSchema,
  noteSchema,
  notesListQuerySchema,
  notesPageSchema,
  removeNoteSchema,
  updateLabelsSchema,
  updateNoteSchema,
} from '@conecta/contracts/notes';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { currentAccount } from '../../auth/guard';
import { refusals } from '../../db/accountCollection';
import { publishToAccount } from '../../live';
import { runWithApp } from '../../platform/due-work';
import type { FeatureRoutes } from '../../platform/feature';
import { acceptUploads, createFileStore, receiveUpload, storedFileUrl } from '../../uploads';
import { noteImageUse } from './image-use';
import { notes, readFiredReminders, readLabels, readNotesPage } from './queries';
import { createReminderScheduler } from './reminders';
import { createNote, dismissReminder, removeNote, StaleNoteError, updateLabels, updateNote } from './writes';

/** An id as a JSON string (`"…"`): Fastify would send a returned string as plain text. */
const answerId = (reply: FastifyReply, id: string) =>
  reply.header('content-type', 'application/json; charset=utf-8').send(JSON.stringify(id));

/**
 * The Notes application (demo-apps §7 "Notes") on the token's own notes and labels, then our own calls:
 * the image upload and the fired reminders.
 */
export const notesRoutes: FeatureRoutes = async (app, { db, route }) => {
  const store = createFileStore(db);
  // Reminders fire on the server whoever is connected; overdue ones when the server starts.
  const scheduler = runWithApp(app, createReminderScheduler(db, app.log));
  /** Tells the account's other tabs that its notes changed (after the change is committed); a lost push is made up on `ready`. */
  const changed = (accountId: string, noteId?: string) => {
    const event: NotesChangedEvent = { type: 'notes-changed', ...(noteId ? { noteId } : {}) };
    void publishToAccount(db, accountId, event).catch((error: unknown) =>
      app.log.warn({ err: error }, 'a notes change could not be announced live'),
    );
  };
  /** The signed-in account's id, its sample notes written if this is its first call to the application. */
  const owner = (request: FastifyRequest) => notes.accountId(db, request);

  app.get(
    '/notes',
    route('user', {
      schema: {
        summary:
          'One page of the notes not archived (default), the archive (filter=archive), those with a reminder (filter=reminders) or a label’s (labelId), newest first; q searches title, description and checklist',
        querystring: notesListQuerySchema,
        response: { 200: notesPageSchema, 400: apiErrorSchema },
      },
    }),
    async (request) => readNotesPage(db, await owner(request), request.query),
  );

  app.get(
    '/labels',
    route('user', { schema: { summary: 'The account’s labels', response: { 200: noteLabelListSchema } } }),
    async (request) => readLabels(db, await owner(request)),
  );

  app.post(
    '/create-note',
    route('user', {
      schema: {
        summary: 'Create a note (a generated id; it goes first); answers the stored note',
        body: createNoteSchema,
        response: { 200: noteSchema, ...refusals },
      },
    }),
    async (request) => {
      const accountId = await owner(request);
      const note = await createNote(db, accountId, request.body.note);
      scheduler.wakeAt(note.reminder);
      changed(accountId, note.id);
      return note;
    },
  );

  app.post(
    '/update-note',
    route('user', {
      schema: {
        summary:
          'Save the whole note; `version` must be the stored one (409 with the current note otherwise). Answers the stored note, its version one more',
        body: updateNoteSchema,
        response: { 200: noteSchema, 409: noteConflictSchema, ...refusals },
      },
    }),
    async (request, reply) => {
      const accountId = await owner(request);
      try {
        const note = await updateNote(db, accountId, request.body.note);
        scheduler.wakeAt(note.reminderFiredAt ? null : note.reminder);
        changed(accountId, note.id);
        return note;
      } catch (error) {
        if (!(error instanceof StaleNoteError)) throw error;
        return reply.code(409).send({ message: error.message, current: error.current });
      }
    },
  );

  app.post(
    '/update-labels',
    route('user', {
      schema: {
        summary:
          'Replace the account’s labels with this set (new ones made, others renamed, those left out deleted and taken off every note); answers the labels',
        body: updateLabelsSchema,
        response: { 200: noteLabelListSchema, 400: apiErrorSchema },
      },
    }),
    async (request) => {
      const accountId = await owner(request);
      const labels = await updateLabels(db, accountId, request.body.labels);
      changed(accountId);
      return labels;
    },
  );

  app.post(
    '/remove-note',
    route('user', {
      schema: {
        summary: 'Delete the note (and its image); answers its id',
        body: removeNoteSchema,
        response: { 200: noteIdAnswerSchema, ...refusals },
      },
    }),
    async (request, reply) => {
      const accountId = await owner(request);
      const id = await removeNote(db, accountId, request.body.noteId);
      changed(accountId, id);
      return answerId(reply, id);
    },
  );

  // ---- Our own calls: fired reminders, images ----

  app.get(
    '/reminders/fired',
    route('user', {
      schema: {
        summary: 'The notes whose reminder fired and that were not dismissed, the latest first (up to 50)',
        response: { 200: firedRemindersSchema },
      },
    }),
    async (request) => readFiredReminders(db, await owner(request)),
  );

  app.post(
    '/reminders/dismiss',
    route('user', {
      schema: {
        summary: 'Dismiss a fired reminder (it leaves the fired list); answers the note’s id',
        body: dismissReminderSchema,
        response: { 200: noteIdAnswerSchema, ...refusals },
      },
    }),
    async (request, reply) => answerId(reply, await dismissReminder(db, await owner(request), request.body.noteId)),
  );

  await app.register(async (uploads) => {
    await uploads.register(acceptUploads);
    uploads.post(
      '/images',
      {
        ...route('user', {
          schema: {
            summary: 'Upload a note’s image (multipart field "file": PNG, JPEG, WebP or GIF, at most 5 MiB)',
            consumes: ['multipart/form-data'],
            response: { 200: noteImageSchema, 400: apiErrorSchema, 413: apiErrorSchema, 415: apiErrorSchema },
          },
        }),
        config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      },
      async (request) => {
        const saved = await store.save(await receiveUpload(request, noteImageUse, currentAccount(request).id));
        return { url: storedFileUrl(saved.id) };
      },
    );
  });
};
