import { issuesToFieldErrors } from '@conecta/contracts';
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
