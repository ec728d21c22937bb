import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/store';

/** Whether the quick panel is open: its toolbar button and the panel itself sit in different slots. */
export const quickPanelSlice = createSlice({
  name: 'quickPanel',
  initialState: { open: false },
  reducers: {
    quickPanelToggled(state) {
      state.open = !state.open;
    },
    quickPanelClosed(state) {
      state.open = false;
    },
  },
  selectors: { selectQuickPanelOpen: (state) => state.open },
});

declare module '../../app/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof quickPanelSlice> {}
}

// Arrives with the main layout (its toolbar button), not with the sign-in page.
const injected = quickPanelSlice.injectInto(rootReducer);

export const { quickPanelToggled, quickPanelClosed } = quickPanelSlice.actions;
export const { selectQuickPanelOpen } = injected.selectors;
