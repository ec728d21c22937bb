import * as z from 'zod/mini';
import { isoDateTime } from './dates';
import { keysetPageSchema, keysetQueryFields, quickSearchSchema } from './list';
import { defineMessages } from './messages';

/**
 * The To-do application (demo-apps "To-do", issue 15): each account's own to-dos, under `/api/todo-app`.
 * Removing a to-do only marks it deleted; lists hide deleted ones except under the `deleted` filter.
 */

export const todoMessages = defineMessages('todo', {
  id: 'Must be a to-do id',
  ids: 'Select at least one to-do (up to 1000)',
  title: 'Title is required (up to 200 characters)',
  notes: 'Notes can have up to 5000 characters',
  date: 'Enter a date and time',
  dueBeforeStart: 'The due date cannot be before the start date',
  folder: 'Unknown folder',
  folderHandle: 'Unknown folder',
  filterHandle: 'Unknown filter',
  labelHandle: 'Unknown label',
  label: 'Unknown label',
  oneListOnly: 'Give one of labelHandle, filterHandle or folderHandle',
  notFound: 'No to-do has this id',
  timeZone: 'Unknown time zone: give an IANA name (America/Sao_Paulo) or an offset (-03:00)',
});

/** A fixed offset from UTC, `+05:30` or `-03:00`. */
export const utcOffsetPattern = /^[+-](0\d|1[0-4]):[0-5]\d$/;

/**
 * Whether the runtime knows `value` as a time zone: an IANA name (`America/Sao_Paulo`) or a fixed offset
 * (`-03:00`). The list's "today" is the day in the user's zone, not in UTC.
 */
