import { navigationStrings } from '../../shell/i18n/navigationStrings';
import type { NavigationBadge } from '../../shell/navigation';
import { createBadgeSource, useCountBadge } from '../../shell/navigationBadgeSource';

// The badge's label alone, among the navigation's strings (the feature's own load with its page).
const badgeText = navigationStrings(
  'calendar',
  import.meta.glob('./locales/*.json', { query: '?pick=reminderCount', import: 'default', eager: true }),
);

/**
 * The Calendar entry's badge (`navigation.ts`, `useBadge`): the events whose reminder fired and that have not ended,
 * on every page, and the snackbar as each one fires; the query and the live subscription load on first use
 * (`reminderSync.ts`).
 */
const reminders = createBadgeSource<number>(() =>
  import('./reminderSync').then((sync) => sync.startCalendarReminderSync),
);

/** How many fired reminders the account has now (undefined: not known). */
export const publishReminderCount = reminders.publish;

export function useCalendarNavigationBadge(): NavigationBadge | undefined {
  return useCountBadge(reminders.useValue(), badgeText('reminderCount'));
}
