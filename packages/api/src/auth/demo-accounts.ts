/**
 * The demo accounts (docs/price-lists.md "Demo accounts"): outside production, one account per
 * seeded account type to sign in as.
 */
import { asc, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { accountTypes, userAccountTypes, users } from '../db/schema';
import { hashPassword } from '../services/accounts';

/** The development password of the demo accounts (README "Demo accounts"). */
export const DEMO_ACCOUNT_PASSWORD = 'dev-demo-password';

/** One demo account per seeded account type: `<user type>@tireshop.localhost`. */
export const demoAccountEmail = (userType: string) => `${userType}@tireshop.localhost`;

/**
 * Outside production, makes sure a demo account exists for each account type, holding it, so a
 * developer can sign in as each kind of customer. Accounts already there are left as they are.
 */
export async function ensureDemoAccounts(database: Database, now = new Date()): Promise<void> {
  const types = await database.db.select().from(accountTypes).orderBy(asc(accountTypes.id));
  const missing = [];
  for (const type of types) {
    const email = demoAccountEmail(type.userType);
    const [user] = await database.db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`);
    if (!user) missing.push({ type, email });
  }
  if (missing.length === 0) return;
  const passwordHash = await hashPassword(DEMO_ACCOUNT_PASSWORD);
  for (const { type, email } of missing) {
    await database.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ email, passwordHash, firstName: type.name, lastName: 'Demo', createdAt: now, passwordChangedAt: now })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (user) await tx.insert(userAccountTypes).values({ userId: user.id, accountTypeId: type.id, position: 0 });
    });
  }
}
