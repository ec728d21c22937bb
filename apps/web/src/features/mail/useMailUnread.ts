import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../app/hooks';
import { useLiveEvent } from '../../app/live/events';
import type { NavigationBadge } from '../../shell/navigation';
import { mailApi, mailCountsTag, useGetMailUnreadCountsQuery } from './api';
import { mailNamespace } from './locales';

/** The mailbox's unread counts, kept fresh: a mail that arrives (or the tab's stream coming back) asks again. */
export function useMailUnreadCounts() {
  const dispatch = useAppDispatch();
  useLiveEvent(['mail-arrived', 'ready'], () => dispatch(mailApi.util.invalidateTags([mailCountsTag])));
  return useGetMailUnreadCountsQuery().data;
}

/** A count as a badge shows it: past 99, "99+". */
export const shortCount = (count: number) => (count > 99 ? '99+' : String(count));

/**
 * The Mail entry's badge in the navigation (`navigation.ts`, `useBadge`): the inbox's unread mail, live on
 * every page, read out as "3 unread".
 */
export function useMailNavigationBadge(): NavigationBadge | undefined {
  // Read with care: whatever answers, the navigation must not fall over.
  const count = useMailUnreadCounts()?.folders?.inbox ?? 0;
  // Never suspend the navigation for the mail's words: the label follows once they are in.
  const { t, ready } = useTranslation(mailNamespace, { useSuspense: false });
  if (count === 0) return undefined;
  return {
    title: shortCount(count),
    bg: 'primary.main',
    fg: 'primary.contrastText',
    label: ready ? t('unreadCount', { count }) : undefined,
  };
}
