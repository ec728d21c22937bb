import type {
  ChatContact,
  ChatContactsQuery,
  ChatListItem,
  ChatMessage,
  ChatStatus,
  ChatUser,
  ChatUserData,
} from '@conecta/contracts';
import { and, asc, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import { type AccountRow, accounts } from '../../accounts';
import type { Database } from '../../db/client';
import { staleStreamSeconds } from '../../live/limits';
import { liveConnections } from '../../live/table';
import { chatListEntries, chatMessages, chatProfiles, chats } from './table';

/**
 * `"table"."column"`: drizzle leaves columns unqualified inside a select list, where "status" would be
 * ambiguous (accounts and chat_profiles both have one) and "id" in a subquery would mean the inner table's.
 */
const qualified = (table: string, column: string) => sql`${sql.identifier(table)}.${sql.identifier(column)}`;

/** True while the account (a value, or the outer accounts row) has a live stream on any server process. */
const isConnected = (accountId: SQL | string) =>
  sql<boolean>`exists (select 1 from ${liveConnections} live where live.account_id = ${accountId} and live.seen_at > now() - make_interval(secs => ${staleStreamSeconds}))`;

interface Presence {
  chosen: ChatStatus;
  simulated: boolean;
  connected: boolean;
}

/**
 * What others see: the chosen status while connected (so 'offline' chosen means "appear offline"),
 * 'offline' without a connection; sample contacts nobody has connected as yet keep their seeded status.
 */
export function effectiveStatus({ chosen, simulated, connected }: Presence): ChatStatus {
  if (simulated) return chosen;
  return connected ? chosen : 'offline';
}

/** The chat's own fields of an account, with the defaults of an account that never touched the chat. */
const profileColumns = {
  mood: sql<string>`coalesce(${qualified('chat_profiles', 'mood')}, '')`,
  chosen: sql<ChatStatus>`coalesce(${qualified('chat_profiles', 'status')}, 'online')`,
  avatar: sql<string>`coalesce(nullif(${qualified('chat_profiles', 'avatar')}, ''), ${qualified('accounts', 'photo_url')})`,
  simulated: sql<boolean>`coalesce(${qualified('chat_profiles', 'simulated_presence')}, false)`,
  connected: isConnected(qualified('accounts', 'id')),
};

/** An account that can chat: it exists and is not disabled. */
export async function findChatAccount(db: Database, id: string): Promise<AccountRow | undefined> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.id, id), eq(accounts.status, 'active')))
    .limit(1);
  return row;
}

export async function readEffectiveStatus(db: Database, accountId: string): Promise<ChatStatus> {
  const [row] = await db
    .select({ chosen: profileColumns.chosen, simulated: profileColumns.simulated, connected: profileColumns.connected })
    .from(accounts)
    .leftJoin(chatProfiles, eq(chatProfiles.accountId, accounts.id))
    .where(eq(accounts.id, accountId));
  return row ? effectiveStatus(row) : 'offline';
}

/** 'Júlia' → 'julia': the contact search ignores case and accents. */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
const byName = new Intl.Collator('pt-BR', { sensitivity: 'base' });

/**
 * Everyone the user can talk to: every other active account, by name, with the user's unread count of
 * each. The list is read whole (a console has people in the hundreds, not millions) and filtered here,
 * where the effective status and an accent-blind name match are simple to get right.
 */
export async function readContacts(db: Database, userId: string, filter: ChatContactsQuery): Promise<ChatContact[]> {
  const rows = await db
    .select({
      id: accounts.id,
      name: accounts.displayName,
      ...profileColumns,
      unread: sql<number>`coalesce(${qualified('chat_list_entries', 'unread')}, 0)`,
    })
    .from(accounts)
    .leftJoin(chatProfiles, eq(chatProfiles.accountId, accounts.id))
    .leftJoin(chatListEntries, and(eq(chatListEntries.accountId, userId), eq(chatListEntries.contactId, accounts.id)))
    .where(and(eq(accounts.status, 'active'), ne(accounts.id, userId)));
  const search = filter.q ? folded(filter.q) : '';
  return rows
    .map((row) => ({
      id: row.id,
      name: row.name,
      avatar: row.avatar,
      status: effectiveStatus(row),
      mood: row.mood,
      unread: Number(row.unread),
    }))
    .filter(
      (contact) =>
        (!search || folded(contact.name).includes(search)) && (!filter.status || contact.status === filter.status),
    )
    .sort((a, b) => byName.compare(a.name, b.name) || a.id.localeCompare(b.id));
}

/** The user's chat list, most recent first; chats with people who can no longer chat are left out. */
export async function readChatList(db: Database, userId: string): Promise<ChatListItem[]> {
  const rows = await db
    .select({
      chatId: chatListEntries.chatId,
      contactId: chatListEntries.contactId,
      lastMessageAt: chatListEntries.lastMessageAt,
      // The newest message of the chat, through the (chat, id) index.
      lastMessage: sql<
        string | null
      >`(select ${chatMessages.text} from ${chatMessages} where ${chatMessages.chatId} = ${chatListEntries.chatId} order by ${chatMessages.id} desc limit 1)`,
    })
    .from(chatListEntries)
    .innerJoin(accounts, and(eq(accounts.id, chatListEntries.contactId), eq(accounts.status, 'active')))
    .where(eq(chatListEntries.accountId, userId))
    .orderBy(desc(chatListEntries.sortedAt), desc(chatListEntries.chatId));
  return rows.map((row) => ({
    chatId: row.chatId,
    contactId: row.contactId,
    lastMessageTime: row.lastMessageAt?.toISOString() ?? '',
    lastMessage: row.lastMessage ?? '',
  }));
}

