import type { UnknownAction } from '@reduxjs/toolkit';
import { type LiveEvent, subscribeLiveEvents } from '../app/live/events';
import type { AppStore } from '../app/store';

/** An RTK Query endpoint without an argument, as `api.endpoints.<name>`. */
interface ListEndpoint<T> {
  initiate(): unknown;
  select(): (state: never) => { data?: T };
}

export interface LiveListSync<T> {
  endpoint: ListEndpoint<T>;
  /** The list's size as a badge counts it (undefined: not known yet). */
  publish(count: number | undefined): void;
  count(data: T): number;
  /** What makes the list be read again: on `ready` (whatever happened while the stream was down) and after `onEvent`. */
  invalidate(): UnknownAction;
  /** An event of the stream: true when it is the list's own (the list is read again). */
  onEvent(event: LiveEvent): boolean;
}

/**
 * Keeps a list the navigation counts (fired reminders) current in the background: the query is kept alive, its size
 * published on every change, and read again when the tab's stream is back and when one of its events comes.
 * Answers the function that stops it all.
 */
export function startLiveListSync<T>(store: AppStore, sync: LiveListSync<T>): () => void {
  const query = store.dispatch(sync.endpoint.initiate() as never) as { unsubscribe(): void };
  const select = sync.endpoint.select();
  const publish = () => {
    // Read with care: whatever the server answers (an empty 204 is `null`), the pages must not fall over.
    const data = select(store.getState() as never).data;
    sync.publish(Array.isArray(data) || (data !== null && typeof data === 'object') ? sync.count(data) : undefined);
  };
  publish();
  const stopStore = store.subscribe(publish);
  const stopLive = subscribeLiveEvents((event) => {
    if (event.type === 'ready' || sync.onEvent(event)) store.dispatch(sync.invalidate());
  });
  return () => {
    stopLive();
    stopStore();
    query.unsubscribe();
  };
}
