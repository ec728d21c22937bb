import { accountListQuerySchema, accountListSchema, apiErrorSchema } from '@conecta/contracts';
import { accounts } from '../../accounts';
import type { CountCache } from '../../db/counting';
import type { FeatureApp, FeatureContext } from '../../platform/feature';
import { accountCsvStream } from './export';
import { accountFilterKey, accountFilterSql, readAccountPage, toAccount } from './queries';

/** The user-data list itself and its CSV export (admins only). */
export function addAccountListRoutes(app: FeatureApp, { db, route }: FeatureContext, counts: CountCache): void {
  app.get(
    '',
    route('admin', {
      schema: {
        summary: 'List accounts: search, filters, any sort, keyset pages (admins only)',
        querystring: accountListQuerySchema,
        response: { 200: accountListSchema, 400: apiErrorSchema },
      },
    }),
    async (request) => {
      const query = request.query;
      const [page, total] = await Promise.all([
        readAccountPage(db, query),
        counts.count(db, accounts, 'accounts', accountFilterKey(query), accountFilterSql(query)),
      ]);
      return { items: page.rows.map(toAccount), ...total, nextCursor: page.nextCursor, prevCursor: page.prevCursor };
    },
  );

  app.get(
    '/export.csv',
    route('admin', {
      schema: {
        summary: 'The filtered, sorted account list as CSV, streamed (admins only)',
        querystring: accountListQuerySchema,
        response: { 400: apiErrorSchema },
      },
    }),
    async (request, reply) => {
      const { cursor: _ignored, limit: _pageSize, direction: _direction, ...query } = request.query;
      const day = new Date().toISOString().slice(0, 10);
      return (
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="accounts-${day}.csv"`)
          // A stream goes out as it is, past the JSON serializer the response schemas type `send` for.
          .send(accountCsvStream(db, query, request.log) as never)
      );
    },
  );
}
