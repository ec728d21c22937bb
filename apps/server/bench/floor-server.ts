/**
 * The API floor of `bench:api`: a bare Fastify server that answers `GET /api/devices?limit=50` with the same
 * SQL as ours (the same `listDevices` on the same database) and nothing else: no token, no session read, no
 * validation, no hooks, no response schema. What it serves per second is what this machine and the stack allow
 * for that page; our server's figure beside it shows what our layers cost.
 * Run by bench/api.ts as `tsx bench/floor-server.ts` with PORT and DATABASE_URL or DATA_DIR set.
 */
import { deviceListQuerySchema } from '@conecta/contracts';
import Fastify from 'fastify';
import * as z from 'zod/mini';
import { openDatabase } from '../src/db/client';
import { listDevices } from '../src/features/devices/queries';

const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR,
});
// Parsed once: the floor pays for no validation per request.
const query = z.parse(deviceListQuerySchema, { limit: '50' });
const app = Fastify({ logger: false });
app.get('/api/health', async () => ({ status: 'ok' }));
app.get('/api/devices', async () => listDevices(database.db, query));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
const stop = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
