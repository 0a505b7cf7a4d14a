/**
 * `npm run operations:grant -- <e-mail>` gives an existing account the operations role (it may
 * then review installer applications); `--revoke` makes it a shopper again. Runs against the
 * configured database (DATABASE_URL, else PGlite in TIRESHOP_DATA_DIR), migrating it first.
 */
import { readApiConfig } from '../config';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { setAccountRole } from '../auth/operations-user';

const args = process.argv.slice(2);
const revoke = args.includes('--revoke');
const email = args.find((a) => !a.startsWith('--'));
if (!email) {
  console.error('Usage: npm run operations:grant -- <e-mail> [--revoke]');
  process.exit(2);
}
const config = readApiConfig();
const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
try {
  await migrateDatabase(database);
  const done = await setAccountRole(database, email, revoke ? 'shopper' : 'operations');
  if (!done) {
    console.error(`No account has the e-mail ${email}: the person signs up at /account/create first.`);
    process.exitCode = 1;
  } else console.log(`${email} is ${revoke ? 'a shopper' : 'an operations account'} now.`);
} finally {
  await database.close();
}
