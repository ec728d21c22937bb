import { navigationStrings } from '../../shell/i18n/navigationStrings';
import type { NavigationBadge } from '../../shell/navigation';
import { createBadgeSource, useCountBadge } from '../../shell/navigationBadgeSource';

// The badge's label alone, among the navigation's strings (the feature's own load with its page).
const badgeText = navigationStrings(
  'notes',
  import.meta.glob('./locales/*.json', { query: '?pick=firedCount', import: 'default', eager: true }),
);

/**
 * The Notes entry's badge (`navigation.ts`, `useBadge`): the reminders that fired and were not dismissed, on
 * every page, and the snackbar as each one fires; the query and the live subscription load on first use
 * (`reminderSync.ts`).
 */
const firedCount = createBadgeSource<number>(() => import('./reminderSync').then((sync) => sync.startReminderSync));

/** How many fired reminders the account has now (undefined: not known). */
export const publishFiredCount = firedCount.publish;

export function useNotesNavigationBadge(): NavigationBadge | undefined {
  return useCountBadge(firedCount.useValue(), badgeText('firedCount'));
}
