import type { AcademyItem, AcademyItemChanges, AcademyPage, NewAcademyItem } from '@conecta/contracts/academy';
import { api } from '../../app/api';

/** Rows a page of the list asks for ("show more" asks for the next). */
export const academyPageSize = 25;

/** Which items the list shows: the search of the URL. */
export interface AcademyListArgs {
  q?: string;
}

const listTag = { type: 'AcademyItem', id: 'LIST' } as const;
const invalidatesList = (_result: unknown, error: unknown) => (error ? [] : [listTag]);

/** Academy's calls (`/api/academy/*`), each on the account's own items. */
export const academyApi = api.enhanceEndpoints({ addTagTypes: ['AcademyItem'] }).injectEndpoints({
  endpoints: (build) => ({
    listAcademyItems: build.infiniteQuery<AcademyPage, AcademyListArgs, string>({
      infiniteQueryOptions: {
        // '' is the first page: no cursor.
        initialPageParam: '',
        getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/academy/items',
        params: {
          limit: String(academyPageSize),
          ...(queryArg.q ? { q: queryArg.q } : {}),
          ...(pageParam ? { cursor: pageParam } : {}),
        },
      }),
      providesTags: [listTag],
    }),
    createAcademyItem: build.mutation<AcademyItem, NewAcademyItem>({
      query: (item) => ({ url: '/academy/items', method: 'POST', body: item }),
      invalidatesTags: invalidatesList,
    }),
    updateAcademyItem: build.mutation<AcademyItem, { id: string; changes: AcademyItemChanges }>({
      query: ({ id, changes }) => ({ url: `/academy/items/${id}`, method: 'PATCH', body: changes }),
      invalidatesTags: invalidatesList,
    }),
    removeAcademyItem: build.mutation<null, string>({
      query: (id) => ({ url: `/academy/items/${id}`, method: 'DELETE' }),
      invalidatesTags: invalidatesList,
    }),
  }),
});

export const {
  useListAcademyItemsInfiniteQuery,
  useCreateAcademyItemMutation,
  useUpdateAcademyItemMutation,
  useRemoveAcademyItemMutation,
} = academyApi;
