import type { User } from '@conecta/contracts';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { createAppAsyncThunk } from '../../app/hooks';
import { selectIsGuest, selectUser, userUpdated } from '../../app/session/authSlice';
import { saveUserData } from '../../app/session/saveUserData';
import type { RootState } from '../../app/store';

/** Where a guest's shortcuts live in this browser (console-core §4.5). */
export const guestShortcutsKey = 'guestShortcuts';

/** A guest's stored shortcuts, or null when there are none (or they are not a list of ids). */
export function readGuestShortcuts(): string[] | null {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(guestShortcutsKey) ?? 'null');
    return Array.isArray(stored) && stored.every((id) => typeof id === 'string') ? stored : null;
  } catch {
    return null;
  }
}

export function storeGuestShortcuts(shortcuts: readonly string[]): void {
  try {
    localStorage.setItem(guestShortcutsKey, JSON.stringify(shortcuts));
  } catch {
    // Storage blocked: the change lasts until the page is closed.
  }
}

/**
 * The list with `id` removed if it was there, appended otherwise. Ids the shell does not know
 * (apps still to come, pages of another role) are kept: they are the user's, not ours to drop.
 */
export function toggledShortcuts(shortcuts: readonly string[], id: string): string[] {
  return shortcuts.includes(id) ? shortcuts.filter((shortcut) => shortcut !== id) : [...shortcuts, id];
}

function withShortcuts(user: User, shortcuts: string[]): User {
  return { ...user, data: { ...user.data, shortcuts } };
}

/**
 * Adds or removes a shortcut at once, then keeps the list: in this browser for a guest, with the
 * user's provider otherwise (which says 'User data saved to …').
 */
export const toggleShortcut = createAppAsyncThunk('shortcuts/toggle', async (id: string, thunk) => {
  const state = thunk.getState();
  const user = selectUser(state);
  const changed = withShortcuts(user, toggledShortcuts(user.data.shortcuts, id));
  thunk.dispatch(userUpdated(changed));
  if (selectIsGuest(state)) {
    storeGuestShortcuts(changed.data.shortcuts);
    return;
  }
  await thunk.dispatch(saveUserData(changed));
});

/** For a guest: brings back the shortcuts this browser kept (at start, and after a logout). */
export function restoreGuestShortcuts(): ThunkAction<void, RootState, unknown, UnknownAction> {
  return (dispatch, getState) => {
    const state = getState();
    if (!selectIsGuest(state)) return;
    const stored = readGuestShortcuts();
    const user = selectUser(state);
    if (!stored || sameList(stored, user.data.shortcuts)) return;
    dispatch(userUpdated(withShortcuts(user, stored)));
  };
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}
