import { combineSlices, configureStore, createDynamicMiddleware } from '@reduxjs/toolkit';
import { dialogSlice } from '../shell/dialog/dialogSlice';
import { languageSlice } from '../shell/i18n/languageSlice';
import { messageSlice } from '../shell/message/messageSlice';
import { settingsSlice } from '../shell/settings/settingsSlice';
import { connectionSlice } from './connection/connectionSlice';
import { authSlice } from './session/authSlice';

/** Slices that arrive with lazy chunks (the API) declare themselves here by interface merging. */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by declaration merging
export interface LazyLoadedSlices {}

/**
 * The reducers every page needs. The RTK Query API is injected when its chunk first loads, so
 * the sign-in page renders without its code.
 */
export const rootReducer = combineSlices(
  authSlice,
  messageSlice,
  dialogSlice,
  settingsSlice,
  languageSlice,
  connectionSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

/** Lets lazily loaded code (the API) add its middleware to every store. */
export const dynamicMiddleware = createDynamicMiddleware();

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(dynamicMiddleware.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
