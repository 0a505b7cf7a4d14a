/** Shop API processes of their own (support/api-process.ts) on a test's PostgreSQL database. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { Database } from '../../src/db/client';
import { clock } from './clock';

const API_PROCESS = fileURLToPath(new URL('./api-process.ts', import.meta.url));

export interface ApiProcess {
  /** http://127.0.0.1:<port> — the API at /api, the sandbox gateway at /gateway. */
  origin: string;
  child: ChildProcess;
  /** How the process ended: its exit code or the signal that ended it. */
  exited: Promise<NodeJS.Signals | number | null>;
  stop(): Promise<void>;
}

/** Starts one process (at the test clock's time); resolves once it listens. */
export async function startApiProcess(database: Database, env: Record<string, string> = {}): Promise<ApiProcess> {
  if (!database.url) throw new Error('an API process needs a PostgreSQL database');
  const child = spawn(process.execPath, ['--import', 'tsx', API_PROCESS], {
    env: { ...process.env, DATABASE_URL: database.url, TIRESHOP_CLOCK_MS: String(clock.now().getTime()), ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', () => reject(new Error('the API process ended before it listened')));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const match = /^listening (\d+)$/.exec(line);
      if (match) resolve(Number(match[1]));
    });
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    child,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
