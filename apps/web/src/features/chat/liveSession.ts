import type { ChatLiveEvent } from '@conecta/contracts/chat';
import { authMessages } from '@conecta/contracts/constants';
import { messageText } from '@conecta/contracts/messages';
import { publishLiveEvent } from '../../app/liveEvents';
import { getBearerToken } from '../../app/session/bearerToken';
import { endSession } from '../../app/session/endSession';
import type { AppDispatch, RootState } from '../../app/store';
import { showMessage } from '../../shell/message/messageSlice';
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
import { connectChatLive } from './live';

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
 * Opens the tab's live chat connection and folds what it hears into the store; returns the
 * function that closes it and drops the user's chat data (sign-out). `onMessage` hears every new message.
 */
export function startChatLive(dispatch: AppDispatch, onMessage: () => void): () => void {
  const stop = connectChatLive({
    getToken: getBearerToken,
    onEvent(event) {
      dispatch(applyChatLiveEvent(event));
      if (event.type === 'message') onMessage();
      // Other features catch up too when the stream (re)connects.
      if (event.type === 'ready') publishLiveEvent(event);
    },
    onOtherEvent: publishLiveEvent,
    onUnauthorized() {
      // The same rule as the base query: a refused token ends the session everywhere.
      endSession(dispatch);
      dispatch(showMessage({ message: messageText(authMessages.sessionEnded), variant: 'error' }));
    },
  });
  return () => {
    stop();
    // Whoever signs in next in this tab must not see this user's chats, even for a moment. After the
    // panel that closes with the connection has let go of its queries, so nothing is fetched again.
    setTimeout(() => dispatch(chatApi.util.invalidateTags(['ChatContacts', 'ChatUser', 'Chat'])));
  };
}
