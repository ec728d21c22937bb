import { buildApp, redactedLogPaths } from '../app';
import { createTokenService, resolveJwtSecret } from '../auth/tokens';
import { type Config, describeRegistrationRole, describeWorkers } from '../config';
import { openDatabase } from '../db/client';
import { DataDirInUseError } from '../db/data-dir-lock';
import { loadSampleData } from '../db/sample-data';
import { sampleDataSets } from '../sample-data';

/**
 * The database made ready for the servers: migrations, sample data and the token secret, done once (by the
 * only process, or by the primary before it forks the workers).
 */
export async function prepareDatabase(config: Config, log: (message: string) => void): Promise<void> {
  const database = await openDatabaseOrExit(config);
  try {
    await database.migrate();
    if (config.sampleData) {
      const loaded = await loadSampleData(database.db, sampleDataSets);
      if (loaded.length) log(`sample data loaded: ${loaded.join(', ')}`);
    }
    await resolveJwtSecret(config.jwtSecret, config.dataDir);
  } finally {
    await database.close();
  }
}

async function openDatabaseOrExit(config: Config) {
  const { databaseUrl, dataDir, statementTimeoutMs } = config;
  return openDatabase({ databaseUrl, dataDir, statementTimeoutMs }).catch((error) => {
    // Another server owns the embedded database: say who, and stop before touching it.
    if (!(error instanceof DataDirInUseError)) throw error;
    console.error(error.message);
    process.exit(1);
  });
}

/**
 * One server process: the only one, or a worker of the primary (`prepared`: the primary has already migrated
 * and loaded the sample data). A worker names itself in the `x-conecta-worker` header.
 */
export async function serve(config: Config, { prepared }: { prepared: boolean }): Promise<void> {
  const database = await openDatabaseOrExit(config);
  if (!prepared) await database.migrate();
  const tokens = createTokenService(await resolveJwtSecret(config.jwtSecret, config.dataDir));
  const app = await buildApp({
    config,
    db: database.db,
    tokens,
    logger: { level: config.logLevel, redact: { paths: redactedLogPaths, censor: '[redacted]' } },
  });
  if (prepared) {
    // On the raw response, so event streams (which write their own head) carry it too.
    app.addHook('onRequest', async (_request, reply) => {
      reply.raw.setHeader('x-conecta-worker', String(process.pid));
    });
  } else if (config.sampleData) {
    const loaded = await loadSampleData(database.db, sampleDataSets);
    if (loaded.length) app.log.info({ features: loaded }, 'sample data loaded');
  }

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      engine: database.engine,
      pid: process.pid,
      registrationRole: config.registrationRole,
      hostedLogin: config.hostedLogin?.domain ?? 'off',
      firebase: config.firebase
        ? `${config.firebase.projectId}${config.firebase.authEmulatorHost ? ` (emulator ${config.firebase.authEmulatorHost})` : ''}`
        : 'off',
    },
    `Conecta is ready on http://localhost:${config.port}`,
  );
  if (prepared) return;
  // Said on its own line: who may become an admin by registering is the first thing to check on a deployment.
  app.log.info(describeRegistrationRole(process.env, config));
  app.log.info(describeWorkers(process.env, config));
}
