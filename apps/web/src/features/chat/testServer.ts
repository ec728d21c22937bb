import type { Chat, ChatContact, ChatMessage, ChatSendMessage, ChatUser, ChatUserData } from '@conecta/contracts/chat';
import { fakeLiveStreams } from '../../app/live/testStream';
import { jsonResponse, mockFetch, type RecordedRequest } from '../../test/renderApp';

export const meId = 'uuid-user';

export function makeContact(overrides: Partial<ChatContact> & { id: string; name: string }): ChatContact {
  return { avatar: '', status: 'online', mood: '', unread: 0, ...overrides };
}

/** A time the tests can read back: 21 November 2026, 3:04:05 pm on the machine's clock. */
export const sampleTime = new Date(2026, 10, 21, 15, 4, 5).toISOString();

export function sampleChatData() {
  const contacts: ChatContact[] = [
    makeContact({ id: 'c-ana', name: 'Ana Souza', status: 'online', mood: 'Plantão até as 18h' }),
    makeContact({ id: 'c-bruno', name: 'Bruno Lima', status: 'away', unread: 2, mood: 'De férias' }),
    makeContact({ id: 'c-carla', name: 'Carla Dias', status: 'do-not-disturb' }),
    makeContact({ id: 'c-davi', name: 'Davi Rocha', status: 'offline' }),
  ];
  const user: ChatUser = {
    id: meId,
    name: 'Uma User',
    avatar: '',
    status: 'online',
    mood: 'Disponível',
    chatList: [
      {
        chatId: 'chat-bruno',
        contactId: 'c-bruno',
        lastMessageTime: sampleTime,
        lastMessage: 'Pode revisar o lote de chips?',
      },
    ],
  };
  const chats = new Map<string, Chat>([
    [
      'c-bruno',
      {
        id: 'chat-bruno',
        dialog: [
          { id: 'm1', who: 'c-bruno', message: 'Bom dia!', time: sampleTime },
          { id: 'm2', who: 'c-bruno', message: 'Pode revisar o lote de chips?', time: sampleTime },
        ],
      },
    ],
  ]);
  return { contacts, user, chats };
}

let nextId = 100;

/**
 * A chat server in memory behind the mocked `fetch`: the calls of console-core §7.4 with the
 * spec's rules (a new chat goes first in the chat list, opening a chat reads it, sending sets
 * lastMessageTime). Anything else stays unanswered, so the page behind asks nothing that matters.
 */
export function mockChatServer({ fail = [] as string[] } = {}) {
  const data = sampleChatData();
  const live = fakeLiveStreams();
  const answer = (request: RecordedRequest): Response | Promise<Response> => {
    const url = new URL(request.path, 'http://localhost');
    const route = url.pathname;
    if (fail.includes(route)) return jsonResponse(500, { message: 'down' });
    switch (route) {
      case '/api/live':
        return live.respond();
      case '/api/chat/contacts':
        return jsonResponse(200, data.contacts);
      case '/api/chat/user':
        return jsonResponse(200, data.user);
      case '/api/chat/user/data':
        Object.assign(data.user, request.body as ChatUserData);
        return jsonResponse(200, data.user);
      case '/api/chat/get-chat': {
        const contactId = url.searchParams.get('contactId') ?? '';
        let chat = data.chats.get(contactId);
        if (!chat) {
          chat = { id: `chat-${contactId}`, dialog: [] };
          data.chats.set(contactId, chat);
          data.user.chatList.unshift({ chatId: chat.id, contactId, lastMessageTime: '', lastMessage: '' });
        }
        const contact = data.contacts.find((candidate) => candidate.id === contactId);
        if (contact) contact.unread = 0;
        return jsonResponse(200, { chat, userChatList: data.user.chatList });
      }
      case '/api/chat/send-message': {
        const body = request.body as ChatSendMessage;
        const chat = data.chats.get(body.contactId);
        if (!chat) return jsonResponse(404, { message: 'No chat has this id' });
        const message: ChatMessage = {
          id: `m${nextId++}`,
          who: meId,
          message: body.messageText,
          time: new Date().toISOString(),
        };
        chat.dialog.push(message);
        const item = data.user.chatList.find((entry) => entry.contactId === body.contactId);
        if (item) Object.assign(item, { lastMessageTime: message.time, lastMessage: message.message });
        return jsonResponse(200, { message, userChatList: data.user.chatList });
      }
      default:
        // Answered, never left pending: RTK Query holds every invalidation back while any query is pending.
        return jsonResponse(404, { message: `No stand-in for ${request.path}` });
    }
  };
  const { requests } = mockFetch(answer);
  /** A message from a contact, stored (and counted unread) before it is pushed, as the server does. */
  const deliver = (contactId: string, text: string, id: string) => {
    const time = new Date().toISOString();
    const message: ChatMessage = { id, who: contactId, message: text, time };
    let chat = data.chats.get(contactId);
    if (!chat) {
      chat = { id: `chat-${contactId}`, dialog: [] };
      data.chats.set(contactId, chat);
    }
    chat.dialog.push(message);
    data.user.chatList = [
      { chatId: chat.id, contactId, lastMessageTime: time, lastMessage: text },
      ...data.user.chatList.filter((item) => item.contactId !== contactId),
    ];
    const contact = data.contacts.find((candidate) => candidate.id === contactId);
    if (contact) contact.unread++;
    live.send({
      type: 'message',
      chatId: chat.id,
      contactId,
      message,
      unread: contact?.unread ?? 1,
      userChatList: data.user.chatList,
    });
  };
  return { data, live, requests, deliver };
}

export const sentTo = (requests: RecordedRequest[], path: string) =>
  requests.filter((request) => request.path.startsWith(path));
