import { randomBytes } from 'node:crypto';
import { apiErrorSchema } from '@conecta/contracts';
import {
  addCalendarEventSchema,
  calendarEventListSchema,
  calendarEventSchema,
  calendarFiredRemindersSchema,
  calendarImportResultSchema,
  calendarMessages,
  calendarRangeQuerySchema,
  calendarSubscriptionSchema,
  calendarTodoListSchema,
  calendarTokenParamsSchema,
  importCalendarSchema,
  removeCalendarEventSchema,
  updateCalendarEventSchema,
} from '@conecta/contracts/calendar';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { refusals } from '../../db/accountCollection';
import { type Database, withTransaction } from '../../db/client';
import { HttpError } from '../../http/errors';
import { runWithApp } from '../../platform/due-work';
import type { FeatureRoutes } from '../../platform/feature';
import { calendarIcs, readIcs } from './ics';
import { calendarCollection, rangeOf, readAllCalendarRows, readCalendarEvents, readCalendarTodos } from './queries';
import { createCalendarReminderScheduler, nextReminderAt, readFiredCalendarReminders } from './reminders';
import { calendarEvents, calendarSubscriptions } from './table';
import { addCalendarEvent, removeCalendarEvent, updateCalendarEvent } from './writes';

const prefix = '/api/calendar-app';
const newToken = () => randomBytes(24).toString('base64url');
const subscriptionPath = (token: string) => `${prefix}/subscription/${token}.ics`;

async function subscriptionToken(db: Database, accountId: string, reset: boolean): Promise<string> {
  if (!reset) {
    const [found] = await db.select().from(calendarSubscriptions).where(eq(calendarSubscriptions.accountId, accountId));
    if (found) return found.token;
  }
  const token = newToken();
  await db
    .insert(calendarSubscriptions)
    .values({ accountId, token })
    .onConflictDoUpdate({ target: calendarSubscriptions.accountId, set: { token } });
  return token;
}

const sendIcs = (reply: FastifyReply, ics: string, download: boolean) => {
  reply.type('text/calendar; charset=utf-8').header('cache-control', 'no-store');
  if (download) reply.header('content-disposition', 'attachment; filename="calendar.ics"');
  return reply.send(ics as never);
};

