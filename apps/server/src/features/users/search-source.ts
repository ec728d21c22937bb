import { sql } from 'drizzle-orm';
import { accounts } from '../../accounts/table';
import { everyWordContains } from '../../db/search';
import { excerptAround, type SearchSource } from '../../platform/search-source';

/** Accounts for the console-wide search, admins only: every word in the name or the email; an exact email first. */
export const accountsSearchSource: SearchSource = {
  kind: 'account',
  access: 'admin',
  async search(db, { q, limit }) {
    const rows = await db
      .select({
        id: accounts.id,
        displayName: accounts.displayName,
        email: accounts.email,
        roles: accounts.roles,
        exact: sql<boolean>`lower(${accounts.email}) = lower(${q})`,
      })
      .from(accounts)
      .where(everyWordContains(q, accounts.displayName, accounts.email))
      .orderBy(accounts.displayName, accounts.id)
      .limit(limit);
    return rows.map((row) => ({
      kind: 'account' as const,
      id: row.id,
      title: row.displayName,
      url: `/conecta/userdatalist/${row.id}`,
      excerpt: excerptAround([row.email, row.roles.join(', ')].filter(Boolean).join(' · '), q),
      rank: row.exact ? 1 : 0.1,
    }));
  },
};
