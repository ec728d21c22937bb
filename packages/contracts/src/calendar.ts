import * as z from 'zod/mini';
import { defineMessages } from './messages';

/**
 * Calendar (demo-apps §3 "Calendar", §7 "Dashboards and calendar"): each account's own events under
 * `/api/calendar-app`. An event is `id, title, allDay, start, end, desc`; a repeating one also carries its series id
 * and its recurrence, and `GET /events` answers its occurrences in the asked range, each with an id
 * `<seriesId>:<occurrence start ISO>` the client sends back to change or remove that one.
 */

export const calendarMessages = defineMessages('calendar', {
  title: 'Give the event a title of up to 200 characters',
  desc: 'Keep the description under 5000 characters',
  start: 'Give a valid start date and time',
  end: 'The end cannot be before the start',
  timeZone: 'Give a valid time zone',
  recurrence: 'Give a valid repetition: daily, weekly, monthly or yearly, every 1 to 99, until a date or a count',
  range: 'Ask for a range of at most 400 days whose end is after its start',
  eventId: 'Give the id of an event',
  notFound: 'No event has this id',
  icsInvalid: 'The file is not a valid iCalendar (.ics) file',
  icsEmpty: 'The file has no events',
  reminder: 'Give a reminder of 0 minutes to 4 weeks before the start, or none',
});

export const calendarLimits = {
  title: 200,
  desc: 5000,
  interval: 99,
  count: 999,
  rangeDays: 400,
  ics: 1_000_000,
  /** The earliest reminder: four weeks before the start, in minutes. */
  reminderMinutes: 40_320,
} as const;

/** The reminders the event dialog offers, in minutes before the start (the API takes any whole minute up to four weeks). */
export const calendarReminderChoices = [0, 5, 10, 15, 30, 60, 120, 1440, 10_080] as const;

export const calendarFrequencies = ['daily', 'weekly', 'monthly', 'yearly'] as const;
export type CalendarFrequency = (typeof calendarFrequencies)[number];
/** Week days as iCalendar spells them, Monday first. */
export const calendarWeekdays = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type CalendarWeekday = (typeof calendarWeekdays)[number];
/** Which events a change of one occurrence of a series touches. */
export const calendarScopes = ['one', 'following', 'all'] as const;
export type CalendarScope = (typeof calendarScopes)[number];

const isoInstant = (message: string) =>
  z.string(message).check(
    z.refine((value) => /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value)), message),
    z.maxLength(40, message),
  );
const dateOnly = z.string(calendarMessages.recurrence).check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, calendarMessages.recurrence),
  z.refine((v) => !Number.isNaN(Date.parse(v)), calendarMessages.recurrence),
);

export const calendarRecurrenceSchema = z
  .object(
    {
      freq: z.enum(calendarFrequencies, calendarMessages.recurrence),
      interval: z._default(
        z
          .int(calendarMessages.recurrence)
          .check(
            z.minimum(1, calendarMessages.recurrence),
            z.maximum(calendarLimits.interval, calendarMessages.recurrence),
          ),
        1,
      ),
      /** Weekly: the chosen days (the start's day when empty). */
      byWeekday: z._default(
        z
          .array(z.enum(calendarWeekdays, calendarMessages.recurrence), calendarMessages.recurrence)
          .check(z.maxLength(7, calendarMessages.recurrence)),
        [],
      ),
      /** The last day (inclusive, in the event's time zone), or null. */
      until: z._default(z.nullable(dateOnly), null),
      /** How many occurrences in all, or null. */
      count: z._default(
        z.nullable(
          z
            .int(calendarMessages.recurrence)
            .check(
              z.minimum(1, calendarMessages.recurrence),
              z.maximum(calendarLimits.count, calendarMessages.recurrence),
            ),
        ),
        null,
      ),
    },
    calendarMessages.recurrence,
  )
  .check(
    z.refine((r) => r.until === null || r.count === null, { message: calendarMessages.recurrence, path: ['count'] }),
  )
  .register(z.globalRegistry, { id: 'CalendarRecurrence' });
export type CalendarRecurrence = z.infer<typeof calendarRecurrenceSchema>;
export type CalendarRecurrenceInput = z.input<typeof calendarRecurrenceSchema>;

