import type {
  FileManagerItem,
  FileManagerItemChanges,
  FileManagerItemList,
  FileManagerPage,
  FileManagerSortField,
  FileManagerTransfer,
  NewFileManagerFolder,
} from '@conecta/contracts/file-manager';
import { api } from '../../app/api';

/** Rows a page of the list asks for ("show more" asks for the next). */
export const fileManagerPageSize = 50;

/** Which page of the drive the list shows: a folder (or the top), or the trash, in an order. */
export interface FileManagerListArgs {
  folder?: string;
  trash: boolean;
  sort: FileManagerSortField;
  order: 'asc' | 'desc';
}

const listTag = { type: 'FileManagerItem', id: 'LIST' } as const;
const invalidatesList = (_result: unknown, error: unknown) => (error ? [] : [listTag]);

/** File manager's calls (`/api/file-manager-app/*`): the company drive. */
export const fileManagerApi = api.enhanceEndpoints({ addTagTypes: ['FileManagerItem'] }).injectEndpoints({
  endpoints: (build) => ({
    listFileManagerFiles: build.infiniteQuery<FileManagerPage, FileManagerListArgs, string>({
      infiniteQueryOptions: {
        // '' is the first page: no cursor.
        initialPageParam: '',
        getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/file-manager-app/files',
        params: {
          limit: String(fileManagerPageSize),
          sort: queryArg.sort,
          order: queryArg.order,
          ...(queryArg.trash ? { trash: 'true' } : {}),
          ...(queryArg.folder && !queryArg.trash ? { folder: queryArg.folder } : {}),
          ...(pageParam ? { cursor: pageParam } : {}),
        },
      }),
      providesTags: [listTag],
    }),
    fileManagerItem: build.query<FileManagerItem, string>({
      query: (id) => `/file-manager-app/files/${id}`,
      providesTags: [listTag],
    }),
    createFileManagerFolder: build.mutation<FileManagerItem, NewFileManagerFolder>({
      query: (folder) => ({ url: '/file-manager-app/folders', method: 'POST', body: folder }),
      invalidatesTags: invalidatesList,
    }),
    changeFileManagerItem: build.mutation<FileManagerItem, { id: string; changes: FileManagerItemChanges }>({
      query: ({ id, changes }) => ({ url: `/file-manager-app/files/${id}`, method: 'PATCH', body: changes }),
      invalidatesTags: invalidatesList,
    }),
    moveFileManagerItems: build.mutation<FileManagerItemList, FileManagerTransfer>({
      query: (body) => ({ url: '/file-manager-app/files/move', method: 'POST', body }),
      invalidatesTags: invalidatesList,
    }),
    copyFileManagerItems: build.mutation<FileManagerItemList, FileManagerTransfer>({
      query: (body) => ({ url: '/file-manager-app/files/copy', method: 'POST', body }),
      invalidatesTags: invalidatesList,
    }),
    trashFileManagerItems: build.mutation<FileManagerItemList, string[]>({
      query: (ids) => ({ url: '/file-manager-app/files/trash', method: 'POST', body: { ids } }),
      invalidatesTags: invalidatesList,
    }),
    restoreFileManagerItems: build.mutation<FileManagerItemList, string[]>({
      query: (ids) => ({ url: '/file-manager-app/files/restore', method: 'POST', body: { ids } }),
      invalidatesTags: invalidatesList,
    }),
    deleteFileManagerItems: build.mutation<null, string[]>({
      query: (ids) => ({ url: '/file-manager-app/files/delete', method: 'POST', body: { ids } }),
      invalidatesTags: invalidatesList,
    }),
  }),
});

export const {
  useListFileManagerFilesInfiniteQuery,
  useFileManagerItemQuery,
  useCreateFileManagerFolderMutation,
  useChangeFileManagerItemMutation,
  useMoveFileManagerItemsMutation,
  useCopyFileManagerItemsMutation,
  useTrashFileManagerItemsMutation,
  useRestoreFileManagerItemsMutation,
  useDeleteFileManagerItemsMutation,
} = fileManagerApi;

/** After uploads (made outside RTK Query) the list is read again. */
export const invalidateFileManagerList = () => fileManagerApi.util.invalidateTags([listTag]);
