import * as z from 'zod/mini';
import { keysetPageSchema, keysetQueryFields, quickSearchSchema } from './list';
import { defineMessages } from './messages';

/**
 * Project dashboard: each account's own items (a title and a done flag), under `/api/project-dashboard`.
 * Written by `npm run new:feature -- project-dashboard`; grow it from here.
 */

/**
 * The sentences of Project dashboard, in English, each with its code `projectDashboard.<key>`: the checks below and the server's
 * refusals carry the code; the web says it from `msg_<key>` in the feature's locale files.
 */
export const projectDashboardMessages = defineMessages('projectDashboard', {
  title: 'Give the item a title of up to 200 characters',
  ids: 'Select from 1 to 100 items by their ids',
  notFound: 'No item has this id',
});

export const projectDashboardLimits = { title: 200, selected: 100 } as const;

const titleSchema = z
  .string(projectDashboardMessages.title)
  .check(
    z.trim(),
    z.minLength(1, projectDashboardMessages.title),
    z.maxLength(projectDashboardLimits.title, projectDashboardMessages.title),
  );

/** What the user fills in; the dialog and the server check it with the same rules. */
const itemFields = { title: titleSchema, done: z._default(z.boolean(), false) };

/** `POST /api/project-dashboard/items`: a new item. */
export const newProjectDashboardItemSchema = z
  .object(itemFields)
  .register(z.globalRegistry, { id: 'ProjectDashboardNewItem' });
export type NewProjectDashboardItem = z.infer<typeof newProjectDashboardItemSchema>;

/** `PATCH /api/project-dashboard/items/:id`: the fields to change. */
export const projectDashboardItemChangesSchema = z
  .object({ title: z.optional(titleSchema), done: z.optional(z.boolean()) })
  .register(z.globalRegistry, { id: 'ProjectDashboardItemChanges' });
export type ProjectDashboardItemChanges = z.infer<typeof projectDashboardItemChangesSchema>;

export const projectDashboardItemSchema = z
  .object({ id: z.string(), ...itemFields, createdAt: z.string() })
  .register(z.globalRegistry, { id: 'ProjectDashboardItem' });
export type ProjectDashboardItem = z.infer<typeof projectDashboardItemSchema>;

export const projectDashboardSortFields = ['createdAt', 'title'] as const;
export type ProjectDashboardSortField = (typeof projectDashboardSortFields)[number];

/** `GET /api/project-dashboard/items`: a keyset page, newest first unless asked otherwise; `q` searches the titles. */
export const projectDashboardListQuerySchema = z.object({
  q: quickSearchSchema,
  ...keysetQueryFields(projectDashboardSortFields, { sort: 'createdAt', order: 'desc' }),
});
export type ProjectDashboardListQuery = z.infer<typeof projectDashboardListQuerySchema>;

export const projectDashboardPageSchema = keysetPageSchema(projectDashboardItemSchema).register(z.globalRegistry, {
  id: 'ProjectDashboardPage',
});
export type ProjectDashboardPage = z.infer<typeof projectDashboardPageSchema>;

/** The `:id` of an item's address. */
export const projectDashboardItemParamsSchema = z.object({ id: z.string() });

/** `POST /api/project-dashboard/items/done`: marks the selected items done or not, all of them or none. */
export const projectDashboardMarkSchema = z
  .object({
    ids: z
      .array(z.string(projectDashboardMessages.ids), projectDashboardMessages.ids)
      .check(
        z.minLength(1, projectDashboardMessages.ids),
        z.maxLength(projectDashboardLimits.selected, projectDashboardMessages.ids),
      ),
    done: z.boolean(),
  })
  .register(z.globalRegistry, { id: 'ProjectDashboardMark' });
export type ProjectDashboardMark = z.infer<typeof projectDashboardMarkSchema>;

/** The items a bulk change changed. */
export const projectDashboardItemListSchema = z
  .object({ items: z.array(projectDashboardItemSchema) })
  .register(z.globalRegistry, { id: 'ProjectDashboardItemList' });
export type ProjectDashboardItemList = z.infer<typeof projectDashboardItemListSchema>;
