import { chatMessages } from './chat';
import { authMessages } from './constants';
import { deviceMessages } from './devices';
import { accountMessages } from './users';

/**
 * Every sentence the API answers with, under a stable code (`group.name`), so a screen can show it
 * in its own language while the API keeps the spec's English. Values in a sentence are written
 * `{name}`; they travel beside the code as `params`.
 */

/** Value of a `{name}` in a message. */
export type MessageParams = Record<string, string | number>;

/** Sentences of the HTTP layer: any route may answer them. */
export const httpMessages = {
  serverFault: 'Something went wrong on our side. Please try again.',
  invalidJson: 'The request body is not valid JSON.',
  databaseNotReady: 'The database is not ready.',
  noRoute: 'No route for {method} {path}',
  roleNeeded: 'This needs the {role} role.',
  tooManyAttempts: 'Too many attempts. Try again in {after}.',
  invalidPart: 'Invalid {part}: {fields}',
  invalidFields: 'Invalid {fields}',
} as const;

/** zod's wording where a schema names no message of its own, and the list calls' refusals. */
export const validationMessages = {
  invalidInput: 'Invalid input',
  invalidValue: 'Invalid value',
  tooBig: 'Too big: expected {type} to have <={maximum} {unit}',
  search: 'Search can have up to 100 characters',
  sortField: 'Unknown sort field',
  sortOrder: 'Order must be asc or desc',
  cursor: 'Invalid cursor',
  direction: 'Direction must be after or before',
  deviceIds: 'Every id must be a device id',
  selectOne: 'Select at least one device',
  selectAtMost: 'Select at most {maximum} devices',
} as const;

/** The token API's sentences beyond the spec's fixed texts. */
export const signInMessages = {
  tooManyAttempts: 'Too many failed attempts for this account. Try again in {seconds} s.',
  ownDataOnly: 'A user can only update their own data.',
  signInAgain: 'Your session has ended. Please sign in again.',
  useSignInPost: 'Sign in with POST /api/auth and a JSON body { email, password }; credentials never travel in a URL.',
} as const;

/** A device CSV import's refusals: of the whole file, and of one row (with the row and field beside them). */
export const importMessages = {
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
} as const;

/**
 * The groups and their code prefixes. A sentence two groups share (“No account has this id”) keeps
 * the code of the group listed first: a code names a sentence, wherever it is said.
 */
const messageGroups = {
  auth: { ...authMessages, ...signInMessages },
  account: accountMessages,
  device: deviceMessages,
  chat: chatMessages,
  import: importMessages,
  http: httpMessages,
  validation: validationMessages,
} as const;

type Group = typeof messageGroups;
export type MessageCode = { [G in keyof Group]: `${G & string}.${keyof Group[G] & string}` }[keyof Group];

/** Every code with its English sentence (`{name}` where a value goes). */
export const messageTemplates = Object.fromEntries(
  Object.entries(messageGroups).flatMap(([group, messages]) =>
    Object.entries(messages).map(([name, text]) => [`${group}.${name}`, text]),
  ),
) as Record<MessageCode, string>;

/** The English sentence of a code, its `{name}`s filled in. */
export function formatMessage(code: MessageCode, params: MessageParams = {}): string {
  return messageTemplates[code].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** What a sentence is: its code, and the values it carries. */
export interface IdentifiedMessage {
  code: MessageCode;
  params?: MessageParams;
}

const placeholder = /\{(\w+)\}/g;
const exactCodes = new Map<string, MessageCode>();
const patterns: { code: MessageCode; pattern: RegExp; names: string[]; literal: number }[] = [];

/** Makes the sentences of a group identifiable by `identifyMessage`. */
function catalogue(group: string, messages: Readonly<Record<string, string>>): void {
  for (const [name, template] of Object.entries(messages)) {
    const code = `${group}.${name}` as MessageCode;
    const names = [...template.matchAll(placeholder)].map((match) => match[1] as string);
    if (names.length === 0) {
      if (!exactCodes.has(template)) exactCodes.set(template, code);
      continue;
    }
    const source = template
      .split(placeholder)
      .map((part, index) => (index % 2 === 1 ? '(.+?)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('');
    patterns.push({
      code,
      pattern: new RegExp(`^${source}$`),
      names,
      literal: template.replace(placeholder, '').length,
    });
  }
  // The most specific sentence first: 'Invalid {part}: {fields}' before 'Invalid {fields}'.
  patterns.sort((a, b) => b.literal - a.literal);
}

for (const [group, messages] of Object.entries(messageGroups)) catalogue(group, messages);

/**
 * Adds a feature's sentences under the code `<group>.<key>` (the server does it for each feature's
 * `messages` at start-up), so a new feature gets codes without editing this file. A sentence already
 * catalogued keeps its first code.
 */
const addedGroups = new Set<string>();
export function addMessageGroup(group: string, messages: Readonly<Record<string, string>>): void {
  if (group in messageGroups) throw new Error(`The message group ${group} is the platform's`);
  // Every app built in one process (tests build many) adds its features' groups again: once is enough.
  if (addedGroups.has(group)) return;
  addedGroups.add(group);
  catalogue(group, messages);
}

/**
 * The code of an English sentence the API sends, and the values in it; undefined for a sentence
 * nobody catalogued (the client then shows the English as it came).
 */
export function identifyMessage(text: string): IdentifiedMessage | undefined {
  const exact = exactCodes.get(text);
  if (exact) return { code: exact };
  for (const { code, pattern, names } of patterns) {
    const match = pattern.exec(text);
    if (!match) continue;
    const params: MessageParams = {};
    names.forEach((name, index) => {
      const value = match[index + 1] as string;
      params[name] = /^\d+$/.test(value) ? Number(value) : value;
    });
    return { code, params };
  }
  return undefined;
}
