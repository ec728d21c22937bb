import { type ChatLiveEvent, chatLiveEventSchema } from '@conecta/contracts/chat';
import type { LiveEvent } from '../../app/live/events';
import type { AppDispatch, RootState } from '../../app/store';
import {
  appendMessage,
  chatApi,
  chatCacheDispatch,
  chatCacheState,
  replaceChatList,
  setContactUnread,
  setPresence,
} from './api';
import { selectChatPageContactId, selectChatPanelOpen, selectChatSelectedContactId } from './chatSlice';

/** Whether the user has the chat with `contactId` on screen (the open panel, or the chat page). */
function isReading(state: RootState, contactId: string): boolean {
  return (
    (selectChatPanelOpen(state) && selectChatSelectedContactId(state) === contactId) ||
    selectChatPageContactId(state) === contactId
  );
}

/** Folds one live event into the cached contacts, user and chats, as if they had been fetched again. */
export function applyChatLiveEvent(event: ChatLiveEvent) {
  return (appDispatch: AppDispatch, getState: () => RootState) => {
    const dispatch = chatCacheDispatch(appDispatch);
    switch (event.type) {
      case 'ready':
        // Anything may have changed while the connection was down (or before it first came up).
        setPresence(dispatch, event.userId, event.status);
        dispatch(chatApi.util.invalidateTags(['ChatContacts', 'ChatUser', 'Chat']));
        return;
      case 'presence':
        setPresence(dispatch, event.contactId, event.status);
        return;
      case 'message': {
        const { contactId, message } = event;
        appendMessage(dispatch, contactId, message);
        replaceChatList(dispatch, event.userChatList);
        const contacts = chatApi.endpoints.getChatContacts.select()(chatCacheState(getState())).data;
        if (contacts && !contacts.some((contact) => contact.id === contactId)) {
          // Someone who joined after the list was loaded.
          dispatch(chatApi.util.invalidateTags(['ChatContacts']));
        }
        const incoming = message.who === contactId;
        if (incoming && isReading(getState(), contactId)) {
          // Read at once: opening the chat again tells the server, which resets its count.
          setContactUnread(dispatch, contactId, 0);
          for (const args of chatApi.util.selectCachedArgsForQuery(chatCacheState(getState()), 'getChat')) {
            if (args.contactId === contactId) {
              void dispatch(chatApi.endpoints.getChat.initiate(args, { subscribe: false, forceRefetch: true }));
            }
          }
        } else {
          setContactUnread(dispatch, contactId, event.unread);
        }
        return;
      }
    }
  };
}

/**
 * Folds one event of the tab's live stream into the chat's data, when it is one of the chat's (`ready`, `message`,
 * `presence`); answers whether it was a new message.
 */
export function applyLiveStreamEvent(dispatch: AppDispatch, data: LiveEvent): boolean {
  const parsed = chatLiveEventSchema.safeParse(data);
  if (!parsed.success) return false;
  dispatch(applyChatLiveEvent(parsed.data));
  return parsed.data.type === 'message';
}

/** Once nobody listens (sign-out), whoever signs in next in this tab must not see this user's chats, even for a moment. */
export function forgetChatData(dispatch: AppDispatch): void {
  // After the panel that closes with it has let go of its queries, so nothing is fetched again.
  setTimeout(() => dispatch(chatApi.util.invalidateTags(['ChatContacts', 'ChatUser', 'Chat'])));
}
