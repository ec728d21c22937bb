import { useTranslation } from 'react-i18next';
import type { NavigationBadge } from '../../shell/navigation';
import { createBadgeSource, shortCount } from '../../shell/navigationBadgeSource';
import { calendarNamespace } from './locales';

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
  const count = reminders.useValue() ?? 0;
  const { t, ready } = useTranslation(calendarNamespace, { useSuspense: false });
  if (!(count > 0)) return undefined;
  return {
    title: shortCount(count),
    bg: 'secondary.main',
    fg: 'secondary.contrastText',
    label: ready ? t('reminderCount', { count }) : undefined,
  };
}
