import { apiErrorSchema } from '@conecta/contracts';
import { searchQuerySchema, searchResultsSchema } from '@conecta/contracts/search';
import { currentAccount } from '../../auth/guard';
import type { FeatureRoutes } from '../../platform/feature';
import { searchConsole } from './queries';

/** `GET /api/search`: every signed-in account searches what its role lets it read. */
export const searchRoutes: FeatureRoutes = async (app, { db, route, searchSources }) => {
  app.get(
    '',
    route('user', {
      schema: {
        summary:
          'Search the console: devices, accounts (admins), the account’s contacts, mails, notes and to-dos, products, orders, knowledge-base articles, the FAQ and the documentation, best first; `kind` keeps one kind; each facet counts a kind’s results (at most 50, `more` beyond)',
        querystring: searchQuerySchema,
        response: { 200: searchResultsSchema, 400: apiErrorSchema },
      },
    }),
    async (request) => searchConsole(db, searchSources, currentAccount(request), request.query),
  );
};
