import type { NoteReminderEvent } from '@conecta/contracts/notes';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { publishToAccount } from '../../live';
import { claimDueReminders } from './writes';

/** How often each process looks for reminders whose time has come (a restart, a reminder set elsewhere). */
export const reminderSweepEveryMs = 5000;

/** A timer fires this much after a reminder's time, so the database's clock has surely reached it. */
const timerSlackMs = 25;

/** Timers are set only for reminders this close; later ones are found by the sweeps. */
const timerHorizonMs = 10 * 60 * 1000;

export interface ReminderScheduler {
  /** Fires every reminder whose time has come (one run at a time; a call during a run makes it look again). */
  sweep(): Promise<void>;
  /** A reminder was set for this instant: look then (rather than at the next sweep). */
  wakeAt(reminder: string | null): void;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The server fires reminders whoever is connected, as Mail delivers held sends: the time is stored, every
 * process sweeps now and then (at start too, so reminders due while the server was down fire then), and each
 * reminder is claimed in the database, so it fires once however many processes look. Firing publishes a
 * `note-reminder` live event to the account; the fired state stays listed for tabs opened later.
 */
export function createReminderScheduler(db: Database, log: FastifyBaseLogger, sweepEveryMs = reminderSweepEveryMs) {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  let interval: ReturnType<typeof setInterval> | undefined;
  const timers = new Set<ReturnType<typeof setTimeout>>();

  const run = async () => {
    do {
      again = false;
      for (;;) {
        if (stopped) return;
        let fired: Awaited<ReturnType<typeof claimDueReminders>>;
        try {
          fired = await claimDueReminders(db);
        } catch (error) {
          log.error({ err: error }, 'due reminders could not be claimed; they are looked for again at the next sweep');
          return;
        }
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
        if (fired.length === 0) break;
      }
    } while (again && !stopped);
  };

  const scheduler: ReminderScheduler = {
    sweep() {
      if (running) {
        again = true;
        return running;
      }
      running = run().finally(() => {
        running = undefined;
      });
      return running;
    },
    wakeAt(reminder) {
      if (stopped || !reminder) return;
      const delay = Date.parse(reminder) - Date.now();
      if (delay > timerHorizonMs) return;
      const timer = setTimeout(() => {
        timers.delete(timer);
        void scheduler.sweep();
      }, Math.max(0, delay) + timerSlackMs);
      timers.add(timer);
    },
    async start() {
      interval = setInterval(() => void scheduler.sweep(), sweepEveryMs);
      interval.unref();
      await scheduler.sweep();
    },
    async stop() {
      stopped = true;
      clearInterval(interval);
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await running;
    },
  };
  return scheduler;
}
