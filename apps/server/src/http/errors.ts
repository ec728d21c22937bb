import {
  httpMessages,
  isMessageCode,
  type MessageParams,
  messagePlaceholders,
  messageTemplate,
  messageText,
  validationMessages,
} from '@conecta/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

const malformedBodyCodes = new Set([
  'FST_ERR_CTP_INVALID_JSON_BODY',
  'FST_ERR_CTP_EMPTY_JSON_BODY',
  'FST_ERR_CTP_EMPTY_TYPE',
]);

/** What an `InputError` says beside its fields: its general sentence (a code) and the values of each. */
export interface InputErrorOptions {
  /** A declared code (or an undeclared sentence); `Invalid <fields>` when none is given. */
  message?: string;
  params?: MessageParams;
  fieldParams?: Record<string, MessageParams>;
}

/**
 * Input that fits the contract but not the data (a taken IMEI, an unknown owner): 400 naming the
 * fields, each with the code of its sentence (`{ imei: deviceMessages.imeiTaken }`).
 */
export class InputError extends Error {
  readonly params?: MessageParams;
  readonly fieldParams?: Record<string, MessageParams>;
  constructor(
    readonly fields: Record<string, string>,
    { message, params, fieldParams }: InputErrorOptions = {},
  ) {
    super(message ?? httpMessages.invalidFields);
    this.params = message ? params : { fields: Object.keys(fields).join(', ') };
    this.fieldParams = fieldParams;
  }
}

/** A refusal with a status and a sentence's code (404 unknown record, 409 conflict…) and its values. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly params?: MessageParams,
  ) {
    super(message);
  }
}

/**
 * A refusal that says when to come back (429 too many requests, 503 busy): answered with `retry-after`.
 */
export class RetryLaterError extends HttpError {
  constructor(
    statusCode: 429 | 503,
    message: string,
    readonly retryAfterSeconds: number,
    params?: MessageParams,
  ) {
    super(statusCode, message, params);
  }
}

/** PostgreSQL's "query_canceled": the statement timeout struck, or the statement was cancelled on purpose. */
const queryCanceledCode = '57014';

/** Whether the failure is a cancelled statement, as pg raises it or as Drizzle wraps it (in `cause`). */
export function isCancelledQuery(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 4; depth++) {
    if ((cause as { code?: unknown }).code === queryCanceledCode) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/** One zod issue as fastify-type-provider-zod reports it: zod's issue code, its message, its other fields. */
interface SchemaIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params?: Record<string, unknown>;
}

const primitiveValues = (values: Record<string, unknown>): MessageParams =>
  Object.fromEntries(
    Object.entries(values).filter(
      (entry): entry is [string, string | number] => typeof entry[1] === 'string' || typeof entry[1] === 'number',
    ),
  );

/**
 * The code, English and values of a schema issue. A declared message is the code the contract gave
 * its check; its `{name}`s are read from the issue (`maximum` of a length check, a refinement's
 * `params`). A check without one keeps zod's English under `validation.<zod issue code>`.
 */
function describeIssue(issue: SchemaIssue): { message: string; code: string; params?: MessageParams } {
  const { input: _input, params: refinement, ...fields } = issue.params ?? {};
  const values = primitiveValues({ ...fields, ...(typeof refinement === 'object' ? refinement : {}) });
  if (isMessageCode(issue.message)) {
    const names = messagePlaceholders(messageTemplate(issue.message) ?? '');
    const params: MessageParams = {};
    for (const name of names) if (values[name] !== undefined) params[name] = values[name];
    return { message: messageText(issue.message, params), code: issue.message, ...(names.length ? { params } : {}) };
  }
  const named = `validation.${issue.keyword.replace(/_(\w)/g, (_all, letter: string) => letter.toUpperCase())}`;
  const code = isMessageCode(named) ? named : validationMessages.invalidInput;
  const message = issue.message ?? messageText(code);
  return Object.keys(values).length > 0 ? { message, code, params: values } : { message, code };
}

