import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/store';

/** The navbar's passing states (console-core §4.2): a folded bar opened by hover, the mobile drawer. */
export const navbarSlice = createSlice({
  name: 'navbar',
  initialState: { foldedOpen: false, mobileOpen: false },
  reducers: {
    foldedOpened: (state) => ({ ...state, foldedOpen: true }),
    foldedClosed: (state) => ({ ...state, foldedOpen: false }),
    mobileToggled: (state) => ({ ...state, mobileOpen: !state.mobileOpen }),
    mobileClosed: (state) => ({ ...state, mobileOpen: false }),
  },
  selectors: {
    selectFoldedOpen: (state) => state.foldedOpen,
    selectMobileOpen: (state) => state.mobileOpen,
  },
});

declare module '../../app/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof navbarSlice> {}
}

// Arrives with the main layout, not with the sign-in page.
const injected = navbarSlice.injectInto(rootReducer);

export const { foldedOpened, foldedClosed, mobileToggled, mobileClosed } = navbarSlice.actions;
export const { selectFoldedOpen, selectMobileOpen } = injected.selectors;
