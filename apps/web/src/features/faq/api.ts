import type { FaqItem, FaqItemChanges, FaqPage, NewFaqItem } from '@conecta/contracts/faq';
import { api } from '../../app/api';

/** Rows a page of the list asks for ("show more" asks for the next). */
export const faqPageSize = 25;

/** Which items the list shows: the search of the URL. */
export interface FaqListArgs {
  q?: string;
}

const listTag = { type: 'FaqItem', id: 'LIST' } as const;
const invalidatesList = (_result: unknown, error: unknown) => (error ? [] : [listTag]);

/** Faq's calls (`/api/faq/*`), each on the account's own items. */
export const faqApi = api.enhanceEndpoints({ addTagTypes: ['FaqItem'] }).injectEndpoints({
  endpoints: (build) => ({
    listFaqItems: build.infiniteQuery<FaqPage, FaqListArgs, string>({
      infiniteQueryOptions: {
        // '' is the first page: no cursor.
        initialPageParam: '',
        getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/faq/items',
        params: {
          limit: String(faqPageSize),
          ...(queryArg.q ? { q: queryArg.q } : {}),
          ...(pageParam ? { cursor: pageParam } : {}),
        },
      }),
      providesTags: [listTag],
    }),
    createFaqItem: build.mutation<FaqItem, NewFaqItem>({
      query: (item) => ({ url: '/faq/items', method: 'POST', body: item }),
      invalidatesTags: invalidatesList,
    }),
    updateFaqItem: build.mutation<FaqItem, { id: string; changes: FaqItemChanges }>({
      query: ({ id, changes }) => ({ url: `/faq/items/${id}`, method: 'PATCH', body: changes }),
      invalidatesTags: invalidatesList,
    }),
    removeFaqItem: build.mutation<null, string>({
      query: (id) => ({ url: `/faq/items/${id}`, method: 'DELETE' }),
      invalidatesTags: invalidatesList,
    }),
  }),
});

export const {
  useListFaqItemsInfiniteQuery,
  useCreateFaqItemMutation,
  useUpdateFaqItemMutation,
  useRemoveFaqItemMutation,
} = faqApi;
