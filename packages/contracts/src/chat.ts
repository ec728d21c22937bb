import * as z from 'zod/mini';
import { defineMessages } from './messages';

/**
 * Team chat (console-core §3, §4.4, §7.4; demo-apps "Chat"). Every other account of the console is a
 * contact of the signed-in user; every call acts as the user of the bearer token.
 */

/** A person's presence: the four colours of the panel. */
export const chatStatuses = ['online', 'away', 'do-not-disturb', 'offline'] as const;
export type ChatStatus = (typeof chatStatuses)[number];

export const chatLimits = { mood: 200, messageText: 2000, search: 100 } as const;

/** The one wording of the chat's validation and refusal messages (the web translates by this English text). */
export const chatMessages = defineMessages('chat', {
  messageTextEmpty: 'Type a message',
  messageTextTooLong: 'A message can have up to 2000 characters',
  mood: 'Mood can have up to 200 characters',
  status: 'Choose a status: online, away, do not disturb or offline',
  search: 'Search can have up to 100 characters',
  id: 'Must be an id',
  contactNotFound: 'No contact has this id',
  chatNotFound: 'No chat has this id',
  notYourChat: 'You can only read and write your own chats',
  notYourUserId: 'userId must be your own id',
  contactNotInChat: 'This contact is not the other person of this chat',
  ownContact: 'You cannot chat with yourself',
  tooManyStreams: 'This account has {maximum} live connections open already. Close a tab and try again.',
});

const id = () => z.string(chatMessages.id).check(z.guid(chatMessages.id));
const chatStatusSchema = z.enum(chatStatuses, chatMessages.status);

// ---- Entities --------------------------------------------------------------------------------

/** One person the user can talk to, as the user sees them: `unread` counts their messages not yet opened (0 when none). */
export const chatContactSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    /** An image path or URL; '' when the person has none (draw their initials). */
    avatar: z.string(),
    /** What others see: the status the person chose while they are connected, else 'offline' (see `ChatUser.status`). */
    status: z.enum(chatStatuses),
    /** Free text, may be ''. */
    mood: z.string(),
    unread: z.number().check(z.int()),
  })
  .register(z.globalRegistry, { id: 'ChatContact' });
export type ChatContact = z.infer<typeof chatContactSchema>;

export const chatContactListSchema = z.array(chatContactSchema).register(z.globalRegistry, { id: 'ChatContactList' });

/** One message of a dialog. `id` is unique and grows with time (use it as a React key and to drop duplicates). */
export const chatMessageSchema = z
  .object({
    id: z.string(),
    /** The sender's account id. */
    who: z.string(),
    message: z.string(),
    /** ISO 8601. */
    time: z.string(),
  })
  .register(z.globalRegistry, { id: 'ChatMessage' });
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** A conversation between two people; `dialog` is oldest first. */
export const chatSchema = z
  .object({ id: z.string(), dialog: z.array(chatMessageSchema) })
  .register(z.globalRegistry, { id: 'Chat' });
export type Chat = z.infer<typeof chatSchema>;

/** One entry of a user's chat list; the list is ordered most recent first (a new chat is placed first). */
export const chatListItemSchema = z
  .object({
    chatId: z.string(),
    contactId: z.string(),
    /** ISO 8601 of the last message, '' while the chat is empty. */
    lastMessageTime: z.string(),
    /** The last message's text, for the conversation list (ours: not in the spec's list item). */
    lastMessage: z.optional(z.string()),
  })
  .register(z.globalRegistry, { id: 'ChatListItem' });
export type ChatListItem = z.infer<typeof chatListItemSchema>;

/** The signed-in user as the chat sees them. */
export const chatUserSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    avatar: z.string(),
    /**
     * The status the user chose (default 'online'). Others see it while the user has a live connection
     * ('offline' chosen means "appear offline"), and 'offline' once their last connection closes.
     */
    status: z.enum(chatStatuses),
    mood: z.string(),
    chatList: z.array(chatListItemSchema),
  })
  .register(z.globalRegistry, { id: 'ChatUser' });
export type ChatUser = z.infer<typeof chatUserSchema>;

// ---- Requests --------------------------------------------------------------------------------

