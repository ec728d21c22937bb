import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../app/hooks';
import type { AppStore } from '../../app/store';
import type { NavigationBadge } from '../../shell/navigation';
import { notesNamespace } from './locales';

/**
 * The Notes entry's badge (`navigation.ts`, `useBadge`): the reminders that fired and were not dismissed, on
 * every page, and the snackbar as each one fires. This module is part of every signed-in page, so it stays
 * light: the query and the live subscription load on first use (`reminderSync.ts`).
 */

let latest: number | undefined;
const listeners = new Set<() => void>();

/** How many fired reminders the account has now (undefined: not known). */
export function publishFiredCount(count: number | undefined) {
  if (count === latest) return;
  latest = count;
  for (const listener of listeners) listener();
}
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

// One sync however many navigations show the entry; it stops when the last goes.
let users = 0;
let stopSync: (() => void) | undefined;
function useReminderSync(store: AppStore) {
  useEffect(() => {
    users += 1;
    let cancelled = false;
    if (users === 1) {
      void import('./reminderSync').then(({ startReminderSync }) => {
        if (cancelled || users === 0 || stopSync) return;
        stopSync = startReminderSync(store);
      });
    }
    return () => {
      users -= 1;
      if (users > 0) return;
      cancelled = true;
      stopSync?.();
      stopSync = undefined;
      // Another account may sign in next in this tab: it never sees this count.
      publishFiredCount(undefined);
    };
  }, [store]);
}

export function useNotesNavigationBadge(): NavigationBadge | undefined {
  useReminderSync(useAppStore());
  const count = useSyncExternalStore(subscribe, () => latest) ?? 0;
  const { t, ready } = useTranslation(notesNamespace, { useSuspense: false });
  if (!(count > 0)) return undefined;
  return {
    title: count > 99 ? '99+' : String(count),
    bg: 'secondary.main',
    fg: 'secondary.contrastText',
    label: ready ? t('firedCount', { count }) : undefined,
  };
}
