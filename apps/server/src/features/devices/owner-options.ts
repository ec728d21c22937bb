import { apiErrorSchema, ownerOptionsQuerySchema, ownerOptionsSchema } from '@conecta/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { accounts } from '../../accounts';
import { textContains } from '../../db/search';
import type { FeatureApp, FeatureContext } from '../../platform/feature';

/**
 * The accounts a device can be given to, for the owner filter and the assign dialog. Every signed-in
 * user may ask (the list shows owners anyway); only names, emails and avatars leave, and only active accounts.
 */
export function addOwnerOptionsRoute(app: FeatureApp, { db, route }: FeatureContext): void {
  app.get(
    '/owner-options',
    route('user', {
      schema: {
        summary: 'Accounts a device can be assigned to, by part of the name or email',
        querystring: ownerOptionsQuerySchema,
        response: { 200: ownerOptionsSchema, 400: apiErrorSchema },
      },
    }),
    async (request) => {
      const { q, limit } = request.query;
      const rows = await db
        .select({
          id: accounts.id,
          displayName: accounts.displayName,
          email: accounts.email,
          photoURL: accounts.photoUrl,
        })
        .from(accounts)
        .where(and(eq(accounts.status, 'active'), textContains(q, accounts.displayName, accounts.email)))
        .orderBy(asc(accounts.displayName), asc(accounts.id))
        .limit(limit);
      return { items: rows };
    },
  );
}
