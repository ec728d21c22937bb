import {
  apiErrorSchema,
  type GridPreferences,
  gridPreferencesSchema,
  maxPreferenceViewsPerAccount,
  type PreferenceView,
  preferenceMessages,
  preferenceViewParamsSchema,
} from '@conecta/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { currentAccount } from '../../auth/guard';
import type { Database } from '../../db/client';
import { InputError } from '../../http/errors';
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
      const { view } = request.params;
      const value = request.body;
      // Views are named by the client, so an account keeps a bounded number: a view it already has is
      // always saved, a new one only below the cap. One statement, so the count and the insert agree.
      const saved = await db.execute(sql`
        insert into ${viewPreferences} (account_id, view, value)
        select ${accountId}, ${view}, ${JSON.stringify(value)}::jsonb
        where (select count(*) from ${viewPreferences} where account_id = ${accountId}) < ${maxPreferenceViewsPerAccount}
           or exists (select 1 from ${viewPreferences} where account_id = ${accountId} and view = ${view})
        on conflict (account_id, view) do update set value = excluded.value, updated_at = now()
        returning 1`);
      // node-postgres and PGlite both answer `execute` with `{ rows }`.
      if ((saved as { rows: unknown[] }).rows.length === 0)
        throw new InputError({ view: preferenceMessages.tooManyViews });
      return value;
    },
  );
};
