import { randomUUID } from 'node:crypto';

/** The parts of the generated OpenAPI document the fuzz test reads. */
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, JsonSchema> };
}

export interface OpenApiOperation {
  summary?: string;
  security?: unknown[];
  'x-access'?: string;
  parameters?: { name: string; in: 'path' | 'query' | 'header'; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, unknown>;
}

export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  minimum?: number;
  minItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

/** One request to make: where, with which query and which raw body. */
export interface FuzzCase {
  label: string;
  path: Record<string, string>;
  query: Record<string, string>;
  body?: string;
  contentType?: string;
}

const nul = 'a\u0000b';
/** Half a UTF-16 pair: JSON carries it as "\ud800", PostgreSQL's jsonb refuses it. */
const loneSurrogate = 'a\ud800b';
const huge = 'x'.repeat(100 * 1024);
/** A quoted phrase of ~2,000 characters of short words: far past the search box's limit. */
const oversizedPhrase = `"${'ab cd ef gh '.repeat(170).trim()}"`;
/** The longest phrase a search accepts (100 characters), of one-letter words: the most words a phrase can have. */
const longestPhrase = `"${'a b '.repeat(25).slice(0, 98).trim()}"`;
// Written as text: JSON.stringify itself would overflow the stack on a value this deep.
const deeplyNested = `${'{"a":['.repeat(2_500)}"bottom"${']}'.repeat(2_500)}`;
const deepMarker = '__deeply_nested__';
const json = (body: unknown) => ({
  body: JSON.stringify(body).replace(`"${deepMarker}"`, deeplyNested),
  contentType: 'application/json',
});

/** A value the schema would accept (or nearly: refinements the document cannot say are not guessed). */
export function sampleOf(schema: JsonSchema, doc: OpenApiDocument, name = ''): unknown {
  const resolved = resolve(schema, doc);
  if (resolved.const !== undefined) return resolved.const;
  if (resolved.enum) return resolved.enum[0];
  const variant = resolved.anyOf ?? resolved.oneOf ?? resolved.allOf;
  if (variant?.[0]) return sampleOf(variant[0], doc, name);
  const type = Array.isArray(resolved.type) ? resolved.type.find((one) => one !== 'null') : resolved.type;
  switch (type) {
    case 'string':
      return sampleString(resolved, name);
    case 'integer':
    case 'number':
      return Math.max(resolved.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: Math.max(resolved.minItems ?? 0, 1) }, () =>
        sampleOf(resolved.items ?? {}, doc, name),
      );
    case 'object':
      return Object.fromEntries(
        Object.entries(resolved.properties ?? {}).map(([key, value]) => [key, sampleOf(value, doc, key)]),
      );
    default:
      return 'x';
  }
}

function sampleString(schema: JsonSchema, name: string): string {
  if (schema.format === 'uuid') return randomUUID();
  if (schema.format === 'email' || /email/i.test(name)) return `fuzz-${randomUUID().slice(0, 8)}@conecta.example`;
  if (schema.format === 'date-time') return new Date().toISOString();
  if (schema.format === 'date') return new Date().toISOString().slice(0, 10);
  if (name === 'imei') return '356938035643809';
  return 'fuzz'.padEnd(schema.minLength ?? 1, 'z');
}

function resolve(schema: JsonSchema, doc: OpenApiDocument): JsonSchema {
  if (!schema.$ref) return schema;
  return resolve(doc.components.schemas[schema.$ref.split('/').at(-1) ?? ''] ?? {}, doc);
}

/** A value of another type than the schema's, to get past nothing but a missing type check. */
function wrongTypeFor(value: unknown): unknown {
  if (typeof value === 'string') return 12345;
  if (typeof value === 'number') return 'not-a-number';
  if (typeof value === 'boolean') return 'yes';
  if (Array.isArray(value)) return { not: 'an array' };
  return ['not', 'an', 'object'];
}

/**
 * The cases for one operation: a valid-ish call, then malformed bodies (wrong types, missing and extra fields,
 * not JSON, NUL, lone surrogates, dates in year 0 and 10000, 100 KB strings, 5,000-deep values, an array's item twice) and parameters (NUL, huge, wrong types, non-uuid ids),
 * one field at a time so that a field's validation cannot hide another field's fault.
 */