const timeZoneSchema = z.string(calendarMessages.timeZone).check(
  z.maxLength(64, calendarMessages.timeZone),
  z.refine((zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, calendarMessages.timeZone),
);

/** What the user fills in; the dialog and the server check it with the same rules. */
const eventFields = {
  title: z
    .string(calendarMessages.title)
    .check(z.trim(), z.minLength(1, calendarMessages.title), z.maxLength(calendarLimits.title, calendarMessages.title)),
  allDay: z._default(z.boolean(), false),
  start: isoInstant(calendarMessages.start),
  end: isoInstant(calendarMessages.end),
  desc: z._default(z.string(calendarMessages.desc).check(z.maxLength(calendarLimits.desc, calendarMessages.desc)), ''),
  /** The IANA zone the event's wall times are kept in (a weekly 09:00 stays 09:00 across daylight-saving changes). */
  timeZone: z._default(timeZoneSchema, 'UTC'),
  recurrence: z._default(z.nullable(calendarRecurrenceSchema), null),
  /** Minutes before each start the console reminds the account (a `calendar-reminder` live event), or null. */
  reminder: z._default(
    z.nullable(
      z
        .int(calendarMessages.reminder)
        .check(
          z.minimum(0, calendarMessages.reminder),
          z.maximum(calendarLimits.reminderMinutes, calendarMessages.reminder),
        ),
    ),
    null,
  ),
};

const endNotBeforeStart = z.refine<{ start: string; end: string }>(
  (event) => Date.parse(event.end) >= Date.parse(event.start),
  { message: calendarMessages.end, path: ['end'] },
);

export const calendarEventFieldsSchema = z
  .object(eventFields)
  .check(endNotBeforeStart)
  .register(z.globalRegistry, { id: 'CalendarNewEvent' });
export type CalendarEventFields = z.infer<typeof calendarEventFieldsSchema>;
export type CalendarEventFieldsInput = z.input<typeof calendarEventFieldsSchema>;

/** `POST /api/calendar-app/add-event`. */
export const addCalendarEventSchema = z.object({ newEvent: calendarEventFieldsSchema });
export type AddCalendarEvent = z.infer<typeof addCalendarEventSchema>;

const eventIdSchema = z
  .string(calendarMessages.eventId)
  .check(z.minLength(1, calendarMessages.eventId), z.maxLength(100, calendarMessages.eventId));

/** `POST /api/calendar-app/update-event`: the event as it should be; `scope` says which occurrences of a series. */
export const updateCalendarEventSchema = z.object({
  event: z
    .object({ id: eventIdSchema, ...eventFields })
    .check(endNotBeforeStart)
    .register(z.globalRegistry, { id: 'CalendarEventChange' }),
  scope: z._default(z.enum(calendarScopes), 'all'),
});
export type UpdateCalendarEvent = z.infer<typeof updateCalendarEventSchema>;
export type UpdateCalendarEventInput = z.input<typeof updateCalendarEventSchema>;

/** `POST /api/calendar-app/remove-event`. */
export const removeCalendarEventSchema = z.object({
  eventId: eventIdSchema,
  scope: z._default(z.enum(calendarScopes), 'all'),
});
export type RemoveCalendarEvent = z.input<typeof removeCalendarEventSchema>;

export const calendarEventSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    allDay: z.boolean(),
    start: z.string(),
    end: z.string(),
    desc: z.string(),
    timeZone: z.string(),
    /** The series an occurrence (or a changed occurrence) belongs to; null for a single event. */
    seriesId: z.nullable(z.string()),
    recurrence: z.nullable(calendarRecurrenceSchema),
    /** A changed occurrence: the start it had in its series. */
    recurrenceId: z.nullable(z.string()),
    /** Minutes before the start the account is reminded, or null. */
    reminder: z.nullable(z.int()),
  })
  .register(z.globalRegistry, { id: 'CalendarEvent' });
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

export const calendarEventListSchema = z
  .array(calendarEventSchema)
  .register(z.globalRegistry, { id: 'CalendarEventList' });

/** `GET /events` and `GET /todos`: the visible range (three months back to six ahead when left out). */
export const calendarRangeQuerySchema = z
  .object({
    start: z.optional(isoInstant(calendarMessages.range)),
    end: z.optional(isoInstant(calendarMessages.range)),
  })
  .check(
    z.refine(
      (q) =>
        q.start === undefined ||
        q.end === undefined ||
        (Date.parse(q.end) > Date.parse(q.start) &&
          Date.parse(q.end) - Date.parse(q.start) <= calendarLimits.rangeDays * 86_400_000),
      { message: calendarMessages.range, path: ['end'] },
    ),
  );
export type CalendarRangeQuery = z.infer<typeof calendarRangeQuerySchema>;

/** A to-do with a due date, shown on the calendar as an all-day item (read from To-do, not changed here). */
export const calendarTodoSchema = z
  .object({ id: z.string(), title: z.string(), due: z.string(), completed: z.boolean() })
  .register(z.globalRegistry, { id: 'CalendarTodo' });
export type CalendarTodo = z.infer<typeof calendarTodoSchema>;
export const calendarTodoListSchema = z
  .array(calendarTodoSchema)
  .register(z.globalRegistry, { id: 'CalendarTodoList' });

/** The private subscription address of the account's calendar (anyone holding it can read the calendar). */
export const calendarSubscriptionSchema = z
  .object({ path: z.string() })
  .register(z.globalRegistry, { id: 'CalendarSubscription' });
export type CalendarSubscription = z.infer<typeof calendarSubscriptionSchema>;
export const calendarTokenParamsSchema = z.object({ token: z.string().check(z.maxLength(100)) });

/** `POST /import`: an .ics file's text. */
export const importCalendarSchema = z.object({
  ics: z
    .string(calendarMessages.icsInvalid)
    .check(z.minLength(1, calendarMessages.icsInvalid), z.maxLength(calendarLimits.ics, calendarMessages.icsInvalid)),
  timeZone: z._default(timeZoneSchema, 'UTC'),
});
export const calendarImportResultSchema = z
  .object({ imported: z.int() })
  .register(z.globalRegistry, { id: 'CalendarImportResult' });

/** The live event of a reminder whose time came (to every tab of the account): one occurrence, by its id. */
export const calendarReminderEventSchema = z.object({
  type: z.literal('calendar-reminder'),
  eventId: z.string(),
  title: z.string(),
  start: z.string(),
  allDay: z.boolean(),
});
export type CalendarReminderEvent = z.infer<typeof calendarReminderEventSchema>;

/** `GET /reminders`: the occurrences whose reminder fired and that have not ended yet (the navigation's badge). */
export const calendarFiredRemindersSchema = z
  .array(calendarReminderEventSchema)
  .register(z.globalRegistry, { id: 'CalendarFiredReminders' });
