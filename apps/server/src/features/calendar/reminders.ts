import type { CalendarReminderEvent } from '@conecta/contracts/calendar';
import { and, asc, eq, gt, isNotNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Database, withTransaction } from '../../db/client';
import { publishToAccount } from '../../live';
import { createDueWorkScheduler, type DueWorkScheduler } from '../../platform/due-work';
import { occurrenceId } from './queries';
import { occurrencesBetween } from './recurrence';
import { type CalendarEventRow, calendarEvents } from './table';

const minute = 60_000;
/** How far ahead a series is searched for its next occurrence (a yearly event every few years included). */
const searchAheadMs = 10 * 366 * 86_400_000;

/**
 * When the row's next reminder fires, after the instant `after`: for a single event its start less the lead, if that
 * is still to come; for a series the first occurrence starting after `after` + lead (removed ones skipped).
 */
export function nextReminderAt(
  row: Pick<CalendarEventRow, 'start' | 'end' | 'timeZone' | 'recurrence' | 'exdates' | 'reminderMinutes'>,
  after: Date,
): Date | null {
  if (row.reminderMinutes === null) return null;
  const lead = row.reminderMinutes * minute;
  if (!row.recurrence) {
    const at = row.start.getTime() - lead;
    return at > after.getTime() ? new Date(at) : null;
  }
  const from = new Date(after.getTime() + lead);
  const series = { ...row, recurrence: row.recurrence };
  // Overlapping occurrences come first: one that started before `from` is skipped; two cover that case.
  const next = occurrencesBetween(series, from, new Date(from.getTime() + searchAheadMs), 2).find(
    (start) => start.getTime() > from.getTime(),
  );
  return next ? new Date(next.getTime() - lead) : null;
}

/** Sets the row's next reminder from now (after any write to it); answers the row as stored. */
export async function scheduleReminder(db: Database, row: CalendarEventRow): Promise<CalendarEventRow> {
  const next = nextReminderAt(row, new Date());
  if ((next?.getTime() ?? null) === (row.nextReminderAt?.getTime() ?? null)) return row;
  const [updated] = await db
    .update(calendarEvents)
    .set({ nextReminderAt: next })
    .where(eq(calendarEvents.id, row.id))
    .returning();
  return updated ?? row;
}

interface FiredReminder {
  accountId: string;
  event: CalendarReminderEvent;
}

const reminderEvent = (row: CalendarEventRow, start: Date): CalendarReminderEvent => ({
  type: 'calendar-reminder',
  eventId: row.recurrence ? occurrenceId(row.id, start) : row.id,
  title: row.title.slice(0, 200),
  start: start.toISOString(),
  allDay: row.allDay,
});

/**
 * Claims the reminders whose time has come, up to 50 (rows another process holds are skipped), and moves each row
 * on to its next one, in one transaction: a reminder fires once however many processes sweep.
 */
export async function claimDueCalendarReminders(db: Database): Promise<FiredReminder[]> {
  return withTransaction(db, async (tx) => {
    const due = await tx
      .select()
      .from(calendarEvents)
      .where(and(isNotNull(calendarEvents.nextReminderAt), lte(calendarEvents.nextReminderAt, sql`now()`)))
      .orderBy(asc(calendarEvents.nextReminderAt))
      .limit(50)
      .for('update', { skipLocked: true });
    const fired: FiredReminder[] = [];
    for (const row of due) {
      const firedAt = row.nextReminderAt as Date;
      const start = new Date(firedAt.getTime() + (row.reminderMinutes ?? 0) * minute);
      await tx
        .update(calendarEvents)
        .set({ nextReminderAt: nextReminderAt(row, firedAt), remindedStart: start })
        .where(eq(calendarEvents.id, row.id));
      fired.push({ accountId: row.accountId, event: reminderEvent(row, start) });
    }
    return fired;
  });
}

/** The account's occurrences whose reminder fired and that have not ended. */
export async function readFiredCalendarReminders(db: Database, accountId: string): Promise<CalendarReminderEvent[]> {
  const rows = await db
    .select()
    .from(calendarEvents)
    .where(
      and(
        eq(calendarEvents.accountId, accountId),
        isNotNull(calendarEvents.remindedStart),
        // Still running: its start plus the event's length is ahead.
        gt(sql`${calendarEvents.remindedStart} + (${calendarEvents.end} - ${calendarEvents.start})`, sql`now()`),
      ),
    )
    .orderBy(asc(calendarEvents.remindedStart));
  return rows.map((row) => reminderEvent(row, row.remindedStart as Date));
}

/**
 * The calendar's reminders on the platform's due-work scheduler: each fires a `calendar-reminder` live event to the
 * account, whoever is connected; those due while the server was down fire at its start.
 */
export function createCalendarReminderScheduler(
  db: Database,
  log: FastifyBaseLogger,
  sweepEveryMs?: number,
): DueWorkScheduler {
  return createDueWorkScheduler({
    name: 'calendar reminders',
    log,
    sweepEveryMs,
    async drain(stopped) {
      while (!stopped()) {
        const fired = await claimDueCalendarReminders(db);
        if (fired.length === 0) return;
        for (const { accountId, event } of fired) {
          // A lost push is made up by `GET /reminders`, which the web reads again on `ready`.
          await publishToAccount(db, accountId, event).catch((error: unknown) =>
            log.warn({ err: error }, 'a calendar reminder could not be announced live'),
          );
        }
      }
    },
  });
}
