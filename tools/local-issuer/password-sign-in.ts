import { createHash, randomBytes } from 'node:crypto';

export interface IssuedTokens {
  access_token: string;
  id_token: string;
  expires_in: number;
  token_type: string;
  scope?: string;
  refresh_token?: string;
}

/**
 * Signs in at the local issuer the way a browser does — authorize with PKCE, the login form, the
 * redirect back with a code, the code exchanged at the token endpoint — with fetch and a cookie jar.
 * For tests that need a token from the real flow rather than a minted one.
 */
export async function signInWithPassword(options: {
  issuerUrl: string;
  clientId: string;
  redirectUri: string;
  audience?: string;
  email: string;
  password: string;
  scope?: string;
  /** The browser's cookies at the issuer; pass one to keep using the issuer session afterwards (e.g. logout). */
  cookies?: Map<string, string>;
}): Promise<IssuedTokens> {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const state = randomBytes(8).toString('hex');
  const authorize = new URL('/authorize', options.issuerUrl);
  authorize.search = new URLSearchParams({
    client_id: options.clientId,
    redirect_uri: options.redirectUri,
    response_type: 'code',
    scope: options.scope ?? 'openid profile email',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state,
    nonce: randomBytes(8).toString('hex'),
    ...(options.audience && { audience: options.audience }),
  }).toString();

  const cookies = options.cookies ?? new Map<string, string>();
  const request = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...init.headers, cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (value) cookies.set(name, value);
      else cookies.delete(name);
    }
    return response;
  };

  // Follow the issuer's redirects until it shows the login form or sends us back with a code.
  let url = authorize.toString();
  let code: string | undefined;
  let loggedIn = false;
  for (let hop = 0; hop < 12 && !code; hop++) {
    const response = await request(url);
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url).toString();
      if (url.startsWith(options.redirectUri)) {
        const back = new URL(url);
        if (back.searchParams.get('state') !== state) throw new Error('state mismatch on the way back');
        const error = back.searchParams.get('error');
        if (error) throw new Error(`authorize failed: ${error} ${back.searchParams.get('error_description') ?? ''}`);
        code = back.searchParams.get('code') ?? undefined;
      }
      continue;
    }
    const html = await response.text();
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
    if (loggedIn || !action || response.status !== 200) {
      throw new Error(`unexpected answer from ${url}: ${response.status} ${html.slice(0, 200)}`);
    }
    const login = await request(new URL(action, url).toString(), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: options.email, password: options.password }).toString(),
    });
    const next = login.headers.get('location');
    if (!next) throw new Error(`sign-in refused: ${login.status}`);
    loggedIn = true;
    url = new URL(next, url).toString();
  }
  if (!code) throw new Error('the issuer never sent a code back');

  const token = await fetch(new URL('/oauth/token', options.issuerUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: options.clientId,
      code,
      redirect_uri: options.redirectUri,
      code_verifier: verifier,
    }).toString(),
  });
  const body = await token.json();
  if (!token.ok) throw new Error(`token request failed: ${token.status} ${JSON.stringify(body)}`);
  return body as IssuedTokens;
}
