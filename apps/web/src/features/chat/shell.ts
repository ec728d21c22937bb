import type { ShellContribution } from '../../shell/layout/slots';
import { ChatPanelHost } from './ChatPanelHost';
import { ChatPanelToggle } from './ChatPanelToggle';
import { chatRailWidth } from './chatSlice';
import { chatPath } from './routes';

/**
 * The team chat (console-core §4.4): for signed-in people, in the right side panel region; not on
 * the chat page, which shows the same chats and unread counts itself.
 */
export const shell: ShellContribution = {
  toolbarItems: [
    {
      id: 'chat',
      order: 20,
      region: 'rightSidePanel',
      signedIn: true,
      hiddenOn: [chatPath],
      component: ChatPanelToggle,
    },
  ],
  sidePanels: [
    {
      id: 'chat',
      region: 'rightSidePanel',
      signedIn: true,
      hiddenOn: [chatPath],
      endRailWidth: chatRailWidth,
      component: ChatPanelHost,
    },
  ],
};
