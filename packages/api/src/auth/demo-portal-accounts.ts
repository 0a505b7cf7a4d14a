/**
 * The portal's demo accounts, one per role (docs/portal.md), so a developer can sign in as a shop
 * owner, a shop's staff, a brand manager or an affiliate on the seeded shop and widgets. Made at
 * every start outside production (config.ts demoPortalAccounts), with DEMO_PORTAL_PASSWORD.
 */
import { verify } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { portalMembers, users, type PortalRole } from '../db/schema';
import { hashPassword } from '../services/accounts';
import { DEMO_AFFILIATE_WIDGET_ID, DEMO_INSTALLER_ID, DEMO_PARTNER_WIDGET_ID } from './clients';

export const DEMO_PORTAL_PASSWORD = 'dev-portal-password';

interface DemoAccount {
  email: string;
  firstName: string;
  lastName: string;
  role: PortalRole;
  scope: { installerId: number } | { widgetId: string };
}

export const DEMO_PORTAL_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'shop-owner@tireshop.localhost',
    firstName: 'Dana',
    lastName: 'Owens',
    role: 'owner',
    scope: { installerId: DEMO_INSTALLER_ID },
  },
  {
    email: 'shop-staff@tireshop.localhost',
    firstName: 'Luis',
    lastName: 'Ortega',
    role: 'staff',
    scope: { installerId: DEMO_INSTALLER_ID },
  },
  {
    email: 'brand-manager@tireshop.localhost',
    firstName: 'Priya',
    lastName: 'Natarajan',
    role: 'brand-manager',
    scope: { widgetId: DEMO_PARTNER_WIDGET_ID },
  },
  {
    email: 'affiliate@tireshop.localhost',
    firstName: 'Ken',
    lastName: 'Abe',
    role: 'affiliate',
    scope: { widgetId: DEMO_AFFILIATE_WIDGET_ID },
  },
];

/** Makes the demo accounts and their memberships when missing; cheap when they exist (one look-up and a password check each). */
export async function ensureDemoPortalAccounts(database: Database, now = new Date()): Promise<void> {
  const { db } = database;
  let passwordHash: string | undefined;
  for (const account of DEMO_PORTAL_ACCOUNTS) {
    const [existing] = await db
      .select({ id: users.id, passwordHash: users.passwordHash })
      .from(users)
      .where(sql`lower(${users.email}) = ${account.email}`);
    let userId = existing?.id;
    if (!existing) {
      passwordHash ??= await hashPassword(DEMO_PORTAL_PASSWORD);
      const [made] = await db
        .insert(users)
        .values({
          email: account.email,
          passwordHash,
          firstName: account.firstName,
          lastName: account.lastName,
          createdAt: now,
          passwordChangedAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      userId = made?.id;
    } else if (!(await verify(existing.passwordHash, DEMO_PORTAL_PASSWORD).catch(() => false))) {
      continue; // someone chose another password for it: theirs now
    }
    if (userId === undefined) continue;
    await db
      .insert(portalMembers)
      .values({ userId, role: account.role, createdAt: now, ...account.scope })
      .onConflictDoNothing();
  }
}
