/**
 * The shop's operations accounts (users.role 'operations'): they sign in like shoppers and may
 * review installer applications. The role is given only here — the configured account at every
 * start (config.ts operationsEmail/operationsPassword) and `npm run operations:grant -- <e-mail>`
 * for an existing account — never by a request.
 */
import { verify } from '@node-rs/argon2';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users, type UserRole } from '../db/schema';
import { hashPassword } from '../services/accounts';

/**
 * Makes sure the configured operations account exists with this password and the operations role
 * (its hash replaced when the password changed). Cheap when nothing changed: one look-up and one
 * password check.
 */
export async function ensureOperationsAccount(database: Database, email: string, password: string, now = new Date()): Promise<void> {
  const address = email.trim().toLowerCase();
  const [existing] = await database.db
    .select({ id: users.id, role: users.role, passwordHash: users.passwordHash })
    .from(users)
    .where(sql`lower(${users.email}) = ${address}`);
  if (!existing) {
    await database.db
      .insert(users)
      .values({
        email: address,
        passwordHash: await hashPassword(password),
        firstName: 'Operations',
        lastName: 'Team',
        role: 'operations',
        createdAt: now,
        passwordChangedAt: now,
      })
      .onConflictDoNothing();
    return;
  }
  const samePassword = await verify(existing.passwordHash, password).catch(() => false);
  if (existing.role === 'operations' && samePassword) return;
  await database.db
    .update(users)
    .set({ role: 'operations', ...(samePassword ? {} : { passwordHash: await hashPassword(password), passwordChangedAt: now }) })
    .where(eq(users.id, existing.id));
}

/** Gives an existing account a role; false when no account has the e-mail. */
export async function setAccountRole(database: Database, email: string, role: UserRole): Promise<boolean> {
  const changed = await database.db
    .update(users)
    .set({ role })
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .returning({ id: users.id });
  return changed.length > 0;
}
