/**
 * Declared message codes. Every sentence the API answers with, or a contract's zod check reports, is
 * declared once with its code: `defineMessages('todo', { titleRequired: '…' })` returns an object
 * whose entries ARE the codes (`'todo.titleRequired'`), and keeps the English in one registry.
 * Checks and refusals carry the code; the server's error handler writes the English beside it
 * (`messageText`), and the web says the code in the user's language. Values in a sentence are
 * written `{name}`; they travel beside the code as `params` (a zod check's come from its issue:
 * `maximum`, `minimum`…, or a refinement's `params`).
 *
 * No zod here: the sign-in pages read these without loading validation code.
 */

/** Value of a `{name}` in a message. */
export type MessageParams = Record<string, string | number>;

/** A declared code: `group.name`. */
export type MessageCode = `${string}.${string}`;

/** The codes of a group, each typed as its own literal. */
export type MessageCodes<G extends string, S> = { readonly [K in keyof S & string]: `${G}.${K}` };

const templates = new Map<string, string>();
const groupsOfCatalogues = new WeakMap<object, string>();

/**
 * Declares the sentences of a group under the codes `<group>.<name>` and returns those codes.
 * A code declared again with another text throws: a code names one sentence everywhere.
 */
export function defineMessages<const G extends string, const S extends Record<string, string>>(
  group: G,
  sentences: S,
): MessageCodes<G, S> {
  if (!/^[a-z][A-Za-z0-9]*$/.test(group)) throw new Error(`The message group "${group}" must be one camelCase word`);
  const codes: Record<string, string> = {};
  for (const [name, text] of Object.entries(sentences)) {
    const code = `${group}.${name}`;
    const declared = templates.get(code);
    if (declared !== undefined && declared !== text) {
      throw new Error(`The message code ${code} is declared twice: "${declared}" and "${text}"`);
    }
    templates.set(code, text);
    codes[name] = code;
  }
  const catalogue = Object.freeze(codes) as MessageCodes<G, S>;
  groupsOfCatalogues.set(catalogue, group);
  return catalogue;
}

/** The group of an object `defineMessages` returned; undefined for any other value. */
export function messageGroupOf(value: unknown): string | undefined {
  return typeof value === 'object' && value !== null ? groupsOfCatalogues.get(value) : undefined;
}

/** Whether a string is a declared code (as opposed to an undeclared sentence). */
export function isMessageCode(value: unknown): value is MessageCode {
  return typeof value === 'string' && templates.has(value);
}

/** The English template of a code (`{name}` where a value goes); undefined when not declared. */
export function messageTemplate(code: string): string | undefined {
  return templates.get(code);
}

/** Every declared code with its English template, as declared so far. */
export function declaredMessages(): ReadonlyMap<string, string> {
  return templates;
}

/** The names of the values a template carries: `['after']` for "Try again in {seconds}.". */
export function messagePlaceholders(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
}

/**
 * The English of a code with its `{name}`s filled in; a string that is not a declared code is
 * returned as it is (a sentence nobody declared is shown as written).
 */
export function messageText(code: string, params: MessageParams = {}): string {
  const template = templates.get(code);
  if (template === undefined) return code;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** Sentences of the HTTP layer: any route may answer them. */
export const httpMessages = defineMessages('http', {
  serverFault: 'Something went wrong on our side. Please try again.',
  invalidJson: 'The request body is not valid JSON.',
  databaseNotReady: 'The database is not ready.',
  noRoute: 'No route for {method} {path}',
  roleNeeded: 'This needs the {role} role.',
  tooManyAttempts: 'Too many attempts. Try again in {seconds}.',
  busy: 'The server is busy. Try again in a moment.',
  queryTimedOut: 'This took too long and was stopped. Try again in a moment, or narrow the search.',
  tooManySearches: 'Too many searches. Try again in {seconds} s.',
  invalidPart: 'Invalid {part}: {fields}',
  invalidFields: 'Invalid {fields}',
});

/**
 * zod's own issues, where a schema names no message of its own (`validation.<issue code>`: the API
 * keeps zod's English and sends the issue's values as params), and the list calls' refusals.
 */
export const validationMessages = defineMessages('validation', {
  invalidInput: 'Invalid input',
  invalidType: 'Invalid input: expected {expected}',
  tooBig: 'Too big: expected {origin} to have at most {maximum}',
  tooSmall: 'Too small: expected {origin} to have at least {minimum}',
  invalidFormat: 'Invalid {format}',
  notMultipleOf: 'Invalid number: must be a multiple of {divisor}',
  unrecognizedKeys: 'Unrecognized keys',
  invalidUnion: 'Invalid input',
  invalidKey: 'Invalid key',
  invalidElement: 'Invalid value',
  invalidValue: 'Invalid value',
  custom: 'Invalid input',
  search: 'Search can have up to 100 characters',
  sortField: 'Unknown sort field',
  sortOrder: 'Order must be asc or desc',
  cursor: 'Invalid cursor',
  direction: 'Direction must be after or before',
  deviceIds: 'Every id must be a device id',
  selectOne: 'Select at least one device',
  selectAtMost: 'Select at most {maximum} devices',
});

/** A device CSV import's refusals: of the whole file, and of one row (with the row and field beside them). */
export const importMessages = defineMessages('import', {
  notCsvBody: 'Send the CSV file itself as the body, with Content-Type: text/csv.',
  notCsv: 'The file is not valid CSV: {reason}',
  empty: 'The file is empty: it needs a header row and at least one device.',
  missingColumns: 'The first row must be a header naming at least the columns {required}; missing: {missing}.',
  noDevices: 'The file has a header but no devices.',
  tooManyRows: 'The file has {rows} devices; one import can carry at most {limit}.',
  cellCount: 'The row has {cells} cells; the header has {columns}.',
  duplicateInFile: 'Row {firstRow} of this file has the same value',
  rejectedOneRow: 'Nothing was imported: {rows} row has problems to fix.',
  rejected: 'Nothing was imported: {rows} rows have problems to fix.',
  rejectedListed: 'Nothing was imported: {rows} rows have problems to fix. The first {listed} problems are listed.',
  exportDelimiter: 'The delimiter must be a comma (,), a semicolon (;) or a tab.',
});

/** A sentence as the API answers it: its English, and its code and values when it was declared. */
export interface SaidMessage {
  message: string;
  code?: string;
  params?: MessageParams;
}

/** A code with its values as the API sends it (`{ message, code, params }`); an undeclared sentence as `{ message }`. */
export function sayMessage(code: string, params?: MessageParams): SaidMessage {
  if (!isMessageCode(code)) return { message: code };
  const said: SaidMessage = { message: messageText(code, params), code };
  if (params && Object.keys(params).length > 0) said.params = params;
  return said;
}
