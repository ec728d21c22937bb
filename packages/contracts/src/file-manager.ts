import * as z from 'zod/mini';
import { keysetPageSchema, keysetQueryFields, quickSearchSchema } from './list';
import { defineMessages } from './messages';

/**
 * File manager: the company drive, under `/api/file-manager-app`. Everyone signed in reads every folder and file;
 * an item is changed (renamed, moved, trashed, restored, deleted) by its owner or by an admin. A file is a record
 * naming a stored upload (the upload module keeps its bytes once), so a copy costs no storage.
 */

/**
 * The sentences of File manager, in English, each with its code `fileManager.<key>`: the checks below and the server's
 * refusals carry the code; the web says it from `msg_<key>` in the feature's locale files.
 */
export const fileManagerMessages = defineMessages('fileManager', {
  name: 'Give a name of 1 to 120 characters, without slashes',
  ids: 'Select from 1 to 100 items by their ids',
  notFound: 'No item has this id',
  folder: 'No folder has this id',
  notYours: 'Only its owner or an admin may change this item',
  intoItself: 'A folder cannot be moved into itself or a folder inside it',
  path: 'Give a folder path of up to 10 names of at most 120 characters, separated by slashes',
  notInTrash: 'Only items in the trash can be deleted for good',
});

export const fileManagerLimits = { name: 120, selected: 100, pathDepth: 10, fileBytes: 25 * 1024 * 1024 } as const;

export const fileManagerTypes = ['folder', 'document', 'spreadsheet'] as const;
export type FileManagerType = (typeof fileManagerTypes)[number];

/** A name shown in a folder: trimmed, no slash (a path separator) and no control character. */
export const fileManagerNameSchema = z.string(fileManagerMessages.name).check(
  z.trim(),
  z.minLength(1, fileManagerMessages.name),
  z.maxLength(fileManagerLimits.name, fileManagerMessages.name),
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  z.regex(/^[^/\\\u0000-\u001f\u007f]*$/, fileManagerMessages.name),
);

/** A folder's id, or null for the drive's top. */
const folderIdSchema = z.nullable(z.uuid(fileManagerMessages.folder));

/** One item of the drive, as every call answers it. */
export const fileManagerItemSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    type: z.enum(fileManagerTypes),
    /** 'me' when the reader owns it, 'public' for company items, otherwise the owner's name. */
    owner: z.string(),
    /** Whether the reader may rename, move, trash, restore or delete it (its owner, or an admin). */
    canChange: z.boolean(),
    /** Bytes; 0 for a folder. */
    size: z.number(),
    modified: z.string(),
    opened: z.nullable(z.string()),
    created: z.string(),
    /** The file's extension, spelled so after the sample data ('' for a folder). */
    extention: z.string(),
    /** The folder it is in, as a path from the drive's top: '/', '/Documents/Reports'. */
    location: z.string(),
    parentId: z.nullable(z.string()),
    offline: z.boolean(),
    /** A small image of the file (images only). */
    preview: z.optional(z.string()),
    /** Where its bytes are read (files that were uploaded). */
    url: z.optional(z.string()),
    contentType: z.optional(z.string()),
    /** When it was put in the trash; null when it is not there. */
    trashed: z.nullable(z.string()),
  })
  .register(z.globalRegistry, { id: 'FileManagerItem' });
export type FileManagerItem = z.infer<typeof fileManagerItemSchema>;

export const fileManagerSortFields = ['name', 'modified', 'size', 'type', 'created'] as const;
export type FileManagerSortField = (typeof fileManagerSortFields)[number];

/**
 * `GET /api/file-manager-app/files`: a keyset page of one folder (`folder`, the top when omitted), or of the
 * trash (`trash=true`: the items the reader may restore), sorted in the database; `q` searches the names shown.
 */
