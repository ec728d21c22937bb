import { buildApp, redactedLogPaths } from './app';
import { createTokenService, resolveJwtSecret } from './auth/tokens';
import { describeRegistrationRole, loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirInUseError } from './db/data-dir-lock';
import { loadSampleData } from './db/sample-data';
import { sampleDataSets } from './sample-data';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }).catch((error) => {
  // Another server owns the embedded database: say who, and stop before touching it.
  if (!(error instanceof DataDirInUseError)) throw error;
  console.error(error.message);
  process.exit(1);
});
await database.migrate();
const tokens = createTokenService(await resolveJwtSecret(config.jwtSecret, config.dataDir));
const app = await buildApp({
  config,
  db: database.db,
  tokens,
  logger: { level: config.logLevel, redact: { paths: redactedLogPaths, censor: '[redacted]' } },
});

if (config.sampleData) {
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
    registrationRole: config.registrationRole,
    hostedLogin: config.hostedLogin?.domain ?? 'off',
    firebase: config.firebase
      ? `${config.firebase.projectId}${config.firebase.authEmulatorHost ? ` (emulator ${config.firebase.authEmulatorHost})` : ''}`
      : 'off',
  },
  `Conecta is ready on http://localhost:${config.port}`,
);
// Said on its own line: who may become an admin by registering is the first thing to check on a deployment.
app.log.info(describeRegistrationRole(process.env, config));
