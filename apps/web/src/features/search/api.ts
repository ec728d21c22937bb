import type { SearchKind, SearchResults } from '@conecta/contracts/search';
import { api } from '../../app/api';

/** What a search asks: the text, optionally one kind, the page (1-based) and its size. */
export interface SearchArgs {
  q: string;
  kind?: SearchKind;
  page?: number;
  limit?: number;
}

/** The console-wide search (`GET /api/search`): the search pages and the navigation's palette call it. */
export const searchApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchConsole: build.query<SearchResults, SearchArgs>({
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

export const { useSearchConsoleQuery } = searchApi;
