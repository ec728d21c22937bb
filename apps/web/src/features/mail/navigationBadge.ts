import type { MailUnreadCounts } from '@conecta/contracts/mail';
import { navigationStrings } from '../../shell/i18n/navigationStrings';
import type { NavigationBadge } from '../../shell/navigation';
import { createBadgeSource, useCountBadge } from '../../shell/navigationBadgeSource';

// The badge's label alone, among the navigation's strings (the feature's own load with its page).
const badgeText = navigationStrings(
  'mail',
  import.meta.glob('./locales/*.json', { query: '?pick=unreadCount', import: 'default', eager: true }),
);

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
  return useCountBadge(unreadCounts.useValue()?.folders?.inbox, badgeText('unreadCount'), 'primary');
}
