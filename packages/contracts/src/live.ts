import * as z from 'zod/mini';

/**
 * The live stream (`GET /api/live`, server-sent events), one per signed-in tab. It needs
 * `Authorization: Bearer <token>` (read it with fetch streaming, not EventSource). Each event is
 * `event: <type>\ndata: <JSON of the event, with its type>\n\n`; lines starting with ':' are heartbeats
 * (every 25 s). The first event is `ready` (`{ type: 'ready', userId, …features' fields }`): refetch what may
 * have changed while away. Features' events follow (`mail-arrived`, the chat's `message`, …); an event of a
 * followed topic carries `topic`.
 */
export const liveStreamPath = '/api/live';

/** The response header naming the stream, so the tab can choose the topics it follows (`POST /api/live/topics`). */
export const liveStreamHeader = 'x-live-stream';

/** Topics look like `<feature>:<key>` (`scrumboard:7`). */
export const liveTopicSchema = z
  .string()
  .check(z.regex(/^[a-z][a-z0-9-]*:[^\s]{1,200}$/, 'Topics look like feature:key'));

/** The whole set of topics a stream follows from now on (an empty list follows none). */
export const liveFollowSchema = z
  .object({
    streamId: z.string().check(z.guid('streamId must be the x-live-stream header of an open stream')),
    topics: z.array(liveTopicSchema).check(z.maxLength(50, 'A stream follows at most 50 topics')),
  })
  .register(z.globalRegistry, { id: 'LiveFollow' });
export type LiveFollow = z.infer<typeof liveFollowSchema>;
