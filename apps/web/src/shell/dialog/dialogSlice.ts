import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** What a dialog shows (console-core §4.2 "Dialog: open or closed, with options"). */
export interface DialogOptions {
  title: string;
  message: string;
  /** Label of the button that closes it; the dialog is informational without a confirm action. */
  closeLabel?: string;
}

export interface DialogState {
  open: boolean;
  options: DialogOptions | null;
}

const initialState: DialogState = { open: false, options: null };

export const dialogSlice = createSlice({
  name: 'dialog',
  initialState,
  reducers: {
    openDialog(_state, action: PayloadAction<DialogOptions>) {
      return { open: true, options: action.payload };
    },
    // The options stay while the dialog fades out, so its text does not vanish mid-animation.
    closeDialog(state) {
      state.open = false;
    },
  },
  selectors: {
    selectDialog: (state) => state,
  },
});

export const { openDialog, closeDialog } = dialogSlice.actions;
export const { selectDialog } = dialogSlice.selectors;