export const fileManagerListQuerySchema = z.object({
  folder: z.optional(z.uuid(fileManagerMessages.folder)),
  trash: z._default(z.enum(['true', 'false']), 'false'),
  q: quickSearchSchema,
  ...keysetQueryFields(fileManagerSortFields, { sort: 'name', order: 'asc' }),
});
export type FileManagerListQuery = z.infer<typeof fileManagerListQuerySchema>;
export type FileManagerListArgs = Partial<z.input<typeof fileManagerListQuerySchema>>;

/** A folder on the way from the drive's top to the listed folder. */
export const fileManagerCrumbSchema = z.object({ id: z.string(), name: z.string() });
export type FileManagerCrumb = z.infer<typeof fileManagerCrumbSchema>;

export const fileManagerPageSchema = z
  .extend(keysetPageSchema(fileManagerItemSchema), {
    /** The folders from the top to the listed one (empty at the top and in the trash). */
    breadcrumb: z.array(fileManagerCrumbSchema),
  })
  .register(z.globalRegistry, { id: 'FileManagerPage' });
export type FileManagerPage = z.infer<typeof fileManagerPageSchema>;

/** The `:id` of an item's address. */
export const fileManagerItemParamsSchema = z.object({ id: z.uuid(fileManagerMessages.notFound) });

/** `POST /api/file-manager-app/folders`: a new folder, in `parentId` (null: the top). */
export const newFileManagerFolderSchema = z
  .object({ name: fileManagerNameSchema, parentId: z._default(folderIdSchema, null) })
  .register(z.globalRegistry, { id: 'FileManagerNewFolder' });
export type NewFileManagerFolder = z.input<typeof newFileManagerFolderSchema>;

/**
 * `POST /api/file-manager-app/files?folder=&path=`: one uploaded file (multipart field "file"), into `folder`
 * (the top when omitted) and, for a folder upload, the sub-folders of `path` ('Photos/2026'), made when missing.
 */
export const fileManagerUploadQuerySchema = z.object({
  folder: z.optional(z.uuid(fileManagerMessages.folder)),
  path: z.optional(z.string(fileManagerMessages.path).check(z.maxLength(1300, fileManagerMessages.path))),
});
export type FileManagerUploadQuery = z.infer<typeof fileManagerUploadQuerySchema>;

/** `PATCH /api/file-manager-app/files/:id`: rename, move (`parentId`, null: the top), keep offline. */
export const fileManagerItemChangesSchema = z
  .object({
    name: z.optional(fileManagerNameSchema),
    parentId: z.optional(folderIdSchema),
    offline: z.optional(z.boolean()),
  })
  .register(z.globalRegistry, { id: 'FileManagerItemChanges' });
export type FileManagerItemChanges = z.input<typeof fileManagerItemChangesSchema>;

const idsSchema = z
  .array(z.uuid(fileManagerMessages.ids), fileManagerMessages.ids)
  .check(z.minLength(1, fileManagerMessages.ids), z.maxLength(fileManagerLimits.selected, fileManagerMessages.ids));

/** Trash, restore or delete for good the selected items: all of them, or none when one may not be. */
export const fileManagerSelectionSchema = z
  .object({ ids: idsSchema })
  .register(z.globalRegistry, { id: 'FileManagerSelection' });
export type FileManagerSelection = z.infer<typeof fileManagerSelectionSchema>;

/** Move or copy the selected items into a folder (null: the top). */
export const fileManagerTransferSchema = z
  .object({ ids: idsSchema, parentId: folderIdSchema })
  .register(z.globalRegistry, { id: 'FileManagerTransfer' });
export type FileManagerTransfer = z.infer<typeof fileManagerTransferSchema>;

/** The items a bulk change changed (or made). */
export const fileManagerItemListSchema = z
  .object({ items: z.array(fileManagerItemSchema) })
  .register(z.globalRegistry, { id: 'FileManagerItemList' });
export type FileManagerItemList = z.infer<typeof fileManagerItemListSchema>;
