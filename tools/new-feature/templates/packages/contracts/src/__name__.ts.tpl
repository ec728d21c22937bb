import * as z from 'zod/mini';
import { keysetPageSchema, keysetQueryFields, quickSearchSchema } from './list';
import { defineMessages } from './messages';

/**
 * __Title__: each account's own items (a title and a done flag), under `/api/__name__`.
 * Written by `npm run new:feature -- __name__`; grow it from here.
 */

/**
 * The sentences of __Title__, in English, each with its code `__camel__.<key>`: the checks below and the server's
 * refusals carry the code; the web says it from `msg_<key>` in the feature's locale files.
 */
export const __camel__Messages = defineMessages('__camel__', {
  title: 'Give the item a title of up to 200 characters',
  ids: 'Select from 1 to 100 items by their ids',
  notFound: 'No item has this id',
});

export const __camel__Limits = { title: 200, selected: 100 } as const;

const titleSchema = z
  .string(__camel__Messages.title)
  .check(z.trim(), z.minLength(1, __camel__Messages.title), z.maxLength(__camel__Limits.title, __camel__Messages.title));

/** What the user fills in; the dialog and the server check it with the same rules. */
const itemFields = { title: titleSchema, done: z._default(z.boolean(), false) };

/** `POST /api/__name__/items`: a new item. */
export const new__Pascal__ItemSchema = z.object(itemFields).register(z.globalRegistry, { id: '__Pascal__NewItem' });
export type New__Pascal__Item = z.infer<typeof new__Pascal__ItemSchema>;

/** `PATCH /api/__name__/items/:id`: the fields to change. */
export const __camel__ItemChangesSchema = z
  .object({ title: z.optional(titleSchema), done: z.optional(z.boolean()) })
  .register(z.globalRegistry, { id: '__Pascal__ItemChanges' });
export type __Pascal__ItemChanges = z.infer<typeof __camel__ItemChangesSchema>;

export const __camel__ItemSchema = z
  .object({ id: z.string(), ...itemFields, createdAt: z.string() })
  .register(z.globalRegistry, { id: '__Pascal__Item' });
export type __Pascal__Item = z.infer<typeof __camel__ItemSchema>;

export const __camel__SortFields = ['createdAt', 'title'] as const;
export type __Pascal__SortField = (typeof __camel__SortFields)[number];

/** `GET /api/__name__/items`: a keyset page, newest first unless asked otherwise; `q` searches the titles. */
export const __camel__ListQuerySchema = z.object({
  q: quickSearchSchema,
  ...keysetQueryFields(__camel__SortFields, { sort: 'createdAt', order: 'desc' }),
});
export type __Pascal__ListQuery = z.infer<typeof __camel__ListQuerySchema>;

export const __camel__PageSchema = keysetPageSchema(__camel__ItemSchema).register(z.globalRegistry, {
  id: '__Pascal__Page',
});
export type __Pascal__Page = z.infer<typeof __camel__PageSchema>;

/** The `:id` of an item's address. */
export const __camel__ItemParamsSchema = z.object({ id: z.string() });

/** `POST /api/__name__/items/done`: marks the selected items done or not, all of them or none. */
export const __camel__MarkSchema = z
  .object({
    ids: z
      .array(z.string(__camel__Messages.ids), __camel__Messages.ids)
      .check(z.minLength(1, __camel__Messages.ids), z.maxLength(__camel__Limits.selected, __camel__Messages.ids)),
    done: z.boolean(),
  })
  .register(z.globalRegistry, { id: '__Pascal__Mark' });
export type __Pascal__Mark = z.infer<typeof __camel__MarkSchema>;

/** The items a bulk change changed. */
export const __camel__ItemListSchema = z
  .object({ items: z.array(__camel__ItemSchema) })
  .register(z.globalRegistry, { id: '__Pascal__ItemList' });
export type __Pascal__ItemList = z.infer<typeof __camel__ItemListSchema>;
