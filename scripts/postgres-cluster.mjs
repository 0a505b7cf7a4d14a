/**
 * A throwaway PostgreSQL cluster for tests, end-to-end runs and benchmarks: `initdb` in a temp
 * dir, started without durability (fsync off) on its own port and socket dir, removed on stop.
 *
 *   import { startPostgresCluster } from './postgres-cluster.mjs';
 *   const cluster = await startPostgresCluster();   // null when the server binaries are missing
 *   // cluster.url → postgres://postgres@127.0.0.1:<port>/postgres
 *   await cluster.stop();
 *
 * CLI: `node scripts/postgres-cluster.mjs [--port N]` starts one, prints its URL, stops on Ctrl-C.
 *
 * A cluster must never outlive the process that started it: exit and SIGINT/SIGTERM/SIGHUP
 * handlers stop it, and a detached watchdog stops it if that process is killed outright (SIGKILL,
 * OOM), which no handler can see.
 */
import { execFile, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { constants, tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';

const execFileAsync = promisify(execFile);

/**
 * @typedef {object} PostgresCluster
 * @property {string} url    `postgres://postgres@127.0.0.1:<port>/postgres` (trust auth, no password)
 * @property {number} port
 * @property {string} dataDir
 * @property {() => Promise<void>} stop  Stops the server (immediate mode) and removes the temp dir; idempotent.
 */

/** How long the server may take to accept connections. */
const READY_TIMEOUT_MS = 20_000;

/**
 * The directory holding `initdb`, `pg_ctl` and `postgres`: `PG_BIN`, else `pg_config --bindir`,
 * else the newest `/usr/lib/postgresql/<version>/bin`, else PATH. Null when none has them.
 * @returns {string | null}
 */
export function findPostgresBin() {
  const hasServer = (dir) => Boolean(dir) && ['initdb', 'pg_ctl', 'postgres'].every((name) => existsSync(join(dir, name)));

  if (process.env.PG_BIN) {
    if (hasServer(process.env.PG_BIN)) return process.env.PG_BIN;
    console.warn(`[postgres-cluster] PG_BIN=${process.env.PG_BIN} has no initdb/pg_ctl/postgres; looking elsewhere`);
  }
  try {
    // pg_config may come from libpq-dev alone, so its bindir is checked, not trusted.
    const dir = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    if (hasServer(dir)) return dir;
  } catch {
    // no pg_config
  }
  try {
    const versions = readdirSync('/usr/lib/postgresql')
      .filter((v) => /^\d+(\.\d+)?$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
    for (const version of versions) {
      const dir = join('/usr/lib/postgresql', version, 'bin');
      if (hasServer(dir)) return dir;
    }
  } catch {
    // no Debian-style install
  }
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (hasServer(dir)) return dir;
  }
  return null;
}

/** initdb and pg_ctl refuse to run as root, so as root they run as `postgres`. */
function serverUser() {
  return process.getuid?.() === 0 ? 'postgres' : null;
}

/** argv for running `binary args…` as the server user. */
function asServerUser(binary, args) {
  const user = serverUser();
  return user ? ['runuser', ['-u', user, '--', binary, ...args]] : [binary, args];
}

async function run(binary, args) {
  const [file, argv] = asServerUser(binary, args);
  try {
    return await execFileAsync(file, argv, { encoding: 'utf8' });
  } catch (error) {
    const output = [error.stdout, error.stderr].filter(Boolean).join('\n').trim();
    throw new Error(`${binary} ${args[0]} failed: ${output || error.message}`, { cause: error });
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitUntilAcceptingConnections(url) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
    try {
      await client.connect();
      await client.query('SELECT 1');
      return;
    } catch (error) {
      if (Date.now() > deadline) {
        throw new Error(`PostgreSQL at ${url} did not accept connections within ${READY_TIMEOUT_MS / 1000} s: ${error.message}`);
      }
      await sleep(100);
    } finally {
      await client.end().catch(() => {});
    }
  }
}

function logTail(logFile) {
  try {
    return readFileSync(logFile, 'utf8').trim().split('\n').slice(-15).join('\n');
  } catch {
    return '(no server log)';
  }
}

// ---------------------------------------------------------------------------------------------
// Clusters started by this process, and the handlers that stop them when the process goes away.

/** @type {Set<{ stopSync: () => void }>} */
const running = new Set();
const stopSignals = /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP']);
let handlersInstalled = false;

function stopAllSync() {
  for (const cluster of [...running]) cluster.stopSync();
}

function onSignal(signal) {
  stopAllSync();
  // Alone on this signal, we must still end the process as it would have ended without us, but
  // through exit (not by re-raising it), so that other modules' exit handlers run too.
  if (process.listenerCount(signal) === 1) process.exit(128 + (constants.signals[signal] ?? 0));
}

function installExitHandlers() {
  if (handlersInstalled) return;
  handlersInstalled = true;
  process.on('exit', stopAllSync); // also runs after an uncaught exception
  for (const signal of stopSignals) process.on(signal, onSignal);
}

/**
 * A detached shell that waits for this process to disappear, then stops the server and removes
 * its dir. It only matters when this process is killed without running its exit handlers.
 */
function startWatchdog(pgCtl, dataDir, dir) {
  const user = serverUser() ?? '';
  // A killed parent can linger as a zombie when nobody reaps it (containers), so Z counts as gone.
  const script = `
    alive() {
      kill -0 "$1" 2>/dev/null || return 1
      [ -r "/proc/$1/stat" ] || return 0
      read -r stat < "/proc/$1/stat"; stat=\${stat##*") "}
      case "$stat" in Z*|X*) return 1 ;; esac
    }
    while alive "$1"; do sleep 0.5; done
    if [ -n "$5" ]; then runuser -u "$5" -- "$2" stop -D "$3" -m immediate -s; else "$2" stop -D "$3" -m immediate -s; fi
    rm -rf "$4"`;
  const watchdog = spawn('sh', ['-c', script, 'postgres-cluster-watchdog', String(process.pid), pgCtl, dataDir, dir, user], {
    detached: true, // its own process group: a Ctrl-C meant for us does not reach it
    stdio: 'ignore',
  });
  watchdog.unref();
  return watchdog.pid;
}

function killWatchdog(pid) {
  if (!pid) return;
  try {
    process.kill(-pid, 'SIGKILL'); // the shell and its `sleep`
  } catch {
    // already gone
  }
}

// ---------------------------------------------------------------------------------------------

/**
 * Starts a throwaway PostgreSQL cluster, or returns null when the server binaries are missing.
 * @param {{ port?: number }} [options]  `port`: listen there instead of on a free port.
 * @returns {Promise<PostgresCluster | null>}
 */
export async function startPostgresCluster(options = {}) {
  const bin = findPostgresBin();
  if (!bin) return null;
  const user = serverUser();
  if (user) {
    try {
      execFileSync('id', ['-u', user], { stdio: 'ignore' });
    } catch {
      throw new Error(`Running as root, but there is no "${user}" user to run initdb and pg_ctl as`);
    }
  }

  const initdb = join(bin, 'initdb');
  const pgCtl = join(bin, 'pg_ctl');
  const dir = mkdtempSync(join(tmpdir(), 'tireshop-pg-'));
  const dataDir = join(dir, 'data');
  const logFile = join(dir, 'postgres.log');
  const removeDir = () => rmSync(dir, { recursive: true, force: true });

  // Cleanup is armed before initdb, so that even an interrupted start leaves nothing behind.
  installExitHandlers();
  let watchdogPid;
  let stopped = false;
  const entry = {
    stopSync() {
      if (stopped) return;
      stopped = true;
      running.delete(entry);
      try {
        const [file, argv] = asServerUser(pgCtl, ['stop', '-D', dataDir, '-m', 'immediate', '-s']);
        execFileSync(file, argv, { stdio: 'ignore' });
      } catch {
        // not running
      }
      removeDir();
      killWatchdog(watchdogPid);
    },
  };
  running.add(entry);
  watchdogPid = startWatchdog(pgCtl, dataDir, dir);

  const stop = async () => {
    if (stopped) return;
    stopped = true;
    running.delete(entry);
    try {
      await run(pgCtl, ['stop', '-D', dataDir, '-m', 'immediate', '-s']);
    } catch {
      // not running
    }
    removeDir();
    killWatchdog(watchdogPid);
  };

  try {
    if (user) execFileSync('chown', [`${user}:${user}`, dir]);
    // -A trust covers local sockets and host lines for 127.0.0.1 and ::1. Collation C and
    // ctype C.UTF-8 are what PGlite has: same sort order, same upper()/ILIKE/pg_trgm on non-ASCII.
    await run(initdb, [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--locale=C',
      '--lc-ctype=C.UTF-8',
      '--no-sync',
      '--no-instructions',
    ]);
  } catch (error) {
    await stop();
    throw error;
  }

  // A free port can be taken between finding it and binding it: pick another and retry.
  const attempts = options.port ? 1 : 3;
  for (let attempt = 1; ; attempt++) {
    const port = options.port ?? (await freePort());
    const settings = [
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c max_connections=200',
      '-c listen_addresses=127.0.0.1',
      '-c TimeZone=UTC', // PGlite's, rather than whatever this machine's TZ is
      `-c unix_socket_directories='${dir}'`,
      `-p ${port}`,
    ].join(' ');
    try {
      await run(pgCtl, ['start', '-D', dataDir, '-l', logFile, '-w', '-t', String(READY_TIMEOUT_MS / 1000), '-s', '-o', settings]);
      const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
      await waitUntilAcceptingConnections(url);
      return { url, port, dataDir, stop };
    } catch (error) {
      const log = logTail(logFile);
      if (attempt < attempts && /could not (bind|create listen)|Address already in use/i.test(log)) continue;
      await stop();
      throw new Error(`Could not start PostgreSQL on port ${port}: ${error.message}\n--- server log ---\n${log}`, { cause: error });
    }
  }
}

// CLI: start one, print its URL, stop on Ctrl-C.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const portFlag = process.argv.findIndex((arg) => arg === '--port' || arg === '-p');
  const port = portFlag >= 0 ? Number(process.argv[portFlag + 1]) : undefined;
  if (port !== undefined && !(Number.isInteger(port) && port > 0 && port < 65536)) {
    console.error('usage: node scripts/postgres-cluster.mjs [--port N]');
    process.exit(2);
  }
  const started = performance.now();
  const cluster = await startPostgresCluster({ port });
  if (!cluster) {
    console.error('PostgreSQL server binaries not found: install the Debian package postgresql, or set PG_BIN.');
    process.exit(1);
  }
  console.log(cluster.url);
  console.error(`PostgreSQL ready in ${Math.round(performance.now() - started)} ms (data in ${cluster.dataDir}); Ctrl-C stops it.`);
  const shutdown = () => {
    cluster.stop().then(() => {
      console.error('PostgreSQL stopped.');
      process.exit(0);
    });
  };
  for (const signal of stopSignals) process.once(signal, shutdown);
  setInterval(() => {}, 1 << 30); // signal handlers alone do not keep Node running
}
