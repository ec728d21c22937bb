import type { User } from '@conecta/contracts';
import type { PublicAuthConfig } from '@conecta/contracts/auth-providers';
import { reloadPublicAuthConfig } from './config';

/** Writes the provider configuration into the page as the server does, and has the app read it again. */
export function configureProviders(config: PublicAuthConfig): void {
  document.getElementById('conecta-config')?.remove();
  const element = Object.assign(document.createElement('script'), {
    type: 'application/json',
    id: 'conecta-config',
    textContent: JSON.stringify(config),
  });
  document.head.append(element);
  reloadPublicAuthConfig();
}

export function clearProviderConfig(): void {
  document.getElementById('conecta-config')?.remove();
  reloadPublicAuthConfig();
}

export const hostedConfig = {
  domain: 'http://issuer.test',
  clientId: 'conecta-local',
  audience: 'https://api.conecta.local',
} as const;

export const firebaseConfig = {
  apiKey: 'demo-key',
  authDomain: 'demo-conecta.firebaseapp.com',
  projectId: 'demo-conecta',
} as const;

/** An unsigned JWT carrying `claims`: the client only reads them, the server is the one that checks. */
export function fakeJwt(claims: Record<string, unknown>): string {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${encode({ alg: 'RS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

/** Our account as `GET /api/auth/session` answers it for an outside provider's token. */
export function accountOf(from: User['from'], overrides: Partial<User['data']> = {}, role = ['admin']): User {
  return {
    uuid: `uuid-${from}`,
    from,
    role,
    data: {
      displayName: '',
      photoURL: '',
      email: '',
      settings: {},
      shortcuts: ['calendar', 'mail', 'contacts', 'todo'],
      ...overrides,
    },
  };
}
