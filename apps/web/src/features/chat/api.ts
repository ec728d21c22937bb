import type {
  ChatContact,
  ChatGetChatAnswer,
  ChatGetChatQuery,
  ChatListItem,
  ChatMessage,
  ChatSendMessage,
  ChatSendMessageAnswer,
  ChatStatus,
  ChatUser,
  ChatUserData,
} from '@conecta/contracts/chat';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useEffect } from 'react';
import { api } from '../../app/api';
import { useAppDispatch } from '../../app/hooks';
import type { AppDispatch, RootState } from '../../app/store';
import { chatUnreadCounted } from './chatSlice';

/** The team chat's calls (console-core §7.4, demo-apps "Chat"); every one acts as the signed-in user. */
export const chatApi = api.enhanceEndpoints({ addTagTypes: ['ChatContacts', 'ChatUser', 'Chat'] }).injectEndpoints({
  endpoints: (build) => ({
    /** Every contact; the panel and the page filter the one list in the browser, so live updates touch one cache. */
    getChatContacts: build.query<ChatContact[], void>({
      query: () => '/chat/contacts',
      providesTags: ['ChatContacts'],
    }),
    getChatUser: build.query<ChatUser, void>({
      query: () => '/chat/user',
      providesTags: ['ChatUser'],
    }),
    /** Merges mood and/or status into the user; shown at once, undone if the server refuses. */
    updateChatUserData: build.mutation<ChatUser, ChatUserData>({
      query: (body) => ({ url: '/chat/user/data', method: 'POST', body }),
      async onQueryStarted(changes, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          chatApi.util.updateQueryData('getChatUser', undefined, (draft) => {
            Object.assign(draft, changes);
          }),
        );
        try {
          const { data } = await queryFulfilled;
          dispatch(chatApi.util.upsertQueryData('getChatUser', undefined, data));
        } catch {
          patch.undo();
        }
      },
    }),
    /** Opens (and, for a new contact, creates) the chat with one contact; opening it reads it. */
    getChat: build.query<ChatGetChatAnswer, ChatGetChatQuery>({
      query: (params) => ({ url: '/chat/get-chat', params }),
      providesTags: (_result, _error, { contactId }) => [{ type: 'Chat', id: contactId }],
      async onQueryStarted({ contactId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          replaceChatList(dispatch, data.userChatList);
          setContactUnread(dispatch, contactId, 0);
        } catch {
          // The conversation shows the error; the lists stay as they were.
        }
      },
    }),
    /** Appends the answered message to the chat and replaces the user's chat list (console-core §4.4). */
    sendMessage: build.mutation<ChatSendMessageAnswer, ChatSendMessage>({
      query: (body) => ({ url: '/chat/send-message', method: 'POST', body }),
      async onQueryStarted({ contactId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          appendMessage(dispatch, contactId, data.message);
          replaceChatList(dispatch, data.userChatList);
        } catch {
          // The form puts the text back and says so.
        }
      },
    }),
  }),
});

export const {
  useGetChatContactsQuery,
  useGetChatUserQuery,
  useUpdateChatUserDataMutation,
  useGetChatQuery,
  useSendMessageMutation,
} = chatApi;

/**
 * The store as the chat's cache sees it. The app's root state types the API slice as the bare
 * `api` (declared before any feature added endpoints), so code outside the endpoints views the
 * store through these.
 */
export type ChatCacheState = Parameters<typeof chatApi.util.selectCachedArgsForQuery>[0];
/** The contacts, keeping the toolbar button's unread total in step with them. */
export function useChatContacts() {
  const query = useGetChatContactsQuery();
  const dispatch = useAppDispatch();
  const total = query.data?.reduce((sum, contact) => sum + contact.unread, 0) ?? 0;
  useEffect(() => {
    dispatch(chatUnreadCounted(total));
  }, [total, dispatch]);
  return query;
}

type CacheDispatch = ThunkDispatch<ChatCacheState, unknown, UnknownAction>;
export const chatCacheState = (state: RootState) => state as unknown as ChatCacheState;
export const chatCacheDispatch = (dispatch: AppDispatch) => dispatch as unknown as CacheDispatch;

/**
 * Adds a message to the cached chat with `contactId`, unless it is there already (the sending tab
 * hears its own message again from the live stream). A chat nobody has opened is left alone.
 */
export function appendMessage(dispatch: CacheDispatch, contactId: string, message: ChatMessage): void {
  dispatch((_dispatch, getState) => {
    for (const args of chatApi.util.selectCachedArgsForQuery(getState(), 'getChat')) {
      if (args.contactId !== contactId) continue;
      dispatch(
        chatApi.util.updateQueryData('getChat', args, (draft) => {
          if (!draft.chat.dialog.some((existing) => existing.id === message.id)) draft.chat.dialog.push(message);
        }),
      );
    }
  });
}

export function replaceChatList(dispatch: CacheDispatch, chatList: ChatListItem[]): void {
  dispatch(
    chatApi.util.updateQueryData('getChatUser', undefined, (draft) => {
      draft.chatList = chatList;
    }),
  );
}

export function setContactUnread(dispatch: CacheDispatch, contactId: string, unread: number): void {
  dispatch(
    chatApi.util.updateQueryData('getChatContacts', undefined, (draft) => {
      const contact = draft.find((candidate) => candidate.id === contactId);
      if (contact) contact.unread = unread;
    }),
  );
}

export function setPresence(dispatch: CacheDispatch, personId: string, status: ChatStatus): void {
  dispatch(
    chatApi.util.updateQueryData('getChatContacts', undefined, (draft) => {
      const contact = draft.find((candidate) => candidate.id === personId);
      if (contact) contact.status = status;
    }),
  );
  dispatch(
    chatApi.util.updateQueryData('getChatUser', undefined, (draft) => {
      if (draft.id === personId) draft.status = status;
    }),
  );
}
