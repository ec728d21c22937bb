/// <reference path="./oidc-provider.d.ts" />
// A local OpenID Connect issuer that stands in for the Auth0 tenant in development and tests: the
// same endpoints, token shapes and user-metadata API the console uses, on 127.0.0.1, in memory.
import { generateKeyPairSync, type KeyObject, randomBytes, randomUUID, sign, verify } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { errors, type InteractionDetails, type KoaContextWithOIDC } from 'oidc-provider';

export interface LocalIssuerAccount {
  sub: string;
  email: string;
  password: string;
  name: string;
  picture: string;
}

/** The people who can sign in here; Auth0-style subjects (`auth0|…`), so the `|` travels URL-encoded as it does there. */
export const localIssuerAccounts: ReadonlyArray<LocalIssuerAccount> = [
  {
    sub: 'auth0|local-hosted-admin',
    email: 'hosted.admin@conecta.example',
    password: 'hosted',
    name: 'Helena Hosted',
    picture: '',
  },
  {
    sub: 'auth0|local-hosted-staff',
    email: 'hosted.staff@conecta.example',
    password: 'hosted',
    name: 'Hugo Hosted',
    picture: '',
  },
  {
    sub: 'auth0|local-hosted-other',
    email: 'hosted.other@conecta.example',
    password: 'hosted',
    name: 'Olga Other',
    picture: '',
  },
];

export interface LocalIssuerOptions {
  port?: number;
  host?: string;
  clientId?: string;
  audience?: string;
  redirectUris: string[];
  postLogoutRedirectUris: string[];
  /** Console origins allowed to call the token, userinfo, JWKS and user-metadata endpoints from a browser. */
  corsOrigins: string[];
}

export interface LocalIssuer {
  /** Base URL without a trailing slash (what AUTH0_DOMAIN is set to). Tokens' `iss` is this plus `/`, as Auth0's. */
  url: string;
  clientId: string;
  audience: string;
  /** Test helper: an access token signed with the issuer's own keys, as the token endpoint would issue. */
  signAccessToken(claims: { sub: string; audience?: string; expiresInSeconds?: number }): Promise<string>;
  close(): Promise<void>;
}

const accessTokenLifetimeSeconds = 24 * 60 * 60;
/** The scopes an access token for the API carries, as Auth0's do. */
const apiScopes = 'openid profile email offline_access';

