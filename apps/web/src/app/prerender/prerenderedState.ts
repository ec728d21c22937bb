import { publicAuthConfig } from '../../features/auth/config';
import { selectDirection } from '../../shell/i18n/languageSlice';
import { selectSettings } from '../../shell/settings/settingsSlice';
import { selectIsGuest } from '../session/authSlice';
import type { RootState } from '../store';

/** The attribute of `#root` that carries the state a page's HTML was rendered in, when the server sent it rendered. */
export const prerenderedAttribute = 'data-prerendered';

/**
 * What a guest page's markup depends on, as one string: the build renders the page in the state a guest with
 * nothing stored is in, and the browser hydrates that markup only when its own state says the same (same page,
 * direction, settings, a guest, no hosted-login button); otherwise it renders the page itself.
 */
export function prerenderedState(state: RootState, path: string): string {
  return JSON.stringify({
    path,
    direction: selectDirection(state),
    guest: selectIsGuest(state),
    settings: selectSettings(state),
    hostedLogin: publicAuthConfig().auth0 !== undefined,
  });
}
