import { authMessages } from '@conecta/contracts/constants';
import { messageText } from '@conecta/contracts/messages';
import { accountMessages } from '@conecta/contracts/users';
import type { Dispatch } from '@reduxjs/toolkit';
import { showMessage } from '../shell/message/messageSlice';
import type { ApiFailure } from './apiFailure';
import { endSession } from './session/endSession';

/**
 * A call that carried the session's token was refused with 401: the session is over (expired,
 * revoked, the account disabled). Signs out everywhere at once and says why, for every client of the
 * API alike (RTK Query's base query and the upload client), so no screen handles it by itself.
 */
export function endRefusedSession(dispatch: Dispatch, failure: ApiFailure): void {
  endSession(dispatch);
  if (failure.message?.code === accountMessages.disabled) {
    // Said in the user's language: they must know why, not just that the session is over.
    void import('../shell/guard/notices').then(({ sayAccountDisabled }) => sayAccountDisabled(dispatch));
  } else {
    dispatch(showMessage({ message: messageText(authMessages.sessionEnded), variant: 'error' }));
  }
}
