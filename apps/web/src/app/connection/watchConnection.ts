import type { Dispatch } from '@reduxjs/toolkit';
import { serverReachable, serverUnreachable } from './connectionSlice';

export const healthPath = '/api/health';

/** Poll intervals while the server is away: soon at first, then every 5 s at most. */
export function pollDelay(attempt: number): number {
  return Math.min(5000, 1000 * 2 ** Math.min(attempt, 3));
}

/** Whether the server answers now: any answer of ours to `/api/health` counts, a failed fetch or a proxy's 502–504 does not. */
export async function serverAnswers(fetcher: typeof fetch = fetch): Promise<boolean> {
  try {
    const response = await fetcher(healthPath, { cache: 'no-store' });
    return response.status < 502 || response.status > 504;
  } catch {
    return false;
  }
}

const restoredListeners = new Set<(dispatch: Dispatch) => void>();

/** Runs `listener` each time the server answers again after being away (the API refetches what failed). */
export function onServerRestored(listener: (dispatch: Dispatch) => void): () => void {
  restoredListeners.add(listener);
  return () => restoredListeners.delete(listener);
}

let watching = false;
let nextPoll: ReturnType<typeof setTimeout> | undefined;

/** Ends a watch under way without waiting for the server (a fresh page has none: the tests start each file so). */
export function stopWatchingConnection(): void {
  clearTimeout(nextPoll);
  watching = false;
}

/**
 * The server did not answer a request: say so at once (the offline notice) and poll `/api/health`
 * until it answers again, then say that (the notice goes, failed pages and queries try again).
 * One watch at a time, whoever reports.
 */
export function reportServerUnreachable(dispatch: Dispatch, options: { fetcher?: typeof fetch } = {}): void {
  dispatch(serverUnreachable());
  if (watching) return;
  watching = true;
  let attempt = 0;
  const poll = async () => {
    if (await serverAnswers(options.fetcher)) {
      watching = false;
      dispatch(serverReachable());
      for (const listener of restoredListeners) listener(dispatch);
      return;
    }
    attempt += 1;
    nextPoll = setTimeout(poll, pollDelay(attempt));
  };
  nextPoll = setTimeout(poll, pollDelay(0));
}

/**
 * Something failed that may mean the server is away (a script, a live stream): ask it. Answers whether
 * it answered; when it did not, the watch above starts.
 */
export async function checkServer(dispatch: Dispatch, options: { fetcher?: typeof fetch } = {}): Promise<boolean> {
  const answers = await serverAnswers(options.fetcher);
  if (!answers) reportServerUnreachable(dispatch, options);
  return answers;
}
