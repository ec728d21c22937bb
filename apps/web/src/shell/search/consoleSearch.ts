import type { SearchKind, SearchResults } from '@conecta/contracts/search';
import { api } from '../../app/api';

/** What a console-wide search asks: the text, optionally one kind, the page (1-based) and its size. */
export interface ConsoleSearchArgs {
  q: string;
  kind?: SearchKind;
  page?: number;
  limit?: number;
}

/** The full search page of a text: the palette's "all results" goes there. */
export const consoleSearchPath = (q: string) => `/pages/search/classic?q=${encodeURIComponent(q)}`;

/**
 * The console-wide search (`GET /api/search`), for the search pages and the navigation search's palette
 * (the top results of what is typed). Here in the shell so the palette needs no feature's code.
 */
export const consoleSearchApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchConsole: build.query<SearchResults, ConsoleSearchArgs>({
      query: ({ q, kind, page, limit }) => ({
        url: '/search',
        params: {
          q,
          ...(kind ? { kind } : {}),
          ...(page && page > 1 ? { page: String(page) } : {}),
          ...(limit ? { limit: String(limit) } : {}),
        },
      }),
    }),
  }),
});

export const { useSearchConsoleQuery } = consoleSearchApi;
