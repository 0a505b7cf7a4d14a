/**
 * `npm run accounts:grant -- <e-mail> "<account type>" [--first] [--revoke]` gives an existing
 * account an account type (rules §6; the seeded ones are listed in docs/price-lists.md): after the
 * ones it has, or with `--first` ahead of them, so that it decides the user type and the price
 * list. `--revoke` takes it away. Runs against the configured database (DATABASE_URL, else PGlite
 * in TIRESHOP_DATA_DIR), migrating it first.
 */
import { readApiConfig } from '../config';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { grantAccountType } from '../services/account-types';

const args = process.argv.slice(2);
const flags = new Set(args.filter((a) => a.startsWith('--')));
const [email, accountType] = args.filter((a) => !a.startsWith('--'));
if (!email || !accountType) {
  console.error('Usage: npm run accounts:grant -- <e-mail> "<account type>" [--first] [--revoke]');
  process.exit(2);
}
const config = readApiConfig();
const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
try {
  await migrateDatabase(database);
  const outcome = await grantAccountType(database, email, accountType, { revoke: flags.has('--revoke'), first: flags.has('--first') });
  const messages = {
    granted: `${email} has the account type ${accountType} now.`,
    revoked: `${email} no longer has the account type ${accountType}.`,
    unchanged: `Nothing to change: ${email} ${flags.has('--revoke') ? 'does not have' : 'already has'} ${accountType}.`,
    'no-account': `No account has the e-mail ${email}: the person signs up at /account/create first.`,
    'no-account-type': `There is no account type named "${accountType}" (see docs/price-lists.md).`,
  };
  console[outcome === 'no-account' || outcome === 'no-account-type' ? 'error' : 'log'](messages[outcome]);
  if (outcome === 'no-account' || outcome === 'no-account-type') process.exitCode = 1;
} finally {
  await database.close();
}
