import {
  createRemoteJWKSet,
  decodeJwt,
  decodeProtectedHeader,
  errors,
  type JWTPayload,
  type JWTVerifyGetKey,
  jwtVerify,
  UnsecuredJWT,
} from 'jose';
import type { Config } from '../config';

/** Google's public keys for Firebase ID tokens. */
export const firebaseJwksUrl =
  'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';
const firebaseIssuerPrefix = 'https://securetoken.google.com/';
/** Asymmetric algorithms only: a shared-secret or unsigned token from outside proves nothing. */
const hostedLoginAlgorithms = ['RS256', 'PS256', 'ES256'];
const networkTimeoutMs = 5_000;
/** After a failed discovery fetch, requests within this time fail at once instead of waiting again. */
const discoveryRetryMs = 5_000;

export type OutsideProvider = 'auth0' | 'firebase';

/** Who an accepted outside token speaks for, and the profile it carries (if any). */
export interface OutsideIdentity {
  provider: OutsideProvider;
  /** Auth0 `sub` or Firebase uid. */
  subject: string;
  email?: string | undefined;
  displayName?: string | undefined;
  photoUrl?: string | undefined;
  /** The token's `iat`, in seconds: a token issued before the account's sessions were ended is refused. */
  issuedAt?: number | undefined;
}

export type OutsideTokenCheck =
  | { ok: true; identity: OutsideIdentity }
  /** `warning`: the token could not be checked for a reason worth logging (the provider did not answer). */
  | { ok: false; reason: 'expired' | 'invalid'; warning?: string };

export interface OutsideTokenVerifier {
  /** Undefined when the token does not claim to come from a configured outside provider. */
  verify(token: string): Promise<OutsideTokenCheck | undefined>;
  /** The person's profile from the hosted issuer's userinfo endpoint, for access tokens that carry none. */
  fetchProfile(identity: OutsideIdentity, token: string): Promise<Omit<OutsideIdentity, 'provider' | 'subject'>>;
}

export interface OutsideTokenOptions {
  /** Where Firebase's signing keys are fetched from; tests point it at keys of their own. */
  firebaseJwksUrl?: string;
}

interface IssuerMetadata {
  issuer: string;
  jwks_uri: string;
  userinfo_endpoint?: string;
}

/** Verifies the tokens of the configured hosted issuer and Firebase project; created once from the config. */
export function createOutsideTokenVerifier(
  config: Pick<Config, 'hostedLogin' | 'firebase'>,
  options: OutsideTokenOptions = {},
): OutsideTokenVerifier {
  const hosted = config.hostedLogin && hostedLoginVerifier(config.hostedLogin);
  const firebase = config.firebase && firebaseVerifier(config.firebase, options.firebaseJwksUrl ?? firebaseJwksUrl);
  return {
    async verify(token) {
      let issuer: unknown;
      try {
        issuer = decodeJwt(token).iss;
      } catch {
        return undefined;
      }
      if (typeof issuer !== 'string') return undefined;
      if (firebase?.issuer === issuer) return firebase.verify(token);
      if (hosted && (await hosted.isIssuer(issuer))) return hosted.verify(token);
      return undefined;
    },
    async fetchProfile(identity, token) {
      if (identity.provider !== 'auth0' || !hosted) return {};
      return hosted.fetchProfile(token);
    },
  };
}

