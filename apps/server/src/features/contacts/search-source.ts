import { and, desc, eq } from 'drizzle-orm';
import { storedFullTextMatch } from '../../db/search';
import { ensureAccountSampleData } from '../../platform/account-sample-data';
import { excerptAround, type SearchSource } from '../../platform/search-source';
import { contactsAccountSampleData } from './seed';
import { contactsContacts as contacts } from './table';

/** The account's own contacts for the console-wide search: name first, then company, job, email, phone, notes. */
export const contactsSearchSource: SearchSource = {
  kind: 'contact',
  access: 'user',
  async search(db, { q, account, limit }) {
    await ensureAccountSampleData(db, contactsAccountSampleData, account.id);
    const match = storedFullTextMatch(q, contacts.search);
    const rows = await db
      .select({
        id: contacts.id,
        name: contacts.name,
        lastName: contacts.lastName,
        company: contacts.company,
        jobTitle: contacts.jobTitle,
        email: contacts.email,
        phone: contacts.phone,
        notes: contacts.notes,
        rank: match.rank,
      })
      .from(contacts)
      .where(and(eq(contacts.accountId, account.id), match.where))
      .orderBy(desc(match.rank), contacts.id)
      .limit(limit);
    return rows.map((row) => ({
      kind: 'contact' as const,
      id: row.id,
      title: `${row.name} ${row.lastName}`.trim(),
      url: `/apps/contacts/all?contact=${row.id}`,
      excerpt: excerptAround(
        [row.jobTitle, row.company, row.email, row.phone, row.notes].filter(Boolean).join(' · '),
        q,
      ),
      rank: row.rank,
    }));
  },
};
