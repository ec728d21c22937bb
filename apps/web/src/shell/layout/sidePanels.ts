import { selectIsGuest } from '../../app/session/authSlice';
import type { RootState } from '../../app/store';
import { selectSettings } from '../settings/settingsSlice';

/**
 * The right side panel region holds the quick panel and the team chat (as in the template's layouts);
 * the layout option `rightSidePanel.display` shows or hides the whole region.
 */
export const selectShowsRightSidePanel = (state: RootState) =>
  selectSettings(state).layout.config.rightSidePanel.display;

/** The team chat is for signed-in people, in the right side panel region. */
export const selectShowsTeamChat = (state: RootState) => !selectIsGuest(state) && selectShowsRightSidePanel(state);
