/**
 * Account types of users (rules §6 roles table; docs/price-lists.md). A user has one or more, in
 * order; the first one's userType is the user's user type, which picks their price list. They are
 * given only by the server — the demo accounts (auth/demo-accounts.ts), `npm run accounts:grant` —
 * never by a request.
 */
import type { AccountType } from '@tireshop/core';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, Db, Tx } from '../db/client';
import { accountTypes, userAccountTypes, users } from '../db/schema';
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

/** A user's account types, the deciding one first. */
export async function accountTypesOf(db: Db | Tx, userId: number): Promise<AccountType[]> {
  const rows = await db
    .select({
      userType: accountTypes.userType,
      name: accountTypes.name,
      company: accountTypes.company,
      buyingSource: accountTypes.buyingSource,
      isBusiness: accountTypes.isBusiness,
    })
    .from(userAccountTypes)
    .innerJoin(accountTypes, eq(accountTypes.id, userAccountTypes.accountTypeId))
    .where(eq(userAccountTypes.userId, userId))
    .orderBy(asc(userAccountTypes.position), asc(userAccountTypes.accountTypeId));
  return rows.map((r) => ({ ...r, deliveryMethods: [], paymentGroups: [] }));
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
