import type { PublicAuthConfig } from '@conecta/contracts/auth-providers';
import type { Config } from '../config';

type ProviderConfig = Pick<Config, 'hostedLogin' | 'firebase'>;

/** What the browser needs to offer the outside providers; nothing secret (Firebase API keys are public). */
export function publicAuthConfig({ hostedLogin, firebase }: ProviderConfig): PublicAuthConfig {
  return {
    ...(hostedLogin && {
      auth0: { domain: hostedLogin.domain, clientId: hostedLogin.clientId, audience: hostedLogin.audience },
    }),
    ...(firebase && {
      firebase: {
        apiKey: firebase.apiKey,
        authDomain: firebase.authDomain,
        projectId: firebase.projectId,
        ...(firebase.databaseUrl && { databaseURL: firebase.databaseUrl }),
        ...(firebase.authEmulatorHost && { authEmulatorUrl: `http://${firebase.authEmulatorHost}` }),
      },
    }),
  };
}

/**
 * The origins the page must be allowed to call (CSP connect-src) for the configured providers:
 * the issuer's token, userinfo and user-metadata endpoints; Google's sign-in APIs or the emulator;
 * the Realtime Database over https and its websocket.
 */
export function providerConnectSources({ hostedLogin, firebase }: ProviderConfig): string[] {
  const sources: string[] = [];
  if (hostedLogin) sources.push(new URL(hostedLogin.domain).origin);
  if (firebase) {
    sources.push('https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com');
    if (firebase.authEmulatorHost) sources.push(`http://${firebase.authEmulatorHost}`);
    if (firebase.databaseUrl) {
      const { host } = new URL(firebase.databaseUrl);
      // The SDK may be sent on from the database's host to a shard (s-….firebaseio.com) of the same domain.
      const shards = /(?:^|\.)(firebaseio\.com|firebasedatabase\.app)$/.exec(host)?.[1];
      const hosts = shards ? [host, `*.${shards}`] : [host];
      for (const name of hosts) sources.push(`https://${name}`, `wss://${name}`);
    }
  }
  return [...new Set(sources)];
}

/** The config as JSON that is safe inside a `<script>` element: no `<` can close it early. */
export function publicAuthConfigScript(config: ProviderConfig, elementId: string): string {
  const json = JSON.stringify(publicAuthConfig(config)).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${elementId}">${json}</script>`;
}
