import type { UnknownAction } from '@reduxjs/toolkit';
import { createAppAsyncThunk } from '../../app/hooks';
import { selectUser, selectUserRoles } from '../../app/session/authSlice';
import { saveUserData } from '../../app/session/session';
import { colorSchemeChosen, selectSettings, storeGuestSettings } from './settingsSlice';

/**
 * Applies a settings change at once, then keeps it: in this browser for a guest, with the user's
 * provider otherwise (which says 'User data saved to …'). Every settings control goes through here.
 */
export const changeSettings = createAppAsyncThunk('settings/change', async (change: UnknownAction, thunk) => {
  thunk.dispatch(change);
  const state = thunk.getState();
  const settings = selectSettings(state);
  if (selectUserRoles(state).length === 0) {
    storeGuestSettings(settings);
    return;
  }
  const user = selectUser(state);
  await thunk.dispatch(saveUserData({ ...user, data: { ...user.data, settings: { ...settings } } }));
});

/** A colour scheme sets the main, navbar, toolbar and footer themes (console-core §4.2). */
export const chooseColorScheme = (name: string) => changeSettings(colorSchemeChosen(name));
