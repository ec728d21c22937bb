import { useGetMailUnreadCountsQuery } from './api';

/**
 * The mailbox's unread counts on the mail page (the side list, the title). The same cache entry as the
 * navigation's badge: `useMailLive` and the badge's sync ask again when a mail arrives.
 */
export function useMailUnreadCounts() {
  return useGetMailUnreadCountsQuery().data;
}
