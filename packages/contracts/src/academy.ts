import * as z from 'zod/mini';
import { keysetPageSchema, keysetQueryFields, quickSearchSchema } from './list';
import { defineMessages } from './messages';

/**
 * Academy: each account's own items (a title and a done flag), under `/api/academy`.
 * Written by `npm run new:feature -- academy`; grow it from here.
 */

/**
 * The sentences of Academy, in English, each with its code `academy.<key>`: the checks below and the server's
 * refusals carry the code; the web says it from `msg_<key>` in the feature's locale files.
 */
export const academyMessages = defineMessages('academy', {
  title: 'Give the item a title of up to 200 characters',
  ids: 'Select from 1 to 100 items by their ids',
  notFound: 'No item has this id',
});

export const academyLimits = { title: 200, selected: 100 } as const;

const titleSchema = z
  .string(academyMessages.title)
  .check(z.trim(), z.minLength(1, academyMessages.title), z.maxLength(academyLimits.title, academyMessages.title));

/** What the user fills in; the dialog and the server check it with the same rules. */
const itemFields = { title: titleSchema, done: z._default(z.boolean(), false) };

/** `POST /api/academy/items`: a new item. */
export const newAcademyItemSchema = z.object(itemFields).register(z.globalRegistry, { id: 'AcademyNewItem' });
export type NewAcademyItem = z.infer<typeof newAcademyItemSchema>;

/** `PATCH /api/academy/items/:id`: the fields to change. */
export const academyItemChangesSchema = z
  .object({ title: z.optional(titleSchema), done: z.optional(z.boolean()) })
  .register(z.globalRegistry, { id: 'AcademyItemChanges' });
export type AcademyItemChanges = z.infer<typeof academyItemChangesSchema>;

export const academyItemSchema = z
  .object({ id: z.string(), ...itemFields, createdAt: z.string() })
  .register(z.globalRegistry, { id: 'AcademyItem' });
export type AcademyItem = z.infer<typeof academyItemSchema>;

export const academySortFields = ['createdAt', 'title'] as const;
export type AcademySortField = (typeof academySortFields)[number];

/** `GET /api/academy/items`: a keyset page, newest first unless asked otherwise; `q` searches the titles. */
export const academyListQuerySchema = z.object({
  q: quickSearchSchema,
  ...keysetQueryFields(academySortFields, { sort: 'createdAt', order: 'desc' }),
});
export type AcademyListQuery = z.infer<typeof academyListQuerySchema>;

export const academyPageSchema = keysetPageSchema(academyItemSchema).register(z.globalRegistry, {
  id: 'AcademyPage',
});
export type AcademyPage = z.infer<typeof academyPageSchema>;

/** The `:id` of an item's address. */
export const academyItemParamsSchema = z.object({ id: z.string() });

/** `POST /api/academy/items/done`: marks the selected items done or not, all of them or none. */
export const academyMarkSchema = z
  .object({
    ids: z
      .array(z.string(academyMessages.ids), academyMessages.ids)
      .check(z.minLength(1, academyMessages.ids), z.maxLength(academyLimits.selected, academyMessages.ids)),
    done: z.boolean(),
  })
  .register(z.globalRegistry, { id: 'AcademyMark' });
export type AcademyMark = z.infer<typeof academyMarkSchema>;

/** The items a bulk change changed. */
export const academyItemListSchema = z
  .object({ items: z.array(academyItemSchema) })
  .register(z.globalRegistry, { id: 'AcademyItemList' });
export type AcademyItemList = z.infer<typeof academyItemListSchema>;
