// oidc-provider ships no type declarations; this is the part of its API the local issuer uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface KoaContextWithOIDC {
    oidc: {
      params?: Record<string, unknown>;
      client?: { clientId: string };
    };
    type: string;
    body: unknown;
    status: number;
    host: string;
  }

  export interface ClaimsOf {
    accountId: string;
    claims(use: string, scope: string): Promise<Record<string, unknown>> | Record<string, unknown>;
  }

  export interface ResourceServerInfo {
    scope: string;
    audience?: string;
    accessTokenTTL?: number;
    accessTokenFormat?: 'opaque' | 'jwt';
    jwt?: { sign?: { alg: string } };
  }

  export interface Configuration {
    clients?: Array<Record<string, unknown>>;
    responseTypes?: string[];
    pkce?: { required?: (ctx: KoaContextWithOIDC, client: unknown) => boolean };
    scopes?: string[];
    claims?: Record<string, string[] | null>;
    conformIdTokenClaims?: boolean;
    extraParams?: string[];
    features?: Record<string, Record<string, unknown>>;
    routes?: Record<string, string>;
    jwks?: { keys: Array<Record<string, unknown>> };
    cookies?: { keys?: string[] };
    findAccount?: (ctx: KoaContextWithOIDC, sub: string) => Promise<ClaimsOf | undefined>;
    interactions?: { url?: (ctx: KoaContextWithOIDC, interaction: { uid: string }) => string | Promise<string> };
    clientBasedCORS?: (ctx: KoaContextWithOIDC, origin: string, client: unknown) => boolean;
    ttl?: Record<string, number>;
    renderError?: (ctx: KoaContextWithOIDC, out: Record<string, string>, error: Error) => Promise<void> | void;
  }

  export interface InteractionDetails {
    uid: string;
    prompt: { name: string; details: Record<string, unknown> };
    params: Record<string, unknown>;
    session?: { accountId?: string };
    grantId?: string;
  }

  export class Grant {
    constructor(properties: { accountId: string; clientId: string });
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    addResourceScope(resource: string, scope: string): void;
    save(): Promise<string>;
    static find(id: string): Promise<Grant | undefined>;
  }

  export default class Provider {
    constructor(issuer: string, configuration: Configuration);
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
    interactionDetails(request: IncomingMessage, response: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      request: IncomingMessage,
      response: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    on(event: string, listener: (...args: unknown[]) => void): this;
    Grant: typeof Grant;
  }

  export const errors: {
    InvalidTarget: new (description?: string) => Error;
  };
}
