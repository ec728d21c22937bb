/**
 * Live events, a platform service (its routes, `liveRoutes` in `routes.ts`, are registered by app.ts; this file
 * stays free of them so features can import it without importing the HTTP layer): one server-sent event stream per signed-in tab (`GET /api/live`), fed by
 * every feature, delivered on every server process (in-process on the embedded database, LISTEN/NOTIFY on
 * PostgreSQL). Call the publishers once the data an event points at is committed: a lost push is made up by the
 * client's refetch on `ready`. See docs/live-events.md.
 */
import type { Database } from '../db/client';
import { liveHubOf, type TopicAccess } from './hub';
import type { LiveEvent } from './transport';

export {
  type LiveExtension,
  LiveHub,
  liveHubOf,
  maxStreamsPerAccount,
  staleStreamSeconds,
  type TopicAccess,
} from './hub';
export { liveConnections } from './table';
export type { LiveEvent, LiveSignal } from './transport';

/**
 * Pushes the event to the streams of these accounts (one id or many) on every server process. Answers false when
 * no stream service runs over `db` (a script, a test without the app).
 */
export async function publishToAccount(db: Database, to: string | string[], event: LiveEvent): Promise<boolean> {
  const hub = liveHubOf(db);
  const accountIds = typeof to === 'string' ? [to] : to;
  if (!hub || accountIds.length === 0) return false;
  await hub.publish({ kind: 'account-event', to: accountIds, event });
  return true;
}

/**
 * Pushes the event to every stream that follows `topic` (`scrumboard:<boardId>`), on every server process. The
 * event reaches the client with the `topic` added. Answers false when no stream service runs over `db`.
 */
export async function publishToTopic(db: Database, topic: string, event: LiveEvent): Promise<boolean> {
  const hub = liveHubOf(db);
  if (!hub) return false;
  await hub.publish({ kind: 'topic-event', topic, event });
  return true;
}

/**
 * Lets streams follow the topics `<prefix>:<key>` (`POST /api/live/topics`) when `access` allows the account:
 * call it from the feature's routes.
 */
export function declareLiveTopic(db: Database, prefix: string, access: TopicAccess): void {
  liveHubOf(db)?.declareTopic(prefix, access);
}

/**
 * Ends the account's live streams on every server process, or only those opened with one session's tokens: call it
 * once the account's disabling, deletion or the sessions' revocation is committed. The client then signs the page
 * out. The heartbeat's check of disabled accounts and revoked sessions stays as the backstop for a lost signal.
 */
export async function endAccountStreams(db: Database, accountId: string, sessionId?: string): Promise<void> {
  await liveHubOf(db)?.publish({ kind: 'end-streams', accountId, ...(sessionId ? { sessionId } : {}) });
}
