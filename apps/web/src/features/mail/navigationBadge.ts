import type { MailUnreadCounts } from '@conecta/contracts/mail';
import { useTranslation } from 'react-i18next';
import type { NavigationBadge } from '../../shell/navigation';
import { createBadgeSource, shortCount } from '../../shell/navigationBadgeSource';
import { mailNamespace } from './locales';

/**
 * The Mail entry's badge in the navigation (`navigation.ts`, `useBadge`): the inbox's unread mail, live on every
 * page. The counts' query (RTK Query, the mail API) loads on the badge's first use (`unreadCountsSync.ts`) and
 * hands each answer here.
 */
const unreadCounts = createBadgeSource<MailUnreadCounts>(() =>
  import('./unreadCountsSync').then((sync) => sync.startUnreadCountsSync),
);

/** A new answer of the counts' query (the page's and the badge's are the same cache entry). */
export const publishUnreadCounts = unreadCounts.publish;

export function useMailNavigationBadge(): NavigationBadge | undefined {
  const counts = unreadCounts.useValue();
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
