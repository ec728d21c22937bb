import { apiErrorSchema } from '@conecta/contracts';
import { analyticsWidgetsQuerySchema, analyticsWidgetsSchema } from '@conecta/contracts/analytics-dashboard';
import type { FeatureRoutes } from '../../platform/feature';
import { readAnalyticsWidgets } from './queries';

/** The analytics dashboard: every signed-in account (user) reads it. */
export const analyticsDashboardRoutes: FeatureRoutes = async (app, { db, route }) => {
  app.get(
    '/widgets',
    route('user', {
      schema: {
        summary:
          'The analytics widgets for a range (7d, 30d, 90d, 12m): lines in service, sign-ins and chat messages over time with the period before, and the fleet by network, kind, manufacturer, state and city',
        querystring: analyticsWidgetsQuerySchema,
        response: { 200: analyticsWidgetsSchema, 400: apiErrorSchema },
      },
    }),
    async (request) => readAnalyticsWidgets(db, request.query.range),
  );
};
