import { useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { subscribeLiveEvents } from '../../app/live/events';
import { selectSigningOut, selectUser } from '../../app/session/authSlice';
import type { AppDispatch } from '../../app/store';

type ChatLiveSession = typeof import('./liveSession');

/** How many mounted parts (the panel host, the chat page) want the chat live, and what they share. */
let holders = 0;
let stopListening: (() => void) | undefined;
const messageListeners = new Set<() => void>();

/**
 * The chat's events of the tab's one live stream, folded into the chat's data once however many parts want them.
 * The code that folds them (and the chat's calls) arrives in its own chunk; events that come first wait for it,
 * in order.
 */
function holdChatLive(dispatch: AppDispatch, onMessage: () => void): () => void {
  messageListeners.add(onMessage);
  if (holders++ === 0) {
    const loaded: Promise<ChatLiveSession> = import('./liveSession');
    stopListening = subscribeLiveEvents((event) => {
      void loaded.then(({ applyLiveStreamEvent }) => {
        if (applyLiveStreamEvent(dispatch, event)) for (const listener of [...messageListeners]) listener();
      });
    });
  }
  return () => {
    messageListeners.delete(onMessage);
    if (--holders > 0) return;
    stopListening?.();
    stopListening = undefined;
    void import('./liveSession').then(({ forgetChatData }) => forgetChatData(dispatch));
  };
}

/**
 * Keeps the chat's data live while the component is mounted and someone is signed in (the stream itself is the
 * app's); `onMessage` hears every new message.
 */
export function useChatLive(onMessage?: () => void): void {
  const dispatch = useAppDispatch();
  // Signing out lets go at once: afterwards the token is refused.
  const signingOut = useAppSelector(selectSigningOut);
  const userId = useAppSelector(selectUser).uuid;
  const latest = useRef(onMessage);
  useEffect(() => {
    latest.current = onMessage;
  });
  useEffect(() => {
    if (!userId || signingOut) return;
    return holdChatLive(dispatch, () => latest.current?.());
  }, [userId, signingOut, dispatch]);
}
