import type {
  __Pascal__Item,
  __Pascal__ItemChanges,
  __Pascal__Page,
  New__Pascal__Item,
} from '@conecta/contracts/__name__';
import { api } from '../../app/api';

/** Rows a page of the list asks for ("show more" asks for the next). */
export const __camel__PageSize = 25;

/** Which items the list shows: the search of the URL. */
export interface __Pascal__ListArgs {
  q?: string;
}

const listTag = { type: '__Pascal__Item', id: 'LIST' } as const;
const invalidatesList = (_result: unknown, error: unknown) => (error ? [] : [listTag]);

/** __Title__'s calls (`/api/__name__/*`), each on the account's own items. */
export const __camel__Api = api.enhanceEndpoints({ addTagTypes: ['__Pascal__Item'] }).injectEndpoints({
  endpoints: (build) => ({
    list__Pascal__Items: build.infiniteQuery<__Pascal__Page, __Pascal__ListArgs, string>({
      infiniteQueryOptions: {
        // '' is the first page: no cursor.
        initialPageParam: '',
        getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/__name__/items',
        params: {
          limit: String(__camel__PageSize),
          ...(queryArg.q ? { q: queryArg.q } : {}),
          ...(pageParam ? { cursor: pageParam } : {}),
        },
      }),
      providesTags: [listTag],
    }),
    create__Pascal__Item: build.mutation<__Pascal__Item, New__Pascal__Item>({
      query: (item) => ({ url: '/__name__/items', method: 'POST', body: item }),
      invalidatesTags: invalidatesList,
    }),
    update__Pascal__Item: build.mutation<__Pascal__Item, { id: string; changes: __Pascal__ItemChanges }>({
      query: ({ id, changes }) => ({ url: `/__name__/items/${id}`, method: 'PATCH', body: changes }),
      invalidatesTags: invalidatesList,
    }),
    remove__Pascal__Item: build.mutation<null, string>({
      query: (id) => ({ url: `/__name__/items/${id}`, method: 'DELETE' }),
      invalidatesTags: invalidatesList,
    }),
  }),
});

export const {
  useList__Pascal__ItemsInfiniteQuery,
  useCreate__Pascal__ItemMutation,
  useUpdate__Pascal__ItemMutation,
  useRemove__Pascal__ItemMutation,
} = __camel__Api;
