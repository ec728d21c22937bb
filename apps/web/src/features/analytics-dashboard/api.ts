import type { AnalyticsRange, AnalyticsWidgets } from '@conecta/contracts/analytics-dashboard';
import { api } from '../../app/api';

/** The analytics dashboard's one call (`/api/analytics-dashboard-app/widgets`). */
export const analyticsDashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAnalyticsWidgets: build.query<AnalyticsWidgets, AnalyticsRange>({
      query: (range) => ({ url: '/analytics-dashboard-app/widgets', params: { range } }),
      // Figures move with every change to the fleet: read them again when the page is opened again.
      keepUnusedDataFor: 30,
    }),
  }),
});

export const { useGetAnalyticsWidgetsQuery } = analyticsDashboardApi;
