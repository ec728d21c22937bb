/** A stream's row not refreshed for this long belongs to a process that died (three missed heartbeats). */
export const staleStreamSeconds = 75;
/** How often each process pings its streams and refreshes their rows. */
export const heartbeatMilliseconds = 25_000;
/**
 * Open streams one account may hold across every process. Past it a new stream is refused (429) rather than
 * the oldest closed: a browser reopens a closed stream by itself, so closing the oldest would only make
 * the tabs take turns; a refusal stays a refusal.
 */
export const maxStreamsPerAccount = 10;
