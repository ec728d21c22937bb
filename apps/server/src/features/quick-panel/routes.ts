import { apiErrorSchema, quickPanelDataSchema } from '@conecta/contracts';
import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity } from '../../auth/guard';
import type { Database } from '../../db/client';
import { quickPanelItems } from './table';

export const quickPanelRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/quick-panel/data',
    {
      preHandler: app.requireRole('user'),
      schema: {
        tags: ['shell'],
        summary: 'Events and notes of the quick panel',
        security: bearerSecurity,
        response: { 200: quickPanelDataSchema, 401: apiErrorSchema },
      },
    },
    async () => {
      const rows = await db.select().from(quickPanelItems).orderBy(asc(quickPanelItems.position));
      const pick = (kind: 'event' | 'note') =>
        rows.filter((row) => row.kind === kind).map(({ id, title, detail }) => ({ id, title, detail }));
      return { events: pick('event'), notes: pick('note') };
    },
  );
};
