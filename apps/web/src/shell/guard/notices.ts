import type { Dispatch } from '@reduxjs/toolkit';
import { i18n } from '../i18n';
import { showMessage } from '../message/messageSlice';
import { guardNamespace } from './locales';

/**
 * Why the user is not where they asked to be, in their language. Loaded only when it happens, so
 * i18next stays off the pages that never need it (the sign-in page).
 */
async function say(dispatch: Dispatch, key: 'pageRefused' | 'accountDisabled') {
  await i18n.loadNamespaces(guardNamespace);
  dispatch(showMessage({ message: i18n.t(key, { ns: guardNamespace }), variant: 'warning' }));
}

/** A signed-in user was sent away from a page their role may not open. */
export const sayPageRefused = (dispatch: Dispatch) => say(dispatch, 'pageRefused');

/** The session ended because an admin disabled the account. */
export const sayAccountDisabled = (dispatch: Dispatch) => say(dispatch, 'accountDisabled');
