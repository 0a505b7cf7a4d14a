import { mkdirSync } from 'node:fs';
import { ensureApiClients } from './auth/clients';
import { ensureOperationsAccount } from './auth/operations-user';
import { ensureDemoAccounts } from './auth/demo-accounts';
import { DEV_OPERATIONS_EMAIL, DEV_OPERATIONS_PASSWORD, type ApiConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { migrateDatabase } from './db/migrate';
import { seedDatabase } from './seed/index';

/**
 * Opens the configured database, applies pending migrations, seeds the catalogue on first start
 * and makes sure the shop's API clients exist. Idempotent: every start runs it.
 */
export async function prepareDatabase(config: ApiConfig, log: (msg: string) => void = console.log): Promise<Database> {
  if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
  const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
  log(`[db] ${database.kind === 'postgres' ? 'PostgreSQL server' : `PGlite in ${config.dataDir}`}`);
  await migrateDatabase(database);
  const started = Date.now();
  const { seeded } = await seedDatabase(database);
  if (seeded) log(`[db] seeded the catalogue in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await ensureApiClients(
    database,
    config.storefrontClientSecret,
    config.installerDemoSecret,
    config.opsClientSecret,
    config.affiliateDemoReportKey,
  );
  await ensureOperationsAccount(
    database,
    config.operationsEmail ?? DEV_OPERATIONS_EMAIL,
    config.operationsPassword ?? DEV_OPERATIONS_PASSWORD,
  );
  // The demo people to sign in as (README "Demo accounts"); never in production unless asked for.
  if (config.demoAccounts) await ensureDemoAccounts(database);
  return database;
}
