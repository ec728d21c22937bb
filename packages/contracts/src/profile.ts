import * as z from 'zod/mini';
import { keysetPageSchema, keysetQueryFields, quickSearchSchema } from './list';
import { defineMessages } from './messages';

/**
 * Profile: each account's own items (a title and a done flag), under `/api/profile`.
 * Written by `npm run new:feature -- profile`; grow it from here.
 */

/**
 * The sentences of Profile, in English, each with its code `profile.<key>`: the checks below and the server's
 * refusals carry the code; the web says it from `msg_<key>` in the feature's locale files.
 */
export const profileMessages = defineMessages('profile', {
  title: 'Give the item a title of up to 200 characters',
  ids: 'Select from 1 to 100 items by their ids',
  notFound: 'No item has this id',
});

export const profileLimits = { title: 200, selected: 100 } as const;

const titleSchema = z
  .string(profileMessages.title)
  .check(z.trim(), z.minLength(1, profileMessages.title), z.maxLength(profileLimits.title, profileMessages.title));

/** What the user fills in; the dialog and the server check it with the same rules. */
const itemFields = { title: titleSchema, done: z._default(z.boolean(), false) };

/** `POST /api/profile/items`: a new item. */
export const newProfileItemSchema = z.object(itemFields).register(z.globalRegistry, { id: 'ProfileNewItem' });
export type NewProfileItem = z.infer<typeof newProfileItemSchema>;

/** `PATCH /api/profile/items/:id`: the fields to change. */
export const profileItemChangesSchema = z
  .object({ title: z.optional(titleSchema), done: z.optional(z.boolean()) })
  .register(z.globalRegistry, { id: 'ProfileItemChanges' });
export type ProfileItemChanges = z.infer<typeof profileItemChangesSchema>;

export const profileItemSchema = z
  .object({ id: z.string(), ...itemFields, createdAt: z.string() })
  .register(z.globalRegistry, { id: 'ProfileItem' });
export type ProfileItem = z.infer<typeof profileItemSchema>;

export const profileSortFields = ['createdAt', 'title'] as const;
export type ProfileSortField = (typeof profileSortFields)[number];

/** `GET /api/profile/items`: a keyset page, newest first unless asked otherwise; `q` searches the titles. */
export const profileListQuerySchema = z.object({
  q: quickSearchSchema,
  ...keysetQueryFields(profileSortFields, { sort: 'createdAt', order: 'desc' }),
});
export type ProfileListQuery = z.infer<typeof profileListQuerySchema>;

export const profilePageSchema = keysetPageSchema(profileItemSchema).register(z.globalRegistry, {
  id: 'ProfilePage',
});
export type ProfilePage = z.infer<typeof profilePageSchema>;

/** The `:id` of an item's address. */
export const profileItemParamsSchema = z.object({ id: z.string() });

/** `POST /api/profile/items/done`: marks the selected items done or not, all of them or none. */
export const profileMarkSchema = z
  .object({
    ids: z
      .array(z.string(profileMessages.ids), profileMessages.ids)
      .check(z.minLength(1, profileMessages.ids), z.maxLength(profileLimits.selected, profileMessages.ids)),
    done: z.boolean(),
  })
  .register(z.globalRegistry, { id: 'ProfileMark' });
export type ProfileMark = z.infer<typeof profileMarkSchema>;

/** The items a bulk change changed. */
export const profileItemListSchema = z
  .object({ items: z.array(profileItemSchema) })
  .register(z.globalRegistry, { id: 'ProfileItemList' });
export type ProfileItemList = z.infer<typeof profileItemListSchema>;
