import { accountListQuerySchema, accountListSchema, apiErrorSchema } from '@conecta/contracts';
import { count, desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity } from '../../auth/guard';
import type { Database } from '../../db/client';
import { accounts } from '../auth/table';

/** The accounts an admin sees; the user-data list issue grows this into the full list. */
export const usersRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/users',
    {
      preHandler: app.requireRole('admin'),
      schema: {
        tags: ['users'],
        summary: 'List accounts, newest first (admins only)',
        security: bearerSecurity,
        querystring: accountListQuerySchema,
        response: { 200: accountListSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => {
      const { limit, offset } = request.query;
      const [rows, [total]] = await Promise.all([
        db.select().from(accounts).orderBy(desc(accounts.createdAt), desc(accounts.id)).limit(limit).offset(offset),
        db.select({ value: count() }).from(accounts),
      ]);
      return {
        total: total?.value ?? 0,
        items: rows.map((row) => ({
          uuid: row.id,
          email: row.email,
          displayName: row.displayName,
          photoURL: row.photoUrl,
          role: row.roles,
          from: row.provider,
          createdAt: row.createdAt.toISOString(),
          lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
        })),
      };
    },
  );
};
