import { messageText } from '@conecta/contracts/messages';
import {
  type GridPreferences,
  isPreferenceView,
  type PreferenceView,
  preferenceMessages,
} from '@conecta/contracts/preferences';
import type { GridColumnVisibilityModel, GridDensity } from '@mui/x-data-grid';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { api } from '../../app/api';

/** The per-user view state (`/preferences/:view`): the grids' columns and density, and the collection kit's density. */
export const preferencesApi = api.enhanceEndpoints({ addTagTypes: ['Preferences'] }).injectEndpoints({
  endpoints: (build) => ({
    getGridPreferences: build.query<GridPreferences, PreferenceView>({
      query: (view) => `/preferences/${view}`,
      providesTags: (_result, _error, view) => [{ type: 'Preferences', id: view }],
    }),
    saveGridPreferences: build.mutation<GridPreferences, { view: PreferenceView; value: GridPreferences }>({
      query: ({ view, value }) => ({ url: `/preferences/${view}`, method: 'PUT', body: value }),
      async onQueryStarted({ view, value }, { dispatch, queryFulfilled }) {
        // The grid already shows the change; keep the cache in step without a refetch.
        const patch = dispatch(preferencesApi.util.updateQueryData('getGridPreferences', view, () => value));
        await queryFulfilled.catch(() => patch.undo());
      },
    }),
  }),
});

/** Saves are gathered for this long, so toggling five columns is one request. */
const saveDelayMs = 600;

/**
 * Column visibility and density of one list, remembered per user on the server so they follow the
 * user to any browser. The grid stays usable (with its defaults) while they load or if they fail.
 */
const noHiddenColumns: GridColumnVisibilityModel = {};

export function useGridPreferences(view: PreferenceView, defaultHidden: GridColumnVisibilityModel = noHiddenColumns) {
  // The server would refuse it on every visit and the list would silently forget the user's choices:
  // stop at the first render instead, so the feature's component test says so.
  if (!isPreferenceView(view))
    throw new Error(`"${view}" is not a view name: ${messageText(preferenceMessages.viewName)}`);
  const { data } = preferencesApi.useGetGridPreferencesQuery(view);
  const [save] = preferencesApi.useSaveGridPreferencesMutation();
  const [local, setLocal] = useState<GridPreferences | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const current = local ?? data;
  const change = useCallback(
    (next: Partial<GridPreferences>) => {
      const value: GridPreferences = {
        columnVisibility: next.columnVisibility ?? current?.columnVisibility ?? {},
        density: next.density ?? current?.density ?? 'standard',
      };
      setLocal(value);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void save({ view, value }), saveDelayMs);
    },
    [current, save, view],
  );

  // Stable values: the grid is memoised on its props, and a new model object would redraw it.
  const columnVisibilityModel = useMemo(
    () => ({ ...defaultHidden, ...current?.columnVisibility }) as GridColumnVisibilityModel,
    [defaultHidden, current?.columnVisibility],
  );
  const onColumnVisibilityModelChange = useCallback(
    (model: GridColumnVisibilityModel) => change({ columnVisibility: model }),
    [change],
  );
  const onDensityChange = useCallback((density: GridDensity) => change({ density }), [change]);
  return {
    columnVisibilityModel,
    onColumnVisibilityModelChange,
    density: (current?.density ?? 'standard') as GridDensity,
    onDensityChange,
  };
}
