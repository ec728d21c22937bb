import type {
  KnowledgeBaseItem,
  KnowledgeBaseItemChanges,
  KnowledgeBasePage,
  NewKnowledgeBaseItem,
} from '@conecta/contracts/knowledge-base';
import { api } from '../../app/api';

/** Rows a page of the list asks for ("show more" asks for the next). */
export const knowledgeBasePageSize = 25;

/** Which items the list shows: the search of the URL. */
export interface KnowledgeBaseListArgs {
  q?: string;
}

const listTag = { type: 'KnowledgeBaseItem', id: 'LIST' } as const;
const invalidatesList = (_result: unknown, error: unknown) => (error ? [] : [listTag]);

/** Knowledge base's calls (`/api/knowledge-base/*`), each on the account's own items. */
export const knowledgeBaseApi = api.enhanceEndpoints({ addTagTypes: ['KnowledgeBaseItem'] }).injectEndpoints({
  endpoints: (build) => ({
    listKnowledgeBaseItems: build.infiniteQuery<KnowledgeBasePage, KnowledgeBaseListArgs, string>({
      infiniteQueryOptions: {
        // '' is the first page: no cursor.
        initialPageParam: '',
        getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/knowledge-base/items',
        params: {
          limit: String(knowledgeBasePageSize),
          ...(queryArg.q ? { q: queryArg.q } : {}),
          ...(pageParam ? { cursor: pageParam } : {}),
        },
      }),
      providesTags: [listTag],
    }),
    createKnowledgeBaseItem: build.mutation<KnowledgeBaseItem, NewKnowledgeBaseItem>({
      query: (item) => ({ url: '/knowledge-base/items', method: 'POST', body: item }),
      invalidatesTags: invalidatesList,
    }),
    updateKnowledgeBaseItem: build.mutation<KnowledgeBaseItem, { id: string; changes: KnowledgeBaseItemChanges }>({
      query: ({ id, changes }) => ({ url: `/knowledge-base/items/${id}`, method: 'PATCH', body: changes }),
      invalidatesTags: invalidatesList,
    }),
    removeKnowledgeBaseItem: build.mutation<null, string>({
      query: (id) => ({ url: `/knowledge-base/items/${id}`, method: 'DELETE' }),
      invalidatesTags: invalidatesList,
    }),
  }),
});

export const {
  useListKnowledgeBaseItemsInfiniteQuery,
  useCreateKnowledgeBaseItemMutation,
  useUpdateKnowledgeBaseItemMutation,
  useRemoveKnowledgeBaseItemMutation,
} = knowledgeBaseApi;
