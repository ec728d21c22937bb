import { and, desc, eq } from 'drizzle-orm';
import { storedFullTextMatch } from '../../db/search';
import { ensureAccountSampleData } from '../../platform/account-sample-data';
import { excerptAround, type SearchSource } from '../../platform/search-source';
import { todoAccountSampleData } from './seed';
import { todoItems as todos } from './table';

/** The account's own to-dos for the console-wide search (the deleted ones open in the Deleted filter). */
export const todoSearchSource: SearchSource = {
  kind: 'todo',
  access: 'user',
  async search(db, { q, account, limit }) {
    await ensureAccountSampleData(db, todoAccountSampleData, account.id);
    const match = storedFullTextMatch(q, todos.search);
    const rows = await db
      .select({ id: todos.id, title: todos.title, notes: todos.notes, deleted: todos.deleted, rank: match.rank })
      .from(todos)
      .where(and(eq(todos.accountId, account.id), match.where))
      .orderBy(desc(match.rank), todos.id)
      .limit(limit);
    return rows.map((row) => ({
      kind: 'todo' as const,
      id: row.id,
      title: row.title,
      url: row.deleted ? `/apps/todo/filter/deleted/${row.id}` : `/apps/todo/all/${row.id}`,
      excerpt: excerptAround(row.notes, q),
      rank: row.rank,
    }));
  },
};
