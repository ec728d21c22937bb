import type { NoteReminderEvent } from '@conecta/contracts/notes';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { publishToAccount } from '../../live';
import { createDueWorkScheduler, type DueWorkScheduler } from '../../platform/due-work';
import { claimDueReminders } from './writes';

/**
 * The server fires reminders whoever is connected (the platform's due-work scheduler): each reminder is claimed in
 * the database, so it fires once however many processes look. Firing publishes a `note-reminder` live event to the
 * account; the fired state stays listed for tabs opened later.
 */
export function createReminderScheduler(db: Database, log: FastifyBaseLogger, sweepEveryMs?: number): DueWorkScheduler {
  return createDueWorkScheduler({
    name: 'notes reminders',
    log,
    sweepEveryMs,
    async drain(stopped) {
      while (!stopped()) {
        const fired = await claimDueReminders(db);
        if (fired.length === 0) return;
        for (const reminder of fired) {
          const event: NoteReminderEvent = {
            type: 'note-reminder',
            noteId: reminder.noteId,
            title: reminder.title.slice(0, 200),
            reminder: reminder.reminder,
          };
          // A lost push is made up by the list of fired reminders the web reads on `ready`.
          await publishToAccount(db, reminder.accountId, event).catch((error: unknown) =>
            log.warn({ err: error }, 'a fired reminder could not be announced live'),
          );
        }
      }
    },
  });
}
