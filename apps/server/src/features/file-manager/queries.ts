import {
  type FileManagerCrumb,
  type FileManagerItem,
  type FileManagerListQuery,
  type FileManagerPage,
  fileManagerMessages,
} from '@conecta/contracts/file-manager';
import { and, eq, getTableColumns, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { AccountRow } from '../../accounts';
import { accounts } from '../../accounts';
import type { Database } from '../../db/client';
import { CountCache } from '../../db/counting';
import { cursorValueOf, readKeysetPage, type SortKey } from '../../db/keyset';
import { textContains } from '../../db/search';
import { HttpError } from '../../http/errors';
import { storedFileUrl } from '../../uploads';
import { storedFiles } from '../../uploads/table';
import { type FileManagerItemRow, fileManagerItems } from './table';

export const isAdmin = (reader: AccountRow) => reader.roles.includes('admin');

/** Whether the reader may change the item: its owner, or an admin (company items are changed by admins only). */
export const mayChange = (reader: AccountRow, row: Pick<FileManagerItemRow, 'ownerId'>) =>
  isAdmin(reader) || (row.ownerId !== null && row.ownerId === reader.id);

export const notFound = () => new HttpError(404, fileManagerMessages.notFound);

/** A row with what the answer needs besides the table: its owner's name and its upload's type and thumbnail. */
export interface ListedRow extends FileManagerItemRow {
  ownerName: string | null;
  contentType: string | null;
  hasThumbnail: boolean | null;
}

const listedColumns = {
  ...getTableColumns(fileManagerItems),
  ownerName: accounts.displayName,
  contentType: storedFiles.contentType,
  hasThumbnail: sql<boolean | null>`${storedFiles.thumbnailSha256} is not null`,
};

export function toFileManagerItem(reader: AccountRow, row: ListedRow, location: string): FileManagerItem {
  const owner = row.ownerId === null ? 'public' : row.ownerId === reader.id ? 'me' : (row.ownerName ?? '');
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    owner,
    canChange: mayChange(reader, row),
    size: row.size,
    modified: row.modifiedAt.toISOString(),
    opened: row.openedAt?.toISOString() ?? null,
    created: row.createdAt.toISOString(),
    extention: row.extention,
    location,
    parentId: row.parentId,
    offline: row.offline,
    ...(row.storedFileId
      ? {
          url: storedFileUrl(row.storedFileId),
          ...(row.hasThumbnail ? { preview: storedFileUrl(row.storedFileId, 'thumbnail') } : {}),
          ...(row.contentType ? { contentType: row.contentType } : {}),
        }
      : {}),
    trashed: row.trashedAt?.toISOString() ?? null,
  };
}

/** The rows with the table's columns and the joined ones, where `where` holds. */
export async function readListedRows(db: Database, where: SQL | undefined): Promise<ListedRow[]> {
  return (await db
    .select(listedColumns)
    .from(fileManagerItems)
    .leftJoin(accounts, eq(accounts.id, fileManagerItems.ownerId))
    .leftJoin(storedFiles, eq(storedFiles.id, fileManagerItems.storedFileId))
    .where(where)) as ListedRow[];
}

interface Ancestor {
  id: string;
  name: string;
  parentId: string | null;
  type: string;
  trashedAt: Date | null;
}

/** The item and the folders above it, nearest first (one recursive query). */
export async function readAncestry(db: Database, id: string): Promise<Ancestor[]> {
  const result: unknown = await db.execute(sql`
    with recursive up(id, name, parent_id, type, trashed_at, depth) as (
      select id, name, parent_id, type, trashed_at, 0 from ${fileManagerItems} where id = ${id}::uuid
      union all
      select f.id, f.name, f.parent_id, f.type, f.trashed_at, up.depth + 1
      from ${fileManagerItems} f join up on f.id = up.parent_id
      where up.depth < 1000
    )
    select id, name, parent_id, type, trashed_at from up order by depth`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    id: string;
    name: string;
    parent_id: string | null;
    type: string;
    trashed_at: string | Date | null;
  }[];
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    parentId: row.parent_id,
    type: row.type,
    trashedAt: row.trashed_at === null ? null : new Date(row.trashed_at),
  }));
}

/** The path of the folder `folderId` (null: the top), as a location. */
export const locationOf = (crumbs: readonly FileManagerCrumb[]) => `/${crumbs.map((crumb) => crumb.name).join('/')}`;

/**
 * The folders from the top to `folderId`, when it is a folder that is not in the trash (nor inside a trashed one);
 * otherwise the refusal `fileManager.folder` (404).
 */
export async function readFolderPath(db: Database, folderId: string | null): Promise<FileManagerCrumb[]> {
  if (folderId === null) return [];
  const chain = await readAncestry(db, folderId);
  if (chain.length === 0 || chain[0]?.type !== 'folder' || chain.some((folder) => folder.trashedAt !== null)) {
    throw new HttpError(404, fileManagerMessages.folder);
  }
  return chain.reverse().map((folder) => ({ id: folder.id, name: folder.name }));
}

