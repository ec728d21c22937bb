import * as z from 'zod/mini';
import { validationMessages } from './messages';

/**
 * What every server-paged list shares: a keyset query (sort, order, limit, cursor, direction) and a
 * page (rows, total, the cursors on either side). Features add their filters and their row schema.
 */

export const sortOrders = ['asc', 'desc'] as const;
export type SortOrder = (typeof sortOrders)[number];

/** `after` reads forward from the cursor, `before` backward; `before` without a cursor is the last page. */
export const keysetDirections = ['after', 'before'] as const;
export type KeysetDirection = (typeof keysetDirections)[number];

/** The free Data Grid shows at most 100 rows a page, and so does every list endpoint. */
export const maxPageSize = 100;
export const defaultPageSize = 25;

/**
 * The paging and sort fields of a list's query string, to extend with its filters. `cursor` is the
 * opaque position a previous page returned.
 */
export function keysetQueryFields<const Field extends string>(
  sortFields: readonly [Field, ...Field[]],
  defaults: { sort: NoInfer<Field>; order: SortOrder },
) {
  return {
    sort: z._default(z.enum(sortFields, validationMessages.sortField), defaults.sort),
    order: z._default(z.enum(sortOrders, validationMessages.sortOrder), defaults.order),
    limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(maxPageSize)), defaultPageSize),
    cursor: z.optional(z.string().check(z.maxLength(512, validationMessages.cursor))),
    direction: z._default(z.enum(keysetDirections, validationMessages.direction), 'after'),
  };
}

/** The furthest a list may be entered by row number (`offset`): where totals stop being exact. */
export const maxPageOffset = 10_000;

/**
 * Entering a list at a page number (`?page=N` in the browser's URL, a link or a bookmark) rather than
 * from a cursor: `offset` rows are skipped once, without a cursor and reading forward; the page
 * answered carries cursors, and every page turn after it is keyset again.
 */
export const pageOffsetField = {
  offset: z.optional(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(maxPageOffset))),
};

/** The quick search of a list (`q`): what the user typed in its search box. */
export const quickSearchSchema = z.optional(z.string().check(z.trim(), z.maxLength(100, validationMessages.search)));

/** The query-string fields that position a page; an export of the whole view leaves them out. */
export const keysetPositionFields = ['limit', 'cursor', 'direction', 'offset'] as const;

/** One page of a list, as every list endpoint answers it. */
export function keysetPageSchema<Row extends z.ZodMiniType>(row: Row) {
  return z.object({
    items: z.array(row),
    /** Rows matching the filter: exact up to a bound, an estimate beyond it (`totalIsEstimate`). */
    total: z.number().check(z.int()),
    totalIsEstimate: z.boolean(),
    /** Cursor for the page after this one, null on the last page. */
    nextCursor: z.nullable(z.string()),
    /** Cursor for the page before this one, null on the first page. */
    prevCursor: z.nullable(z.string()),
  });
}

/** A page without its rows: what the grid needs to number and turn pages. */
export type KeysetPageMeta = Omit<z.infer<ReturnType<typeof keysetPageSchema>>, 'items'>;
export interface KeysetPage<Row> extends KeysetPageMeta {
  items: Row[];
}
