import { and, desc, eq } from 'drizzle-orm';
import { fullTextMatch } from '../../db/search';
import { excerptAround, type SearchSource } from '../../platform/search-source';
import { knowledgeBaseArticles as articles } from './table';

/** The knowledge base's published articles for the console-wide search; a result opens the article. */
export const knowledgeBaseSearchSource: SearchSource = {
  kind: 'article',
  access: 'user',
  async search(db, { q, limit }) {
    const match = fullTextMatch(q, articles.title, articles.contentText);
    const rows = await db
      .select({ id: articles.id, title: articles.title, text: articles.contentText, rank: match.rank })
      .from(articles)
      .where(and(eq(articles.status, 'published'), match.where))
      .orderBy(desc(match.rank), articles.id)
      .limit(limit);
    return rows.map((row) => ({
      kind: 'article' as const,
      id: row.id,
      title: row.title,
      url: `/pages/knowledge-base?article=${row.id}`,
      excerpt: excerptAround(row.text, q),
      rank: row.rank,
    }));
  },
};
