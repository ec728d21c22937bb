import { accountMessages, authMessages, authRoles, hasPermission, type Role } from '@conecta/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { findAccountById } from '../features/auth/queries';
import type { AccountRow } from '../features/auth/table';
import type { TokenService } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in account, set by `authenticate`. */
    account: AccountRow | null;
  }
  interface FastifyInstance {
    tokens: TokenService;
    /** preHandler: 401 unless the request carries a valid bearer token of an existing, active account. */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** preHandler: 401 without a valid token, 403 unless the account has the role (admin ⊃ staff ⊃ user). */
    requireRole(role: Role): (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/** The OpenAPI note for routes that need a bearer token. */
export const bearerSecurity = [{ bearerAuth: [] }];

export function readBearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}

export const authGuard = fp(
  async (app: FastifyInstance, options: { db: Database; tokens: TokenService }) => {
    app.decorate('tokens', options.tokens);
    app.decorateRequest('account', null);

    const reject = (reply: FastifyReply, error: string) => reply.code(401).send({ error, message: error });

    app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
      const token = readBearerToken(request);
      if (!token) return reject(reply, authMessages.invalidToken);
      const check = await options.tokens.verify(token);
      if (!check.ok)
        return reject(reply, check.reason === 'expired' ? authMessages.expiredToken : authMessages.invalidToken);
      const account = await findAccountById(options.db, check.userId);
      if (!account) return reject(reply, authMessages.invalidToken);
      // Read on every request, so disabling an account ends its sessions at once, whatever their tokens say.
      if (account.status === 'disabled') return reject(reply, accountMessages.disabled);
      request.account = account;
    });

    app.decorate('requireRole', (role: Role) => async (request: FastifyRequest, reply: FastifyReply) => {
      await app.authenticate(request, reply);
      if (reply.sent) return;
      if (!hasPermission(authRoles[role], request.account?.roles)) {
        await reply.code(403).send({ message: `This needs the ${role} role.` });
      }
    });
  },
  { name: 'auth-guard' },
);

/** The account `authenticate` put on the request; a route behind the guard can rely on it. */
export function currentAccount(request: FastifyRequest): AccountRow {
  if (!request.account) throw new Error('This route needs the authenticate preHandler');
  return request.account;
}
