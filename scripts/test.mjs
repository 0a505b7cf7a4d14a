#!/usr/bin/env node
// `npm test`: every test of the shop, in order of cost. Stops at the first failing stage.
//   1. type-check the workspace       4. widgets in Chromium (@web/test-runner)
//   2. build the browser bundles      5. journeys in Chromium (Playwright)
//   3. unit and API tests (vitest; API tests on PGlite and on a throwaway PostgreSQL server)
import { spawnSync } from 'node:child_process';

const stages = [
  ['type-check', 'npm', ['run', '--silent', 'typecheck']],
  ['build', 'npm', ['run', '--silent', 'build']],
  ['unit and API tests', 'npm', ['run', '--silent', 'test:unit']],
  ['widget tests', 'npm', ['run', '--silent', 'test:widgets']],
  ['journeys', 'npm', ['run', '--silent', 'test:e2e']],
];

const only = process.argv.slice(2);
for (const [name, cmd, args] of stages) {
  if (only.length && !only.some((o) => name.includes(o))) continue;
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' } });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  if (r.status !== 0) {
    console.error(`\n✖ ${name} failed after ${seconds} s`);
    process.exit(r.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds} s)`);
}
console.log('\nAll test stages passed.');
