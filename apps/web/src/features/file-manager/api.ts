import type {
  FileManagerItem,
  FileManagerItemChanges,
  FileManagerPage,
  NewFileManagerItem,
} from '@conecta/contracts/file-manager';
import { api } from '../../app/api';

/** Rows a page of the list asks for ("show more" asks for the next). */
export const fileManagerPageSize = 25;

/** Which items the list shows: the search of the URL. */
export interface FileManagerListArgs {
  q?: string;
}

const listTag = { type: 'FileManagerItem', id: 'LIST' } as const;
const invalidatesList = (_result: unknown, error: unknown) => (error ? [] : [listTag]);

/** File manager's calls (`/api/file-manager/*`), each on the account's own items. */
export const fileManagerApi = api.enhanceEndpoints({ addTagTypes: ['FileManagerItem'] }).injectEndpoints({
  endpoints: (build) => ({
    listFileManagerItems: build.infiniteQuery<FileManagerPage, FileManagerListArgs, string>({
      infiniteQueryOptions: {
        // '' is the first page: no cursor.
        initialPageParam: '',
        getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/file-manager/items',
        params: {
          limit: String(fileManagerPageSize),
          ...(queryArg.q ? { q: queryArg.q } : {}),
          ...(pageParam ? { cursor: pageParam } : {}),
        },
      }),
      providesTags: [listTag],
    }),
    createFileManagerItem: build.mutation<FileManagerItem, NewFileManagerItem>({
      query: (item) => ({ url: '/file-manager/items', method: 'POST', body: item }),
      invalidatesTags: invalidatesList,
    }),
    updateFileManagerItem: build.mutation<FileManagerItem, { id: string; changes: FileManagerItemChanges }>({
      query: ({ id, changes }) => ({ url: `/file-manager/items/${id}`, method: 'PATCH', body: changes }),
      invalidatesTags: invalidatesList,
    }),
    removeFileManagerItem: build.mutation<null, string>({
      query: (id) => ({ url: `/file-manager/items/${id}`, method: 'DELETE' }),
      invalidatesTags: invalidatesList,
    }),
  }),
});

export const {
  useListFileManagerItemsInfiniteQuery,
  useCreateFileManagerItemMutation,
  useUpdateFileManagerItemMutation,
  useRemoveFileManagerItemMutation,
} = fileManagerApi;
