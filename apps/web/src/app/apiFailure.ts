/**
 * The one reader of a failed API call. Every route refuses in one shape (`{ message, code, params }`
 * and/or `{ error: { field: message }, codes, fieldParams }`, or a token failure's sentence as
 * `error`); this turns whatever RTK Query (or a plain request) wrapped it in into plain data.
 * No i18next and no zod here: the sign-in pages use it too.
 */

/** Values a sentence carries (`{ minutes: 15 }`). */
export type ServerMessageParams = Record<string, string | number>;

/** A sentence of the server: the English it sent, and the code and values to say it in another language. */
export interface ServerMessage {
  message: string;
  code?: string;
  params?: ServerMessageParams;
}

export interface ApiFailure {
  /** The HTTP status of the answer; undefined when none came. */
  status?: number;
  /** No answer at all (the network, a timeout): the page words the failure itself. */
  unreachable: boolean;
  /** The general sentence, when the server sent one. */
  message?: ServerMessage;
  /** A sentence per field, for input the server refused. */
  fields: Record<string, ServerMessage>;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function paramsOf(value: unknown): ServerMessageParams | undefined {
  if (!isObject(value)) return undefined;
  const params: ServerMessageParams = {};
  for (const [name, param] of Object.entries(value)) {
    if (typeof param === 'string' || typeof param === 'number') params[name] = param;
  }
  return params;
}

function sentence(message: string, code: unknown, params: unknown): ServerMessage {
  const read: ServerMessage = { message };
  if (typeof code === 'string') read.code = code;
  const values = paramsOf(params);
  if (values) read.params = values;
  return read;
}

/** Reads the body of a refusal: `{ message, code, params, error, codes, fieldParams }`. */
function readBody(failure: ApiFailure, body: unknown): void {
  if (!isObject(body)) return;
  const codes = isObject(body.codes) ? body.codes : {};
  const fieldParams = isObject(body.fieldParams) ? body.fieldParams : {};
  if (isObject(body.error)) {
    for (const [field, message] of Object.entries(body.error)) {
      if (typeof message === 'string') failure.fields[field] = sentence(message, codes[field], fieldParams[field]);
    }
  }
  const general = typeof body.message === 'string' ? body.message : body.error;
  if (typeof general === 'string') failure.message = sentence(general, body.code, body.params);
}

/**
 * What went wrong with an API call: an RTK Query error (`{ status, data }`, `FETCH_ERROR`,
 * `TIMEOUT_ERROR`, `PARSING_ERROR` of a body that is not JSON), a plain `{ status, data }` of a
 * request made by hand, or anything else thrown (read as no answer from the server).
 */
export function readApiFailure(error: unknown): ApiFailure {
  const failure: ApiFailure = { unreachable: true, fields: {} };
  if (!isObject(error)) return failure;
  const { status } = error;
  if (typeof status === 'number') {
    failure.status = status;
    failure.unreachable = false;
    readBody(failure, error.data);
  } else if (status === 'PARSING_ERROR' && typeof error.originalStatus === 'number') {
    // An answer that is not JSON (a proxy's error page): its status is all there is to read.
    failure.status = error.originalStatus;
    failure.unreachable = false;
  } else if (status === 'CUSTOM_ERROR') {
    failure.unreachable = false;
    readBody(failure, error.data);
  }
  return failure;
}

/** The one sentence to show for a failure: the first field's (the most precise), else the general one. */
export function firstServerMessage(failure: ApiFailure): ServerMessage | undefined {
  return Object.values(failure.fields)[0] ?? failure.message;
}

/** The sentences that explain a refusal: its field errors, else its general sentence. */
export function refusalSentences(failure: ApiFailure): ServerMessage[] {
  const fields = Object.values(failure.fields);
  if (fields.length > 0) return fields;
  return failure.message ? [failure.message] : [];
}
