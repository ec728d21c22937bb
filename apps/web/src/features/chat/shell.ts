import type { ShellContribution } from '../../shell/layout/slots';
import { ChatPanelHost } from './ChatPanelHost';
import { ChatPanelToggle } from './ChatPanelToggle';
import { chatRailWidth } from './chatSlice';

/** The team chat (console-core §4.4): for signed-in people, in the right side panel region. */
export const shell: ShellContribution = {
  toolbarItems: [{ id: 'chat', order: 20, region: 'rightSidePanel', signedIn: true, component: ChatPanelToggle }],
  sidePanels: [
    { id: 'chat', region: 'rightSidePanel', signedIn: true, endRailWidth: chatRailWidth, component: ChatPanelHost },
  ],
};
