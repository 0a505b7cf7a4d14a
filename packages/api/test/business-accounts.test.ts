/**
 * Business, partner and employee buyers (rules §6 roles table; docs/business-accounts.md): what the
 * API says about them decides what the storefront shows — the business look with its logo served
 * safely, the one-time greeting (once per account, never after single sign-on), a partner's
 * associated brands, and road hazard coverage refused to a dealer-tire employee whose company does
 * not offer it (however the cart asks for it).
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { DEMO_ACCOUNT_PASSWORD, demoAccountEmail, ensureDemoAccounts } from '../src/auth/demo-accounts';
import { grantAccountType } from '../src/services/account-types';
import { describeOnDatabases } from './databases';
import { SHOPPER_PASSWORD, shopperCalls, testApi } from './support/api';
import { NO_DEALS, seedTire, type SeedTire } from './support/carts';

type Api = Awaited<ReturnType<typeof testApi>>;

describeOnDatabases('business, partner and employee buyers', ({ database }) => {
  let api: Api;
  let call: ReturnType<typeof shopperCalls>['call'];
  let tire: SeedTire;

  beforeAll(async () => {
    api = await testApi(database());
    call = shopperCalls(api.request, await api.storefrontToken()).call;
    await ensureDemoAccounts(database());
    tire = await seedTire(database(), `${NO_DEALS} AND s.stock >= 40`);
  });

  const signIn = (email: string, password = DEMO_ACCOUNT_PASSWORD) => call('POST', '/v1/users/sign-in', null, { email, password });

  /** A new password account holding `accountType` (none: retail): its e-mail. */
  async function account(accountType: string | null): Promise<string> {
    const email = `buyer-${randomUUID().slice(0, 8)}@example.com`;
    const res = await call('POST', '/v1/users', null, { email, password: SHOPPER_PASSWORD, firstName: 'Ana', lastName: 'Lopez' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.greet).toBe(false);
    if (accountType) expect(await grantAccountType(database(), email, accountType)).toBe('granted');
    return email;
  }

  it('shows a demo fleet account its company look, and greets it at its first sign-in only', async () => {
    const first = await signIn(demoAccountEmail('fleet'));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.greet).toBe(true);
    const business = first.body.userDetails.business;
    expect(business).toMatchObject({ companyName: 'Northwind Logistics', banner: 'Fleet account: fleet prices on every tire.' });
    expect(business.logoUrl).toMatch(/^\/api\/images\/business-logos\/[0-9a-f]{64}$/);

    const again = await signIn(demoAccountEmail('fleet'));
    expect(again.status).toBe(200);
    expect(again.body.greet).toBe(false);
    const details = await call('GET', '/user-details', again.body.session.token);
    expect(details.body.userDetails.business).toEqual(business);

    // The logo: its stored raster type, never sniffed nor run as a page.
    const logo = await api.request(business.logoUrl.replace(/^\/api/, ''));
    expect(logo.status).toBe(200);
    expect(logo.headers.get('Content-Type')).toBe('image/png');
    expect(logo.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(logo.headers.get('Content-Security-Policy')).toContain('sandbox');
    expect(
      Buffer.from(await logo.arrayBuffer())
        .subarray(1, 4)
        .toString('ascii'),
    ).toBe('PNG');
    for (const bad of ['0'.repeat(64), '..%2F..%2Fetc', 'ABC'])
      expect((await api.request(`/images/business-logos/${bad}`)).status).toBe(404);
  });

  it('gives retail and employee accounts no business look and no greeting', async () => {
    for (const type of ['retail', 'employee', 'dealer-employee']) {
      const res = await signIn(demoAccountEmail(type));
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ greet: false, userDetails: { business: null } });
    }
  });

  it('greets an account when it has become a business one, once, however many sign-ins race', async () => {
    const email = await account(null);
    expect((await signIn(email, SHOPPER_PASSWORD)).body.greet).toBe(false);
    await grantAccountType(database(), email, 'Special Order', { first: true });
    const answers = await Promise.all([1, 2, 3].map(() => signIn(email, SHOPPER_PASSWORD)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.filter((a) => a.body.greet)).toHaveLength(1);
    // A business account without a company look still has the business flag's look (no name, no logo).
    expect(answers[0]!.body.userDetails.business).toEqual({ companyName: null, banner: null, logoUrl: null });
    expect((await signIn(email, SHOPPER_PASSWORD)).body.greet).toBe(false);
  });

  it('never greets a business buyer who arrives by single sign-on, nor afterwards', async () => {
    const email = await account('Fleet');
    const sso = await call('POST', '/v1/users/sso-sign-in', null, {
      issuer: 'https://accounts.example.com',
      subject: `00u${randomUUID().slice(0, 8)}`,
      email,
      emailVerified: true,
      firstName: 'Ana',
      lastName: 'Lopez',
    });
    expect(sso.status, JSON.stringify(sso.body)).toBe(200);
    expect(sso.body.greet).toBe(false);
    expect(sso.body.userDetails.business).not.toBeNull();
    expect((await signIn(email, SHOPPER_PASSWORD)).body.greet).toBe(false);
  });

  it("answers the partner account's associated brands, and no brands to others", async () => {
    const partner = await signIn(demoAccountEmail('partner'));
    expect(partner.body.userDetails.brands).toEqual([
      { name: 'BFGoodrich', slug: 'bfgoodrich' },
      { name: 'Michelin', slug: 'michelin' },
    ]);
    expect(partner.body.userDetails.business.companyName).toBe('Summit Tire Partners');
    expect((await signIn(demoAccountEmail('fleet'))).body.userDetails.brands).toEqual([]);
  });

  it('refuses road hazard coverage to a dealer-tire employee until the company offers it', async () => {
    const email = await account('Dealer Tire Employee');
    const { session } = (await signIn(email, SHOPPER_PASSWORD)).body;
    const details = await call('GET', '/user-details', session.token);
    expect(details.body.userDetails.accountTypeCompany).toEqual({ companyName: 'Dealer Tire', isTireReplacementCoverageAvailable: false });

    const created = await call('POST', '/v1/carts', session.token, { productId: tire.id, quantity: { front: 4 }, shouldAddCoverage: true });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const cart = created.body.siteCart;
    expect(cart.roadHazardCostInCents).toBe(0);
    // Asking for coverage on the cart does not buy it either.
    const asked = await call('PUT', `/v1/carts/${cart.id}`, session.token, { isGroupRoadHazard: true });
    expect(asked.body.siteCart.roadHazardCostInCents).toBe(0);
    expect(asked.body.siteCart.totalInCents).toBe(cart.totalInCents);
    const services = await call('GET', `/v1/checkout/cart-services?id=${cart.id}`, session.token);
    expect(services.body.siteCartServices.roadHazardOffered).toBe(false);

    // The company says coverage is available: the same cart offers and prices it.
    await database().query(`UPDATE account_types SET tire_replacement_coverage_available = true WHERE name = 'Dealer Tire Employee'`);
    try {
      const covered = await call('PUT', `/v1/carts/${cart.id}`, session.token, { isGroupRoadHazard: true });
      expect(covered.body.siteCart.roadHazardCostInCents).toBeGreaterThan(0);
      expect((await call('GET', `/v1/checkout/cart-services?id=${cart.id}`, session.token)).body.siteCartServices.roadHazardOffered).toBe(
        true,
      );
      expect(
        (await call('GET', '/user-details', session.token)).body.userDetails.accountTypeCompany.isTireReplacementCoverageAvailable,
      ).toBe(true);
    } finally {
      await database().query(`UPDATE account_types SET tire_replacement_coverage_available = false WHERE name = 'Dealer Tire Employee'`);
    }
  });

  it('offers an employee of another company (and every other buyer) coverage as usual', async () => {
    const email = await account('Employee');
    const { session } = (await signIn(email, SHOPPER_PASSWORD)).body;
    const created = await call('POST', '/v1/carts', session.token, { productId: tire.id, quantity: { front: 4 } });
    expect(created.body.siteCart.roadHazardCostInCents).toBeGreaterThan(0);
  });
});
