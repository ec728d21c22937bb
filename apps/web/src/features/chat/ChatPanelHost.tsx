import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Suspense, useRef, useState } from 'react';
import { useAppSelector } from '../../app/hooks';
import { selectSigningOut } from '../../app/session/authSlice';
import { useCoversEdge } from '../../shell/layout/edgeCover';
import { lazyWithRetry } from '../../shell/recovery';
import { selectChatPanelOpen } from './chatSlice';
import { useChatLive } from './useChatLive';

// The panel's code (and its data) arrives when it is first wanted: opened, its rail shown on a
// large screen, or a message arriving.
const ChatPanel = lazyWithRetry(() => import('./ChatPanel'));

/**
 * What the main layout holds for a signed-in user: the chat's share of the tab's live stream, and the team chat
 * panel once it is needed.
 */
export function ChatPanelHost() {
  const open = useAppSelector(selectChatPanelOpen);
  // The rail is on screen from lg up (console-core §9: none on md and smaller).
  const railShown = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'), { noSsr: true });
  useCoversEdge(open);
  const [messageArrived, setMessageArrived] = useState(false);
  // Signing out ends the panel's calls first: afterwards the token is refused.
  const signingOut = useAppSelector(selectSigningOut);
  useChatLive(() => setMessageArrived(true));
  const wanted = useRef(false);
  wanted.current ||= open || railShown || messageArrived;

  if (!wanted.current || signingOut) return null;
  return (
    <Suspense fallback={null}>
      <ChatPanel />
    </Suspense>
  );
}
