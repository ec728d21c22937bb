import useMediaQuery from '@mui/material/useMediaQuery';
import type { GridColumnVisibilityModel } from '@mui/x-data-grid';
import { useMemo } from 'react';

/** Fields hidden by default below each breakpoint (below `xl` = narrower than 1536 px). */
export type NarrowScreenColumns = Partial<Record<'sm' | 'md' | 'lg' | 'xl', readonly string[]>>;

const none: GridColumnVisibilityModel = {};

/** The default column visibility for the screen as wide as it is now. */
export function useNarrowScreenHidden(
  always: GridColumnVisibilityModel = none,
  below: NarrowScreenColumns | undefined,
): GridColumnVisibilityModel {
  // One query per breakpoint, always asked, so the hooks keep their order.
  // Plain queries, so a list works without a theme around it (MUI's default breakpoints).
  const narrower = {
    sm: useMediaQuery('(max-width: 599.95px)', { noSsr: true }),
    md: useMediaQuery('(max-width: 899.95px)', { noSsr: true }),
    lg: useMediaQuery('(max-width: 1199.95px)', { noSsr: true }),
    xl: useMediaQuery('(max-width: 1535.95px)', { noSsr: true }),
  };
  const key = (['sm', 'md', 'lg', 'xl'] as const).filter((breakpoint) => narrower[breakpoint]).join();
  return useMemo(() => {
    if (!below || !key) return always;
    const hidden: GridColumnVisibilityModel = { ...always };
    for (const breakpoint of key.split(',') as (keyof NarrowScreenColumns)[])
      for (const field of below[breakpoint] ?? []) hidden[field] = false;
    return hidden;
  }, [always, below, key]);
}
