import type { MailUnreadCounts } from '@conecta/contracts/mail';
import type { NavigationBadge } from '../../shell/navigation';
import { createBadgeSource, useCountBadge } from '../../shell/navigationBadgeSource';
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
  // Read with care: whatever answers, the navigation must not fall over.
  return useCountBadge(unreadCounts.useValue()?.folders?.inbox, mailNamespace, 'unreadCount', 'primary');
}