function hostedLoginVerifier(hostedLogin: NonNullable<Config['hostedLogin']>) {
  let metadata: Promise<IssuerMetadata> | undefined;
  let failedAt = 0;
  let keys: { uri: string; getKey: JWTVerifyGetKey } | undefined;

  const discover = () => {
    if (!metadata) {
      metadata = fetchIssuerMetadata(hostedLogin.domain).catch((error: unknown) => {
        failedAt = Date.now();
        metadata = undefined;
        throw error;
      });
    }
    return metadata;
  };
  const keysOf = (meta: IssuerMetadata) => {
    if (keys?.uri !== meta.jwks_uri) {
      keys = {
        uri: meta.jwks_uri,
        getKey: createRemoteJWKSet(new URL(meta.jwks_uri), { timeoutDuration: networkTimeoutMs }),
      };
    }
    return keys.getKey;
  };

  return {
    /** Auth0 writes its issuer with a trailing slash; the discovery document says which form it is. */
    async isIssuer(issuer: string) {
      if (issuer === hostedLogin.domain || issuer === `${hostedLogin.domain}/`) return true;
      // A custom domain: only the discovery document can tell, so ask it (once it answered, from memory).
      if (!metadata && Date.now() - failedAt < discoveryRetryMs) return false;
      try {
        return (await discover()).issuer === issuer;
      } catch {
        return false;
      }
    },
    async verify(token: string): Promise<OutsideTokenCheck> {
      let meta: IssuerMetadata;
      try {
        if (!metadata && Date.now() - failedAt < discoveryRetryMs) throw new Error('discovery failed a moment ago');
        meta = await discover();
      } catch (error) {
        return { ok: false, reason: 'invalid', warning: `hosted login issuer did not answer: ${describe(error)}` };
      }
      return checked('auth0', async () => {
        const { payload } = await jwtVerify(token, keysOf(meta), {
          issuer: meta.issuer,
          audience: hostedLogin.audience,
          algorithms: hostedLoginAlgorithms,
        });
        return payload;
      });
    },
    async fetchProfile(token: string) {
      try {
        const meta = await discover();
        if (!meta.userinfo_endpoint) return {};
        const response = await fetch(meta.userinfo_endpoint, {
          headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
          signal: AbortSignal.timeout(networkTimeoutMs),
        });
        if (!response.ok) return {};
        return profileOf((await response.json()) as JWTPayload);
      } catch {
        // The account is made without a profile; the person can still fill it in.
        return {};
      }
    },
  };
}

function firebaseVerifier(firebase: NonNullable<Config['firebase']>, jwksUrl: string) {
  const issuer = `${firebaseIssuerPrefix}${firebase.projectId}`;
  const claims = { issuer, audience: firebase.projectId };
  const googleKeys = createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: networkTimeoutMs });
  return {
    issuer,
    verify: (token: string) =>
      checked('firebase', async () => {
        // The Auth emulator signs nothing; such tokens mean something only when the emulator is what we use.
        if (headerAlgorithm(token) === 'none') {
          if (!firebase.authEmulatorHost) throw new errors.JWSInvalid('unsigned token outside emulator mode');
          return UnsecuredJWT.decode(token, claims).payload;
        }
        return (await jwtVerify(token, googleKeys, { ...claims, algorithms: ['RS256'] })).payload;
      }),
  };
}

/** Runs a verification and turns its outcome into a check; a failure to reach the keys is logged, not thrown. */
async function checked(provider: OutsideProvider, verify: () => Promise<JWTPayload>): Promise<OutsideTokenCheck> {
  let payload: JWTPayload;
  try {
    payload = await verify();
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired' };
    if (keysUnavailable(error)) {
      return { ok: false, reason: 'invalid', warning: `${provider} signing keys unavailable: ${describe(error)}` };
    }
    return { ok: false, reason: 'invalid' };
  }
  const subject = payload.sub;
  if (typeof subject !== 'string' || !subject || subject.length > 255) return { ok: false, reason: 'invalid' };
  if (typeof payload.exp !== 'number') return { ok: false, reason: 'invalid' };
  return { ok: true, identity: { provider, subject, ...profileOf(payload), issuedAt: payload.iat } };
}

/** The key set could not be had (network, timeout, an error page): the provider's fault, not the token's. */
function keysUnavailable(error: unknown): boolean {
  if (!(error instanceof errors.JOSEError)) return true;
  // The base class is what jose throws for a key-set answer that is not 200 or not JSON.
  return (
    error instanceof errors.JWKSTimeout || error instanceof errors.JWKSInvalid || error.code === errors.JOSEError.code
  );
}

function headerAlgorithm(token: string): unknown {
  try {
    return decodeProtectedHeader(token).alg;
  } catch {
    throw new errors.JWSInvalid('unreadable header');
  }
}

function profileOf(claims: JWTPayload): Omit<OutsideIdentity, 'provider' | 'subject'> {
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
  return {
    email: text(claims.email),
    displayName: text(claims.name) ?? text(claims.nickname),
    photoUrl: text(claims.picture),
  };
}

async function fetchIssuerMetadata(domain: string): Promise<IssuerMetadata> {
  const response = await fetch(`${domain}/.well-known/openid-configuration`, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(networkTimeoutMs),
  });
  if (!response.ok) throw new Error(`discovery answered ${response.status}`);
  const meta = (await response.json()) as Partial<IssuerMetadata>;
  if (typeof meta.issuer !== 'string' || typeof meta.jwks_uri !== 'string') {
    throw new Error('discovery document lacks issuer or jwks_uri');
  }
  return { issuer: meta.issuer, jwks_uri: meta.jwks_uri, userinfo_endpoint: meta.userinfo_endpoint };
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}
