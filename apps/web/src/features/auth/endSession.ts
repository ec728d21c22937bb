import type { Dispatch } from '@reduxjs/toolkit';
import { settingsReset } from '../../shell/settings/settingsSlice';
import { removeAccessToken } from './accessToken';
import { userSignedOut } from './authSlice';

/**
 * Forgets the token-API session and turns the user back into a guest with default settings.
 * Kept free of API imports: the base query calls it, and the API must not import itself back.
 */
export function endSession(dispatch: Dispatch): void {
  removeAccessToken();
  dispatch(userSignedOut());
  dispatch(settingsReset());
}
