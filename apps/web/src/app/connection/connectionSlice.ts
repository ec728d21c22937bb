import { createSlice } from '@reduxjs/toolkit';

export interface ConnectionState {
  /** False from the moment a request found no server until `/api/health` answers again. */
  reachable: boolean;
  /** Bumped at each return of the server: what failed while it was away may try again. */
  restoredCount: number;
}

export const connectionSlice = createSlice({
  name: 'connection',
  initialState: (): ConnectionState => ({ reachable: true, restoredCount: 0 }),
  reducers: {
    serverUnreachable(state) {
      state.reachable = false;
    },
    serverReachable(state) {
      if (state.reachable) return;
      state.reachable = true;
      state.restoredCount += 1;
    },
  },
  selectors: {
    selectServerReachable: (state) => state.reachable,
    selectRestoredCount: (state) => state.restoredCount,
  },
});

export const { serverUnreachable, serverReachable } = connectionSlice.actions;
export const { selectServerReachable, selectRestoredCount } = connectionSlice.selectors;
