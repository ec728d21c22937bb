import { apiErrorSchema, chatMessages } from '@conecta/contracts';
import { liveFollowSchema, liveMessages, liveStreamHeader } from '@conecta/contracts/live';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { currentAccount } from '../auth/guard';
import type { Database } from '../db/client';
import { HttpError, InputError } from '../http/errors';
import { createRouteHelper } from '../platform/routes';
import { LiveHub, maxStreamsPerAccount } from './hub';

export const liveStreamSummary =
  'Server-sent events for the signed-in user: ready first, then every feature’s events for the account and its followed topics; a comment every 25 s';
export const liveStreamDescription = `At most ${maxStreamsPerAccount} open streams per account, on all server processes together; one more is refused with 429. The ${liveStreamHeader} response header names the stream for POST /api/live/topics.`;

/**
 * Answers a stream request with the account's stream on `hub`: 429 past the cap, else the event stream, held
 * until the client leaves, the account or session ends, or the server closes.
 */
export async function serveLiveStream(hub: LiveHub, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const { id: accountId } = currentAccount(request);
  const streamId = crypto.randomUUID();
  if (!(await hub.reserveStream(accountId, streamId))) {
    // The sentence was the chat's when the chat held the stream; its code stays for the screens that say it.
    return void reply
      .code(429)
      .send({ message: chatMessages.tooManyStreams, params: { maximum: maxStreamsPerAccount } });
  }
  try {
    reply.hijack();
    reply.raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      // Proxies such as nginx would otherwise hold events back in their buffers.
      'x-accel-buffering': 'no',
      [liveStreamHeader]: streamId,
    });
    reply.raw.flushHeaders();
  } catch (error) {
    // The heartbeat would keep a reserved row fresh for ever: give the place back.
    await hub.release(accountId, streamId);
    throw error;
  }
  // A failed registration is logged by the hub; the client sees the stream end and reconnects.
  await hub.attach(accountId, reply.raw, request.authSession?.id ?? null, streamId).catch(() => reply.raw.end());
}

/**
 * The platform's live stream under `/api/live`: starts this process's hub (before the features, whose routes extend
 * it) and ends its streams when the server closes.
 */
export const liveRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const hub = new LiveHub(db, app.log);
  await hub.start();
  // Streams never end by themselves: end them before the server waits for its connections to close.
  app.addHook('preClose', async () => hub.endStreams());
  app.addHook('onClose', async () => hub.close());
  const route = createRouteHelper(app, 'live');

  app.get(
    '/api/live',
    route('signed-in', {
      schema: {
        summary: liveStreamSummary,
        description: liveStreamDescription,
        response: { 429: apiErrorSchema },
      },
    }),
    async (request, reply) => serveLiveStream(hub, request, reply),
  );

  app.post(
    '/api/live/topics',
    route('signed-in', {
      schema: {
        summary:
          'Sets the topics one of the account’s open streams follows (each one allowed by the feature that declared it); answers 204',
        body: liveFollowSchema,
        response: { 204: z.null(), 400: apiErrorSchema, 403: apiErrorSchema },
      },
    }),
    async (request, reply) => {
      const { id: accountId } = currentAccount(request);
      const { streamId, topics } = request.body;
      const unique = [...new Set(topics)];
      for (const topic of unique) {
        const allowed = await hub.mayFollow(accountId, topic);
        if (allowed === undefined)
          throw new InputError({ topics: liveMessages.unknownTopic }, { fieldParams: { topics: { topic } } });
        if (!allowed) throw new HttpError(403, liveMessages.topicRefused, { topic });
      }
      // The stream may be held by another process: each one applies it to its own streams of the account.
      await hub.publish({ kind: 'follow', accountId, streamId, topics: unique });
      return reply.code(204).send(null);
    },
  );
};
