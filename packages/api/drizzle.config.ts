import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes a new SQL migration from the schema. Migrations are applied in code
// (src/db/migrate.ts) so that PGlite can load pg_trgm first.
export default defineConfig({
  dialect: 'postgresql',
  schema: './packages/api/src/db/schema.ts',
  out: './packages/api/drizzle',
});
