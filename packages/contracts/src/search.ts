import * as z from 'zod/mini';
import { defineMessages } from './messages';

/**
 * The console-wide search (`GET /api/search`): one search over the data the signed-in account may see —
 * devices, accounts (admins), its own contacts, mails, notes and to-dos, the shop's products and orders, the
 * knowledge base, the FAQ and the documentation — ranked by PostgreSQL full-text search, merged, paged, with
 * the number of results of each kind (the facets).
 */

/**
 * The sentences of Search, in English, each with its code `search.<key>`: the checks below and the server's
 * refusals carry the code; the web says it from `msg_<key>` in the feature's locale files.
 */
export const searchMessages = defineMessages('search', {
  q: 'Type from 1 to 200 characters to search for',
  kind: 'Choose a kind of result: device, account, contact, mail, note, todo, product, order, article, faq, file or documentation',
  page: 'Choose a page from 1 to 20',
  limit: 'Ask for 1 to 50 results a page',
});

/**
 * The kinds of result, in the order the facets list them. `file` is the file manager's: its feature adds a
 * search source of this kind (see `apps/server/src/platform/search-source.ts`).
 */
export const searchKinds = [
  'device',
  'account',
  'contact',
  'mail',
  'note',
  'todo',
  'product',
  'order',
  'article',
  'faq',
  'file',
  'documentation',
] as const;
export type SearchKind = (typeof searchKinds)[number];

export const searchLimits = {
  q: 200,
  /** Results of each kind a search gathers at most; a facet says "more" beyond. */
  perKind: 50,
  pageSize: 10,
  maxPageSize: 50,
  maxPage: 20,
} as const;

/** `GET /api/search`: the text, optionally one kind, and the page (1-based). */
export const searchQuerySchema = z.object({
  q: z
    .string(searchMessages.q)
    .check(z.trim(), z.minLength(1, searchMessages.q), z.maxLength(searchLimits.q, searchMessages.q)),
  kind: z.optional(z.enum(searchKinds, searchMessages.kind)),
  page: z._default(
    z.coerce
      .number(searchMessages.page)
      .check(
        z.int(searchMessages.page),
        z.minimum(1, searchMessages.page),
        z.maximum(searchLimits.maxPage, searchMessages.page),
      ),
    1,
  ),
  limit: z._default(
    z.coerce
      .number(searchMessages.limit)
      .check(
        z.int(searchMessages.limit),
        z.minimum(1, searchMessages.limit),
        z.maximum(searchLimits.maxPageSize, searchMessages.limit),
      ),
    searchLimits.pageSize,
  ),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** One result: where it is (`url`, a console route), what it is called, and the text around the match. */
export const searchResultSchema = z
  .object({
    id: z.string(),
    kind: z.enum(searchKinds),
    title: z.string(),
    url: z.string(),
    excerpt: z.string(),
    rank: z.number(),
  })
  .register(z.globalRegistry, { id: 'SearchResult' });
export type SearchResult = z.infer<typeof searchResultSchema>;

/** How many results a kind has (`more`: at least that many, the search stopped gathering there). */
export const searchFacetSchema = z
  .object({ kind: z.enum(searchKinds), count: z.number(), more: z.boolean() })
  .register(z.globalRegistry, { id: 'SearchFacet' });
export type SearchFacet = z.infer<typeof searchFacetSchema>;

export const searchResultsSchema = z
  .object({
    q: z.string(),
    results: z.array(searchResultSchema),
    /** Results of the page's kind (or of every kind), as gathered: `totalMore` when some kind has more. */
    total: z.number(),
    totalMore: z.boolean(),
    page: z.number(),
    limit: z.number(),
    facets: z.array(searchFacetSchema),
  })
  .register(z.globalRegistry, { id: 'SearchResults' });
export type SearchResults = z.infer<typeof searchResultsSchema>;
