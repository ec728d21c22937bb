import { selectIsGuest } from '../../app/session/authSlice';
import type { RootState } from '../../app/store';
import { selectSettings } from '../settings/settingsSlice';
import { type SlotConditions, slotShown } from './slots';

/**
 * The right side panel region holds the quick panel and the team chat (as in the template's layouts);
 * the layout option `rightSidePanel.display` shows or hides the whole region.
 */
export const selectShowsRightSidePanel = (state: RootState) =>
  selectSettings(state).layout.config.rightSidePanel.display;

/** Whether a slot with these conditions shows for the current user and layout. */
export const selectSlotShown = (state: RootState, slot: SlotConditions) =>
  slotShown(slot, { rightSidePanel: selectShowsRightSidePanel(state), signedIn: !selectIsGuest(state) });

/** Panels for signed-in people in the right side panel region (the team chat) show. */
export const selectShowsTeamChat = (state: RootState) =>
  selectSlotShown(state, { region: 'rightSidePanel', signedIn: true });
