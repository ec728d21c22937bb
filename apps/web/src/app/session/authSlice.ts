import type { User } from '@conecta/contracts';
import { defaultShortcuts } from '@conecta/contracts/constants';
import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { paths } from '../../shell/paths';

/** The empty default user: no roles, so every guard treats it as a guest. */
export const guestUser: User = {
  uuid: '',
  from: 'custom',
  role: [],
  data: { displayName: '', photoURL: '', email: '', settings: {}, shortcuts: [...defaultShortcuts] },
};

export type AuthStatus = 'checking' | 'ready';

export interface AuthState {
  user: User;
  /** 'checking' until every provider has looked for a stored session. */
  status: AuthStatus;
  /** Where the route guard sends a user once they may leave the current page. */
  redirectUrl: string;
  /** A sign-out is under way: live connections close now, before the token stops being valid. */
  signingOut: boolean;
}

const initialState: AuthState = { user: guestUser, status: 'checking', redirectUrl: paths.home, signingOut: false };

/** The spec tests the literal role 'guest'; it grants nothing, like an empty list. */
function effectiveRoles(role: unknown): string[] {
  return Array.isArray(role) ? role.filter((r): r is string => typeof r === 'string' && r !== 'guest') : [];
}

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    userSignedIn(state, action: PayloadAction<User>) {
      state.user = action.payload;
      state.signingOut = false;
    },
    userSigningOut(state) {
      state.signingOut = true;
    },
    userUpdated(state, action: PayloadAction<User>) {
      state.user = action.payload;
    },
    userSignedOut(state) {
      state.user = guestUser;
      state.redirectUrl = paths.home;
      state.signingOut = false;
    },
    authChecked(state) {
      state.status = 'ready';
    },
    redirectUrlRemembered(state, action: PayloadAction<string>) {
      state.redirectUrl = action.payload;
    },
    redirectUrlReset(state) {
      state.redirectUrl = paths.home;
    },
  },
  selectors: {
    selectUser: (state) => state.user,
    // Memoised: a fresh array on every call would re-render every subscriber.
    selectUserRoles: createSelector([(state: AuthState) => state.user.role], effectiveRoles),
    selectIsGuest: (state) => effectiveRoles(state.user.role).length === 0,
    selectAuthStatus: (state) => state.status,
    selectRedirectUrl: (state) => state.redirectUrl,
    selectSigningOut: (state) => state.signingOut,
  },
});

export const {
  userSignedIn,
  userSigningOut,
  userUpdated,
  userSignedOut,
  authChecked,
  redirectUrlRemembered,
  redirectUrlReset,
} = authSlice.actions;
export const { selectUser, selectUserRoles, selectIsGuest, selectAuthStatus, selectRedirectUrl, selectSigningOut } =
  authSlice.selectors;
