import type { FastifyReply } from 'fastify';

/**
 * A signal that aborts when the client goes away before its answer was written (a closed tab, a search typed
 * over, a script that gave up): hand it to `runCancellable` so the database stops working for nobody.
 */
export function clientGoneSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}
