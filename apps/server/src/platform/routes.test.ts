import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, signInWithoutRole, type TestApp } from '../test/test-app';

let t: TestApp;
let openApi: { paths: Record<string, Record<string, OpenApiOperation>> };
beforeAll(async () => {
  t = await createTestApp();
  openApi = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
});
afterAll(() => t.close());

interface OpenApiOperation {
  tags?: string[];
  security?: unknown[];
  'x-access'?: string;
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
}

const operation = (path: string, method: string) => {
  const found = openApi.paths[path]?.[method];
  if (!found) throw new Error(`${method} ${path} is not in the OpenAPI document`);
  return found;
};
const apiError = { $ref: '#/components/schemas/ApiError' };
const errorSchemaOf = (entry: OpenApiOperation, status: string) =>
  entry.responses[status]?.content?.['application/json']?.schema;

describe('the route helper', () => {
  it("documents a role-guarded route with the feature's tag, bearer security, 401 and 403, and answers them", async () => {
    const usersList = operation('/api/users', 'get');
    expect(usersList.tags).toEqual(['users']);
    expect(usersList.security).toEqual([{ bearerAuth: [] }]);
    expect(usersList['x-access']).toBe('admin');
    expect(errorSchemaOf(usersList, '401')).toEqual(apiError);
    expect(errorSchemaOf(usersList, '403')).toEqual(apiError);

    expect((await t.app.inject({ method: 'GET', url: '/api/users' })).statusCode).toBe(401);
    const userToken = await signIn(t.app, 'user@conecta.example', 'user');
    const refused = await t.app.inject({ method: 'GET', url: '/api/users', headers: bearer(userToken) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: 'This needs the admin role.',
      code: 'http.roleNeeded',
      params: { role: 'admin' },
    });
  });

  it('refuses an account without any role on a route that needs the user role, as documented', async () => {
    expect(errorSchemaOf(operation('/api/quick-panel/data', 'get'), '403')).toEqual(apiError);
    // An account without any role: signed in, but not allowed in.
    const token = await signInWithoutRole(t, 'no-role@conecta.example');
    const refused = await t.app.inject({ method: 'GET', url: '/api/quick-panel/data', headers: bearer(token) });
    expect(refused.statusCode).toBe(403);
    // A route for anyone signed in lets the same account through.
    const own = await t.app.inject({ method: 'GET', url: '/api/preferences/devices', headers: bearer(token) });
    expect(own.statusCode).toBe(200);
  });

  it('documents only 401 where no role is needed, and no security on public routes', async () => {
    const preferences = operation('/api/preferences/{view}', 'get');
    expect(preferences.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(preferences.responses)).toContain('401');
    expect(Object.keys(preferences.responses)).not.toContain('403');

    const signInRoute = operation('/api/auth', 'post');
    expect(signInRoute.tags).toEqual(['auth']);
    expect(signInRoute.security).toBeUndefined();
    expect(signInRoute['x-access']).toBe('public');
    expect(preferences['x-access']).toBe('signed-in');
  });

  it('gives every secured route of every feature its 401 answer', () => {
    for (const [path, methods] of Object.entries(openApi.paths)) {
      for (const [method, entry] of Object.entries(methods)) {
        if (entry.security) expect(errorSchemaOf(entry, '401'), `${method} ${path}`).toEqual(apiError);
      }
    }
  });
});
