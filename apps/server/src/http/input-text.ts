import { findUnstorableText, inputMessages, issuesToFieldErrors } from '@conecta/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { InputError } from './errors';

const requestParts = ['params', 'query', 'body'] as const satisfies (keyof FastifyRequest)[];

/**
 * Refuses a NUL character or a lone UTF-16 surrogate anywhere in a request's path parameters, query or body (values and keys, the CSV
 * import's text included) with a 400 naming the field. PostgreSQL cannot store NUL in text or jsonb, so
 * without this it would surface as a 500 from whichever query met it first. Runs after the access check
 * (onRequest) and before validation, so the order 401, 403, 400 holds.
 */
export function refuseUnstorableText(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of requestParts) {
      const found = findUnstorableText(request[part]);
      // A field name deep inside a crafted body is cut short: the answer stays small.
      if (found)
        throw new InputError(
          issuesToFieldErrors([{ path: found.path.slice(0, 32), message: inputMessages[found.problem] }], part),
        );
    }
  });
}
