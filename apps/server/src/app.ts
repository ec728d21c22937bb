import { apiErrorSchema, healthSchema, httpMessages } from '@conecta/contracts';
import { publicAuthConfigElementId } from '@conecta/contracts/auth-providers';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { config as configureZod, locales as zodLocales } from 'zod/mini';
import { authGuard } from './auth/guard';
import { createOutsideTokenVerifier, type OutsideTokenVerifier } from './auth/outside-tokens';
import { limitPasswordHashes } from './auth/passwords';
import { providerConnectSources, publicAuthConfigScript } from './auth/public-config';
import type { TokenService } from './auth/tokens';
import type { Config } from './config';
import { type Database, isDatabaseReachable } from './db/client';
import { features } from './features';
import { registerErrorHandling } from './http/errors';
import { refuseUnstorableText } from './http/input-text';
import { registerOpenApi } from './http/openapi';
import { createPageHtml, isPageRequest, registerWebApp } from './http/web-app';
import { liveRoutes } from './live/routes';
import { fileUsesOf, registerFeatures } from './platform/register';
import { databaseRateStore } from './rates';
import { uploadRoutes } from './uploads';

// The contracts are zod/mini schemas, and zod/mini loads no locale: without this every validation
// message the API returns for a wrong type or option would read just 'Invalid input'.
configureZod(zodLocales.en());

export interface AppDependencies {
  config: Config;
  db: Database;
  tokens: TokenService;
  /** Checks hosted-login and Firebase tokens; made from `config` unless given (tests bring their own keys). */
  outsideTokens?: OutsideTokenVerifier;
  logger?: FastifyServerOptions['logger'];
}

/** Never let credentials reach the logs, whatever a log line carries. */
export const redactedLogPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'password',
  '*.password',
  'access_token',
  '*.access_token',
];

export async function buildApp({
  config,
  db,
  tokens,
  outsideTokens = createOutsideTokenVerifier(config),
  logger = false,
}: AppDependencies) {
  limitPasswordHashes(config.passwordHashesAtOnce);
  const app = Fastify({
    logger,
    bodyLimit: config.bodyLimit,
    trustProxy: false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  refuseUnstorableText(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        'default-src': ["'self'"],
        // MUI (Emotion) injects its styles at run time.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'script-src': ["'self'"],
        // The configured sign-in providers are called from the page (token, user data, Firebase's APIs).
        'connect-src': ["'self'", ...providerConnectSources(config)],
        // Local and intranet deployments run on plain http; upgrading would break them.
        'upgrade-insecure-requests': null,
      },
    },
  });
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(rateLimit, {
    global: false,
    // Counted in the database, so every server process sees the same hits (the plugin's own store is per process).
    store: databaseRateStore(db),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: httpMessages.tooManyAttempts,
      params: { after: context.after },
    }),
  });
  await registerOpenApi(app);
  await app.register(authGuard, { db, tokens, outsideTokens, config });

  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Ready when the database answers',
        response: { 200: healthSchema, 503: apiErrorSchema },
      },
    },
    async (_request, reply) => {
      if (!(await isDatabaseReachable(db))) return reply.code(503).send({ message: httpMessages.databaseNotReady });
      return { status: 'ok' as const };
    },
  );
  // The live stream service first: features publish through it and extend its streams.
  await app.register(liveRoutes, { db });
  await registerFeatures(app, features, { db, config });
  // The upload module serves every feature's files (its uses declare limits and readers).
  await app.register(uploadRoutes, { db, featureUses: fileUsesOf(features), config });

  const pageHtml = (await registerWebApp(app, config.webDist))
    ? createPageHtml(config.webDist, publicAuthConfigScript(config, publicAuthConfigElementId))
    : undefined;
  app.setNotFoundHandler((request, reply) => {
    if (pageHtml && isPageRequest(request.method, request.url)) {
      const page = pageHtml(request.url.split('?')[0] ?? '/', request.headers['accept-encoding']);
      if (page.encoding) reply.header('content-encoding', page.encoding);
      return reply
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding')
        .type('text/html; charset=utf-8')
        .send(page.body);
    }
    return reply.code(404).send({
      message: httpMessages.noRoute,
      params: { method: request.method, path: request.url.split('?')[0] ?? '' },
    });
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
