/**
 * Throughput of GET /api/v1/tire-sizes/{size} (the whole API: Hono, token check, validation,
 * mapping, response-contract check off as in production) against a bare node:http handler that
 * runs the very statements the API sent for that request — recorded from one request, SQL text
 * and parameters as Drizzle sent them — on the same database, and returns the rows as JSON. Both
 * run in this process, alternately, under the same load; the figure is the ratio.
 */
import { createServer } from 'node:http';
import autocannon from 'autocannon';
import type { Database } from '../packages/api/src/db/client';
import { ACCOUNT_SESSION_HEADER } from '@tireshop/core';
import { fleetBuyerSession, startBenchApi } from './api-server';
import { listen } from './http';

export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

export async function load(url: string, headers: Record<string, string>, seconds: number, connections = 16): Promise<LoadFigures> {
  const result = await autocannon({ url, headers, duration: seconds, connections, pipelining: 1 });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/**
 * Open the bench's databases with `onQuery: statementLog.onQuery`: between `start()` and `stop()`
 * it keeps every statement Drizzle sends.
 */
export const statementLog = {
  entries: null as { sql: string; params: unknown[] }[] | null,
  onQuery: (sql: string, params: unknown[]) => {
    statementLog.entries?.push({ sql, params: [...params] });
  },
};

export async function benchSizeListing(database: Database, options: { seconds: number; rounds: number; sizeSlug: string }) {
  const { origin, accessToken: access_token, tracked, close } = await startBenchApi(database);
  const apiUrl = `${origin}/api/v1/tire-sizes/${options.sizeSlug}`;

  // The baseline: the statements of one API request (find the size, list its tires, their
  // running deals), replayed in order with no framework.
  statementLog.entries = [];
  const recorded = await fetch(apiUrl, { headers: { Authorization: `Bearer ${access_token}` } });
  if (recorded.status !== 200) throw new Error(`size listing: HTTP ${recorded.status}`);
  await recorded.arrayBuffer();
  const statements = statementLog.entries;
  statementLog.entries = null;
  if (statements.length === 0) throw new Error('no statements recorded: open the database with statementLog.onQuery');
  const bare = createServer((_req, res) =>
    tracked(async () => {
      const results: unknown[][] = [];
      for (const s of statements) results.push(await database.query(s.sql, s.params));
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ results }));
    }),
  );
  const barePort = await listen(bare);

  const bareUrl = `http://127.0.0.1:${barePort}/`;
  const api: LoadFigures[] = [];
  const baseline: LoadFigures[] = [];
  // The same listing for a signed-in fleet buyer: their price list must not slow it (issue #14,
  // within 10 % of the anonymous listing, measured in the same rounds).
  const fleet: LoadFigures[] = [];
  const fleetHeaders = { Authorization: `Bearer ${access_token}`, [ACCOUNT_SESSION_HEADER]: await fleetBuyerSession(database) };
  await load(apiUrl, { Authorization: `Bearer ${access_token}` }, 1); // warm-up
  await load(apiUrl, fleetHeaders, 1);
  await load(bareUrl, {}, 1);
  for (let round = 0; round < options.rounds; round++) {
    api.push(await load(apiUrl, { Authorization: `Bearer ${access_token}` }, options.seconds));
    fleet.push(await load(apiUrl, fleetHeaders, options.seconds));
    baseline.push(await load(bareUrl, {}, options.seconds));
  }
  // Let in-flight requests finish before the caller closes the database.
  await close([bare]);
  const mean = (xs: LoadFigures[], k: keyof LoadFigures) => xs.reduce((s, x) => s + x[k], 0) / xs.length;
  return {
    apiRps: mean(api, 'requestsPerSecond'),
    baselineRps: mean(baseline, 'requestsPerSecond'),
    ratio: mean(api, 'requestsPerSecond') / mean(baseline, 'requestsPerSecond'),
    fleetRps: mean(fleet, 'requestsPerSecond'),
    /** The signed-in fleet buyer's listing against the anonymous one (≥ 0.9 is within 10 %). */
    fleetToAnonymous: mean(fleet, 'requestsPerSecond') / mean(api, 'requestsPerSecond'),
    statements: statements.length,
    apiP99Ms: Math.max(...api.map((x) => x.p99Ms)),
    baselineP99Ms: Math.max(...baseline.map((x) => x.p99Ms)),
    errors: api.reduce((s, x) => s + x.errors, 0) + baseline.reduce((s, x) => s + x.errors, 0),
  };
}
