import type { AuthResponse } from '@conecta/contracts';
import { authMessages } from '@conecta/contracts/constants';
import { messageText } from '@conecta/contracts/messages';
import type { AppDispatch } from '../../app/store';
import { dateTimeFormat } from '../../shell/dates/timeFormat';
import { i18n } from '../../shell/i18n';
import { loadMessageTexts, sayMessage } from '../../shell/i18n/messages';
import { showMessage } from '../../shell/message/messageSlice';

/** Long enough to read and act on: it may be the only sign of someone guessing the password. */
export const failedSignInsNoticeMs = 20_000;

/**
 * Tells the owner, once, in their language, how many sign-ins failed since their previous one and when the last
 * did: the server hands the count over once, with the sign-in that follows them.
 */
export async function tellFailedSignIns(
  dispatch: AppDispatch,
  failed: NonNullable<AuthResponse['failedSignIns']>,
): Promise<void> {
  const code = authMessages.failedSignInsNotice;
  await loadMessageTexts(code);
  const lastAt = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(failed.lastAt),
  );
  const params = { count: failed.count, lastAt };
  dispatch(
    showMessage({
      message: sayMessage({ code, message: messageText(code, params), params }),
      variant: 'warning',
      autoHideDuration: failedSignInsNoticeMs,
    }),
  );
}