export function isTimeZone(value: string): boolean {
  if (utcOffsetPattern.test(value)) return true;
  if (value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const todoLimits = { title: 200, notes: 5000, selected: 1000 } as const;

/** One folder, `all`; the spec keeps `folder` optional on the to-do. */
export const todoFolders = [{ id: 0, handle: 'all', title: 'All', icon: 'check_box' }] as const;

/** Titles as the spec spells them ('Sheduled' included). */
export const todoFilters = [
  { id: 0, handle: 'starred', title: 'Starred', icon: 'star' },
  { id: 1, handle: 'important', title: 'Priority', icon: 'error' },
  { id: 2, handle: 'dueDate', title: 'Sheduled', icon: 'schedule' },
  { id: 3, handle: 'today', title: 'Today', icon: 'today' },
  { id: 4, handle: 'completed', title: 'Done', icon: 'check' },
  { id: 5, handle: 'deleted', title: 'Deleted', icon: 'delete' },
] as const;
export type TodoFilterHandle = (typeof todoFilters)[number]['handle'];

/** Label ids and colours are stable: stored to-dos refer to them by id. */
export const todoLabels = [
  { id: 0, handle: 'frontend', title: 'Frontend', color: '#388e3c' },
  { id: 1, handle: 'backend', title: 'Backend', color: '#f44336' },
  { id: 2, handle: 'api', title: 'API', color: '#ff9800' },
  { id: 3, handle: 'issue', title: 'Issue', color: '#0091ea' },
  { id: 4, handle: 'mobile', title: 'Mobile', color: '#9c27b0' },
] as const;
export type TodoLabelHandle = (typeof todoLabels)[number]['handle'];

const handlesOf = <T extends { handle: string }>(list: readonly T[]) =>
  list.map((entry) => entry.handle) as [T['handle'], ...T['handle'][]];

export const todoFolderSchema = z
  .object({ id: z.number(), handle: z.string(), title: z.string(), icon: z.string() })
  .register(z.globalRegistry, { id: 'TodoFolder' });
export const todoFilterSchema = z
  .object({ id: z.number(), handle: z.string(), title: z.string(), icon: z.string() })
  .register(z.globalRegistry, { id: 'TodoFilter' });
export const todoLabelSchema = z
  .object({ id: z.number(), handle: z.string(), title: z.string(), color: z.string() })
  .register(z.globalRegistry, { id: 'TodoLabel' });
export const todoFolderListSchema = z.array(todoFolderSchema);
export const todoFilterListSchema = z.array(todoFilterSchema);
export const todoLabelListSchema = z.array(todoLabelSchema);

// ---- The to-do ------------------------------------------------------------------------------------

const todoId = () => z.string(todoMessages.id).check(z.guid(todoMessages.id));
const labelIdSchema = z
  .number(todoMessages.label)
  .check(
    z.int(todoMessages.label),
    z.minimum(0, todoMessages.label),
    z.maximum(todoLabels.length - 1, todoMessages.label),
  );
const folderIdSchema = z
  .number(todoMessages.folder)
  .check(
    z.int(todoMessages.folder),
    z.minimum(0, todoMessages.folder),
    z.maximum(todoFolders.length - 1, todoMessages.folder),
  );
/** ISO 8601 with an offset, or null when not set. */
const dateSchema = z.nullable(isoDateTime(todoMessages.date));

/** What the user fills in; the dialog and the server check it with the same rules. */
const todoFields = {
  title: z
    .string(todoMessages.title)
    .check(z.trim(), z.minLength(1, todoMessages.title), z.maxLength(todoLimits.title, todoMessages.title)),
  notes: z._default(z.string().check(z.maxLength(todoLimits.notes, todoMessages.notes)), ''),
  startDate: z._default(dateSchema, null),
  dueDate: z._default(dateSchema, null),
  completed: z._default(z.boolean(), false),
  starred: z._default(z.boolean(), false),
  important: z._default(z.boolean(), false),
  labels: z._default(z.array(labelIdSchema), []),
  folder: z.optional(folderIdSchema),
};

type Dated = { startDate: string | null; dueDate: string | null };
const dueNotBeforeStart = z.refine<Dated>(
  (todo) => !todo.startDate || !todo.dueDate || Date.parse(todo.dueDate) >= Date.parse(todo.startDate),
  { message: todoMessages.dueBeforeStart, path: ['dueDate'] },
);

/** `POST …/new-todo`: the to-do without an id (one given is kept, so a retried create is not doubled). */
export const newTodoSchema = z
  .object({ id: z.optional(todoId()), ...todoFields })
  .check(dueNotBeforeStart)
  .register(z.globalRegistry, { id: 'NewTodo' });
export type NewTodo = z.infer<typeof newTodoSchema>;

export const todoSchema = z
  .object({
    id: todoId(),
    ...todoFields,
    deleted: z._default(z.boolean(), false),
    /** The manual order (smaller first); set by the reorder call, ignored by update-todo. */
    position: z._default(z.number(), 0),
  })
  .check(dueNotBeforeStart)
  .register(z.globalRegistry, { id: 'Todo' });
export type Todo = z.infer<typeof todoSchema>;

// ---- Requests and answers ---------------------------------------------------------------------------

export const todoSortFields = ['startDate', 'dueDate', 'title', 'manual'] as const;
export type TodoSortField = (typeof todoSortFields)[number];

/**
 * `GET /api/todo-app/todos`: one of labelHandle, filterHandle or folderHandle (default: all), sorted by start
 * date, due date, title or the manual order, a keyset page at a time; `q` searches title and notes.
 */
export const todoListQuerySchema = z
  .object({
    labelHandle: z.optional(z.enum(handlesOf(todoLabels), todoMessages.labelHandle)),
    filterHandle: z.optional(z.enum(handlesOf(todoFilters), todoMessages.filterHandle)),
    folderHandle: z.optional(z.enum(handlesOf(todoFolders), todoMessages.folderHandle)),
    q: quickSearchSchema,
    /** The user's time zone, where "today" (the `today` filter) begins and ends; UTC when left out. */
    tz: z.optional(z.string(todoMessages.timeZone).check(z.refine(isTimeZone, todoMessages.timeZone))),
    ...keysetQueryFields(todoSortFields, { sort: 'manual', order: 'asc' }),
  })
  .check(
    z.refine(
      (query) => [query.labelHandle, query.filterHandle, query.folderHandle].filter((v) => v !== undefined).length <= 1,
      { message: todoMessages.oneListOnly, path: ['folderHandle'] },
    ),
  );
export type TodoListQuery = z.infer<typeof todoListQuerySchema>;
export const todoPageSchema = keysetPageSchema(todoSchema).register(z.globalRegistry, { id: 'TodoPage' });
export type TodoPage = z.infer<typeof todoPageSchema>;

const selectedTodoIds = () =>
  z.array(todoId()).check(z.minLength(1, todoMessages.ids), z.maxLength(todoLimits.selected, todoMessages.ids));

export const removeTodoSchema = z.object({ id: todoId() });
export const setTodoFolderSchema = z.object({ selectedTodoIds: selectedTodoIds(), folderId: folderIdSchema });
export const toggleTodoLabelSchema = z.object({ selectedTodoIds: selectedTodoIds(), labelId: labelIdSchema });
export const deleteTodosSchema = z.object({ selectedTodoIds: selectedTodoIds() });
/** `POST …/reorder`: puts the to-do right after `afterTodoId` in the manual order (first when null). */
export const reorderTodoSchema = z.object({ todoId: todoId(), afterTodoId: z.nullable(todoId()) });
export const todoListAnswerSchema = z.array(todoSchema);
export const todoIdsAnswerSchema = z.array(z.string());
