import * as z from 'zod/mini';
import { keysetPageSchema, keysetQueryFields, quickSearchSchema } from './list';
import { defineMessages } from './messages';

/**
 * Calendar: each account's own items (a title and a done flag), under `/api/calendar`.
 * Written by `npm run new:feature -- calendar`; grow it from here.
 */

/**
 * The sentences of Calendar, in English, each with its code `calendar.<key>`: the checks below and the server's
 * refusals carry the code; the web says it from `msg_<key>` in the feature's locale files.
 */
export const calendarMessages = defineMessages('calendar', {
  title: 'Give the item a title of up to 200 characters',
  ids: 'Select from 1 to 100 items by their ids',
  notFound: 'No item has this id',
});

export const calendarLimits = { title: 200, selected: 100 } as const;

const titleSchema = z
  .string(calendarMessages.title)
  .check(z.trim(), z.minLength(1, calendarMessages.title), z.maxLength(calendarLimits.title, calendarMessages.title));

/** What the user fills in; the dialog and the server check it with the same rules. */
const itemFields = { title: titleSchema, done: z._default(z.boolean(), false) };

/** `POST /api/calendar/items`: a new item. */
export const newCalendarItemSchema = z.object(itemFields).register(z.globalRegistry, { id: 'CalendarNewItem' });
export type NewCalendarItem = z.infer<typeof newCalendarItemSchema>;

/** `PATCH /api/calendar/items/:id`: the fields to change. */
export const calendarItemChangesSchema = z
  .object({ title: z.optional(titleSchema), done: z.optional(z.boolean()) })
  .register(z.globalRegistry, { id: 'CalendarItemChanges' });
export type CalendarItemChanges = z.infer<typeof calendarItemChangesSchema>;

export const calendarItemSchema = z
  .object({ id: z.string(), ...itemFields, createdAt: z.string() })
  .register(z.globalRegistry, { id: 'CalendarItem' });
export type CalendarItem = z.infer<typeof calendarItemSchema>;

export const calendarSortFields = ['createdAt', 'title'] as const;
export type CalendarSortField = (typeof calendarSortFields)[number];

/** `GET /api/calendar/items`: a keyset page, newest first unless asked otherwise; `q` searches the titles. */
export const calendarListQuerySchema = z.object({
  q: quickSearchSchema,
  ...keysetQueryFields(calendarSortFields, { sort: 'createdAt', order: 'desc' }),
});
export type CalendarListQuery = z.infer<typeof calendarListQuerySchema>;

export const calendarPageSchema = keysetPageSchema(calendarItemSchema).register(z.globalRegistry, {
  id: 'CalendarPage',
});
export type CalendarPage = z.infer<typeof calendarPageSchema>;

/** The `:id` of an item's address. */
export const calendarItemParamsSchema = z.object({ id: z.string() });

/** `POST /api/calendar/items/done`: marks the selected items done or not, all of them or none. */
export const calendarMarkSchema = z
  .object({
    ids: z
      .array(z.string(calendarMessages.ids), calendarMessages.ids)
      .check(z.minLength(1, calendarMessages.ids), z.maxLength(calendarLimits.selected, calendarMessages.ids)),
    done: z.boolean(),
  })
  .register(z.globalRegistry, { id: 'CalendarMark' });
export type CalendarMark = z.infer<typeof calendarMarkSchema>;

/** The items a bulk change changed. */
export const calendarItemListSchema = z
  .object({ items: z.array(calendarItemSchema) })
  .register(z.globalRegistry, { id: 'CalendarItemList' });
export type CalendarItemList = z.infer<typeof calendarItemListSchema>;