export async function readChatUser(db: Database, account: AccountRow): Promise<ChatUser> {
  const [profile] = await db.select().from(chatProfiles).where(eq(chatProfiles.accountId, account.id));
  return {
    id: account.id,
    name: account.displayName,
    avatar: profile?.avatar || account.photoUrl,
    status: profile?.status ?? 'online',
    mood: profile?.mood ?? '',
    chatList: await readChatList(db, account.id),
  };
}

/** Merges the given fields into the user's chat profile. */
export async function saveChatUserData(db: Database, accountId: string, data: ChatUserData): Promise<void> {
  const set = {
    ...(data.mood === undefined ? {} : { mood: data.mood }),
    ...(data.status === undefined ? {} : { status: data.status }),
  };
  if (Object.keys(set).length === 0) return;
  await db
    .insert(chatProfiles)
    .values({ accountId, ...set })
    .onConflictDoUpdate({ target: chatProfiles.accountId, set: { ...set, updatedAt: sql`now()` } });
}

/** A chat is stored once per pair, the smaller id first. */
export const orderedPair = (one: string, other: string): [string, string] =>
  one < other ? [one, other] : [other, one];

export type ChatRow = typeof chats.$inferSelect;

export async function findChat(db: Database, chatId: string): Promise<ChatRow | undefined> {
  const [row] = await db.select().from(chats).where(eq(chats.id, chatId));
  return row;
}

export const otherParticipant = (chat: ChatRow, accountId: string) =>
  chat.participantA === accountId ? chat.participantB : chat.participantA;

export const isParticipant = (chat: ChatRow, accountId: string) =>
  chat.participantA === accountId || chat.participantB === accountId;

const toMessage = (row: { id: number; who: string; text: string; sentAt: Date }): ChatMessage => ({
  id: String(row.id),
  who: row.who,
  message: row.text,
  time: row.sentAt.toISOString(),
});

const messageColumns = {
  id: chatMessages.id,
  who: chatMessages.who,
  text: chatMessages.text,
  sentAt: chatMessages.sentAt,
};

export async function readDialog(db: Database, chatId: string): Promise<ChatMessage[]> {
  const rows = await db
    .select(messageColumns)
    .from(chatMessages)
    .where(eq(chatMessages.chatId, chatId))
    .orderBy(asc(chatMessages.id));
  return rows.map(toMessage);
}

export async function readMessage(db: Database, messageId: number): Promise<ChatMessage | undefined> {
  const [row] = await db.select(messageColumns).from(chatMessages).where(eq(chatMessages.id, messageId));
  return row && toMessage(row);
}

/**
 * The user's chat with a contact, made (empty) when they have none, and put in the user's chat list —
 * first, when it was not there — with its unread count reset: opening a chat reads it.
 */
export async function openChat(db: Database, userId: string, contactId: string): Promise<ChatRow> {
  return db.transaction(async (tx) => {
    const [participantA, participantB] = orderedPair(userId, contactId);
    // Two first opens at once (both people, or two tabs) must end with one chat: the pair is unique.
    const [created] = await tx.insert(chats).values({ participantA, participantB }).onConflictDoNothing().returning();
    const chat =
      created ??
      (
        await tx
          .select()
          .from(chats)
          .where(and(eq(chats.participantA, participantA), eq(chats.participantB, participantB)))
      )[0];
    if (!chat) throw new Error('chat vanished while being opened');
    await tx
      .insert(chatListEntries)
      .values({ accountId: userId, chatId: chat.id, contactId, unread: 0 })
      .onConflictDoUpdate({ target: [chatListEntries.accountId, chatListEntries.chatId], set: { unread: 0 } });
    return chat;
  });
}

/**
 * Appends a message and updates both chat lists: the last message time and order on both sides, one more
 * unread for the recipient (the sender has read the chat they write in). One transaction, committed
 * before anyone is told.
 */
export async function appendMessage(db: Database, chat: ChatRow, senderId: string, text: string): Promise<ChatMessage> {
  const recipientId = otherParticipant(chat, senderId);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(chatMessages)
      .values({ chatId: chat.id, who: senderId, text })
      .returning(messageColumns);
    if (!row) throw new Error('message not stored');
    const entry = (accountId: string, contactId: string, unread: number) => ({
      accountId,
      chatId: chat.id,
      contactId,
      lastMessageAt: row.sentAt,
      sortedAt: row.sentAt,
      unread,
    });
    await tx
      .insert(chatListEntries)
      .values(entry(senderId, recipientId, 0))
      .onConflictDoUpdate({
        target: [chatListEntries.accountId, chatListEntries.chatId],
        set: { lastMessageAt: row.sentAt, sortedAt: row.sentAt, unread: 0 },
      });
    await tx
      .insert(chatListEntries)
      .values(entry(recipientId, senderId, 1))
      .onConflictDoUpdate({
        target: [chatListEntries.accountId, chatListEntries.chatId],
        set: {
          lastMessageAt: row.sentAt,
          sortedAt: row.sentAt,
          unread: sql`${qualified('chat_list_entries', 'unread')} + 1`,
        },
      });
    return toMessage(row);
  });
}

/** The user's unread count and other person of one chat of their list. */
export async function readChatEntry(db: Database, userId: string, chatId: string) {
  const [row] = await db
    .select({ contactId: chatListEntries.contactId, unread: chatListEntries.unread })
    .from(chatListEntries)
    .where(and(eq(chatListEntries.accountId, userId), eq(chatListEntries.chatId, chatId)));
  return row;
}
