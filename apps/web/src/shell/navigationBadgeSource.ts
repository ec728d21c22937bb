import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../app/hooks';
import type { AppStore } from '../app/store';
import type { NavigationBadge } from './navigation';

/** A count as a badge shows it: past 99, "99+". */
export const shortCount = (count: number) => (count > 99 ? '99+' : String(count));

/**
 * What a navigation entry's live badge reads (Mail's unread mail, Notes' fired reminders): a value kept in a
 * small store of its own, because the badge is part of every signed-in page and must stay light. The sync that
 * keeps it current (a query and a live subscription) is loaded by `loadSync` on the badge's first use, runs
 * once however many navigations show the entry, and stops when the last goes.
 */
export function createBadgeSource<T>(loadSync: () => Promise<(store: AppStore) => () => void>) {
  let latest: T | undefined;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  /** A new value from the sync (undefined: not known). */
  const publish = (value: T | undefined) => {
    if (value === latest) return;
    latest = value;
    for (const listener of listeners) listener();
  };
  let users = 0;
  let stopSync: (() => void) | undefined;

  function useValue(): T | undefined {
    const store = useAppStore();
    useEffect(() => {
      users += 1;
      let cancelled = false;
      if (users === 1) {
        void loadSync().then((start) => {
          if (cancelled || users === 0 || stopSync) return;
          stopSync = start(store);
        });
      }
      return () => {
        users -= 1;
        if (users > 0) return;
        cancelled = true;
        stopSync?.();
        stopSync = undefined;
        // Another account may sign in next in this tab: it never sees this value.
        publish(undefined);
      };
    }, [store]);
    return useSyncExternalStore(subscribe, () => latest);
  }

  return { publish, useValue };
}

/**
 * A count as an entry's badge (Mail's unread mail, Notes' and the Calendar's fired reminders): nothing at zero, the
 * short count shown, and `labelKey` (a plural with `count`, among the navigation's strings: `navigationStrings`)
 * read by assistive technology. Those strings are in from the start: the badge never waits for the feature's.
 */
export function useCountBadge(
  count: number | undefined,
  labelKey: string,
  colour: 'primary' | 'secondary' = 'secondary',
): NavigationBadge | undefined {
  const { t } = useTranslation();
  if (!(count !== undefined && count > 0)) return undefined;
  return {
    title: shortCount(count),
    bg: `${colour}.main`,
    fg: `${colour}.contrastText`,
    label: (t as (key: string, options: object) => string)(labelKey, { count }),
  };
}
