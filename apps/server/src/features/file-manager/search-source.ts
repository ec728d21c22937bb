import { and, desc, isNull } from 'drizzle-orm';
import { fullTextMatch } from '../../db/search';
import type { SearchSource } from '../../platform/search-source';
import { fileManagerItems } from './table';

/**
 * The drive's folders and files for the console-wide search, by name: the drive is the company's, so everyone
 * signed in finds what the file manager shows them; what is in the trash is left out. A result opens its folder.
 */
export const fileManagerSearchSource: SearchSource = {
  kind: 'file',
  access: 'user',
  async search(db, { q, limit }) {
    const match = fullTextMatch(q, fileManagerItems.name);
    const rows = await db
      .select({
        id: fileManagerItems.id,
        name: fileManagerItems.name,
        type: fileManagerItems.type,
        parentId: fileManagerItems.parentId,
        rank: match.rank,
      })
      .from(fileManagerItems)
      .where(and(match.where, isNull(fileManagerItems.trashedAt)))
      .orderBy(desc(match.rank), fileManagerItems.id)
      .limit(limit);
    return rows.map((row) => {
      const folder = row.type === 'folder' ? row.id : row.parentId;
      return {
        kind: 'file' as const,
        id: row.id,
        title: row.name,
        url: folder ? `/apps/file-manager?folder=${folder}` : '/apps/file-manager',
        excerpt: '',
        rank: row.rank,
      };
    });
  },
};
