/**
 * Account types of users (rules §6 roles table; docs/price-lists.md). A user has one or more, in
 * order; the first one's userType is the user's user type, which picks their price list. They are
 * given only by the server — the demo accounts (auth/demo-accounts.ts), `npm run accounts:grant` —
 * never by a request.
 */
import type { AccountType, BusinessLook, UserDetails } from '@tireshop/core';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Db, Tx } from '../db/client';
import { accountTypes, brands, businessProfiles, userAccountTypes, userBrands, users } from '../db/schema';
import { forgetSessions } from './session-memory';

/** What an account without account types is (every self-made account): a retail shopper. */
export const RETAIL_ACCOUNT_TYPE: AccountType = {
  userType: 'retail',
  name: 'Retail',
  company: null,
  buyingSource: null,
  isBusiness: false,
  deliveryMethods: [],
  paymentGroups: [],
};

/** A user's account types, the deciding one first, each with its company's coverage flag. */
async function accountTypeRowsOf(db: Db | Tx, userId: number) {
  return db
    .select({
      userType: accountTypes.userType,
      name: accountTypes.name,
      company: accountTypes.company,
      buyingSource: accountTypes.buyingSource,
      isBusiness: accountTypes.isBusiness,
      coverage: accountTypes.tireReplacementCoverageAvailable,
    })
    .from(userAccountTypes)
    .innerJoin(accountTypes, eq(accountTypes.id, userAccountTypes.accountTypeId))
    .where(eq(userAccountTypes.userId, userId))
    .orderBy(asc(userAccountTypes.position), asc(userAccountTypes.accountTypeId));
}

/** A user's account types, the deciding one first. */
export async function accountTypesOf(db: Db | Tx, userId: number): Promise<AccountType[]> {
  return (await accountTypeRowsOf(db, userId)).map(({ coverage: _, ...r }) => ({ ...r, deliveryMethods: [], paymentGroups: [] }));
}

/** Where a business logo is served, on the shop's origin (routes/images.ts). */
export const businessLogoPath = (sha256: string) => `/api/images/business-logos/${sha256}`;

/** What spec §3 User detail says about an account beyond its name: see `toUserDetails` (services/accounts.ts). */
export type AccountProfile = Pick<UserDetails, 'accountTypes' | 'brands' | 'accountTypeCompany' | 'business'>;

/**
 * A user's account types, associated brands, company and business look (docs/business-accounts.md),
 * all decided here from the database: the first account type's business flag decides whether the
 * account has a business look, its company the coverage flag.
 */
export async function accountProfileOf(db: Db | Tx, userId: number): Promise<AccountProfile> {
  // One after another: inside a transaction the statements share one connection.
  const types = await accountTypeRowsOf(db, userId);
  const associated = await db
    .select({ name: brands.name, slug: brands.slug })
    .from(userBrands)
    .innerJoin(brands, eq(brands.id, userBrands.brandId))
    .where(eq(userBrands.userId, userId))
    .orderBy(asc(brands.name));
  const [profile] = await db
    .select({ companyName: businessProfiles.companyName, banner: businessProfiles.banner, logoSha256: businessProfiles.logoSha256 })
    .from(businessProfiles)
    .where(eq(businessProfiles.userId, userId));
  const first = types[0];
  const business: BusinessLook | null = first?.isBusiness
    ? {
        companyName: profile?.companyName ?? null,
        banner: profile?.banner ?? null,
        logoUrl: profile?.logoSha256 ? businessLogoPath(profile.logoSha256) : null,
      }
    : null;
  return {
    accountTypes: types.map(({ coverage: _, ...r }) => ({ ...r, deliveryMethods: [], paymentGroups: [] })),
    brands: associated,
    accountTypeCompany: first?.company ? { companyName: first.company, isTireReplacementCoverageAvailable: first.coverage } : null,
    business,
  };
}

/**
 * rules §6 "a one-time greeting toast": claims the greeting of a business account — true the first
 * time only (one statement, so two sign-ins at once greet once). An account that is not a business
 * one now is not marked: it is greeted when it becomes one.
 */
export async function claimBusinessGreeting(db: Db | Tx, userId: number, now: Date): Promise<boolean> {
  const claimed = await db
    .update(users)
    .set({ businessGreetedAt: now })
    .where(
      and(
        eq(users.id, userId),
        isNull(users.businessGreetedAt),
        sql`(select ${accountTypes.isBusiness} from ${userAccountTypes}
          join ${accountTypes} on ${accountTypes.id} = ${userAccountTypes.accountTypeId}
          where ${userAccountTypes.userId} = ${users.id}
          order by ${userAccountTypes.position}, ${userAccountTypes.accountTypeId} limit 1)`,
      ),
    )
    .returning({ id: users.id });
  return claimed.length > 0;
}

export type GrantOutcome = 'granted' | 'revoked' | 'unchanged' | 'no-account' | 'no-account-type';

/**
 * Gives an account an account type (`first`: ahead of the ones it has, so it decides the user
 * type; otherwise after them), or takes it away (`revoke`).
 */
export async function grantAccountType(
  database: Database,
  email: string,
  accountTypeName: string,
  options: { revoke?: boolean; first?: boolean } = {},
): Promise<GrantOutcome> {
  const outcome = await database.db.transaction(async (tx): Promise<GrantOutcome> => {
    const [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
      .for('update');
    if (!user) return 'no-account';
    const [type] = await tx
      .select({ id: accountTypes.id })
      .from(accountTypes)
      .where(sql`lower(${accountTypes.name}) = ${accountTypeName.trim().toLowerCase()}`);
    if (!type) return 'no-account-type';
    const link = and(eq(userAccountTypes.userId, user.id), eq(userAccountTypes.accountTypeId, type.id));
    if (options.revoke) {
      const gone = await tx.delete(userAccountTypes).where(link).returning({ userId: userAccountTypes.userId });
      return gone.length > 0 ? 'revoked' : 'unchanged';
    }
    const held = await tx
      .select({ accountTypeId: userAccountTypes.accountTypeId, position: userAccountTypes.position })
      .from(userAccountTypes)
      .where(eq(userAccountTypes.userId, user.id));
    const positions = held.map((h) => h.position);
    const existing = held.find((h) => h.accountTypeId === type.id);
    if (existing && (!options.first || existing.position === Math.min(...positions))) return 'unchanged';
    const position = options.first ? Math.min(0, ...positions) - 1 : Math.max(-1, ...positions) + 1;
    if (existing) await tx.update(userAccountTypes).set({ position }).where(link);
    else await tx.insert(userAccountTypes).values({ userId: user.id, accountTypeId: type.id, position });
    return 'granted';
  });
  // The user's type may have changed: this process's signed-in sessions are read afresh (session-memory.ts).
  if (outcome === 'granted' || outcome === 'revoked') forgetSessions(database.db);
  return outcome;
}
