import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type MessageVariant = 'success' | 'warning' | 'error' | 'info';

export interface MessageState {
  open: boolean;
  /** Null until the first message: the snackbar code is not even loaded before that. */
  message: string | null;
  variant: MessageVariant;
  autoHideDuration: number;
}

export const messageAutoHideMs = 6000;

const initialState: MessageState = {
  open: false,
  message: null,
  variant: 'info',
  autoHideDuration: messageAutoHideMs,
};

export const messageSlice = createSlice({
  name: 'message',
  initialState,
  reducers: {
    showMessage(
      state,
      action: PayloadAction<{ message: string; variant?: MessageVariant; autoHideDuration?: number }>,
    ) {
      state.open = true;
      state.message = action.payload.message;
      state.variant = action.payload.variant ?? 'info';
      state.autoHideDuration = action.payload.autoHideDuration ?? messageAutoHideMs;
    },
    hideMessage(state) {
      state.open = false;
    },
  },
  selectors: {
    selectMessage: (state) => state,
  },
});

export const { showMessage, hideMessage } = messageSlice.actions;
export const { selectMessage } = messageSlice.selectors;
