import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectSigningOut, selectUser } from '../../app/session/authSlice';
import { hasBearerToken } from '../../app/session/bearerToken';
import { useCoversEdge } from '../../shell/layout/edgeCover';
import { selectChatPanelOpen } from './chatSlice';

// The panel's code (and its data) arrives when it is first wanted: opened, its rail shown on a
// large screen, or a message arriving.
const ChatPanel = lazy(() => import('./ChatPanel'));

/**
 * What the main layout holds for a signed-in user: the live chat connection, and the team chat
 * panel once it is needed.
 */
export function ChatPanelHost() {
  const open = useAppSelector(selectChatPanelOpen);
  // The rail is on screen from lg up (console-core §9: none on md and smaller).
  const railShown = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'), { noSsr: true });
  useCoversEdge(open);
  const [messageArrived, setMessageArrived] = useState(false);
  const dispatch = useAppDispatch();
  // Signing out ends the connection and the panel's calls first: afterwards the token is refused.
  const signingOut = useAppSelector(selectSigningOut);
  const userId = useAppSelector(selectUser).uuid;

  // One live connection per signed-in tab, closed on sign-out. Its code (and the chat's calls)
  // arrive in their own chunk, so the layout does not wait for them.
  useEffect(() => {
    if (!userId || signingOut || !hasBearerToken()) return;
    let stop: (() => void) | undefined;
    let ended = false;
    void import('./liveSession').then(({ startChatLive }) => {
      if (!ended) stop = startChatLive(dispatch, () => setMessageArrived(true));
    });
    return () => {
      ended = true;
      stop?.();
    };
  }, [userId, signingOut, dispatch]);
  const wanted = useRef(false);
  wanted.current ||= open || railShown || messageArrived;

  if (!wanted.current || signingOut) return null;
  return (
    <Suspense fallback={null}>
      <ChatPanel />
    </Suspense>
  );
}
