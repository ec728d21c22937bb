import { identifyMessage, issuesToFieldErrors, type MessageParams } from '@conecta/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

const malformedBodyCodes = new Set([
  'FST_ERR_CTP_INVALID_JSON_BODY',
  'FST_ERR_CTP_EMPTY_JSON_BODY',
  'FST_ERR_CTP_EMPTY_TYPE',
]);

/** Input that fits the contract but not the data (a taken IMEI, an unknown owner): 400 naming the fields. */
export class InputError extends Error {
  constructor(
    readonly fields: Record<string, string>,
    message = `Invalid ${Object.keys(fields).join(', ')}`,
  ) {
    super(message);
  }
}

/** A refusal with a status and a sentence (404 unknown record, 409 conflict…). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Every failure leaves in the one error shape: `{ error: { field: message } }` for input that does
 * not fit the contract, `{ message }` otherwise. A server fault is logged and never shows its inside.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.addHook('preSerialization', async (_request, reply, payload) =>
    reply.statusCode >= 400 ? withMessageCodes(payload) : payload,
  );
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const rootKey = error.validationContext ?? 'body';
      const issues = error.validation.map((issue) => ({
        path: issue.instancePath.split('/').filter(Boolean),
        message: issue.message ?? 'Invalid value',
      }));
      const fieldErrors = issuesToFieldErrors(issues, rootKey);
      return reply
        .code(400)
        .send({ message: `Invalid ${rootKey}: ${Object.keys(fieldErrors).join(', ')}`, error: fieldErrors });
    }
    if (error instanceof InputError) {
      return reply.code(400).send({ message: error.message, error: error.fields });
    }
    if (error.code && malformedBodyCodes.has(error.code)) {
      return reply.code(400).send({ message: 'The request body is not valid JSON.', error: { body: error.message } });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: 'Something went wrong on our side. Please try again.' });
  });
}

interface CodedFields {
  codes?: Record<string, string>;
  fieldParams?: Record<string, MessageParams>;
}

/**
 * Adds the stable code of every catalogued sentence of a refusal beside its English text: `code`
 * and `params` for `message` (or a sentence in `error`), `codes` and `fieldParams` for field
 * errors, `code` and `params` on each import problem. Done once here, so no route can forget it.
 */
export function withMessageCodes(payload: unknown): unknown {
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return payload;
  const body = payload as Record<string, unknown>;
  const coded: Record<string, unknown> & CodedFields = { ...body };
  const sentence = typeof body.message === 'string' ? body.message : body.error;
  const identified = typeof sentence === 'string' ? identifyMessage(sentence) : undefined;
  if (identified && coded.code === undefined) {
    coded.code = identified.code;
    if (identified.params) coded.params = identified.params;
  }
  if (body.error && typeof body.error === 'object') {
    for (const [field, message] of Object.entries(body.error)) {
      const found = typeof message === 'string' ? identifyMessage(message) : undefined;
      if (!found) continue;
      coded.codes = { ...coded.codes, [field]: found.code };
      if (found.params) coded.fieldParams = { ...coded.fieldParams, [field]: found.params };
    }
  }
  if (Array.isArray(body.problems)) {
    coded.problems = body.problems.map((problem: unknown) => {
      const message = (problem as { message?: unknown } | null)?.message;
      const found = typeof message === 'string' ? identifyMessage(message) : undefined;
      return found ? { ...(problem as object), ...found } : problem;
    });
  }
  return coded;
}
