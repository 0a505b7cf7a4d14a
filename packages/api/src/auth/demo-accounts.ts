/**
 * The demo people (README "Demo accounts", docs/portal.md, docs/price-lists.md): outside production
 * (config.ts demoAccounts), one account per portal role on the seeded shop and widgets and one per
 * seeded account type, all with DEMO_ACCOUNT_PASSWORD, so a developer can sign in as each kind of
 * user. One list, one password, one start-up check.
 */
import type { UserType } from '@tireshop/core';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { businessProfiles, portalMembers, userAccountTypes, users, type PortalRole } from '../db/schema';
import { seedAccountTypes } from '../seed/price-lists';
import { encodePng, type Rgba } from '../images/png';
import { hashPassword } from '../services/accounts';
import { associateBrands, setBusinessProfile } from '../services/business-profiles';
import { DEMO_AFFILIATE_WIDGET_ID, DEMO_INSTALLER_ID, DEMO_PARTNER_WIDGET_ID } from './clients';

/** The development password of every demo account. */
export const DEMO_ACCOUNT_PASSWORD = 'dev-demo-password';

/** What a demo person holds: a portal role at a shop or widget, or an account type (its prices). */
type DemoGrant =
  | { portalRole: PortalRole; scope: { installerId: number } | { widgetId: string } }
  | { accountTypeId: number; userType: string };

export interface DemoPerson {
  email: string;
  firstName: string;
  lastName: string;
  grant: DemoGrant;
}

/** One demo account per seeded account type: `<user type>@tireshop.localhost`. */
export const demoAccountEmail = (userType: string) => `${userType}@tireshop.localhost`;

export const DEMO_PEOPLE: readonly DemoPerson[] = [
  {
    email: 'shop-owner@tireshop.localhost',
    firstName: 'Dana',
    lastName: 'Owens',
    grant: { portalRole: 'owner', scope: { installerId: DEMO_INSTALLER_ID } },
  },
  {
    email: 'shop-staff@tireshop.localhost',
    firstName: 'Luis',
    lastName: 'Ortega',
    grant: { portalRole: 'staff', scope: { installerId: DEMO_INSTALLER_ID } },
  },
  {
    email: 'brand-manager@tireshop.localhost',
    firstName: 'Priya',
    lastName: 'Natarajan',
    grant: { portalRole: 'brand-manager', scope: { widgetId: DEMO_PARTNER_WIDGET_ID } },
  },
  {
    email: 'affiliate@tireshop.localhost',
    firstName: 'Ken',
    lastName: 'Abe',
    grant: { portalRole: 'affiliate', scope: { widgetId: DEMO_AFFILIATE_WIDGET_ID } },
  },
  ...seedAccountTypes().map((type) => ({
    email: demoAccountEmail(type.userType),
    firstName: type.name,
    lastName: 'Demo',
    grant: { accountTypeId: type.id, userType: type.userType },
  })),
];

/** The e-mail of the demo person holding this portal role. */
export function demoPortalEmail(role: PortalRole): string {
  const person = DEMO_PEOPLE.find((p) => 'portalRole' in p.grant && p.grant.portalRole === role);
  if (!person) throw new Error(`no demo account has the portal role ${role}`);
  return person.email;
}

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
 * Makes sure each demo account and its membership or account type exist: missing accounts are made
 * (the password hashed once, only then), a missing grant given back — and a demo business account's
 * company look (its business profile and brands) too, whether the account is made now or was made
 * by an earlier start. An account that exists is not otherwise touched — a password someone changed
 * stays changed, and so does a profile someone edited. A few statements at every start.
 */
export async function ensureDemoAccounts(database: Database, now = new Date()): Promise<void> {
  const { db } = database;
  const emails = DEMO_PEOPLE.map((p) => p.email);
  const idsByEmail = async () =>
    new Map(
      (
        await db
          .select({ id: users.id, email: sql<string>`lower(${users.email})` })
          .from(users)
          .where(inArray(sql`lower(${users.email})`, emails))
      ).map((u) => [u.email, u.id]),
    );
  let ids = await idsByEmail();
  const missing = DEMO_PEOPLE.filter((p) => !ids.has(p.email));
  if (missing.length > 0) {
    const passwordHash = await hashPassword(DEMO_ACCOUNT_PASSWORD);
    await db
      .insert(users)
      .values(
        missing.map((p) => ({
          email: p.email,
          passwordHash,
          firstName: p.firstName,
          lastName: p.lastName,
          createdAt: now,
          passwordChangedAt: now,
        })),
      )
      .onConflictDoNothing();
    ids = await idsByEmail();
  }
  const members = DEMO_PEOPLE.flatMap((p) => {
    const userId = ids.get(p.email);
    return userId !== undefined && 'portalRole' in p.grant ? [{ userId, role: p.grant.portalRole, createdAt: now, ...p.grant.scope }] : [];
  });
  const types = DEMO_PEOPLE.flatMap((p) => {
    const userId = ids.get(p.email);
    return userId !== undefined && 'accountTypeId' in p.grant ? [{ userId, accountTypeId: p.grant.accountTypeId, position: 0 }] : [];
  });
  // A conflict is a grant already there (or, for an account type, another one in first place): kept as it is.
  if (members.length > 0) await db.insert(portalMembers).values(members).onConflictDoNothing();
  if (types.length > 0) await db.insert(userAccountTypes).values(types).onConflictDoNothing();
  // Every demo business account has its company's look (docs/business-accounts.md): a missing
  // profile is made, missing brands given back; one that is there stays as it is.
  const businesses = DEMO_PEOPLE.flatMap((person) => {
    const userId = ids.get(person.email);
    const business = 'userType' in person.grant ? DEMO_BUSINESSES[person.grant.userType as UserType] : undefined;
    return userId !== undefined && business ? [{ userId, business }] : [];
  });
  if (businesses.length === 0) return;
  const withProfile = new Set(
    (
      await db
        .select({ userId: businessProfiles.userId })
        .from(businessProfiles)
        .where(
          inArray(
            businessProfiles.userId,
            businesses.map((b) => b.userId),
          ),
        )
    ).map((r) => r.userId),
  );
  for (const { userId, business } of businesses) {
    await db.transaction(async (tx) => {
      if (!withProfile.has(userId)) await setBusinessProfile(tx, userId, { ...business, logo: demoLogo(business.colour) });
      await associateBrands(tx, userId, business.brands ?? []);
    });
  }
}
