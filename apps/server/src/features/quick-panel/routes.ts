import { quickPanelDataSchema } from '@conecta/contracts';
import { asc } from 'drizzle-orm';
import type { FeatureRoutes } from '../../platform/feature';
import { quickPanelItems } from './table';

export const quickPanelRoutes: FeatureRoutes = async (app, { db, route }) => {
  app.get(
    '/data',
    route('user', {
      schema: { summary: 'Events and notes of the quick panel', response: { 200: quickPanelDataSchema } },
    }),
    async () => {
      const rows = await db.select().from(quickPanelItems).orderBy(asc(quickPanelItems.position));
      const pick = (kind: 'event' | 'note') =>
        rows.filter((row) => row.kind === kind).map(({ id, title, detail }) => ({ id, title, detail }));
      return { events: pick('event'), notes: pick('note') };
    },
  );
};