/** The Calendar application (demo-apps §7 "Dashboards and calendar") on the token's own calendar. */
export const calendarRoutes: FeatureRoutes = async (app, { db, route }) => {
  /** The signed-in account's id, its sample events written if this is its first call. */
  const owner = (request: FastifyRequest) => calendarCollection.accountId(db, request);
  // Reminders fire on the server whoever is connected; those due while it was down fire when it starts.
  const reminders = runWithApp(app, createCalendarReminderScheduler(db, app.log));
  /** The stored event's next reminder may be close: wake for it rather than wait for the next sweep. */
  const wakeFor = async <T extends { id: string }>(stored: Promise<T>): Promise<T> => {
    const event = await stored;
    const [row] = await db
      .select({ at: calendarEvents.nextReminderAt })
      .from(calendarEvents)
      .where(eq(calendarEvents.id, event.id.split(':')[0] as string));
    reminders.wakeAt(row?.at?.toISOString());
    return event;
  };

  app.get(
    '/events',
    route('user', {
      schema: {
        summary:
          'The events overlapping the range `start`–`end` (ISO instants; three months back to six ahead by default, ' +
          'at most 400 days), each repeating series expanded: an occurrence’s id is `<seriesId>:<its start ISO>`',
        querystring: calendarRangeQuerySchema,
        response: { 200: calendarEventListSchema, 400: apiErrorSchema },
      },
    }),
    async (request) => {
      const { from, to } = rangeOf(request.query);
      return readCalendarEvents(db, await owner(request), from, to);
    },
  );

  app.post(
    '/add-event',
    route('user', {
      schema: {
        summary: 'Add an event (repeating when `recurrence` is set); answers it as stored',
        body: addCalendarEventSchema,
        response: { 200: calendarEventSchema, 400: apiErrorSchema },
      },
    }),
    async (request) => wakeFor(addCalendarEvent(db, await owner(request), request.body.newEvent)),
  );

  app.post(
    '/update-event',
    route('user', {
      schema: {
        summary:
          'Change an event to what is sent. For an occurrence of a series, `scope`: `one` (that occurrence), ' +
          '`following` (it and the later ones: the series is split) or `all` (the series, default); answers the event as stored',
        body: updateCalendarEventSchema,
        response: { 200: calendarEventSchema, ...refusals },
      },
    }),
    async (request) => wakeFor(updateCalendarEvent(db, await owner(request), request.body.event, request.body.scope)),
  );

  app.post(
    '/remove-event',
    route('user', {
      schema: {
        summary: 'Remove an event, or the `scope` of a series’ occurrences (one, following, all); answers the id',
        body: removeCalendarEventSchema,
        response: { 200: z.string(), ...refusals },
      },
    }),
    async (request, reply) => {
      const id = await removeCalendarEvent(db, await owner(request), request.body.eventId, request.body.scope);
      // A bare string would go out as plain text.
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(id));
    },
  );

  app.get(
    '/todos',
    route('user', {
      schema: {
        summary: 'The account’s to-dos due in the range (from To-do, read only), shown as all-day items',
        querystring: calendarRangeQuerySchema,
        response: { 200: calendarTodoListSchema, 400: apiErrorSchema },
      },
    }),
    async (request) => {
      const { from, to } = rangeOf(request.query);
      return readCalendarTodos(db, await owner(request), from, to);
    },
  );

  app.get(
    '/reminders',
    route('user', {
      schema: {
        summary:
          'The occurrences whose reminder fired and that have not ended (each fires a `calendar-reminder` live event ' +
          'when its time comes)',
        response: { 200: calendarFiredRemindersSchema },
      },
    }),
    async (request) => readFiredCalendarReminders(db, await owner(request)),
  );

  app.get(
    '/export',
    route('user', {
      schema: {
        summary: 'The whole calendar as an iCalendar (.ics, RFC 5545) download',
        response: { 400: apiErrorSchema },
      },
    }),
    async (request, reply) => sendIcs(reply, calendarIcs(await readAllCalendarRows(db, await owner(request))), true),
  );

  app.get(
    '/subscription',
    route('user', {
      schema: {
        summary: 'The private subscription address of the account’s calendar (made at the first call)',
        response: { 200: calendarSubscriptionSchema },
      },
    }),
    async (request) => ({ path: subscriptionPath(await subscriptionToken(db, await owner(request), false)) }),
  );

  app.post(
    '/subscription/reset',
    route('user', {
      schema: {
        summary: 'A new subscription address; the old one stops working',
        response: { 200: calendarSubscriptionSchema },
      },
    }),
    async (request) => ({ path: subscriptionPath(await subscriptionToken(db, await owner(request), true)) }),
  );

  app.get(
    '/subscription/:token',
    route('public', {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        summary:
          'The calendar of the address’ account as iCalendar, for calendar applications: no bearer token, the ' +
          'secret `<token>.ics` of `GET /subscription` is the key (404 for any other)',
        params: calendarTokenParamsSchema,
        response: { 404: apiErrorSchema },
      },
    }),
    async (request, reply) => {
      const token = request.params.token.replace(/\.ics$/, '');
      const [found] = token
        ? await db.select().from(calendarSubscriptions).where(eq(calendarSubscriptions.token, token))
        : [];
      if (!found) throw new HttpError(404, calendarMessages.notFound);
      return sendIcs(reply, calendarIcs(await readAllCalendarRows(db, found.accountId)), false);
    },
  );

  app.post(
    '/import',
    route('user', {
      schema: {
        summary: 'Add the events of an .ics file’s text (repetitions included; floating times read in `timeZone`)',
        body: importCalendarSchema,
        response: { 200: calendarImportResultSchema, 400: apiErrorSchema },
      },
    }),
    async (request) => {
      const accountId = await owner(request);
      const read = readIcs(request.body.ics, request.body.timeZone);
      await withTransaction(db, async (tx) => {
        for (let i = 0; i < read.length; i += 500) {
          await tx.insert(calendarEvents).values(
            read.slice(i, i + 500).map(({ fields, exdates }) => {
              const row = {
                accountId,
                title: fields.title,
                allDay: fields.allDay,
                start: new Date(fields.start),
                end: new Date(fields.end),
                desc: fields.desc,
                timeZone: fields.timeZone,
                recurrence: fields.recurrence,
                exdates: fields.recurrence ? exdates : [],
                reminderMinutes: fields.reminder,
              };
              return { ...row, nextReminderAt: nextReminderAt(row, new Date()) };
            }),
          );
        }
      });
      calendarCollection.touched(db);
      return { imported: read.length };
    },
  );
};
