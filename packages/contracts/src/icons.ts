import * as z from 'zod/mini';
import { keysetPageSchema, keysetQueryFields, quickSearchSchema } from './list';
import { defineMessages } from './messages';

/**
 * Icons: each account's own items (a title and a done flag), under `/api/icons`.
 * Written by `npm run new:feature -- icons`; grow it from here.
 */

/**
 * The sentences of Icons, in English, each with its code `icons.<key>`: the checks below and the server's
 * refusals carry the code; the web says it from `msg_<key>` in the feature's locale files.
 */
export const iconsMessages = defineMessages('icons', {
  title: 'Give the item a title of up to 200 characters',
  ids: 'Select from 1 to 100 items by their ids',
  notFound: 'No item has this id',
});

export const iconsLimits = { title: 200, selected: 100 } as const;

const titleSchema = z
  .string(iconsMessages.title)
  .check(z.trim(), z.minLength(1, iconsMessages.title), z.maxLength(iconsLimits.title, iconsMessages.title));

/** What the user fills in; the dialog and the server check it with the same rules. */
const itemFields = { title: titleSchema, done: z._default(z.boolean(), false) };

/** `POST /api/icons/items`: a new item. */
export const newIconsItemSchema = z.object(itemFields).register(z.globalRegistry, { id: 'IconsNewItem' });
export type NewIconsItem = z.infer<typeof newIconsItemSchema>;

/** `PATCH /api/icons/items/:id`: the fields to change. */
export const iconsItemChangesSchema = z
  .object({ title: z.optional(titleSchema), done: z.optional(z.boolean()) })
  .register(z.globalRegistry, { id: 'IconsItemChanges' });
export type IconsItemChanges = z.infer<typeof iconsItemChangesSchema>;

export const iconsItemSchema = z
  .object({ id: z.string(), ...itemFields, createdAt: z.string() })
  .register(z.globalRegistry, { id: 'IconsItem' });
export type IconsItem = z.infer<typeof iconsItemSchema>;

export const iconsSortFields = ['createdAt', 'title'] as const;
export type IconsSortField = (typeof iconsSortFields)[number];

/** `GET /api/icons/items`: a keyset page, newest first unless asked otherwise; `q` searches the titles. */
export const iconsListQuerySchema = z.object({
  q: quickSearchSchema,
  ...keysetQueryFields(iconsSortFields, { sort: 'createdAt', order: 'desc' }),
});
export type IconsListQuery = z.infer<typeof iconsListQuerySchema>;

export const iconsPageSchema = keysetPageSchema(iconsItemSchema).register(z.globalRegistry, {
  id: 'IconsPage',
});
export type IconsPage = z.infer<typeof iconsPageSchema>;

/** The `:id` of an item's address. */
export const iconsItemParamsSchema = z.object({ id: z.string() });

/** `POST /api/icons/items/done`: marks the selected items done or not, all of them or none. */
export const iconsMarkSchema = z
  .object({
    ids: z
      .array(z.string(iconsMessages.ids), iconsMessages.ids)
      .check(z.minLength(1, iconsMessages.ids), z.maxLength(iconsLimits.selected, iconsMessages.ids)),
    done: z.boolean(),
  })
  .register(z.globalRegistry, { id: 'IconsMark' });
export type IconsMark = z.infer<typeof iconsMarkSchema>;

/** The items a bulk change changed. */
export const iconsItemListSchema = z
  .object({ items: z.array(iconsItemSchema) })
  .register(z.globalRegistry, { id: 'IconsItemList' });
export type IconsItemList = z.infer<typeof iconsItemListSchema>;
