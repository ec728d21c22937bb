import type { ChatLiveEvent, ChatStatus } from '@conecta/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type LiveHub, liveHubOf } from '../../live';
import { readChatEntry, readChatList, readEffectiveStatus, readMessage } from './queries';
import { chatProfiles } from './table';

/** The chat's own signals on the platform's live service: ids only, each process reads what its streams need. */
type ChatSignal =
  | { kind: 'message'; chatId: string; messageId: number }
  /** The account's presence may have changed: each process reads it when it delivers. */
  | { kind: 'presence'; accountId: string };

/** What the chat's routes tell the live streams. */
export interface ChatLive {
  /** Call after a committed message: pushes it to both people's streams on every process. */
  messageSent(chatId: string, messageId: number, to: string[]): Promise<void>;
  /**
   * Call after a committed change that may alter what others see of the account. The signal carries no status:
   * every process reads it when the signal arrives, after the change, so of two changes racing (a page reload
   * closes one stream and opens another) the last word is always the true state.
   */
  presenceChanged(accountId: string): Promise<void>;
}

/**
 * The chat on the platform's live streams: presence and messages.
 *
 * Presence: an account is connected while it has a stream on any process (a row of the live service). Others then
 * see the status the person chose — so choosing 'offline' means "appear offline" — and 'offline' once the last
 * stream closes. Each stream's `ready` carries the status others now see.
 */
export function attachChatLive(hub: LiveHub, db: Database): ChatLive {
  /** The last status this process told its streams of, per account, so unchanged presence is not repeated. */
  const toldStatus = new Map<string, ChatStatus>();
  const send = (accountId: string, event: ChatLiveEvent) => hub.sendHere(accountId, event);
  const publish = (data: ChatSignal, to?: string[]) =>
    hub.publish({ kind: 'feature', feature: 'chat', data, ...(to ? { to } : {}) });
  const presenceChanged = (accountId: string) => publish({ kind: 'presence', accountId });

  hub.extend({
    name: 'chat',
    async opened(accountId) {
      // A sample contact that someone now signs in as: from here on, presence follows connections.
      await db
        .update(chatProfiles)
        .set({ simulatedPresence: false })
        .where(and(eq(chatProfiles.accountId, accountId), eq(chatProfiles.simulatedPresence, true)));
      await presenceChanged(accountId);
    },
    async ready(accountId) {
      return { status: await readEffectiveStatus(db, accountId) };
    },
    async closed(accountIds) {
      for (const accountId of accountIds) await presenceChanged(accountId);
    },
    resync() {
      toldStatus.clear();
    },
    async signal(data, to) {
      const signal = data as ChatSignal;
      if (signal.kind === 'presence') {
        if (hub.accountsHere().length === 0) {
          // Nobody here to tell; what was told before no longer holds for whoever connects next.
          toldStatus.clear();
          return;
        }
        const status = await readEffectiveStatus(db, signal.accountId);
        if (toldStatus.get(signal.accountId) === status) return;
        toldStatus.set(signal.accountId, status);
        hub.broadcastHere({ type: 'presence', contactId: signal.accountId, status });
        return;
      }
      // Only the people with a stream here cost this process a read.
      const here = (to ?? []).filter((accountId) => hub.hasStreams(accountId));
      if (here.length === 0) return;
      const message = await readMessage(db, signal.messageId);
      if (!message) return;
      for (const accountId of here) {
        const entry = await readChatEntry(db, accountId, signal.chatId);
        if (!entry) continue;
        const userChatList = await readChatList(db, accountId);
        send(accountId, {
          type: 'message',
          chatId: signal.chatId,
          contactId: entry.contactId,
          message,
          unread: entry.unread,
          userChatList,
        });
      }
    },
  });

  return {
    messageSent: (chatId, messageId, to) => publish({ kind: 'message', chatId, messageId }, to),
    presenceChanged,
  };
}

/** The chat on the stream service of the app over `db` (the platform starts it before the features). */
export function startChatLive(db: Database): { hub: LiveHub; chatLive: ChatLive } {
  const hub = liveHubOf(db);
  if (!hub) throw new Error('the live stream service must be registered before the chat');
  return { hub, chatLive: attachChatLive(hub, db) };
}