export async function startLocalIssuer(options: LocalIssuerOptions): Promise<LocalIssuer> {
  const host = options.host ?? '127.0.0.1';
  const clientId = options.clientId ?? 'conecta-local';
  const audience = options.audience ?? 'https://api.conecta.local';
  const corsOrigins = new Set(options.corsOrigins);
  const userMetadata = new Map<string, Record<string, unknown>>();

  // The issuer URL holds the port, so listen first and hand requests to the provider once it exists.
  let handle: (request: IncomingMessage, response: ServerResponse) => Promise<void> = async (_request, response) => {
    response.writeHead(503).end();
  };
  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      console.error('local issuer:', error);
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' });
      response.end('Internal error');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${host}:${port}`;
  const issuer = `${url}/`;

  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = randomUUID();
  const privateJwk = { ...privateKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' };

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        token_endpoint_auth_method: 'none',
        application_type: 'web',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: options.redirectUris,
        post_logout_redirect_uris: options.postLogoutRedirectUris,
      },
    ],
    // Authorization code with PKCE only (the public client has no secret): no implicit flow.
    responseTypes: ['code'],
    pkce: { required: () => true },
    scopes: ['openid', 'profile', 'email', 'offline_access'],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'nickname', 'picture', 'updated_at'],
    },
    // Auth0 puts the profile in the ID token; so do we.
    conformIdTokenClaims: false,
    // Auth0's name for the resource indicator (RFC 8707 `resource`).
    extraParams: ['audience'],
    features: {
      devInteractions: { enabled: false },
      userinfo: { enabled: true },
      rpInitiatedLogout: { enabled: true, logoutSource: autoSubmitLogout, postLogoutSuccessSource: signedOutPage },
      resourceIndicators: {
        enabled: true,
        defaultResource: async (ctx: KoaContextWithOIDC) => {
          const asked = ctx.oidc.params?.audience;
          return typeof asked === 'string' && asked ? asked : audience;
        },
        // The code carries the audience asked for at /authorize; the token request does not repeat it.
        useGrantedResource: async () => true,
        getResourceServerInfo: async (_ctx: KoaContextWithOIDC, resource: string) => {
          if (resource !== audience) throw new errors.InvalidTarget(`unknown audience ${resource}`);
          return {
            scope: apiScopes,
            audience,
            accessTokenTTL: accessTokenLifetimeSeconds,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    // Auth0's paths, so the console meets the same URLs as with a real tenant.
    routes: {
      authorization: '/authorize',
      token: '/oauth/token',
      userinfo: '/userinfo',
      jwks: '/.well-known/jwks.json',
      end_session: '/oidc/logout',
    },
    jwks: { keys: [privateJwk] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    findAccount: async (_ctx, sub) => {
      const account = localIssuerAccounts.find((candidate) => candidate.sub === sub);
      return account && { accountId: account.sub, claims: () => claimsOf(account) };
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    clientBasedCORS: (_ctx, origin) => corsOrigins.has(origin),
    ttl: {
      AccessToken: accessTokenLifetimeSeconds,
      AuthorizationCode: 60,
      IdToken: accessTokenLifetimeSeconds,
      RefreshToken: 14 * 24 * 60 * 60,
      Interaction: 60 * 60,
      Session: 14 * 24 * 60 * 60,
      Grant: 14 * 24 * 60 * 60,
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = page(
        'Sign-in error',
        `<h1>Something went wrong</h1>${Object.entries(out)
          .map(([key, value]) => `<p><strong>${escapeHtml(key)}</strong>: ${escapeHtml(String(value))}</p>`)
          .join('')}`,
      );
    },
  });
  const providerCallback = provider.callback();

  /** An access token of ours: RS256 with our key, our issuer, the configured audience, not expired. */
  const verifiedAccessToken = (request: IncomingMessage): { sub: string } | undefined => {
    const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    const [headerPart, payloadPart, signaturePart, ...rest] = token?.split('.') ?? [];
    if (!headerPart || !payloadPart || !signaturePart || rest.length) return undefined;
    try {
      const header = JSON.parse(Buffer.from(headerPart, 'base64url').toString('utf8'));
      if (header.alg !== 'RS256' || header.kid !== kid) return undefined;
      const signed = Buffer.from(`${headerPart}.${payloadPart}`);
      if (!verify('sha256', signed, publicKey, Buffer.from(signaturePart, 'base64url'))) return undefined;
      const claims = JSON.parse(Buffer.from(payloadPart, 'base64url').toString('utf8'));
      const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
      if (claims.iss !== issuer || !audiences.includes(audience)) return undefined;
      if (typeof claims.exp !== 'number' || claims.exp <= Date.now() / 1000) return undefined;
      return typeof claims.sub === 'string' ? { sub: claims.sub } : undefined;
    } catch {
      return undefined;
    }
  };

  const userObject = (account: LocalIssuerAccount) => ({
    user_id: account.sub,
    email: account.email,
    email_verified: true,
    name: account.name,
    nickname: account.email.split('@')[0],
    picture: account.picture,
    user_metadata: userMetadata.get(account.sub) ?? {},
  });

  handle = async (request, response) => {
    const path = new URL(request.url ?? '/', url).pathname;

    const interaction = /^\/interaction\/([\w-]+)(\/login)?$/.exec(path);
    if (interaction) return handleInteraction(request, response, interaction[2] === '/login');

    const usersPath = /^\/api\/v2\/users\/([^/]+)$/.exec(path);
    if (usersPath || path === '/userinfo') {
      if (!applyCors(request, response, corsOrigins, usersPath ? 'GET, PATCH' : 'GET, POST')) return;
      if (request.method === 'OPTIONS') return void response.writeHead(204).end();
      const caller = verifiedAccessToken(request);
      if (!caller) return sendJson(response, 401, { statusCode: 401, error: 'Unauthorized', message: 'Invalid token' });
      const account = localIssuerAccounts.find((candidate) => candidate.sub === caller.sub);
      if (!account) return sendJson(response, 401, { statusCode: 401, error: 'Unauthorized', message: 'Unknown user' });
      // Auth0's /userinfo accepts the API access token too (its audience includes /userinfo there).
      if (!usersPath) return sendJson(response, 200, claimsOf(account));
      if (decodeURIComponent(usersPath[1] as string) !== caller.sub) {
        return sendJson(response, 403, {
          statusCode: 403,
          error: 'Forbidden',
          message: 'A user can only reach their own data',
        });
      }
      if (request.method === 'GET') return sendJson(response, 200, userObject(account));
      if (request.method === 'PATCH') {
        const body = await readJson(request);
        const patch =
          body && typeof body === 'object' ? (body as { user_metadata?: unknown }).user_metadata : undefined;
        if (!patch || typeof patch !== 'object' || Array.isArray(patch)) {
          return sendJson(response, 400, {
            statusCode: 400,
            error: 'Bad Request',
            message: 'Send { user_metadata: { … } }',
          });
        }
        // As Auth0: merged at the top level; a property set to null is removed.
        const merged: Record<string, unknown> = { ...userMetadata.get(account.sub) };
        for (const [key, value] of Object.entries(patch)) {
          if (value === null) delete merged[key];
          else merged[key] = value;
        }
        userMetadata.set(account.sub, merged);
        return sendJson(response, 200, userObject(account));
      }
      return sendJson(response, 405, { statusCode: 405, error: 'Method Not Allowed', message: 'GET or PATCH' });
    }

    providerCallback(request, response);
  };

  async function handleInteraction(request: IncomingMessage, response: ServerResponse, isLogin: boolean) {
    let details: InteractionDetails;
    try {
      details = await provider.interactionDetails(request, response);
    } catch {
      return sendHtml(
        response,
        400,
        page('Sign in', '<h1>This sign-in has expired</h1><p>Go back to the console and start again.</p>'),
      );
    }
    // The console is our own client: grant what it asks for, without a consent screen.
    if (details.prompt.name === 'consent') {
      const accountId = details.session?.accountId;
      if (!accountId) return sendHtml(response, 400, page('Sign in', '<h1>No session</h1>'));
      const grant = details.grantId ? await provider.Grant.find(details.grantId) : undefined;
      const granted = grant ?? new provider.Grant({ accountId, clientId: String(details.params.client_id) });
      const missing = details.prompt.details;
      if (Array.isArray(missing.missingOIDCScope)) granted.addOIDCScope(missing.missingOIDCScope.join(' '));
      if (Array.isArray(missing.missingOIDCClaims)) granted.addOIDCClaims(missing.missingOIDCClaims as string[]);
      const resourceScopes = missing.missingResourceScopes as Record<string, string[]> | undefined;
      for (const [resource, scopes] of Object.entries(resourceScopes ?? {})) {
        granted.addResourceScope(resource, scopes.join(' '));
      }
      const grantId = await granted.save();
      return provider.interactionFinished(
        request,
        response,
        { consent: { grantId } },
        { mergeWithLastSubmission: true },
      );
    }
    if (!isLogin || request.method !== 'POST') {
      return sendHtml(response, 200, loginPage(details.uid, String(details.params.login_hint ?? ''), ''));
    }
    const form = new URLSearchParams(await readBody(request));
    const email = (form.get('email') ?? '').trim().toLowerCase();
    const account = localIssuerAccounts.find((candidate) => candidate.email === email);
    if (!account || account.password !== form.get('password')) {
      return sendHtml(response, 401, loginPage(details.uid, email, 'Wrong email or password.'));
    }
    return provider.interactionFinished(
      request,
      response,
      { login: { accountId: account.sub } },
      { mergeWithLastSubmission: false },
    );
  }

  return {
    url,
    clientId,
    audience,
    async signAccessToken({ sub, audience: tokenAudience = audience, expiresInSeconds = accessTokenLifetimeSeconds }) {
      const now = Math.floor(Date.now() / 1000);
      const header = { alg: 'RS256', typ: 'at+jwt', kid };
      const claims = {
        iss: issuer,
        sub,
        aud: tokenAudience,
        iat: now,
        exp: now + expiresInSeconds,
        jti: randomUUID(),
        client_id: clientId,
        scope: apiScopes,
      };
      return signJwt(header, claims, privateKey);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

function claimsOf(account: LocalIssuerAccount) {
  return {
    sub: account.sub,
    email: account.email,
    email_verified: true,
    name: account.name,
    nickname: account.email.split('@')[0],
    picture: account.picture,
    updated_at: 0,
  };
}

export function signJwt(header: object, claims: object, key: KeyObject): string {
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  const input = `${encode(header)}.${encode(claims)}`;
  return `${input}.${sign('sha256', Buffer.from(input), key).toString('base64url')}`;
}

/** CORS for the console's origins; false when the request was answered (a refused preflight). */
function applyCors(request: IncomingMessage, response: ServerResponse, origins: Set<string>, methods: string): boolean {
  const origin = request.headers.origin;
  response.setHeader('vary', 'Origin');
  if (origin && origins.has(origin)) {
    response.setHeader('access-control-allow-origin', origin);
    if (request.method === 'OPTIONS') {
      response.setHeader('access-control-allow-methods', `${methods}, OPTIONS`);
      response.setHeader('access-control-allow-headers', 'authorization, content-type');
      response.setHeader('access-control-max-age', '600');
    }
    return true;
  }
  if (request.method === 'OPTIONS') {
    response.writeHead(403).end();
    return false;
  }
  return true;
}

function readBody(request: IncomingMessage, limit = 100_000): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > limit) {
        reject(new Error('body too large'));
        request.destroy();
      }
    });
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  try {
    return JSON.parse(await readBody(request));
  } catch {
    return undefined;
  }
}

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  response.end(JSON.stringify(body));
}

function sendHtml(response: ServerResponse, status: number, html: string) {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  response.end(html);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>body{font-family:system-ui,sans-serif;background:#f4f5f7;margin:0}main{max-width:360px;margin:64px auto;background:#fff;padding:32px;border-radius:8px;box-shadow:0 1px 4px rgba(0,0,0,.15)}label{display:block;margin:12px 0 4px}input{width:100%;box-sizing:border-box;padding:8px;font-size:16px}button{margin-top:20px;width:100%;padding:10px;font-size:16px;background:#1565c0;color:#fff;border:0;border-radius:4px;cursor:pointer}.error{color:#b71c1c}small{color:#555}</style></head><body><main>${body}</main></body></html>`;
}

function loginPage(uid: string, email: string, error: string): string {
  return page(
    'Sign in – local issuer',
    `<h1>Sign in</h1><p><small>Local stand-in for the hosted login (Auth0). Nothing here is real.</small></p>
<form method="post" action="/interaction/${escapeHtml(uid)}/login" autocomplete="off">
<label for="email">Email</label><input id="email" name="email" type="email" required autofocus value="${escapeHtml(email)}">
<label for="password">Password</label><input id="password" name="password" type="password" required>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<button type="submit">Sign in</button>
</form>`,
  );
}

/** RP-initiated logout without the "Do you want to sign out?" question: the console already asked. */
async function autoSubmitLogout(ctx: KoaContextWithOIDC, form: string) {
  ctx.type = 'html';
  ctx.body = page(
    'Signing out',
    `${form.replace('</form>', '<input type="hidden" name="logout" value="yes"/></form>')}<p>Signing out…</p>
<script>document.getElementById('op.logoutForm').submit()</script>`,
  );
}

async function signedOutPage(ctx: KoaContextWithOIDC) {
  ctx.type = 'html';
  ctx.body = page('Signed out', '<h1>Signed out</h1>');
}