export function casesFor(method: string, operation: OpenApiOperation, doc: OpenApiDocument): FuzzCase[] {
  const parameters = operation.parameters ?? [];
  const validPath = Object.fromEntries(
    parameters.filter((p) => p.in === 'path').map((p) => [p.name, String(sampleOf(p.schema, doc, p.name))]),
  );
  const validQuery = Object.fromEntries(
    parameters.filter((p) => p.in === 'query' && p.required).map((p) => [p.name, String(sampleOf(p.schema, doc))]),
  );
  const bodySchema = Object.values(operation.requestBody?.content ?? {})[0]?.schema;
  const validBody = bodySchema ? sampleOf(bodySchema, doc) : undefined;
  const withBody = (label: string, body: unknown): FuzzCase => ({
    label,
    path: validPath,
    query: validQuery,
    ...json(body),
  });
  const cases: FuzzCase[] = [
    { label: 'valid-ish', path: validPath, query: validQuery, ...(validBody === undefined ? {} : json(validBody)) },
  ];

  for (const parameter of parameters.filter((p) => p.in === 'path')) {
    for (const [kind, value] of [
      ['NUL', nul],
      ['non-uuid', 'not-a-uuid'],
    ] as const) {
      cases.push({
        label: `path ${parameter.name} ${kind}`,
        path: { ...validPath, [parameter.name]: value },
        query: validQuery,
      });
    }
  }
  for (const parameter of parameters.filter((p) => p.in === 'query')) {
    const sample = sampleOf(parameter.schema, doc);
    for (const [kind, value] of [
      ['NUL', nul],
      ['huge', huge],
      ['wrong type', typeof sample === 'string' ? '-1e999' : 'not-a-number'],
      ['non-uuid', 'not-a-uuid'],
      ['valid', String(sample)],
      // Issue 21: phrase searches over long text once ran for minutes; a search must answer, or refuse, at once.
      ...(parameter.name === 'q'
        ? ([
            ['oversized phrase', oversizedPhrase],
            ['longest phrase', longestPhrase],
            ['search operators', '"a b" -"c d" or "e f" ""'],
          ] as const)
        : []),
    ] as const) {
      cases.push({
        label: `query ${parameter.name} ${kind}`,
        path: validPath,
        query: { ...validQuery, [parameter.name]: value },
      });
    }
  }

  if (operation.requestBody || ['post', 'put', 'patch'].includes(method)) {
    const fields = validBody && typeof validBody === 'object' && !Array.isArray(validBody) ? validBody : {};
    cases.push(
      withBody('body missing fields', {}),
      withBody('body extra field', { ...fields, unexpected: 'field' }),
      withBody('body as array', [validBody]),
      withBody('body deeply nested', deepMarker),
      { label: 'body not JSON', path: validPath, query: validQuery, body: '{"a": [', contentType: 'application/json' },
      {
        label: 'body CSV with NUL',
        path: validPath,
        query: validQuery,
        body: `imei\n${nul}\n`,
        contentType: 'text/csv',
      },
    );
    for (const [key, value] of Object.entries(fields)) {
      cases.push(
        withBody(`body ${key} wrong type`, { ...fields, [key]: wrongTypeFor(value) }),
        withBody(`body ${key} deeply nested`, { ...fields, [key]: deepMarker }),
      );
      if (Array.isArray(value) && value.length > 0) {
        // The same item twice (an attachment or an id listed twice): refused or taken once, never a 500.
        cases.push(withBody(`body ${key} repeated item`, { ...fields, [key]: [...value, ...value] }));
      }
      if (typeof value === 'string') {
        cases.push(
          withBody(`body ${key} NUL`, { ...fields, [key]: nul }),
          withBody(`body ${key} lone surrogate`, { ...fields, [key]: loneSurrogate }),
          withBody(`body ${key} huge`, { ...fields, [key]: huge }),
        );
      }
    }
  }
  return cases;
}
