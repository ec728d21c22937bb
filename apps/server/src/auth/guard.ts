import {
  accountMessages,
  authMessages,
  authRoles,
  hasPermission,
  httpMessages,
  type Role,
  signInMessages,
} from '@conecta/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AccountRow, AuthSessionRow } from '../accounts';
import { findAccountWithSession, findOutsideAccount, insertOutsideAccount, sessionEndsAt } from '../accounts';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { OutsideIdentity, OutsideTokenVerifier } from './outside-tokens';
import { startSessionCache } from './session-cache';
import type { TokenService } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in account, set by `authenticate`. */
    account: AccountRow | null;
    /** Set by `authenticate` when the token came from an outside provider (hosted login, Firebase). */
    outsideIdentity: OutsideIdentity | null;
    /** Set by `authenticate` for our own tokens: the session the token belongs to. */
    authSession: AuthSessionRow | null;
  }
  interface FastifyInstance {
    tokens: TokenService;
    /**
     * Request hook (run in `onRequest`, before the body is read): 401 unless the request carries a valid bearer token of an existing, active account:
     * our own token, or one of a configured outside provider (whose first one creates the account).
     */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** Request hook: like `authenticate`, but only our own tokens pass. */
    authenticateOwnToken(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** Request hook: 401 without a valid token, 403 unless the account has the role (admin ⊃ staff ⊃ user). */
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

export interface AuthGuardOptions {
  db: Database;
  tokens: TokenService;
  outsideTokens: OutsideTokenVerifier;
  config: Pick<Config, 'hostedLogin' | 'firebase' | 'sessionMaxDays'>;
}

export const authGuard = fp(
  async (app: FastifyInstance, { db, tokens, outsideTokens, config }: AuthGuardOptions) => {
    app.decorate('tokens', tokens);
    // Exact across processes (see session-cache.ts): revocation and disabling still take effect at once.
    const { cache: sessions, close: closeSessions } = await startSessionCache<{
      account: AccountRow;
      session: AuthSessionRow | null;
    }>(db, app.log);
    app.addHook('onClose', closeSessions);
    app.decorateRequest('account', null);
    app.decorateRequest('outsideIdentity', null);
    app.decorateRequest('authSession', null);

    const reject = (reply: FastifyReply, error: string) => reply.code(401).send({ error, message: error });
    const rejectCheck = (reply: FastifyReply, reason: 'expired' | 'invalid') =>
      reject(reply, reason === 'expired' ? authMessages.expiredToken : authMessages.invalidToken);

    /** The account of an outside provider's person; their first accepted token creates it. */
    const outsideAccount = async (identity: OutsideIdentity, token: string): Promise<AccountRow> => {
      const existing = await findOutsideAccount(db, identity.provider, identity.subject);
      if (existing) return existing;
      // Hosted-login access tokens usually carry no profile: ask the issuer once, for the new row.
      const profile = identity.email
        ? identity
        : { ...identity, ...(await outsideTokens.fetchProfile(identity, token)) };
      const role = identity.provider === 'auth0' ? config.hostedLogin?.role : config.firebase?.role;
      return insertOutsideAccount(db, {
        provider: identity.provider,
        subject: identity.subject,
        email: profile.email ?? '',
        displayName: profile.displayName ?? profile.email ?? '',
        photoUrl: profile.photoUrl ?? '',
        roles: role ? [role] : [],
      });
    };

    const authenticate = async (request: FastifyRequest, reply: FastifyReply, acceptOutside: boolean) => {
      const token = readBearerToken(request);
      if (!token) return reject(reply, authMessages.invalidToken);
      let account: AccountRow | undefined;
      const outside = await outsideTokens.verify(token);
      if (outside) {
        if (!acceptOutside) return reject(reply, authMessages.invalidToken);
        if (!outside.ok) {
          if (outside.warning) request.log.warn(outside.warning);
          return rejectCheck(reply, outside.reason);
        }
        account = await outsideAccount(outside.identity, token);
        // Its sessions were ended after this token was issued (a token without `iat` cannot say when it was).
        const validAfter = account.sessionsValidAfter?.getTime();
        const issuedAt = outside.identity.issuedAt;
        if (validAfter !== undefined && (issuedAt === undefined || issuedAt * 1000 < validAfter)) {
          return reject(reply, signInMessages.signInAgain);
        }
        request.outsideIdentity = outside.identity;
      } else {
        const check = await tokens.verify(token);
        if (!check.ok) return rejectCheck(reply, check.reason);
        // One read, the account with the token's session beside it, kept while it lets the request through.
        const found = await sessions.read(
          check.userId,
          check.sessionId,
          () => findAccountWithSession(db, check.userId, check.sessionId),
          (row) => row.session !== null && !row.session.revokedAt,
        );
        if (!found) return reject(reply, authMessages.invalidToken);
        const { session } = found;
        // Signed out, ended by an admin, or past its absolute lifetime: the user signs in again.
        if (!session || session.revokedAt || sessionEndsAt(session.startedAt, config.sessionMaxDays) <= new Date()) {
          return reject(reply, signInMessages.signInAgain);
        }
        account = found.account;
        request.authSession = session;
      }
      // Checked on every request (the cache forgets a disabled account at once), whatever its tokens say.
      if (account.status === 'disabled') return reject(reply, accountMessages.disabled);
      request.account = account;
    };

    app.decorate('authenticate', (request: FastifyRequest, reply: FastifyReply) => authenticate(request, reply, true));
    app.decorate('authenticateOwnToken', (request: FastifyRequest, reply: FastifyReply) =>
      authenticate(request, reply, false),
    );

    app.decorate('requireRole', (role: Role) => async (request: FastifyRequest, reply: FastifyReply) => {
      await app.authenticate(request, reply);
      if (reply.sent) return;
      if (!hasPermission(authRoles[role], request.account?.roles)) {
        await reply.code(403).send({ message: httpMessages.roleNeeded, params: { role } });
      }
    });
  },
  { name: 'auth-guard' },
);

/** The account `authenticate` put on the request; a route behind the guard can rely on it. */
export function currentAccount(request: FastifyRequest): AccountRow {
  if (!request.account) throw new Error('This route needs the authenticate hook');
  return request.account;
}
