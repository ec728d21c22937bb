import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestApp } from '../test/test-app';
import { casesFor, type FuzzCase, type OpenApiDocument, type OpenApiOperation } from './api-fuzz-cases';

/**
 * Every operation of the generated OpenAPI document, called by a stranger, a user, staff and an admin with a
 * valid-ish request and with malformed ones: no answer is a 5xx, a stranger gets 401 wherever the document asks
 * for a token, nobody below the operation's access (its `x-access`) gets a 2xx, and the server stays healthy.
 */
let t: TestApp;
let doc: OpenApiDocument;
const callers = ['anonymous', 'user', 'staff', 'admin'] as const;
type Caller = (typeof callers)[number];
const accountIds = {} as Record<Exclude<Caller, 'anonymous'>, string>;
const tokens = {} as Record<Exclude<Caller, 'anonymous'>, string>;

// How far each access reaches: a caller below an operation's level must never succeed.
const levelOfAccess: Record<string, number> = {
  public: 0,
  'signed-in': 1,
  'own-token': 1,
  user: 2,
  staff: 3,
  admin: 4,
};
const levelOfCaller: Record<Caller, number> = { anonymous: 0, user: 2, staff: 3, admin: 4 };

/**
 * Only the operations whose path starts with this, when set: the generator's proof (tools/new-feature/prove.ts) fuzzes
 * the new feature's calls, which the whole run has not seen, and leaves every other one to the whole run (26 s).
 */
const onlyUnder = process.env.API_FUZZ_PATH_PREFIX;

beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  for (const role of ['user', 'staff', 'admin'] as const) {
    const token = await signIn(t.app, `${role}@conecta.example`, role);
    tokens[role] = token;
    accountIds[role] = (
      await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: bearer(token) })
    ).json().user.uuid;
  }
}, 120_000);
afterAll(() => t?.close());

const accessOf = (operation: OpenApiOperation): string =>
  operation['x-access'] ?? (operation.security?.length ? 'signed-in' : 'public');

/** A live stream documents no 2xx answer: only those refused before it opens are called. */
const isStream = (operation: OpenApiOperation) =>
  !Object.keys(operation.responses).some((code) => code.startsWith('2'));

function urlOf(template: string, fuzz: FuzzCase): string {
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(fuzz.path[name] ?? ''));
  const query = new URLSearchParams(fuzz.query).toString();
  return query ? `${path}?${query}` : path;
}

describe('the API under fuzzing', () => {
  it('never answers 5xx, refuses strangers with 401 and gives no success below the required access', async () => {
    const operations = Object.entries(doc.paths)
      .flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ path, method, operation })))
      .filter(({ path }) => !onlyUnder || path.startsWith(onlyUnder))
      // Sign-outs last: "everywhere" would end the sessions every other call uses.
      .sort((a, b) => Number(/sign-out/.test(a.path)) - Number(/sign-out/.test(b.path)));
    const faults: string[] = [];
    const counts = { operations: operations.length, requests: 0, cases: 0 };
    const statuses: Record<number, number> = {};

    for (const { path, method, operation } of operations) {
      const access = accessOf(operation);
      // An access this test does not know is held to the highest level.
      const required = levelOfAccess[access] ?? levelOfCaller.admin;
      const cases = casesFor(method, operation, doc);
      counts.cases += cases.length;
      for (const caller of callers) {
        if (isStream(operation) && levelOfCaller[caller] >= required) continue;
        for (const fuzz of cases) {
          // A sign-out ends the session it is called with, so each of those calls gets a session of its own.
          const token =
            caller === 'anonymous'
              ? undefined
              : /sign-out/.test(path)
                ? await t.tokenFor(accountIds[caller])
                : tokens[caller];
          const response = await t.app.inject({
            method: method.toUpperCase() as 'GET',
            url: urlOf(path, fuzz),
            headers: {
              ...(token ? bearer(token) : {}),
              ...(fuzz.contentType ? { 'content-type': fuzz.contentType } : {}),
            },
            ...(fuzz.body === undefined ? {} : { payload: fuzz.body }),
          });
          counts.requests += 1;
          const status = response.statusCode;
          statuses[status] = (statuses[status] ?? 0) + 1;
          const where = `${method.toUpperCase()} ${path} as ${caller}, ${fuzz.label}: ${status}`;
          if (status >= 500) faults.push(`${where} ${response.body.slice(0, 200)}`);
          if (caller === 'anonymous' && access !== 'public' && status !== 401) faults.push(`${where}, not 401`);
          if (status < 300 && levelOfCaller[caller] < required) faults.push(`${where}, below ${access}`);
        }
      }
    }

    console.info(
      `API fuzz: ${counts.operations} operations, ${counts.cases} cases, ${counts.requests} requests`,
      statuses,
    );
    expect(faults).toEqual([]);
    expect(counts.operations).toBeGreaterThan(onlyUnder ? 0 : 60);
    // The callers' tokens worked: many calls got through to a success, so the refusals above mean something.
    expect(statuses[200] ?? 0).toBeGreaterThan(onlyUnder ? 0 : 100);
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
  }, 180_000);
});
