import { subscribeLiveEvents } from '../../app/live/events';
import type { AppStore } from '../../app/store';
import { mailApi, mailCountsTag } from './api';
import { publishUnreadCounts } from './navigationBadge';

const selectCounts = mailApi.endpoints.getMailUnreadCounts.select();

/**
 * Keeps the unread counts' query alive for the navigation's badge, hands each answer to it, and asks again when
 * a mail arrives or the tab's stream is back. Answers the function that stops it all.
 */
export function startUnreadCountsSync(store: AppStore): () => void {
  const query = store.dispatch(mailApi.endpoints.getMailUnreadCounts.initiate());
  const publish = () => publishUnreadCounts(selectCounts(store.getState() as never).data);
  publish();
  const stopStore = store.subscribe(publish);
  const stopLive = subscribeLiveEvents((event) => {
    if (event.type === 'mail-arrived' || event.type === 'ready') {
      store.dispatch(mailApi.util.invalidateTags([mailCountsTag]));
    }
  });
  return () => {
    stopLive();
    stopStore();
    query.unsubscribe();
  };
}
