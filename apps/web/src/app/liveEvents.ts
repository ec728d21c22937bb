/**
 * The tab's one live stream (the chat's connection, `GET /api/chat/live`) carries events of other
 * features too, such as the mail's `mail-arrived`. The chat hands over what it does not know here, and a
 * feature listens while its page is open, so no feature opens a second connection.
 */
export interface LiveEvent {
  type: string;
  [field: string]: unknown;
}

type LiveEventListener = (event: LiveEvent) => void;

const listeners = new Set<LiveEventListener>();

/** Hears every event the chat does not handle itself, and its `ready` (connected again); returns the function that stops listening. */
export function subscribeLiveEvents(listener: LiveEventListener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Passes a parsed event of the stream on to the listeners. */
export function publishLiveEvent(data: unknown): void {
  if (typeof data !== 'object' || data === null || typeof (data as LiveEvent).type !== 'string') return;
  for (const listener of listeners) listener(data as LiveEvent);
}
