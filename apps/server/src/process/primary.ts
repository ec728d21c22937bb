import cluster, { type Worker } from 'node:cluster';
import { type Config, describeRegistrationRole, describeWorkers } from '../config';
import { prepareDatabase } from './serve';

/** A worker that dies sooner than this after its start is replaced after a pause, not at once, to avoid a crash loop. */
const quickDeathMs = 5_000;
const stopGraceMs = 10_000;

const log = (message: string) =>
  console.info(JSON.stringify({ level: 30, time: Date.now(), pid: process.pid, msg: message }));

/** Set on the workers this primary forks (not on those of another cluster manager, such as pm2's). */
const preparedMark = 'CONECTA_PREPARED_BY_PRIMARY';

/** Whether this process is a worker whose database the primary has already migrated and filled. */
export const preparedByPrimary = () => cluster.isWorker && process.env[preparedMark] === '1';

/**
 * The primary of several server processes (PostgreSQL only): prepares the database once, forks
 * `config.workers` workers that share the port, replaces a worker that dies, and stops them all on SIGTERM.
 */
export async function runPrimary(config: Config): Promise<void> {
  await prepareDatabase(config, log);
  log(describeRegistrationRole(process.env, config));
  log(describeWorkers(process.env, config));

  let stopping = false;
  const startedAt = new Map<Worker, number>();
  const fork = () => startedAt.set(cluster.fork({ [preparedMark]: '1' }), Date.now());
  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) return;
    log(`worker ${worker.process.pid} stopped (${signal ?? `exit code ${code}`}); starting another`);
    setTimeout(fork, lived < quickDeathMs ? 1_000 : 0);
  });
  for (let index = 0; index < config.workers; index += 1) fork();

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping ${startedAt.size} workers`);
    for (const worker of startedAt.keys()) worker.process.kill('SIGTERM');
    const force = setTimeout(() => {
      for (const worker of startedAt.keys()) worker.process.kill('SIGKILL');
    }, stopGraceMs);
    const done = () => {
      if (startedAt.size > 0) return;
      clearTimeout(force);
      process.exit(0);
    };
    cluster.on('exit', done);
    done();
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}
