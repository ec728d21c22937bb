import * as z from 'zod/mini';
import { defineMessages } from './messages';

/**
 * The name under which a list's view state is remembered per user. No list of them: a feature names
 * its own where it uses the list kit (`useServerList({ preferencesView: 'contacts' })`), and the
 * server takes any name of this shape, up to {@link maxPreferenceViewsPerAccount} per account.
 */
export type PreferenceView = string;
export const preferenceViewMaxLength = 40;
/** Lowercase letters, digits, `-` and `.`, starting with a letter: `devices`, `mail.contacts`. */
export const preferenceViewPattern = /^[a-z][a-z0-9.-]*$/;
/** Views one account may keep: more than the features will ever declare, so only a runaway client meets it. */
export const maxPreferenceViewsPerAccount = 50;
/** Columns one view remembers: far more than any grid has, so a client cannot store megabytes under one view. */
export const maxRememberedColumns = 200;

export const preferenceMessages = defineMessages('preference', {
  viewName: `A view name is 1 to ${preferenceViewMaxLength} lowercase letters, digits, hyphens or dots, starting with a letter`,
  tooManyViews: `An account keeps at most ${maxPreferenceViewsPerAccount} saved views`,
  tooManyColumns: `A view remembers at most ${maxRememberedColumns} columns`,
});

/** Whether `name` is a view name the server takes (the list kit refuses any other at once). */
export const isPreferenceView = (name: string): boolean =>
  name.length <= preferenceViewMaxLength && preferenceViewPattern.test(name);

export const gridDensities = ['compact', 'standard', 'comfortable'] as const;

/** What a list remembers for its user: which columns show and how dense the rows are. */
export const gridPreferencesSchema = z
  .object({
    columnVisibility: z._default(
      z
        .record(z.string().check(z.maxLength(64)), z.boolean())
        .check(
          z.refine((columns) => Object.keys(columns).length <= maxRememberedColumns, preferenceMessages.tooManyColumns),
        ),
      {},
    ),
    density: z._default(z.enum(gridDensities), 'standard'),
  })
  .register(z.globalRegistry, { id: 'GridPreferences' });
export type GridPreferences = z.output<typeof gridPreferencesSchema>;

export const preferenceViewParamsSchema = z.object({
  view: z
    .string(preferenceMessages.viewName)
    .check(
      z.maxLength(preferenceViewMaxLength, preferenceMessages.viewName),
      z.regex(preferenceViewPattern, preferenceMessages.viewName),
    ),
});
