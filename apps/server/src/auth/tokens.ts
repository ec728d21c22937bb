import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { errors, jwtVerify, SignJWT } from 'jose';

/** Token lifetime: two days, as the spec's token API. */
export const tokenLifetimeSeconds = 2 * 24 * 60 * 60;
const issuer = 'conecta';

export type TokenCheck = { ok: true; userId: string } | { ok: false; reason: 'expired' | 'invalid' };

export interface TokenService {
  sign(userId: string): Promise<string>;
  verify(token: string): Promise<TokenCheck>;
}

export function createTokenService(secret: string, lifetimeSeconds = tokenLifetimeSeconds): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (userId) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(issuer)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + lifetimeSeconds)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { issuer, algorithms: ['HS256'] });
        return typeof payload.sub === 'string' ? { ok: true, userId: payload.sub } : { ok: false, reason: 'invalid' };
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
