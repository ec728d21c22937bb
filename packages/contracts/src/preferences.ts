import * as z from 'zod/mini';

/** The lists whose view state is remembered per user. */
export const preferenceViews = ['devices', 'users'] as const;
export type PreferenceView = (typeof preferenceViews)[number];

export const gridDensities = ['compact', 'standard', 'comfortable'] as const;

/** What a list remembers for its user: which columns show and how dense the rows are. */
export const gridPreferencesSchema = z
  .object({
    columnVisibility: z._default(z.record(z.string().check(z.maxLength(64)), z.boolean()), {}),
    density: z._default(z.enum(gridDensities), 'standard'),
  })
  .register(z.globalRegistry, { id: 'GridPreferences' });
export type GridPreferences = z.output<typeof gridPreferencesSchema>;

export const preferenceViewParamsSchema = z.object({ view: z.enum(preferenceViews, 'Unknown view') });
