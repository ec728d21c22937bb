import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { userSignedOut } from '../../app/session/authSlice';
import { rootReducer } from '../../app/store';

/**
 * The team chat panel's state (console-core §4.4) and which conversation the chat page shows.
 * The current chat itself is RTK Query's `getChat` for the selected contact: clearing the
 * selection clears the chat on screen. Both selections say which chats are being read, so a live
 * message for one of them is not counted as unread.
 */
export interface ChatPanelState {
  open: boolean;
  /** The contact whose chat the panel shows, or null. */
  selectedContactId: string | null;
  /** The chat shown when the panel was last closed: opening it again shows it again. */
  reopenContactId: string | null;
  /** The contact whose chat the `/apps/chat` page shows, or null (also while the page is not on screen). */
  pageContactId: string | null;
  /** Unread messages of all contacts, for the toolbar button (which does not load the chat's data itself). */
  unreadTotal: number;
}

/** Panel sizes (console-core §9): 360 open; a 70-px rail while closed, none on md and smaller. */
export const chatPanelWidth = 360;
export const chatRailWidth = 70;

/** Marks elements whose clicks toggle the panel, so they do not count as a click outside it. */
export const chatToggleAttribute = 'data-chat-toggle';

const initialState: ChatPanelState = {
  open: false,
  selectedContactId: null,
  reopenContactId: null,
  pageContactId: null,
  unreadTotal: 0,
};

/** Opening brings back the conversation the user left, as they would expect of a panel they only hid. */
function open(state: ChatPanelState) {
  state.open = true;
  state.selectedContactId ??= state.reopenContactId;
}

/** Closing clears the selection (console-core §4.4) but remembers it for the next opening. */
function close(state: ChatPanelState) {
  state.open = false;
  if (state.selectedContactId) state.reopenContactId = state.selectedContactId;
  state.selectedContactId = null;
}

export const chatSlice = createSlice({
  name: 'chatPanel',
  initialState,
  reducers: {
    chatPanelToggled(state) {
      if (state.open) close(state);
      else open(state);
    },
    chatPanelOpened(state) {
      open(state);
    },
    chatPanelClosed(state) {
      close(state);
    },
    /** Picking a contact opens the panel on that contact's chat. */
    chatContactPicked(state, action: PayloadAction<string>) {
      state.open = true;
      state.selectedContactId = action.payload;
    },
    chatPageContactChanged(state, action: PayloadAction<string | null>) {
      state.pageContactId = action.payload;
    },
    chatUnreadCounted(state, action: PayloadAction<number>) {
      state.unreadTotal = action.payload;
    },
  },
  // A signed-out tab forgets the panel's state with the user.
  extraReducers: (builder) => builder.addCase(userSignedOut, () => initialState),
  selectors: {
    selectChatPanelOpen: (state) => state.open,
    selectChatSelectedContactId: (state) => state.selectedContactId,
    selectChatPageContactId: (state) => state.pageContactId,
    selectChatUnreadTotal: (state) => state.unreadTotal,
  },
});

declare module '../../app/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof chatSlice> {}
}

// Arrives with the main layout (its toolbar button), not with the sign-in page.
const injected = chatSlice.injectInto(rootReducer);

export const {
  chatPanelToggled,
  chatPanelOpened,
  chatPanelClosed,
  chatContactPicked,
  chatPageContactChanged,
  chatUnreadCounted,
} = chatSlice.actions;
export const { selectChatPanelOpen, selectChatSelectedContactId, selectChatPageContactId, selectChatUnreadTotal } =
  injected.selectors;
