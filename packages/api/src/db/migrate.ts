import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './client';

/** The committed SQL migrations, generated from schema.ts by `npm run db:generate`. */
export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Applies every pending migration; safe to run on every start. */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder });
  } else {
    await migratePg(database.db as never, { migrationsFolder });
  }
}
