/**
 * Sign-in with the password hash at its production cost (issue "Accounts", Performance: under
 * 300 ms p95 on this machine): POST /api/v1/users/sign-in one at a time over HTTP on PGlite, against
 * the baseline of the argon2id check alone at the same cost (what any sign-in must pay).
 *
 *   node --import tsx bench/sign-in.ts [--quick] [--write]
 */
import { fileURLToPath } from 'node:url';
import { hash, verify } from '@node-rs/argon2';
import { openDatabase } from '../packages/api/src/db/client';
import { migrateDatabase } from '../packages/api/src/db/migrate';
import { PASSWORD_HASH_OPTIONS } from '../packages/api/src/services/accounts';
import { startBenchApi } from './api-server';
import { percentile, ratio, round2, writeResultSections } from './stats';

/** The goal for sign-in, p95. */
export const SIGN_IN_GOAL_P95_MS = 300;

export async function runSignInBench({ quick = false } = {}) {
  const rounds = quick ? 20 : 100;
  const database = await openDatabase();
  await migrateDatabase(database);
  const api = await startBenchApi(database);
  try {
    const password = 'a bench passphrase';
    const email = 'bench@example.com';
    const call = (path: string, body: object, address: string) =>
      fetch(`${api.origin}/api${path}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${api.accessToken}`, 'Content-Type': 'application/json', 'X-Forwarded-For': address },
        body: JSON.stringify(body),
      });
    const made = await call('/v1/users', { email, password, firstName: 'Bench', lastName: 'Mark' }, '198.51.100.1');
    if (made.status !== 201) throw new Error(`sign-up failed: ${made.status} ${await made.text()}`);
    const service: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const started = performance.now();
      const res = await call('/v1/users/sign-in', { email, password }, `198.51.100.${(i % 250) + 2}`);
      if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
      service.push(performance.now() - started);
    }
    const stored = await hash(password, PASSWORD_HASH_OPTIONS);
    const baseline: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const started = performance.now();
      await verify(stored, password);
      baseline.push(performance.now() - started);
    }
    const figures = {
      rounds,
      serviceP50Ms: round2(percentile(service, 50)),
      serviceP95Ms: round2(percentile(service, 95)),
      baselineP50Ms: round2(percentile(baseline, 50)),
      baselineP95Ms: round2(percentile(baseline, 95)),
      ratioP95: ratio(percentile(service, 95), percentile(baseline, 95)),
      goalP95Ms: SIGN_IN_GOAL_P95_MS,
    };
    console.log(
      `  sign-in p50 ${figures.serviceP50Ms} ms, p95 ${figures.serviceP95Ms} ms (goal < ${SIGN_IN_GOAL_P95_MS} ms) vs argon2id alone p95 ${figures.baselineP95Ms} ms → ratio ${figures.ratioP95}`,
    );
    return figures;
  } finally {
    await api.close([]);
    await database.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log('Sign-in, POST /api/v1/users/sign-in one at a time, PGlite:');
  const figures = await runSignInBench({ quick: process.argv.includes('--quick') });
  if (process.argv.includes('--write')) writeResultSections({ signIn: figures }, 'Sign-in figures');
  process.exit(0);
}
