import { mailFolders } from '@conecta/contracts/mail';
import { and, desc, eq, sql } from 'drizzle-orm';
import { ensureAccountSampleData } from '../../platform/account-sample-data';
import { excerptAround, type SearchSource } from '../../platform/search-source';
import { mailSearchQuery } from './queries';
import { mailAccountSampleData } from './seed';
import { mailItems } from './table';

/** How many of the newest matching mails are ranked. */
const rankedCandidates = 200;

/** Characters of a body the excerpt is cut from: a long mail's start is enough to find the match in. */
const excerptSourceLength = 4000;

/**
 * The account's own mails for the console-wide search: the mailbox's stored `tsvector` (subject A, sender B,
 * body C) through its GIN index, ranked by `ts_rank`; a result opens the mail in its folder.
 */
export const mailSearchSource: SearchSource = {
  kind: 'mail',
  access: 'user',
  async search(db, { q, account, limit }) {
    await ensureAccountSampleData(db, mailAccountSampleData, account.id);
    const query = mailSearchQuery(q);
    // The newest matches are ranked, not every one: a word in a third of a 100,000-mail box would otherwise have
    // `ts_rank` read thousands of stored vectors. The mailbox's own search pages through them all.
    const newest = db
      .select({ id: mailItems.id })
      .from(mailItems)
      .where(and(eq(mailItems.accountId, account.id), sql`${mailItems.search} @@ ${query}`))
      .orderBy(desc(mailItems.time))
      .limit(rankedCandidates)
      .as('newest');
    const rank = sql<number>`ts_rank(${mailItems.search}, ${query})`.mapWith(Number);
    const rows = await db
      .select({
        id: mailItems.id,
        folder: mailItems.folder,
        subject: mailItems.subject,
        fromName: mailItems.fromName,
        body: sql<string>`left(${mailItems.bodyText}, ${excerptSourceLength})`,
        rank,
      })
      .from(newest)
      .innerJoin(mailItems, eq(mailItems.id, newest.id))
      .orderBy(desc(rank), desc(mailItems.time))
      .limit(limit);
    return rows.map((row) => ({
      kind: 'mail' as const,
      id: row.id,
      title: row.subject || row.fromName,
      url: `/apps/mail/${mailFolders.find((folder) => folder.id === row.folder)?.handle ?? 'inbox'}/${row.id}`,
      excerpt: excerptAround(`${row.fromName} · ${row.body}`, q),
      rank: row.rank,
    }));
  },
};
