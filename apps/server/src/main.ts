import cluster from 'node:cluster';
import { loadConfig } from './config';
import { preparedByPrimary, runPrimary } from './process/primary';
import { serve } from './process/serve';

const config = loadConfig();
// Several processes only on PostgreSQL (config.workers is 1 on the embedded database); see describeWorkers.
if (config.workers > 1 && cluster.isPrimary) await runPrimary(config);
else await serve(config, { prepared: preparedByPrimary() });
