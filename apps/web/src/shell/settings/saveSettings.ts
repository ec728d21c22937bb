import type { UnknownAction } from '@reduxjs/toolkit';
import { createAppAsyncThunk } from '../../app/hooks';
import { selectUser, selectUserRoles } from '../../app/session/authSlice';
import { saveUserData } from '../../app/session/saveUserData';
import type { RootState } from '../../app/store';
import {
  clearPendingSettings,
  colorSchemeChosen,
  selectSettings,
  storeGuestSettings,
  storePendingSettings,
} from './settingsSlice';

/** Changes closer together than this are one burst: saved once, announced once. */
export const settingsBurstMs = 700;

let burst: { timer: ReturnType<typeof setTimeout> | undefined; saved: Promise<void>; done(): void } | undefined;

/**
 * A reload or a closed tab within a burst's pause must not lose its change: when the page goes, the
 * pending settings are written to this browser, and the next start of the console applies and saves
 * them (session.ts). The burst's own save clears them once it is done.
 */
let stateOfBurst: (() => RootState) | undefined;
/** The window whose going the pending settings listen for (one per page; a test environment makes a new one). */
let listenedWindow: Window | undefined;
function keepPendingOnHide(getState: () => RootState) {
  if (listenedWindow !== window) {
    listenedWindow = window;
    const keep = () => {
      const state = stateOfBurst?.();
      if (burst && state && selectUserRoles(state).length > 0) {
        storePendingSettings(selectUser(state).uuid, selectSettings(state));
      }
    };
    window.addEventListener('pagehide', keep);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') keep();
    });
  }
  stateOfBurst = getState;
}

/**
 * Applies a settings change at once, then keeps it: in this browser for a guest, with the user's
 * provider otherwise (which says 'User data saved to …'). A run of clicks (trying colours, a
 * slider) is saved once, when it pauses, so the snackbar speaks once and the server is asked once.
 * Every settings control goes through here; the promise settles when the burst's save has.
 */
export const changeSettings = createAppAsyncThunk('settings/change', async (change: UnknownAction, thunk) => {
  thunk.dispatch(change);
  if (selectUserRoles(thunk.getState()).length === 0) {
    storeGuestSettings(selectSettings(thunk.getState()));
    return;
  }
  keepPendingOnHide(thunk.getState);
  if (!burst) {
    let done = () => {};
    const saved = new Promise<void>((resolve) => {
      done = resolve;
    });
    burst = { timer: undefined, saved, done };
  }
  const current = burst;
  clearTimeout(current.timer);
  current.timer = setTimeout(async () => {
    burst = undefined;
    // What the settings are when the burst ends, for whoever is still signed in.
    const state = thunk.getState();
    if (selectUserRoles(state).length > 0) {
      const user = selectUser(state);
      await thunk.dispatch(saveUserData({ ...user, data: { ...user.data, settings: { ...selectSettings(state) } } }));
      // Saved (or said why not): nothing is left for the next start to apply.
      clearPendingSettings(user.uuid);
    }
    current.done();
  }, settingsBurstMs);
  return current.saved;
});

/** Forgets a burst under way without saving it (a fresh page has none: the tests start each file so). */
export function forgetSettingsBurst(): void {
  clearTimeout(burst?.timer);
  burst = undefined;
  stateOfBurst = undefined;
}

/** A colour scheme sets the main, navbar, toolbar and footer themes (console-core §4.2). */
export const chooseColorScheme = (name: string) => changeSettings(colorSchemeChosen(name));
