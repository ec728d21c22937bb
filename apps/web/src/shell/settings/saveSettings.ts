import { createAppAsyncThunk } from '../../app/hooks';
import { selectUser, selectUserRoles } from '../../features/auth/authSlice';
import { saveUserData } from '../../features/auth/session';
import { colorSchemeChosen, selectSettings, storeGuestSettings } from './settingsSlice';

/**
 * Applies a colour scheme at once, then keeps it: in this browser for a guest, with the user's
 * provider otherwise (which says 'User data saved to …').
 */
export const chooseColorScheme = createAppAsyncThunk('settings/chooseColorScheme', async (name: string, thunk) => {
  thunk.dispatch(colorSchemeChosen(name));
  const state = thunk.getState();
  const settings = selectSettings(state);
  if (selectUserRoles(state).length === 0) {
    storeGuestSettings(settings);
    return;
  }
  const user = selectUser(state);
  await thunk.dispatch(saveUserData({ ...user, data: { ...user.data, settings: { ...settings } } }));
});
