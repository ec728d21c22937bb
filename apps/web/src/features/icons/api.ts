import type { IconCatalogue, IconFamily, IconSvgList } from '@conecta/contracts/icons';
import { api } from '../../app/api';

/** The catalogue and the drawings of the icons on screen (`/api/icons`, `/api/icons/svg`). */
export const iconsApi = api.injectEndpoints({
  endpoints: (build) => ({
    iconCatalogue: build.query<IconCatalogue, void>({
      query: () => ({ url: '/icons' }),
      // The catalogue changes only with a new release: kept while the tab lives.
      keepUnusedDataFor: 3600,
    }),
    iconDrawings: build.query<IconSvgList, { names: readonly string[]; family: IconFamily }>({
      query: ({ names, family }) => ({ url: '/icons/svg', params: { names: names.join(','), family } }),
      keepUnusedDataFor: 600,
    }),
  }),
});

export const { useIconCatalogueQuery, useIconDrawingsQuery } = iconsApi;
