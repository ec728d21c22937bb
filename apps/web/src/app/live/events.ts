import { useEffect, useRef } from 'react';

/**
 * The tab's one live stream (`GET /api/live`, opened by the app's core for every signed-in tab whatever panels are
 * shown) carries every feature's events. A feature listens by event type while its page or panel is open; no
 * feature opens a connection of its own. See docs/live-events.md.
 */
export interface LiveEvent {
  type: string;
  /** Set on the events of a followed topic (`scrumboard:7`). */
  topic?: string;
  [field: string]: unknown;
}

type LiveEventListener = (event: LiveEvent) => void;

const listeners = new Set<LiveEventListener>();
/** Listeners of each followed topic: a topic's events go to them only. */
const topicListeners = new Map<string, Set<LiveEventListener>>();

/**
 * Hears every event of the stream but those of topics, `ready` included (the stream is up again: refetch what may
 * have changed while it was down); returns the function that stops listening.
 */
export function subscribeLiveEvents(listener: LiveEventListener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Hears the events of one type (`mail-arrived`, `ready`…); returns the function that stops listening. */
export function subscribeLiveEvent(type: string, handler: LiveEventListener): () => void {
  return subscribeLiveEvents((event) => {
    if (event.type === type) handler(event);
  });
}

/** Passes an event of the stream on to the listeners (the app's stream calls it; tests may too). */
export function publishLiveEvent(data: unknown): void {
  if (typeof data !== 'object' || data === null || typeof (data as LiveEvent).type !== 'string') return;
  const event = data as LiveEvent;
  const heard = typeof event.topic === 'string' ? topicListeners.get(event.topic) : listeners;
  for (const listener of [...(heard ?? [])]) listener(event);
}

/** Keeps the latest handler without subscribing again at each render. */
function useLatest<T>(value: T) {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}

/**
 * Hears the events of these types while the component is mounted: `useLiveEvent(['mail-arrived', 'ready'], refetch)`.
 */
export function useLiveEvent(types: string | readonly string[], handler: LiveEventListener): void {
  const latest = useLatest(handler);
  const key = typeof types === 'string' ? types : types.join('\n');
  useEffect(() => {
    const wanted = new Set(key.split('\n'));
    return subscribeLiveEvents((event) => {
      if (wanted.has(event.type)) latest.current(event);
    });
  }, [key, latest]);
}

// ---- Topics ------------------------------------------------------------------------------------------

/** How many subscribers want each topic; the stream follows the topics with at least one. */
const followed = new Map<string, number>();
const topicWatchers = new Set<() => void>();

/** The topics the tab's stream should follow now, sorted. */
export function followedTopics(): string[] {
  return [...followed.keys()].sort();
}

/** Hears that the set of followed topics changed (the app's stream tells the server). */
export function watchFollowedTopics(watcher: () => void): () => void {
  topicWatchers.add(watcher);
  return () => void topicWatchers.delete(watcher);
}

/**
 * Follows `topic` (`scrumboard:7`, which the feature declared on the server) and hears its events, each with
 * `topic` set; returns the function that stops. Once the server confirms the stream follows it (and again after
 * every reconnection) the handler hears `{ type: 'ready', topic }`: refetch then, since events published before
 * that did not reach this tab.
 */
export function subscribeLiveTopic(topic: string, handler: LiveEventListener): () => void {
  const set = topicListeners.get(topic) ?? new Set();
  topicListeners.set(topic, set);
  set.add(handler);
  const stop = () => {
    set.delete(handler);
    if (set.size === 0 && topicListeners.get(topic) === set) topicListeners.delete(topic);
  };
  const count = followed.get(topic) ?? 0;
  followed.set(topic, count + 1);
  if (count === 0) for (const watcher of [...topicWatchers]) watcher();
  return () => {
    stop();
    const left = (followed.get(topic) ?? 1) - 1;
    if (left > 0) followed.set(topic, left);
    else {
      followed.delete(topic);
      for (const watcher of [...topicWatchers]) watcher();
    }
  };
}

/** Follows `topic` while the component is mounted (no topic: follows nothing). */
export function useLiveTopic(topic: string | undefined, handler: LiveEventListener): void {
  const latest = useLatest(handler);
  useEffect(() => {
    if (!topic) return;
    return subscribeLiveTopic(topic, (event) => latest.current(event));
  }, [topic, latest]);
}
