import {
  apiErrorSchema,
  type GridPreferences,
  gridPreferencesSchema,
  type PreferenceView,
  preferenceViewParamsSchema,
} from '@conecta/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { currentAccount } from '../../auth/guard';
import type { Database } from '../../db/client';
import type { FeatureRoutes } from '../../platform/feature';
import { viewPreferences } from './table';

/** What a list shows a user who never changed it. */
export const defaultGridPreferences = (): GridPreferences => gridPreferencesSchema.parse({});

export async function readGridPreferences(db: Database, accountId: string, view: PreferenceView) {
  const [row] = await db
    .select({ value: viewPreferences.value })
    .from(viewPreferences)
    .where(and(eq(viewPreferences.accountId, accountId), eq(viewPreferences.view, view)))
    .limit(1);
  // A value stored by an older version of the contract falls back to the defaults instead of failing the page.
  const parsed = gridPreferencesSchema.safeParse(row?.value ?? {});
  return parsed.success ? parsed.data : defaultGridPreferences();
}

/** Column visibility and density of a list, remembered per user so they follow them to any browser. */
export const preferencesRoutes: FeatureRoutes = async (app, { db, route }) => {
  app.get(
    '/:view',
    route('signed-in', {
      schema: {
        summary: "The signed-in user's view state of a list (defaults when never saved)",
        params: preferenceViewParamsSchema,
        response: { 200: gridPreferencesSchema, 400: apiErrorSchema },
      },
    }),
    async (request) => readGridPreferences(db, currentAccount(request).id, request.params.view),
  );

  app.put(
    '/:view',
    route('signed-in', {
      schema: {
        summary: "Save the signed-in user's view state of a list",
        params: preferenceViewParamsSchema,
        body: gridPreferencesSchema,
        response: { 200: gridPreferencesSchema, 400: apiErrorSchema },
      },
    }),
    async (request) => {
      const accountId = currentAccount(request).id;
      const value = request.body;
      await db
        .insert(viewPreferences)
        .values({ accountId, view: request.params.view, value })
        .onConflictDoUpdate({
          target: [viewPreferences.accountId, viewPreferences.view],
          set: { value, updatedAt: sql`now()` },
        });
      return value;
    },
  );
};
