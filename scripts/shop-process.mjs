// Starts the real shop (`npm start`'s server, without the build step) in a child process on a
// fresh data directory, for browser tests and benchmarks. Resolves once it answers HTTP.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

export async function startShop({ port, dataDir, env = {}, fresh = true, timeoutMs = 120_000 }) {
  if (fresh) rmSync(dataDir, { recursive: true, force: true });
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--import', './scripts/css/register.mjs', 'packages/storefront/src/server/main.ts'],
    {
      cwd: root,
      env: { ...process.env, PORT: String(port), TIRESHOP_DATA_DIR: dataDir, ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the shop exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/v1/site/globals`);
      if (res.status === 401) break; // up, and the API answers
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  if (Date.now() >= deadline) {
    child.kill('SIGKILL');
    throw new Error(`the shop did not start within ${timeoutMs / 1000} s`);
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
