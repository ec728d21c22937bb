import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../hooks';
import { selectSigningOut, selectUser } from '../session/authSlice';
import { hasBearerToken } from '../session/bearerToken';

/**
 * The tab's one live stream, open while someone is signed in, whatever panels the layout shows; closed as sign-out
 * starts (afterwards the token is refused). Its code arrives in its own chunk, so the layout does not wait for it.
 */
export function AppLiveStream() {
  const dispatch = useAppDispatch();
  const signingOut = useAppSelector(selectSigningOut);
  const userId = useAppSelector(selectUser).uuid;

  useEffect(() => {
    if (!userId || signingOut || !hasBearerToken()) return;
    let stop: (() => void) | undefined;
    let ended = false;
    void import('./liveSession').then(({ startLiveStream }) => {
      if (!ended) stop = startLiveStream(dispatch);
    });
    return () => {
      ended = true;
      stop?.();
    };
  }, [userId, signingOut, dispatch]);
  return null;
}
