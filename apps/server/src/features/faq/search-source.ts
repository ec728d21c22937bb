import { desc } from 'drizzle-orm';
import { fullTextMatch } from '../../db/search';
import { excerptAround, type SearchSource } from '../../platform/search-source';
import { faqItems } from './table';

/** The FAQ's entries for the console-wide search: the question, then the answer; a result opens the entry. */
export const faqSearchSource: SearchSource = {
  kind: 'faq',
  access: 'user',
  async search(db, { q, limit }) {
    const match = fullTextMatch(q, faqItems.question, faqItems.answer);
    const rows = await db
      .select({ id: faqItems.id, question: faqItems.question, answer: faqItems.answer, rank: match.rank })
      .from(faqItems)
      .where(match.where)
      .orderBy(desc(match.rank), faqItems.id)
      .limit(limit);
    return rows.map((row) => ({
      kind: 'faq' as const,
      id: row.id,
      title: row.question,
      url: `/pages/faq?item=${row.id}`,
      excerpt: excerptAround(row.answer.replace(/[#*_`>[\]()]/g, ' '), q),
      rank: row.rank,
    }));
  },
};
