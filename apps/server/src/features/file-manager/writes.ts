import {
  type FileManagerItem,
  type FileManagerItemChanges,
  type FileManagerType,
  fileManagerLimits,
  fileManagerMessages,
  fileManagerNameSchema,
} from '@conecta/contracts/file-manager';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import * as z from 'zod/mini';
import type { AccountRow } from '../../accounts';
import type { Database } from '../../db/client';
import { HttpError, InputError } from '../../http/errors';
import type { StoredFileInfo } from '../../uploads/store';
import {
  forgetCounts,
  type ListedRow,
  mayChange,
  notFound,
  readAncestry,
  readFileManagerItem,
  readFolderPath,
  readRows,
  toItems,
} from './queries';
import { type FileManagerItemRow, fileManagerItems } from './table';

const notYours = () => new HttpError(403, fileManagerMessages.notYours);

/** Types read from the bytes that the drive calls spreadsheets; every other file is a document. */
const spreadsheetTypes = new Set([
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/vnd.ms-excel',
  'text/csv',
]);

export const driveTypeOf = (contentType: string): FileManagerType =>
  spreadsheetTypes.has(contentType) ? 'spreadsheet' : 'document';

const extensionOf = (fileName: string) =>
  fileName.includes('.') ? fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase() : '';

/** The rows of `ids`, all of them, each one the reader may change: 404 when one is missing, 403 when one is not theirs. */
async function changeableRows(db: Database, reader: AccountRow, ids: readonly string[]): Promise<ListedRow[]> {
  const unique = [...new Set(ids)];
  const rows = await readRows(db, unique);
  if (rows.length !== unique.length) throw notFound();
  if (rows.some((row) => !mayChange(reader, row))) throw notYours();
  return rows;
}

/** The folder a move or copy lands in, checked: a folder not in the trash (404 `fileManager.folder` otherwise). */
async function checkTarget(db: Database, parentId: string | null): Promise<void> {
  await readFolderPath(db, parentId);
}

/** Refuses to move a folder into itself or a folder inside it. */
async function checkNotInside(db: Database, ids: readonly string[], parentId: string | null): Promise<void> {
  if (parentId === null) return;
  const above = new Set((await readAncestry(db, parentId)).map((folder) => folder.id));
  if (ids.some((id) => above.has(id))) throw new InputError({ parentId: fileManagerMessages.intoItself });
}

export async function createFolder(
  db: Database,
  reader: AccountRow,
  folder: { name: string; parentId: string | null },
): Promise<FileManagerItem> {
  await checkTarget(db, folder.parentId);
  const [row] = await db
    .insert(fileManagerItems)
    .values({ name: folder.name, parentId: folder.parentId, ownerId: reader.id, type: 'folder' })
    .returning({ id: fileManagerItems.id });
  forgetCounts(db);
  if (!row) throw new Error('The folder was not written');
  return readFileManagerItem(db, reader, row.id);
}

/** The names of a folder upload's path ('Photos/2026'), each checked as a name; 400 `path` otherwise. */
export function pathNames(path: string | undefined): string[] {
  if (path === undefined) return [];
  const names = path.split('/').filter((part) => part.trim() !== '');
  if (names.length > fileManagerLimits.pathDepth) throw new InputError({ path: fileManagerMessages.path });
  return names.map((name) => {
    const checked = z.safeParse(fileManagerNameSchema, name);
    if (!checked.success) throw new InputError({ path: fileManagerMessages.path });
    return checked.data;
  });
}

/**
 * The folder at `names` below `parentId`, made (owned by the reader) where missing: a folder upload lands its files
 * in the folders they came from. A folder of the same name not in the trash is used whoever owns it.
 */
export async function ensureFolders(
  db: Database,
  reader: AccountRow,
  parentId: string | null,
  names: readonly string[],
): Promise<string | null> {
  await checkTarget(db, parentId);
  let current = parentId;
  for (const name of names) {
    const [existing] = await db
      .select({ id: fileManagerItems.id })
      .from(fileManagerItems)
      .where(
        and(
          current === null ? isNull(fileManagerItems.parentId) : eq(fileManagerItems.parentId, current),
          eq(fileManagerItems.name, name),
          eq(fileManagerItems.type, 'folder'),
          isNull(fileManagerItems.trashedAt),
        ),
      )
      .limit(1);
    if (existing) {
      current = existing.id;
      continue;
    }
    const [made] = await db
      .insert(fileManagerItems)
      .values({ name, parentId: current, ownerId: reader.id, type: 'folder' })
      .returning({ id: fileManagerItems.id });
    forgetCounts(db);
    if (!made) throw new Error('The folder was not written');
    current = made.id;
  }
  return current;
}

/** A drive file naming the upload just stored, owned by the reader. */
export async function createFile(
  db: Database,
  reader: AccountRow,
  parentId: string | null,
  saved: StoredFileInfo,
): Promise<FileManagerItem> {
  const [row] = await db
    .insert(fileManagerItems)
    .values({
      name: saved.fileName,
      parentId,
      ownerId: reader.id,
      type: driveTypeOf(saved.contentType),
      size: saved.size,
      extention: extensionOf(saved.fileName),
      storedFileId: saved.id,
    })
    .returning({ id: fileManagerItems.id });
  forgetCounts(db);
  if (!row) throw new Error('The file was not written');
  return readFileManagerItem(db, reader, row.id);
}

