import type { MailUnreadCounts } from '@conecta/contracts/mail';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../app/hooks';
import type { AppStore } from '../../app/store';
import type { NavigationBadge } from '../../shell/navigation';
import { mailNamespace } from './locales';

/**
 * The Mail entry's badge in the navigation (`navigation.ts`, `useBadge`): the inbox's unread mail, live on every
 * page. This module is part of every signed-in page, so it stays light: the counts' query (RTK Query, the mail
 * API) loads on the badge's first use (`unreadCountsSync.ts`) and hands each answer to the small store here.
 */

let latest: MailUnreadCounts | undefined;
const listeners = new Set<() => void>();

/** A new answer of the counts' query (the page's and the badge's are the same cache entry). */
export function publishUnreadCounts(counts: MailUnreadCounts | undefined) {
  if (counts === latest) return;
  latest = counts;
  for (const listener of listeners) listener();
}
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

// One sync however many navigations show the entry; it stops when the last goes.
let users = 0;
let stopSync: (() => void) | undefined;
function useUnreadCountsSync(store: AppStore) {
  useEffect(() => {
    users += 1;
    let cancelled = false;
    if (users === 1) {
      void import('./unreadCountsSync').then(({ startUnreadCountsSync }) => {
        if (cancelled || users === 0 || stopSync) return;
        stopSync = startUnreadCountsSync(store);
      });
    }
    return () => {
      users -= 1;
      if (users > 0) return;
      cancelled = true;
      stopSync?.();
      stopSync = undefined;
      // Another account may sign in next in this tab: it never sees these counts.
      publishUnreadCounts(undefined);
    };
  }, [store]);
}

/** A count as a badge shows it: past 99, "99+". */
export const shortCount = (count: number) => (count > 99 ? '99+' : String(count));

export function useMailNavigationBadge(): NavigationBadge | undefined {
  useUnreadCountsSync(useAppStore());
  const counts = useSyncExternalStore(subscribe, () => latest);
  // Read with care: whatever answers, the navigation must not fall over.
  const count = counts?.folders?.inbox ?? 0;
  // Never suspend the navigation for the mail's words: the label follows once they are in.
  const { t, ready } = useTranslation(mailNamespace, { useSuspense: false });
  if (!(count > 0)) return undefined;
  return {
    title: shortCount(count),
    bg: 'primary.main',
    fg: 'primary.contrastText',
    label: ready ? t('unreadCount', { count }) : undefined,
  };
}
