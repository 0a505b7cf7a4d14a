#!/usr/bin/env node
// `npm test`: every test of the shop, in order of cost. Stops at the first failing stage, and
// ends with the time each stage took.
//   1. lint and format (Biome)        5. unit and API tests (vitest; API tests on PGlite and on
//   2. type-check the workspace          a throwaway PostgreSQL server)
//   3. package boundaries and cycles  6. the date matrix (scripts/date-matrix.mjs)
//      (dependency-cruiser)           7. widgets in Chromium (@web/test-runner)
//   4. build the browser bundles      8. journeys in Chromium (Playwright)
import { spawnSync } from 'node:child_process';

const stages = [
  ['lint and format', 'npm', ['run', '--silent', 'lint']],
  ['type-check', 'npm', ['run', '--silent', 'typecheck']],
  ['boundaries', 'npm', ['run', '--silent', 'boundaries']],
  ['build', 'npm', ['run', '--silent', 'build']],
  ['unit and API tests', 'npm', ['run', '--silent', 'test:unit']],
  ['date matrix', 'node', ['scripts/date-matrix.mjs']],
  ['widget tests', 'npm', ['run', '--silent', 'test:widgets']],
  ['journeys', 'npm', ['run', '--silent', 'test:e2e']],
];

const only = process.argv.slice(2);
const took = [];
const report = () => {
  if (took.length) console.log(`\nTime per stage: ${took.map(([name, seconds]) => `${name} ${seconds} s`).join(', ')}.`);
};
for (const [name, cmd, args] of stages) {
  if (only.length && !only.some((o) => name.includes(o))) continue;
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' } });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  took.push([name, seconds]);
  if (r.status !== 0) {
    console.error(`\n✖ ${name} failed after ${seconds} s`);
    report();
    process.exit(r.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds} s)`);
}
report();
console.log('\nAll test stages passed.');
