import { apiErrorSchema } from '@conecta/contracts';
import {
  type FileManagerUploadQuery,
  fileManagerItemChangesSchema,
  fileManagerItemListSchema,
  fileManagerItemParamsSchema,
  fileManagerItemSchema,
  fileManagerListQuerySchema,
  fileManagerPageSchema,
  fileManagerSelectionSchema,
  fileManagerTransferSchema,
  fileManagerUploadQuerySchema,
  newFileManagerFolderSchema,
} from '@conecta/contracts/file-manager';
import { completeResumableUploadSchema } from '@conecta/contracts/files';
import * as z from 'zod/mini';
import { currentAccount } from '../../auth/guard';
import type { FeatureRoutes } from '../../platform/feature';
import { acceptUploads, completeResumableUpload, createFileStore, receiveUpload } from '../../uploads';
import { fileManagerUse } from './file-use';
import { readFileManagerPage } from './queries';
import {
  changeItem,
  copyItems,
  createFile,
  createFolder,
  deleteItems,
  ensureFolders,
  moveItems,
  openItem,
  pathNames,
  restoreItems,
  trashItems,
} from './writes';

const refusals = { 400: apiErrorSchema, 404: apiErrorSchema };
const changeRefusals = { ...refusals, 403: apiErrorSchema };

/**
 * The company drive (demo-apps "File manager", `GET /files`), then our own calls: folders, uploads, rename and
 * move, copy, trash and restore. Reads are everyone's; changes are the owner's or an admin's (403 otherwise).
 */
export const fileManagerRoutes: FeatureRoutes = async (app, { db, config, route }) => {
  const store = createFileStore(db);

  app.get(
    '/files',
    route('user', {
      schema: {
        summary:
          'One page of a folder (folder; the top when omitted) or of the reader’s trash (trash=true), sorted in the database, with the folder’s breadcrumb; q searches the names',
        querystring: fileManagerListQuerySchema,
        response: { 200: fileManagerPageSchema, ...refusals },
      },
    }),
    async (request) => readFileManagerPage(db, currentAccount(request), request.query),
  );

  app.get(
    '/files/:id',
    route('user', {
      schema: {
        summary: 'One item, for its details panel (its opened time becomes now)',
        params: fileManagerItemParamsSchema,
        response: { 200: fileManagerItemSchema, ...refusals },
      },
    }),
    async (request) => openItem(db, currentAccount(request), request.params.id),
  );

  app.post(
    '/folders',
    route('user', {
      schema: {
        summary: 'Make a folder, owned by the signed-in account',
        body: newFileManagerFolderSchema,
        response: { 201: fileManagerItemSchema, ...refusals },
      },
    }),
    async (request, reply) => reply.code(201).send(await createFolder(db, currentAccount(request), request.body)),
  );

  app.patch(
    '/files/:id',
    route('user', {
      schema: {
        summary: 'Rename, move (parentId; null: the top) or keep offline one item: its owner or an admin only',
        params: fileManagerItemParamsSchema,
        body: fileManagerItemChangesSchema,
        response: { 200: fileManagerItemSchema, ...changeRefusals },
      },
    }),
    async (request) => changeItem(db, currentAccount(request), request.params.id, request.body),
  );

  app.post(
    '/files/move',
    route('user', {
      schema: {
        summary: 'Move the selected items into a folder: all of them, or none when one may not be moved',
        body: fileManagerTransferSchema,
        response: { 200: fileManagerItemListSchema, ...changeRefusals },
      },
    }),
    async (request) => ({
      items: await moveItems(db, currentAccount(request), request.body.ids, request.body.parentId),
    }),
  );

  app.post(
    '/files/copy',
    route('user', {
      schema: {
        summary: 'Copy the selected items into a folder, owned by the reader (a copied file takes no more storage)',
        body: fileManagerTransferSchema,
        response: { 200: fileManagerItemListSchema, ...refusals },
      },
    }),
    async (request) => ({
      items: await copyItems(db, currentAccount(request), request.body.ids, request.body.parentId),
    }),
  );

  app.post(
    '/files/trash',
    route('user', {
      schema: {
        summary: 'Put the selected items in the trash: all of them, or none when one may not be',
        body: fileManagerSelectionSchema,
        response: { 200: fileManagerItemListSchema, ...changeRefusals },
      },
    }),
    async (request) => ({ items: await trashItems(db, currentAccount(request), request.body.ids) }),
  );

  app.post(
    '/files/restore',
    route('user', {
      schema: {
        summary: 'Take the selected items out of the trash, back in their folder (or the top when it is gone)',
        body: fileManagerSelectionSchema,
        response: { 200: fileManagerItemListSchema, ...changeRefusals },
      },
    }),
    async (request) => ({ items: await restoreItems(db, currentAccount(request), request.body.ids) }),
  );

  app.post(
    '/files/delete',
    route('user', {
      schema: {
        summary: 'Delete for good the selected items in the trash (a folder with all it holds)',
        body: fileManagerSelectionSchema,
        response: { 204: z.null(), ...changeRefusals },
      },
    }),
    async (request, reply) => {
      await deleteItems(db, currentAccount(request), request.body.ids);
      return reply.code(204).send(null);
    },
  );

  await app.register(async (uploads) => {
    await uploads.register(acceptUploads);
    uploads.post(
      '/files',
      {
        ...route('user', {
          schema: {
            summary:
              'Upload one file (multipart field "file", at most 25 MiB) into folder, in the sub-folders of path (a folder upload), made when missing; 413 past the account’s storage quota (ACCOUNT_STORAGE_QUOTA_BYTES)',
            consumes: ['multipart/form-data'],
            querystring: fileManagerUploadQuerySchema,
            response: {
              201: fileManagerItemSchema,
              ...refusals,
              413: apiErrorSchema,
              415: apiErrorSchema,
            },
          },
        }),
        config: { rateLimit: { max: 600, timeWindow: '1 minute' } },
      },
      async (request, reply) => {
        const reader = currentAccount(request);
        const query = request.query as FileManagerUploadQuery;
        const names = pathNames(query.path);
        // The folder is checked before the bytes are read: a wrong folder costs no upload.
        const parentId = await ensureFolders(db, reader, query.folder ?? null, names);
        const saved = await store.save(await receiveUpload(request, fileManagerUse, reader.id), {
          quotaBytes: config.storageQuotaBytes,
        });
        return reply.code(201).send(await createFile(db, reader, parentId, saved));
      },
    );
  });

  app.post(
    '/files/resumable',
    {
      ...route('user', {
        schema: {
          summary:
            'Keep a complete resumable upload (`POST /api/uploads/resumable` with use "file-manager", then its parts) as a file in folder, in the sub-folders of path as for a multipart upload; 413 past the account’s storage quota',
          querystring: fileManagerUploadQuerySchema,
          body: completeResumableUploadSchema,
          response: { 201: fileManagerItemSchema, ...refusals, 413: apiErrorSchema, 415: apiErrorSchema },
        },
      }),
      config: { rateLimit: { max: 600, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const reader = currentAccount(request);
      const query = request.query as FileManagerUploadQuery;
      const parentId = await ensureFolders(db, reader, query.folder ?? null, pathNames(query.path));
      const item = await completeResumableUpload(db, request.body.uploadId, fileManagerUse, reader.id, async (file) =>
        createFile(db, reader, parentId, await store.save(file, { quotaBytes: config.storageQuotaBytes })),
      );
      return reply.code(201).send(item);
    },
  );
};
