/**
 * The demo accounts (auth/demo-accounts.ts; README "Demo accounts"): every start makes sure each
 * demo person's account and membership or account type exist, hashing the password only for an
 * account it makes; a demo account whose password was changed keeps it, and a grant taken away
 * comes back at the next start — as does a demo business account's company look.
 */
import { verify } from '@node-rs/argon2';
import { beforeAll, expect, it } from 'vitest';
import { ensureApiClients } from '../src/auth/clients';
import { DEMO_ACCOUNT_PASSWORD, DEMO_PEOPLE, demoAccountEmail, demoPortalEmail, ensureDemoAccounts } from '../src/auth/demo-accounts';
import { hashPassword } from '../src/services/accounts';
import { describeOnDatabases } from './databases';
import { shopperCalls, testApi } from './support/api';

describeOnDatabases('demo accounts', ({ database }) => {
  // The seeded shop's and widgets' clients, as every start makes them before the demo accounts.
  beforeAll(() => ensureApiClients(database(), 'demo accounts test secret'));
  const accounts = () =>
    database().query<{ email: string; password_hash: string; roles: number; types: number }>(
      `SELECT u.email, u.password_hash,
              (SELECT count(*)::int FROM portal_members m WHERE m.user_id = u.id) AS roles,
              (SELECT count(*)::int FROM user_account_types t WHERE t.user_id = u.id) AS types
         FROM users u WHERE lower(u.email) = ANY($1::text[])`,
      [DEMO_PEOPLE.map((p) => p.email)],
    );

  it('makes every demo person once, with the one password and their membership or account type', async () => {
    await ensureDemoAccounts(database());
    await ensureDemoAccounts(database());
    const rows = await accounts();
    expect(rows.map((r) => r.email).sort()).toEqual(DEMO_PEOPLE.map((p) => p.email).sort());
    for (const person of DEMO_PEOPLE) {
      const row = rows.find((r) => r.email === person.email)!;
      expect(await verify(row.password_hash, DEMO_ACCOUNT_PASSWORD), person.email).toBe(true);
      expect([row.roles, row.types], person.email).toEqual('portalRole' in person.grant ? [1, 0] : [0, 1]);
    }
    expect(DEMO_PEOPLE.some((p) => p.email === 'fleet@tireshop.localhost')).toBe(true);
  });

  it('leaves a changed password as it is and gives a removed membership back', async () => {
    await ensureDemoAccounts(database());
    const owner = demoPortalEmail('owner');
    const changed = await hashPassword('the owner chose this one');
    await database().query('UPDATE users SET password_hash = $1 WHERE email = $2', [changed, owner]);
    await database().query('DELETE FROM portal_members WHERE user_id = (SELECT id FROM users WHERE email = $1)', [owner]);
    await ensureDemoAccounts(database());
    const row = (await accounts()).find((r) => r.email === owner)!;
    expect(row.password_hash).toBe(changed);
    expect(row.roles).toBe(1);
  });

  it('gives an existing demo business account its company look at every start, and keeps a look someone changed', async () => {
    await ensureDemoAccounts(database());
    const api = await testApi(database());
    const { call } = shopperCalls(api.request, await api.storefrontToken());
    const business = async (userType: string) => {
      const signedIn = await call('POST', '/v1/users/sign-in', null, {
        email: demoAccountEmail(userType),
        password: DEMO_ACCOUNT_PASSWORD,
      });
      expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
      return signedIn.body.userDetails;
    };
    // The partner account as an earlier start left it: the account and its account type, no look.
    const partner = demoAccountEmail('partner');
    await database().query('DELETE FROM business_profiles WHERE user_id = (SELECT id FROM users WHERE email = $1)', [partner]);
    await database().query('DELETE FROM user_brands WHERE user_id = (SELECT id FROM users WHERE email = $1)', [partner]);
    expect((await business('partner')).business).toEqual({ companyName: null, banner: null, logoUrl: null });
    // A look someone changed on purpose.
    const fleet = demoAccountEmail('fleet');
    await database().query(
      `UPDATE business_profiles SET banner = 'Our own banner.' WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
      [fleet],
    );

    await ensureDemoAccounts(database());
    const partnerDetails = await business('partner');
    expect(partnerDetails.business).toMatchObject({
      companyName: 'Summit Tire Partners',
      banner: 'Partner program: partner prices, more off your brands.',
    });
    expect(partnerDetails.business.logoUrl).toMatch(/^\/api\/images\/business-logos\/[0-9a-f]{64}$/);
    expect(partnerDetails.brands.map((b: { slug: string }) => b.slug).sort()).toEqual(['bfgoodrich', 'michelin']);
    expect((await business('fleet')).business).toMatchObject({ companyName: 'Northwind Logistics', banner: 'Our own banner.' });
    // A third start changes nothing more.
    await ensureDemoAccounts(database());
    expect((await business('partner')).business).toEqual(partnerDetails.business);
  });
});
