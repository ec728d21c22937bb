import type { PreferenceView } from '@conecta/contracts/preferences';
import DensityMediumIcon from '@mui/icons-material/DensityMedium';
import DensitySmallIcon from '@mui/icons-material/DensitySmall';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { skipToken } from '@reduxjs/toolkit/query';
import { createContext, useCallback, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { preferencesApi } from '../data-grid/gridPreferences';
import { collectionNamespace } from './locales';

/** How much room a collection's rows take: comfortable (the default) or compact. */
export type RowDensity = 'comfortable' | 'compact';

const RowDensityContext = createContext<RowDensity>('comfortable');

/** Gives the rows under it their density (`CollectionLayout` does, given `density`). */
export const RowDensityProvider = RowDensityContext.Provider;

/** The density of the collection a row is drawn in (comfortable outside one). */
export const useRowDensity = (): RowDensity => useContext(RowDensityContext);

/**
 * The density the user chose for this collection, remembered per account on the server under the
 * view's name (the preferences the grids keep their density in), so it follows them to any browser.
 * Comfortable while it loads or if it cannot be read; a change shows at once.
 */
export function useListDensity(view: PreferenceView | undefined) {
  const { data } = preferencesApi.useGetGridPreferencesQuery(view ?? skipToken);
  const [save] = preferencesApi.useSaveGridPreferencesMutation();
  const density: RowDensity = data?.density === 'compact' ? 'compact' : 'comfortable';
  const columnVisibility = data?.columnVisibility;
  const setDensity = useCallback(
    (next: RowDensity) => {
      if (view) void save({ view, value: { columnVisibility: columnVisibility ?? {}, density: next } });
    },
    [view, save, columnVisibility],
  );
  return { density, setDensity };
}

/** The switch between comfortable and compact rows: pressed while compact. */
export function DensityToggle({
  density,
  onChange,
  testId,
}: {
  density: RowDensity;
  onChange(density: RowDensity): void;
  testId?: string;
}) {
  const { t } = useTranslation(collectionNamespace);
  const compact = density === 'compact';
  return (
    <Tooltip title={compact ? t('comfortableRows') : t('compactRows')}>
      <IconButton
        aria-label={t('compactRows')}
        aria-pressed={compact}
        onClick={() => onChange(compact ? 'comfortable' : 'compact')}
        data-testid={testId}
      >
        {compact ? <DensitySmallIcon /> : <DensityMediumIcon />}
      </IconButton>
    </Tooltip>
  );
}
