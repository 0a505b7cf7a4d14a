/**
 * A shop API process of its own, for tests of several processes on one PostgreSQL server
 * (api-processes.test.ts) and of a process dying mid-order (orders-crash-recovery.test.ts). It
 * serves the API over DATABASE_URL on a free port — printing `listening <port>` once it does — at
 * the clock instant TIRESHOP_CLOCK_MS (running on in real time). With PLACEMENT_CRASH_AT it kills
 * itself with SIGKILL the moment an order placement reaches that step: no catch, no finally, no
 * rollback by the process — as a power cut or the kernel's OOM killer would stop it.
 *
 *   node --import tsx packages/api/test/support/api-process.ts
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createApi } from '../../src/app';
import { openDatabase } from '../../src/db/client';
import { createSandboxGateway } from '../../src/payments/sandbox/index';
import type { PlacementStep } from '../../src/services/orders';
import { testConfig } from './api';
import { testClock } from './clock';

const url = process.env.DATABASE_URL;
const crashAt = process.env.PLACEMENT_CRASH_AT as PlacementStep | undefined;
const startMs = Number(process.env.TIRESHOP_CLOCK_MS);
if (!url || !Number.isFinite(startMs)) throw new Error('api-process needs DATABASE_URL and TIRESHOP_CLOCK_MS');

const database = await openDatabase({ url, poolSize: 2 });
const config = testConfig();
const clock = testClock(startMs);
const gateway = createSandboxGateway({ database, config, now: clock.now });
const api = createApi({
  database,
  config,
  payments: gateway.provider,
  clock: clock.now,
  placementProbe: (step) => {
    if (!crashAt || step !== crashAt) return;
    process.kill(process.pid, 'SIGKILL');
    return new Promise<never>(() => {}); // nothing more runs while the signal lands
  },
});
const app = new Hono().route('/api', api).route('/gateway', gateway.app);
serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info) => console.log(`listening ${info.port}`));
