import { apiErrorSchema, type Role } from '@conecta/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { bearerSecurity } from '../auth/guard';

/**
 * Who may call a route: anyone (`public`), any signed-in account whatever its roles (`signed-in`),
 * only a token this API issued (`own-token`), or an account holding a role (admin ⊃ staff ⊃ user).
 */
export type Access = 'public' | 'signed-in' | 'own-token' | Role;

type Check = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** The route options a feature writes: everything but its tags, security and access check. */
export interface RouteOptionsIn {
  schema: FastifySchema & { response?: Record<number, unknown> };
  preHandler?: Check | Check[];
}

/** The refusals a route documents from its access: 401 once a token is needed, 403 once a role is. */
type Refusals<A extends Access> = A extends 'public'
  ? unknown
  : A extends 'signed-in' | 'own-token'
    ? { 401: typeof apiErrorSchema }
    : { 401: typeof apiErrorSchema; 403: typeof apiErrorSchema };

export type GuardedRouteOptions<A extends Access, O extends RouteOptionsIn> = Omit<O, 'schema' | 'preHandler'> & {
  onRequest?: Check[];
  preHandler?: Check | Check[];
  schema: O['schema'] & {
    tags: string[];
    'x-access': A;
    security?: typeof bearerSecurity;
    response: Refusals<A> & NonNullable<O['schema']['response']>;
  };
};

/** Route options with the feature's tag, the access check and its documented refusals filled in. */
export type RouteHelper = <A extends Access, O extends RouteOptionsIn>(
  access: A,
  options: O,
) => GuardedRouteOptions<A, O>;

function accessCheck(app: FastifyInstance, access: Access): Check | undefined {
  switch (access) {
    case 'public':
      return undefined;
    case 'signed-in':
      return app.authenticate;
    case 'own-token':
      return app.authenticateOwnToken;
    default:
      return app.requireRole(access);
  }
}

function refusalsOf(access: Access): Record<number, typeof apiErrorSchema> {
  if (access === 'public') return {};
  if (access === 'signed-in' || access === 'own-token') return { 401: apiErrorSchema };
  return { 401: apiErrorSchema, 403: apiErrorSchema };
}

/**
 * The one helper every feature's routes go through: `route('staff', { schema: { summary, body, response } })`
 * gives the route its feature's OpenAPI tag, the bearer security, the role check and the 401/403 answers it
 * can give, so no route can forget one of them.
 *
 * The check runs in `onRequest`, before the body is read or validated: a stranger's huge or malformed body
 * gets its 401 at once and is never buffered, and every route answers 401, then 403, then 400, then 404.
 * The route's own preHandlers stay where they were, after validation.
 */
export function createRouteHelper(app: FastifyInstance, tag: string): RouteHelper {
  return (access, options) => {
    const check = accessCheck(app, access);
    const guarded = {
      ...options,
      ...(check ? { onRequest: [check] } : {}),
      schema: {
        tags: [tag],
        // Who may call the route, in the OpenAPI document too: clients and the API fuzz test read it there.
        'x-access': access,
        ...(access === 'public' ? {} : { security: bearerSecurity }),
        ...options.schema,
        response: { ...refusalsOf(access), ...options.schema.response },
      },
    };
    return guarded as unknown as GuardedRouteOptions<typeof access, typeof options>;
  };
}
