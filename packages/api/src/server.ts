/** A standalone API process (the API mounted at /api), for deployments that run it separately. */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createApi } from './app';
import { prepareDatabase } from './bootstrap';
import { checkSecrets, readApiConfig } from './config';
import { createSandboxGateway } from './payments/sandbox/index';
import { startWorkers } from './worker';

const config = readApiConfig();
checkSecrets(config);
const database = await prepareDatabase(config);
const gateway = createSandboxGateway({ database, config });
const workers = startWorkers({ database, config, payments: gateway.provider });
const root = new Hono().route('/api', createApi({ database, config, payments: gateway.provider })).route('/gateway', gateway.app);
const port = Number(process.env.PORT ?? 8081);
const server = serve({ fetch: root.fetch, port }, (info) => console.log(`[api] listening on http://localhost:${info.port}/api`));
const stop = async () => {
  server.close();
  await workers.stop();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
