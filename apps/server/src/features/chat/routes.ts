import {
  apiErrorSchema,
  chatContactListSchema,
  chatContactsQuerySchema,
  chatGetChatAnswerSchema,
  chatGetChatQuerySchema,
  chatMessages,
  chatSendMessageAnswerSchema,
  chatSendMessageSchema,
  chatUserDataSchema,
  chatUserSchema,
} from '@conecta/contracts';
import { currentAccount } from '../../auth/guard';
import { HttpError, InputError } from '../../http/errors';
import { liveStreamDescription, serveLiveStream } from '../../live/routes';
import type { FeatureRoutes } from '../../platform/feature';
import { startChatLive } from './live';
import {
  appendMessage,
  findChat,
  findChatAccount,
  isParticipant,
  openChat,
  otherParticipant,
  readChatList,
  readChatUser,
  readContacts,
  readDialog,
  saveChatUserData,
} from './queries';

const errors = { 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/**
 * Team chat (console-core §7.4): every call acts as the token's user, who can read and write only the
 * chats they are in. New messages and presence changes reach open streams at once, on any server process.
 */
export const chatRoutes: FeatureRoutes = async (app, { db, route }) => {
  // The tab's one live stream is the platform's: the chat adds its presence and messages to it.
  const { hub, chatLive } = startChatLive(db);

  app.get(
    '/contacts',
    route('signed-in', {
      schema: {
        summary: 'Everyone the user can talk to (every other active account), with status, mood and unread count',
        querystring: chatContactsQuerySchema,
        response: { 200: chatContactListSchema, 400: apiErrorSchema },
      },
    }),
    async (request) => readContacts(db, currentAccount(request).id, request.query),
  );

  app.get(
    '/user',
    route('signed-in', {
      schema: {
        summary: 'The signed-in user as the chat sees them, with their chat list (most recent first)',
        response: { 200: chatUserSchema },
      },
    }),
    async (request) => readChatUser(db, currentAccount(request)),
  );

  app.post(
    '/user/data',
    route('signed-in', {
      schema: {
        summary: "Merge mood and status into the user's chat profile; answers the user",
        body: chatUserDataSchema,
        response: { 200: chatUserSchema, 400: apiErrorSchema },
      },
    }),
    async (request) => {
      const account = currentAccount(request);
      await saveChatUserData(db, account.id, request.body);
      if (request.body.status !== undefined) await chatLive.presenceChanged(account.id);
      return readChatUser(db, account);
    },
  );

  app.get(
    '/get-chat',
    route('signed-in', {
      schema: {
        summary:
          "The user's chat with a contact, made empty and put first in the chat list when new; opening it resets its unread count",
        querystring: chatGetChatQuerySchema,
        response: { 200: chatGetChatAnswerSchema, ...errors },
      },
    }),
    async (request) => {
      const { id: userId } = currentAccount(request);
      const { contactId } = request.query;
      if (request.query.userId !== userId) throw new HttpError(403, chatMessages.notYourUserId);
      if (contactId === userId) throw new InputError({ contactId: chatMessages.ownContact });
      if (!(await findChatAccount(db, contactId))) throw new HttpError(404, chatMessages.contactNotFound);
      const chat = await openChat(db, userId, contactId);
      const [dialog, userChatList] = await Promise.all([readDialog(db, chat.id), readChatList(db, userId)]);
      return { chat: { id: chat.id, dialog }, userChatList };
    },
  );

  app.post(
    '/send-message',
    route('signed-in', {
      schema: {
        summary:
          "Append a message to one of the user's chats and push it to the other person; answers the message and the chat list",
        body: chatSendMessageSchema,
        response: { 200: chatSendMessageAnswerSchema, ...errors },
      },
    }),
    async (request) => {
      const { id: userId } = currentAccount(request);
      const { chatId, contactId, messageText } = request.body;
      const chat = await findChat(db, chatId);
      if (!chat) throw new HttpError(404, chatMessages.chatNotFound);
      if (!isParticipant(chat, userId)) throw new HttpError(403, chatMessages.notYourChat);
      if (otherParticipant(chat, userId) !== contactId)
        throw new InputError({ contactId: chatMessages.contactNotInChat });
      if (!(await findChatAccount(db, contactId))) throw new HttpError(404, chatMessages.contactNotFound);
      const message = await appendMessage(db, chat, userId, messageText);
      // Stored and committed first, so whoever is offline finds it on their next visit.
      await chatLive.messageSent(chatId, Number(message.id), [contactId, userId]);
      return { message, userChatList: await readChatList(db, userId) };
    },
  );

  app.get(
    '/live',
    route('signed-in', {
      schema: {
        summary:
          'The platform’s live stream (GET /api/live) under its former address, for clients that still use it; chat events are ready, message and presence (see ChatLiveEvent)',
        description: liveStreamDescription,
        response: { 429: apiErrorSchema },
      },
    }),
    async (request, reply) => serveLiveStream(hub, request, reply),
  );
};
