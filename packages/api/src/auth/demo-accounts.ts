/**
 * The demo accounts (docs/price-lists.md "Demo accounts"): outside production, one account per
 * seeded account type to sign in as.
 */
import type { UserType } from '@tireshop/core';
import { asc, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { accountTypes, userAccountTypes, users } from '../db/schema';
import { encodePng, type Rgba } from '../images/png';
import { hashPassword } from '../services/accounts';
import { associateBrands, setBusinessProfile } from '../services/business-profiles';

/** The development password of the demo accounts (README "Demo accounts"). */
export const DEMO_ACCOUNT_PASSWORD = 'dev-demo-password';

/** One demo account per seeded account type: `<user type>@tireshop.localhost`. */
export const demoAccountEmail = (userType: string) => `${userType}@tireshop.localhost`;

/** A demo company's logo: a disc of its colour with a light band across it, 96 pixels square. */
function demoLogo(colour: Rgba): Buffer {
  const size = 96;
  const centre = (size - 1) / 2;
  return encodePng(size, size, (x, y) => {
    const inDisc = (x - centre) ** 2 + (y - centre) ** 2 <= (size / 2 - 2) ** 2;
    if (!inDisc) return [0, 0, 0, 0];
    return Math.abs(y - centre) < 9 ? [255, 255, 255, 255] : colour;
  });
}

/**
 * The demo business accounts' companies (docs/business-accounts.md): their name, banner line and
 * logo colour; the partner-program account's associated brands (its list discounts the same ones).
 */
export const DEMO_BUSINESSES: Partial<Record<UserType, { companyName: string; banner: string; colour: Rgba; brands?: readonly string[] }>> =
  {
    fleet: { companyName: 'Northwind Logistics', banner: 'Fleet account: fleet prices on every tire.', colour: [31, 94, 168, 255] },
    'special-order': {
      companyName: 'Harbor Auto Body',
      banner: 'Special order account: special pricing on every tire.',
      colour: [166, 74, 32, 255],
    },
    partner: {
      companyName: 'Summit Tire Partners',
      banner: 'Partner program: partner prices, more off your brands.',
      colour: [32, 130, 84, 255],
      brands: ['michelin', 'bfgoodrich'],
    },
  };

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
      if (!user) return;
      await tx.insert(userAccountTypes).values({ userId: user.id, accountTypeId: type.id, position: 0 });
      const business = DEMO_BUSINESSES[type.userType];
      if (!business) return;
      await setBusinessProfile(tx, user.id, { ...business, logo: demoLogo(business.colour) });
      await associateBrands(tx, user.id, business.brands ?? []);
    });
  }
}