/** The item's location, or undefined when it (or a folder above it) is in the trash. */
async function visibleLocation(db: Database, row: FileManagerItemRow): Promise<string | undefined> {
  const chain = await readAncestry(db, row.id);
  if (chain.some((item) => item.trashedAt !== null)) return undefined;
  return locationOf(
    chain
      .slice(1)
      .reverse()
      .map((folder) => ({ id: folder.id, name: folder.name })),
  );
}

/** Where a trashed item was: its parents' path, whatever their state. */
async function formerLocation(db: Database, row: FileManagerItemRow): Promise<string> {
  const chain = await readAncestry(db, row.id);
  return locationOf(
    chain
      .slice(1)
      .reverse()
      .map((folder) => ({ id: folder.id, name: folder.name })),
  );
}

const countCaches = new WeakMap<Database, CountCache>();
function counts(db: Database): CountCache {
  let cache = countCaches.get(db);
  if (!cache) {
    cache = new CountCache();
    countCaches.set(db, cache);
  }
  return cache;
}
/** After a write: the folders' totals are counted again (other processes' writes show within the cache's TTL). */
export const forgetCounts = (db: Database) => counts(db).invalidate('file_manager_items');

const sortKeys: Record<FileManagerListQuery['sort'], SortKey> = {
  name: { column: fileManagerItems.name, nullable: false, type: 'text' },
  modified: { column: fileManagerItems.modifiedAt, nullable: false, type: 'timestamptz' },
  size: { column: fileManagerItems.size, nullable: false, type: 'bigint' },
  type: { column: fileManagerItems.type, nullable: false, type: 'text' },
  created: { column: fileManagerItems.createdAt, nullable: false, type: 'timestamptz' },
};

/**
 * One page of a folder (or of the reader's trash), sorted and paged in the database: every sort is an index on
 * (folder, column, id), so the page after 9,900 files costs what the first does.
 */
export async function readFileManagerPage(
  db: Database,
  reader: AccountRow,
  query: FileManagerListQuery,
): Promise<FileManagerPage> {
  const inTrash = query.trash === 'true';
  const breadcrumb = inTrash ? [] : await readFolderPath(db, query.folder ?? null);
  const where = and(
    inTrash
      ? and(
          isNotNull(fileManagerItems.trashedAt),
          isAdmin(reader) ? undefined : eq(fileManagerItems.ownerId, reader.id),
        )
      : and(
          query.folder ? eq(fileManagerItems.parentId, query.folder) : isNull(fileManagerItems.parentId),
          isNull(fileManagerItems.trashedAt),
        ),
    textContains(query.q?.trim(), fileManagerItems.name),
  );
  const key = sortKeys[query.sort];
  const cursorValue = cursorValueOf(key);
  const [total, page] = [
    await counts(db).count(
      db,
      fileManagerItems,
      'file_manager_items',
      JSON.stringify([
        inTrash,
        inTrash && !isAdmin(reader) ? reader.id : '',
        query.folder ?? '',
        query.q?.trim() ?? '',
      ]),
      where,
    ),
    await readKeysetPage({
      request: query,
      key,
      id: fileManagerItems.id,
      where,
      fetch: (condition, orderBy, limit, offset) =>
        db
          .select({ row: listedColumns, cursorValue })
          .from(fileManagerItems)
          .leftJoin(accounts, eq(accounts.id, fileManagerItems.ownerId))
          .leftJoin(storedFiles, eq(storedFiles.id, fileManagerItems.storedFileId))
          .where(condition)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset) as unknown as Promise<{ row: ListedRow; cursorValue: string | null }[]>,
      positionOf: (found) => ({ value: found.cursorValue, id: found.row.id }),
    }),
  ];
  const location = locationOf(breadcrumb);
  const items: FileManagerItem[] = [];
  for (const found of page.rows) {
    items.push(toFileManagerItem(reader, found.row, inTrash ? await formerLocation(db, found.row) : location));
  }
  return {
    items,
    total: total.total,
    totalIsEstimate: total.totalIsEstimate,
    nextCursor: page.nextCursor,
    prevCursor: page.prevCursor,
    breadcrumb,
  };
}

/** The rows of these ids, with what the answer needs. */
export async function readRows(db: Database, ids: readonly string[]): Promise<ListedRow[]> {
  if (ids.length === 0) return [];
  return readListedRows(db, inArray(fileManagerItems.id, [...ids]));
}

/** One item as the reader sees it: 404 when it does not exist or is hidden in the trash from a reader who may not restore it. */
export async function readFileManagerItem(db: Database, reader: AccountRow, id: string): Promise<FileManagerItem> {
  const [row] = await readRows(db, [id]);
  if (!row) throw notFound();
  const location = await visibleLocation(db, row);
  if (location !== undefined) return toFileManagerItem(reader, row, location);
  if (!mayChange(reader, row)) throw notFound();
  return toFileManagerItem(reader, row, await formerLocation(db, row));
}

/** Answers the rows of `ids` as items (their locations read one by one: a bulk change is at most 100). */
export async function toItems(db: Database, reader: AccountRow, ids: readonly string[]): Promise<FileManagerItem[]> {
  const rows = await readRows(db, ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const items: FileManagerItem[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    if (row) items.push(toFileManagerItem(reader, row, await formerLocation(db, row)));
  }
  return items;
}
