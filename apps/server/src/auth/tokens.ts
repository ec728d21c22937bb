import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { errors, jwtVerify, SignJWT } from 'jose';

/** Token lifetime: two days, as the spec's token API. */
export const tokenLifetimeSeconds = 2 * 24 * 60 * 60;
const issuer = 'conecta';
/** SESSION_MAX_DAYS's default: a session's absolute lifetime, after which the user signs in again. */
export const defaultSessionMaxDays = 30;

export type TokenCheck = { ok: true; userId: string; sessionId: string } | { ok: false; reason: 'expired' | 'invalid' };

/** The session a token belongs to: its id (`sid`) and when it ends, which no token of it outlives. */
export interface TokenSession {
  id: string;
  endsAt: Date;
}

export interface TokenService {
  sign(userId: string, session: TokenSession): Promise<string>;
  verify(token: string): Promise<TokenCheck>;
}

export function createTokenService(secret: string, lifetimeSeconds = tokenLifetimeSeconds): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (userId, session) =>
      new SignJWT({ sid: session.id })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(issuer)
        .setIssuedAt()
        .setExpirationTime(
          Math.min(Math.floor(Date.now() / 1000) + lifetimeSeconds, Math.floor(session.endsAt.getTime() / 1000)),
        )
        .sign(key),
    async verify(token) {
      try {
        // jose accepts a token without `exp` unless told otherwise: one would never expire.
        const { payload } = await jwtVerify(token, key, {
          issuer,
          algorithms: ['HS256'],
          requiredClaims: ['exp', 'sub', 'sid'],
        });
        const { sub, sid } = payload;
        return typeof sub === 'string' && typeof sid === 'string'
          ? { ok: true, userId: sub, sessionId: sid }
          : { ok: false, reason: 'invalid' };
      } catch (error) {
        return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
  };
}

/** JWT_SECRET when set; otherwise a random secret kept beside the data, so tokens survive restarts. */
export async function resolveJwtSecret(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, 'jwt-secret');
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored.length >= 32) return stored;
  } catch {
    // first start: fall through and create one
  }
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}
