import type { Dispatch } from '@reduxjs/toolkit';
import { settingsReset } from '../../shell/settings/settingsSlice';
import { removeAccessToken } from './accessToken';
import { userSignedOut } from './authSlice';
import { endBearerSession } from './bearerToken';
import { clearFirebaseSessionMarker, clearHostedTokens } from './storedSessions';

/**
 * Forgets every provider's stored session and turns the user back into a guest with default
 * settings. Kept free of API imports: the base query calls it, and the API must not import itself back.
 */
export function endSession(dispatch: Dispatch): void {
  endBearerSession();
  removeAccessToken();
  clearHostedTokens();
  clearFirebaseSessionMarker();
  dispatch(userSignedOut());
  dispatch(settingsReset());
}
