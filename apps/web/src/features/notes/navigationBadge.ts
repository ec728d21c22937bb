import type { NavigationBadge } from '../../shell/navigation';
import { createBadgeSource, useCountBadge } from '../../shell/navigationBadgeSource';
import { notesNamespace } from './locales';

/**
 * The Notes entry's badge (`navigation.ts`, `useBadge`): the reminders that fired and were not dismissed, on
 * every page, and the snackbar as each one fires; the query and the live subscription load on first use
 * (`reminderSync.ts`).
 */
const firedCount = createBadgeSource<number>(() => import('./reminderSync').then((sync) => sync.startReminderSync));

/** How many fired reminders the account has now (undefined: not known). */
export const publishFiredCount = firedCount.publish;

export function useNotesNavigationBadge(): NavigationBadge | undefined {
  return useCountBadge(firedCount.useValue(), notesNamespace, 'firedCount');
}