/**
 * Every failure leaves in the one error shape: `{ error: { field: message } }` for input that does
 * not fit the contract, `{ message }` otherwise, each sentence with its code. A server fault is
 * logged and never shows its inside.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.addHook('preSerialization', async (_request, reply, payload) =>
    reply.statusCode >= 400 ? withMessageTexts(payload) : payload,
  );
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const rootKey = error.validationContext ?? 'body';
      const fields: Record<string, string> = {};
      const codes: Record<string, string> = {};
      const fieldParams: Record<string, MessageParams> = {};
      for (const issue of error.validation as SchemaIssue[]) {
        const path = issue.instancePath.split('/').filter(Boolean);
        const key = path.length ? path.join('.') : rootKey;
        if (key in fields) continue;
        const said = describeIssue(issue);
        fields[key] = said.message;
        codes[key] = said.code;
        if (said.params) fieldParams[key] = said.params;
      }
      return reply.code(400).send({
        message: httpMessages.invalidPart,
        params: { part: rootKey, fields: Object.keys(fields).join(', ') },
        error: fields,
        codes,
        ...(Object.keys(fieldParams).length ? { fieldParams } : {}),
      });
    }
    if (error instanceof InputError) {
      return reply.code(400).send({
        message: error.message,
        params: error.params,
        error: error.fields,
        fieldParams: error.fieldParams,
      });
    }
    if (error.code && malformedBodyCodes.has(error.code)) {
      return reply.code(400).send({ message: httpMessages.invalidJson, error: { body: error.message } });
    }
    if (isCancelledQuery(error)) {
      // The statement timeout (DB_STATEMENT_TIMEOUT_MS) stopped the query, or its client left: not a fault.
      request.log.warn({ err: error }, 'query cancelled');
      return reply.code(503).header('retry-after', 1).send({ message: httpMessages.queryTimedOut });
    }
    const status = error.statusCode ?? 500;
    if (error instanceof RetryLaterError) {
      // Busy or too many (a hash queue, a rate a handler checks), not broken: said so, with when to come back.
      return reply
        .code(error.statusCode)
        .header('retry-after', error.retryAfterSeconds)
        .send({ message: error.message, params: error.params });
    }
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ message: error.message, params: (error as Partial<HttpError>).params });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: httpMessages.serverFault });
  });
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A sentence's English and code from a code and its values; an undeclared sentence stays as it is. */
function spell(sentence: unknown, params: unknown): { message: unknown; code?: string; params?: MessageParams } {
  if (!isMessageCode(sentence)) return { message: sentence };
  const values = isObject(params) ? primitiveValues(params) : undefined;
  const spelled = { message: messageText(sentence, values), code: sentence as string };
  return values && Object.keys(values).length > 0 ? { ...spelled, params: values } : spelled;
}

/**
 * Writes the English of every code a refusal carries, keeping the code beside it: `message` (or a
 * token failure's `error`) with `params` becomes `{ message, code, params }`, each field of `error`
 * gets its code in `codes` (values in `fieldParams`), each import problem its `code` and `params`.
 * Done once here, so a route only says codes and none can forget the English or the code.
 */
export function withMessageTexts(payload: unknown): unknown {
  if (!isObject(payload)) return payload;
  const { params, fieldParams, ...body } = payload;
  const coded: Record<string, unknown> = { ...body };
  const general = typeof body.message === 'string' ? 'message' : typeof body.error === 'string' ? 'error' : undefined;
  if (general) {
    const said = spell(body[general], params);
    if (said.code) {
      coded[general] = said.message;
      if (general === 'message' && body.error === body.message) coded.error = said.message;
      if (general === 'error' && body.message === body.error) coded.message = said.message;
      coded.code ??= said.code;
      if (said.params) coded.params = said.params;
    } else if (params !== undefined) {
      coded.params = params;
    }
  }
  if (isObject(body.error)) {
    const codes: Record<string, string> = isObject(body.codes) ? { ...(body.codes as Record<string, string>) } : {};
    const valuesOf: Record<string, MessageParams> = isObject(fieldParams) ? { ...(fieldParams as object) } : {};
    const english: Record<string, unknown> = {};
    for (const [field, sentence] of Object.entries(body.error)) {
      const said = spell(sentence, valuesOf[field]);
      english[field] = said.message;
      if (!said.code) continue;
      codes[field] = said.code;
      if (said.params) valuesOf[field] = said.params;
    }
    coded.error = english;
    if (Object.keys(codes).length > 0) coded.codes = codes;
    if (Object.keys(valuesOf).length > 0) coded.fieldParams = valuesOf;
  }
  if (Array.isArray(body.problems)) {
    coded.problems = body.problems.map((problem: unknown) => {
      if (!isObject(problem) || problem.code !== undefined) return problem;
      const { params: values, ...rest } = problem;
      const said = spell(problem.message, values);
      return said.code ? { ...rest, ...said } : problem;
    });
  }
  return coded;
}
