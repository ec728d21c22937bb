import type { QuickPanelData } from '@conecta/contracts';
import { api } from '../../app/api';

export const quickPanelApi = api.injectEndpoints({
  endpoints: (build) => ({
    getQuickPanelData: build.query<QuickPanelData, void>({ query: () => '/quick-panel/data' }),
  }),
});

export const { useGetQuickPanelDataQuery } = quickPanelApi;
