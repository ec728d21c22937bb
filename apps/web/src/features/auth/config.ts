import type { PublicAuthConfig } from '@conecta/contracts/auth-providers';

/**
 * The element the server (or the dev server) writes into index.html. The same literal as the
 * contract's `publicAuthConfigElementId`: importing the contract module here would bring zod into
 * every page's start-up chunk (config.test.ts checks the two agree).
 */
const configElementId = 'conecta-config';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** Keeps a provider only when every field its client needs is there, so a half-written config is "not configured". */
function sanitize(raw: unknown): PublicAuthConfig {
  if (!isRecord(raw)) return {};
  const config: PublicAuthConfig = {};
  const { auth0, firebase } = raw;
  if (isRecord(auth0) && isText(auth0.domain) && isText(auth0.clientId) && isText(auth0.audience)) {
    config.auth0 = { domain: auth0.domain.replace(/\/+$/, ''), clientId: auth0.clientId, audience: auth0.audience };
  }
  if (isRecord(firebase) && isText(firebase.apiKey) && isText(firebase.projectId)) {
    config.firebase = {
      apiKey: firebase.apiKey,
      projectId: firebase.projectId,
      authDomain: isText(firebase.authDomain) ? firebase.authDomain : `${firebase.projectId}.firebaseapp.com`,
      ...(isText(firebase.databaseURL) ? { databaseURL: firebase.databaseURL } : {}),
      ...(isText(firebase.authEmulatorUrl) ? { authEmulatorUrl: firebase.authEmulatorUrl } : {}),
    };
  }
  return config;
}

/**
 * Reads the page's provider configuration; a missing element or bad JSON means nothing is configured, and so does
 * no page at all (the build rendering the guest pages).
 */
export function readPublicAuthConfig(doc: Document | undefined = globalThis.document): PublicAuthConfig {
  const text = doc?.getElementById(configElementId)?.textContent;
  if (!text) return {};
  try {
    return sanitize(JSON.parse(text));
  } catch {
    return {};
  }
}

let current: PublicAuthConfig | undefined;

/** The configuration, read once from the page on first use (synchronously, during start-up). */
export function publicAuthConfig(): PublicAuthConfig {
  current ??= readPublicAuthConfig();
  return current;
}

/** Reads the page again; for tests that change the configuration between renders. */
export function reloadPublicAuthConfig(): PublicAuthConfig {
  current = undefined;
  return publicAuthConfig();
}