/** `GET /api/chat/contacts` filters; other query params are ignored. */
export const chatContactsQuerySchema = z.object({
  /** Part of the name, accents and case ignored. */
  q: z.optional(z.string().check(z.trim(), z.maxLength(chatLimits.search, chatMessages.search))),
  status: z.optional(chatStatusSchema),
});
export type ChatContactsQuery = z.infer<typeof chatContactsQuerySchema>;

/** `POST /api/chat/user/data`: a partial user, merged; other fields are ignored. */
export const chatUserDataSchema = z
  .object({
    mood: z.optional(z.string().check(z.trim(), z.maxLength(chatLimits.mood, chatMessages.mood))),
    status: z.optional(chatStatusSchema),
  })
  .register(z.globalRegistry, { id: 'ChatUserData' });
export type ChatUserData = z.infer<typeof chatUserDataSchema>;

/** `GET /api/chat/get-chat?contactId&userId`; userId must be the caller's own id. */
export const chatGetChatQuerySchema = z.object({ contactId: id(), userId: id() });
export type ChatGetChatQuery = z.infer<typeof chatGetChatQuerySchema>;

/** `POST /api/chat/send-message`. Only the empty string is refused; whitespace-only text is sent as is (console-core §5). */
export const chatSendMessageSchema = z
  .object({
    chatId: id(),
    messageText: z
      .string(chatMessages.messageTextEmpty)
      .check(
        z.minLength(1, chatMessages.messageTextEmpty),
        z.maxLength(chatLimits.messageText, chatMessages.messageTextTooLong),
      ),
    contactId: id(),
  })
  .register(z.globalRegistry, { id: 'ChatSendMessage' });
export type ChatSendMessage = z.infer<typeof chatSendMessageSchema>;

// ---- Answers ---------------------------------------------------------------------------------

export const chatGetChatAnswerSchema = z
  .object({ chat: chatSchema, userChatList: z.array(chatListItemSchema) })
  .register(z.globalRegistry, { id: 'ChatGetChatAnswer' });
export type ChatGetChatAnswer = z.infer<typeof chatGetChatAnswerSchema>;

export const chatSendMessageAnswerSchema = z
  .object({ message: chatMessageSchema, userChatList: z.array(chatListItemSchema) })
  .register(z.globalRegistry, { id: 'ChatSendMessageAnswer' });
export type ChatSendMessageAnswer = z.infer<typeof chatSendMessageAnswerSchema>;

// ---- Live events (`GET /api/chat/live`, server-sent events) -----------------------------------
//
// The stream needs `Authorization: Bearer <token>` (read it with fetch streaming, not EventSource).
// Each event is `event: <type>\ndata: <JSON of the event, with its type>\n\n`; lines starting with ':'
// are heartbeats (every 25 s) and carry nothing.

/** First event of every connection: the stream is ready (refetch what may have changed while away); `status` is what others now see. */
export const chatReadyEventSchema = z.object({
  type: z.literal('ready'),
  userId: z.string(),
  status: z.enum(chatStatuses),
});

/**
 * A message in one of the receiving user's chats: sent to the recipient (all their connections)
 * and to the sender's connections too (their other tabs). `contactId` is always the other person of
 * the chat from the receiving user's view; `unread` and `userChatList` are the receiving user's.
 * The sending tab also gets its own message back here: drop it by `message.id`.
 */
export const chatMessageEventSchema = z.object({
  type: z.literal('message'),
  chatId: z.string(),
  contactId: z.string(),
  message: chatMessageSchema,
  unread: z.number().check(z.int()),
  userChatList: z.array(chatListItemSchema),
});

/** Someone's effective status changed (sent to everyone connected, the person included). */
export const chatPresenceEventSchema = z.object({
  type: z.literal('presence'),
  contactId: z.string(),
  status: z.enum(chatStatuses),
});

export const chatLiveEventSchema = z
  .discriminatedUnion('type', [chatReadyEventSchema, chatMessageEventSchema, chatPresenceEventSchema])
  .register(z.globalRegistry, { id: 'ChatLiveEvent' });
export type ChatLiveEvent = z.infer<typeof chatLiveEventSchema>;
export type ChatMessageEvent = z.infer<typeof chatMessageEventSchema>;
export type ChatPresenceEvent = z.infer<typeof chatPresenceEventSchema>;
