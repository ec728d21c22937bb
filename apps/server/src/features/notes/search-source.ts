import { and, desc, eq } from 'drizzle-orm';
import { storedFullTextMatch } from '../../db/search';
import { ensureAccountSampleData } from '../../platform/account-sample-data';
import { excerptAround, type SearchSource } from '../../platform/search-source';
import { notesAccountSampleData } from './seed';
import { notesItems as notes } from './table';

/** The account's own notes for the console-wide search: title, text and checklist; a result opens the list searched by its title. */
export const notesSearchSource: SearchSource = {
  kind: 'note',
  access: 'user',
  async search(db, { q, account, limit }) {
    await ensureAccountSampleData(db, notesAccountSampleData, account.id);
    const match = storedFullTextMatch(q, notes.search);
    const rows = await db
      .select({
        id: notes.id,
        title: notes.title,
        description: notes.description,
        checklistText: notes.checklistText,
        archive: notes.archive,
        rank: match.rank,
      })
      .from(notes)
      .where(and(eq(notes.accountId, account.id), match.where))
      .orderBy(desc(match.rank), notes.id)
      .limit(limit);
    return rows.map((row) => {
      const text = [row.description, row.checklistText].filter(Boolean).join(' · ');
      const title = row.title || excerptAround(text, q, 60);
      return {
        kind: 'note' as const,
        id: row.id,
        title,
        url: `/apps/notes${row.archive ? '/archive' : ''}?q=${encodeURIComponent(row.title || q)}`,
        excerpt: excerptAround(text, q),
        rank: row.rank,
      };
    });
  },
};
