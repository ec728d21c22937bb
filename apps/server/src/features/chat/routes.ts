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
import type { FeatureRoutes } from '../../platform/feature';
import { ChatHub, maxStreamsPerAccount } from './live';
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
  const hub = new ChatHub(db, app.log);
  await hub.start();
  // Streams never end by themselves: end them before the server waits for its connections to close.
  app.addHook('preClose', async () => hub.endStreams());
  app.addHook('onClose', async () => hub.close());

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
      if (request.body.status !== undefined) await hub.presenceChanged(account.id);
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
      await hub.publish({ kind: 'message', chatId, messageId: Number(message.id), to: [contactId, userId] });
      return { message, userChatList: await readChatList(db, userId) };
    },
  );

  app.get(
    '/live',
    route('signed-in', {
      schema: {
        summary:
          'Server-sent events for the signed-in user: ready, message and presence (see ChatLiveEvent); a comment every 25 s',
        description: `At most ${maxStreamsPerAccount} open streams per account, on all server processes together; one more is refused with 429.`,
        response: { 429: apiErrorSchema },
      },
    }),
    async (request, reply) => {
      const { id: userId } = currentAccount(request);
      if (!(await hub.mayOpenStream(userId))) {
        return reply
          .code(429)
          .send({ message: chatMessages.tooManyStreams, params: { maximum: maxStreamsPerAccount } });
      }
      reply.hijack();
      reply.raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // Proxies such as nginx would otherwise hold events back in their buffers.
        'x-accel-buffering': 'no',
      });
      reply.raw.flushHeaders();
      // A failed registration is logged by the hub; the client sees the stream end and reconnects.
      await hub.attach(userId, reply.raw, request.authSession?.id ?? null).catch(() => reply.raw.end());
    },
  );
};
