import * as z from 'zod/mini';
import { defineMessages } from './messages';

/** The live stream's refusals (a platform group: its texts live with the shell's). */
export const liveMessages = defineMessages('live', {
  topicShape: 'Topics look like feature:key',
  streamId: 'streamId must be the x-live-stream header of an open stream',
  tooManyTopics: 'A stream follows at most {maximum} topics',
  unknownTopic: 'No feature offers the topic {topic}',
  topicRefused: 'This account may not follow {topic}',
});

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
export const liveTopicSchema = z.string().check(z.regex(/^[a-z][a-z0-9-]*:[^\s]{1,200}$/, liveMessages.topicShape));

/** The whole set of topics a stream follows from now on (an empty list follows none). */
export const liveFollowSchema = z
  .object({
    streamId: z.string().check(z.guid(liveMessages.streamId)),
    topics: z.array(liveTopicSchema).check(z.maxLength(50, liveMessages.tooManyTopics)),
  })
  .register(z.globalRegistry, { id: 'LiveFollow' });
export type LiveFollow = z.infer<typeof liveFollowSchema>;