/** The item as the reader opens it (its details): `opened` becomes now. */
export async function openItem(db: Database, reader: AccountRow, id: string): Promise<FileManagerItem> {
  const item = await readFileManagerItem(db, reader, id);
  await db.update(fileManagerItems).set({ openedAt: new Date() }).where(eq(fileManagerItems.id, id));
  return { ...item, opened: new Date().toISOString() };
}

/** Renames, moves or marks offline one item; its owner or an admin only (403), a moved folder not into itself (400). */
export async function changeItem(
  db: Database,
  reader: AccountRow,
  id: string,
  changes: FileManagerItemChanges,
): Promise<FileManagerItem> {
  const [row] = await changeableRows(db, reader, [id]);
  if (!row) throw notFound();
  const set: Partial<FileManagerItemRow> = {};
  if (changes.name !== undefined) set.name = changes.name;
  if (changes.offline !== undefined) set.offline = changes.offline;
  if (changes.parentId !== undefined && changes.parentId !== row.parentId) {
    await checkTarget(db, changes.parentId);
    await checkNotInside(db, [id], changes.parentId);
    set.parentId = changes.parentId;
  }
  if (set.name !== undefined || set.parentId !== undefined) set.modifiedAt = new Date();
  if (Object.keys(set).length > 0) await db.update(fileManagerItems).set(set).where(eq(fileManagerItems.id, id));
  forgetCounts(db);
  return readFileManagerItem(db, reader, id);
}

/** Moves the selected items into a folder: all of them, or none when one may not be moved. */
export async function moveItems(
  db: Database,
  reader: AccountRow,
  ids: readonly string[],
  parentId: string | null,
): Promise<FileManagerItem[]> {
  await changeableRows(db, reader, ids);
  await checkTarget(db, parentId);
  await checkNotInside(db, ids, parentId);
  await db
    .update(fileManagerItems)
    .set({ parentId, modifiedAt: new Date() })
    .where(inArray(fileManagerItems.id, [...ids]));
  forgetCounts(db);
  return toItems(db, reader, ids);
}

/**
 * Copies the selected items (a folder with all it holds) into a folder, owned by the reader: a copied file names
 * the same upload, so it takes no more storage. Anyone who reads an item may copy it.
 */
export async function copyItems(
  db: Database,
  reader: AccountRow,
  ids: readonly string[],
  parentId: string | null,
): Promise<FileManagerItem[]> {
  const unique = [...new Set(ids)];
  const rows = await readRows(db, unique);
  if (rows.length !== unique.length || rows.some((row) => row.trashedAt !== null)) throw notFound();
  await checkTarget(db, parentId);
  await checkNotInside(db, unique, parentId);
  return db
    .transaction(async (tx) => {
      const made: string[] = [];
      const copy = async (row: FileManagerItemRow, into: string | null, depth: number): Promise<string> => {
        const { id: _id, createdAt: _c, modifiedAt: _m, openedAt: _o, ...same } = row;
        const [copied] = await tx
          .insert(fileManagerItems)
          .values({ ...same, parentId: into, ownerId: reader.id, trashedAt: null })
          .returning({ id: fileManagerItems.id });
        if (!copied) throw new Error('The copy was not written');
        if (row.type === 'folder' && depth < 50) {
          const children = await tx
            .select()
            .from(fileManagerItems)
            .where(and(eq(fileManagerItems.parentId, row.id), isNull(fileManagerItems.trashedAt)));
          for (const child of children) await copy(child, copied.id, depth + 1);
        }
        return copied.id;
      };
      for (const row of rows) made.push(await copy(row, parentId, 0));
      return made;
    })
    .then((made) => {
      forgetCounts(db);
      return toItems(db, reader, made);
    });
}

/** Puts the selected items in the trash: all of them, or none when one may not be (403) or is missing (404). */
export async function trashItems(db: Database, reader: AccountRow, ids: readonly string[]): Promise<FileManagerItem[]> {
  const rows = await changeableRows(db, reader, ids);
  const now = new Date();
  await db
    .update(fileManagerItems)
    .set({ trashedAt: now })
    .where(
      and(
        inArray(
          fileManagerItems.id,
          rows.map((row) => row.id),
        ),
        isNull(fileManagerItems.trashedAt),
      ),
    );
  forgetCounts(db);
  return toItems(db, reader, ids);
}

/**
 * Takes the selected items out of the trash, back where they were; one whose folder is gone or still in the trash
 * goes to the drive's top.
 */
export async function restoreItems(
  db: Database,
  reader: AccountRow,
  ids: readonly string[],
): Promise<FileManagerItem[]> {
  const rows = await changeableRows(db, reader, ids);
  await db.transaction(async (tx) => {
    for (const row of rows) {
      let parentId = row.parentId;
      if (parentId !== null) {
        const above = await readAncestry(tx, parentId);
        if (above.some((folder) => folder.trashedAt !== null && !ids.includes(folder.id))) parentId = null;
      }
      await tx.update(fileManagerItems).set({ trashedAt: null, parentId }).where(eq(fileManagerItems.id, row.id));
    }
  });
  forgetCounts(db);
  return toItems(db, reader, ids);
}

/** Deletes the selected items for good (with all a folder holds); only items in the trash (400 otherwise). */
export async function deleteItems(db: Database, reader: AccountRow, ids: readonly string[]): Promise<void> {
  const rows = await changeableRows(db, reader, ids);
  if (rows.some((row) => row.trashedAt === null)) throw new InputError({ ids: fileManagerMessages.notInTrash });
  await db.delete(fileManagerItems).where(
    inArray(
      fileManagerItems.id,
      rows.map((row) => row.id),
    ),
  );
  forgetCounts(db);
}
