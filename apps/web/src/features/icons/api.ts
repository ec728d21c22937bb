import type { IconsItem, IconsItemChanges, IconsPage, NewIconsItem } from '@conecta/contracts/icons';
import { api } from '../../app/api';

/** Rows a page of the list asks for ("show more" asks for the next). */
export const iconsPageSize = 25;

/** Which items the list shows: the search of the URL. */
export interface IconsListArgs {
  q?: string;
}

const listTag = { type: 'IconsItem', id: 'LIST' } as const;
const invalidatesList = (_result: unknown, error: unknown) => (error ? [] : [listTag]);

/** Icons's calls (`/api/icons/*`), each on the account's own items. */
export const iconsApi = api.enhanceEndpoints({ addTagTypes: ['IconsItem'] }).injectEndpoints({
  endpoints: (build) => ({
    listIconsItems: build.infiniteQuery<IconsPage, IconsListArgs, string>({
      infiniteQueryOptions: {
        // '' is the first page: no cursor.
        initialPageParam: '',
        getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/icons/items',
        params: {
          limit: String(iconsPageSize),
          ...(queryArg.q ? { q: queryArg.q } : {}),
          ...(pageParam ? { cursor: pageParam } : {}),
        },
      }),
      providesTags: [listTag],
    }),
    createIconsItem: build.mutation<IconsItem, NewIconsItem>({
      query: (item) => ({ url: '/icons/items', method: 'POST', body: item }),
      invalidatesTags: invalidatesList,
    }),
    updateIconsItem: build.mutation<IconsItem, { id: string; changes: IconsItemChanges }>({
      query: ({ id, changes }) => ({ url: `/icons/items/${id}`, method: 'PATCH', body: changes }),
      invalidatesTags: invalidatesList,
    }),
    removeIconsItem: build.mutation<null, string>({
      query: (id) => ({ url: `/icons/items/${id}`, method: 'DELETE' }),
      invalidatesTags: invalidatesList,
    }),
  }),
});

export const {
  useListIconsItemsInfiniteQuery,
  useCreateIconsItemMutation,
  useUpdateIconsItemMutation,
  useRemoveIconsItemMutation,
} = iconsApi;
