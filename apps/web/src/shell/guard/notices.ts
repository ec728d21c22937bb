import type { Dispatch } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { i18n } from '../i18n';
import { showMessage } from '../message/messageSlice';
import { guardNamespace } from './locales';

/**
 * Why the user is not where they asked to be, in their language. Loaded only when it happens, so
 * i18next stays off the pages that never need it (the sign-in page). Said once: while the snackbar
 * shows the same sentence, a second telling (another guard refusing the same visit, a guard mounted
 * again before its navigation lands) adds nothing and is dropped.
 */
async function say(dispatch: Dispatch, key: 'pageRefused' | 'accountDisabled', getState?: () => RootState) {
  await i18n.loadNamespaces(guardNamespace);
  const message = i18n.t(key, { ns: guardNamespace });
  const shown = getState?.().message;
  if (shown?.open && shown.message === message) return;
  dispatch(showMessage({ message, variant: 'warning' }));
}

/** A signed-in user was sent away from a page their role may not open. */
export const sayPageRefused = (dispatch: Dispatch, getState: () => RootState) => say(dispatch, 'pageRefused', getState);

/** The session ended because an admin disabled the account. */
export const sayAccountDisabled = (dispatch: Dispatch) => say(dispatch, 'accountDisabled');
