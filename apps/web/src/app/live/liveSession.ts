import { authMessages } from '@conecta/contracts/constants';
import { showMessage } from '../../shell/message/messageSlice';
import { checkServer } from '../connection/watchConnection';
import { getBearerToken } from '../session/bearerToken';
import { endSession } from '../session/endSession';
import type { AppDispatch } from '../store';
import { connectLive } from './connection';
import { followedTopics, publishLiveEvent, watchFollowedTopics } from './events';

/** Tells the server which topics the stream follows, then lets each topic's listeners catch up. */
async function follow(streamId: string, topics: string[]): Promise<boolean> {
  const token = await getBearerToken();
  if (!token) return false;
  const response = await fetch('/api/live/topics', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ streamId, topics }),
  }).catch(() => undefined);
  return response?.status === 204;
}

/**
 * Opens the tab's live stream and hands what it hears to the features' listeners; the server's ending of the
 * stream of a disabled or signed-out account ends the session here too. Returns the function that closes it.
 */
export function startLiveStream(dispatch: AppDispatch): () => void {
  let streamId: string | null = null;
  /** What the server was last told, so an unchanged set is not sent again. */
  let told = '';
  const syncTopics = async () => {
    const topics = followedTopics();
    const key = `${streamId}\n${topics.join('\n')}`;
    if (!streamId || key === told || (told === '' && topics.length === 0)) return;
    told = key;
    if (!(await follow(streamId, topics))) return;
    for (const topic of topics) publishLiveEvent({ type: 'ready', topic });
  };
  const stopWatching = watchFollowedTopics(() => void syncTopics());
  const stop = connectLive({
    getToken: getBearerToken,
    onOpen(id) {
      streamId = id;
      told = '';
      void syncTopics();
    },
    onEvent: publishLiveEvent,
    // A dropped stream is the first sign of a server that went away, even on a page that asks nothing.
    onDropped: () => void checkServer(dispatch),
    onUnauthorized() {
      // The same rule as the base query: a refused token ends the session everywhere.
      endSession(dispatch);
      dispatch(showMessage({ message: authMessages.sessionEnded, variant: 'error' }));
    },
  });
  return () => {
    stopWatching();
    stop();
  };
}
