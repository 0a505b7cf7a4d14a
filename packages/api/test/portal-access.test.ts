/**
 * The portal's foundation (auth/portal-access.ts, docs/portal.md): what each account manages
 * (GET /v1/portal/me), the access matrix every portal call asks — owner, staff, another shop's
 * owner, a brand manager, a shopper, operations, signed out — and the owner an approved installer
 * application makes: a new account with a set-your-password link, or the applicant's existing one.
 */
import { randomUUID } from 'node:crypto';
import { PORTAL_MESSAGES, type InstallerApplicationInput } from '@tireshop/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_INSTALLER_ID, DEMO_PARTNER_WIDGET_ID, installerWidgetId } from '../src/auth/clients';
import { DEMO_ACCOUNT_PASSWORD, demoPortalEmail, ensureDemoAccounts } from '../src/auth/demo-accounts';
import { ensureOperationsAccount } from '../src/auth/operations-user';
import { shopAccess, widgetAccess } from '../src/auth/portal-access';
import type { TokenClaims } from '../src/auth/tokens';
import { STOREFRONT_CLIENT_ID } from '../src/auth/clients';
import { ApiError } from '../src/http/errors';
import { describeOnDatabases } from './databases';
import { shopperCalls, testApi, type ShopperCall } from './support/api';

const OPERATIONS = { email: 'portal-ops@tireshop.test', password: 'operations password 2' };

/** A valid application of a shop in Austin (installer-applications.test.ts checks each field). */
function application(email: string): InstallerApplicationInput {
  const tag = randomUUID().slice(0, 8);
  const day = { open: '08:00', close: '17:00' };
  return {
    companyName: `South Congress Tire ${tag}`,
    firstName: 'Mara',
    lastName: 'Quinn',
    email,
    phone: '512 555 0199',
    addressLine1: '1500 S Congress Ave',
    addressLine2: '',
    city: 'Austin',
    state: 'TX',
    zip: '78704',
    services: ['installation'],
    hours: { monday: day, tuesday: day, wednesday: day, thursday: day, friday: day, saturday: null, sunday: null },
    mobileRadiusMiles: null,
    website: `https://south-congress-${tag}.example`,
  };
}

describeOnDatabases('portal access', ({ database }) => {
  let api: Awaited<ReturnType<typeof testApi>>;
  let storefront: string;
  let call: ShopperCall;
  const signIn = async (email: string, password: string) => {
    const res = await call('POST', '/v1/users/sign-in', null, { email, password });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.session.token as string;
  };
  /** The token claims a signed-in call of this account carries (what the routes hand to the checks). */
  const claims = async (email: string): Promise<TokenClaims> => {
    const [user] = await database().query<{ id: number }>('SELECT id FROM users WHERE lower(email) = $1', [email]);
    return {
      sub: STOREFRONT_CLIENT_ID,
      kind: 'confidential',
      channel: 'storefront',
      widgetType: null,
      installerId: null,
      origin: null,
      iat: 0,
      exp: 0,
      userId: user!.id,
    };
  };
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (e: unknown) => (e instanceof ApiError ? { code: e.code, message: e.message } : { code: 'thrown', message: String(e) }),
    );

  beforeAll(async () => {
    api = await testApi(database());
    await ensureOperationsAccount(database(), OPERATIONS.email, OPERATIONS.password);
    await ensureDemoAccounts(database());
    storefront = await api.storefrontToken();
    ({ call } = shopperCalls(api.request, storefront));
  });

  describe('GET /v1/portal/me', () => {
    it('lists the demo shop for its owner and its staff, each with their role and the shop’s widget', async () => {
      const [shop] = await database().query<{ code: string; name: string }>('SELECT code, name FROM installers WHERE id = $1', [
        DEMO_INSTALLER_ID,
      ]);
      for (const role of ['owner', 'staff'] as const) {
        const me = await call('GET', '/v1/portal/me', await signIn(demoPortalEmail(role), DEMO_ACCOUNT_PASSWORD));
        expect(me.status, JSON.stringify(me.body)).toBe(200);
        expect(me.body).toEqual({
          operations: false,
          shops: [
            expect.objectContaining({
              shopCode: shop!.code,
              name: shop!.name,
              role,
              widgetIds: expect.arrayContaining([installerWidgetId(shop!.code)]),
            }),
          ],
          widgets: [],
        });
      }
    });

    it('lists the partner widget for the brand manager, and nothing for a shopper', async () => {
      const brand = await call('GET', '/v1/portal/me', await signIn(demoPortalEmail('brand-manager'), DEMO_ACCOUNT_PASSWORD));
      expect(brand.body).toMatchObject({
        operations: false,
        shops: [],
        widgets: [{ widgetId: DEMO_PARTNER_WIDGET_ID, role: 'brand-manager', widgetType: 'partner-widget' }],
      });
      const signUp = await call('POST', '/v1/users', null, {
        email: `portal-shopper-${randomUUID().slice(0, 8)}@example.com`,
        password: 'correct horse battery',
        firstName: 'Ana',
        lastName: 'Lopez',
      });
      const shopper = await call('GET', '/v1/portal/me', signUp.body.session.token);
      expect(shopper.body).toEqual({ operations: false, shops: [], widgets: [] });
    });

    it('tells operations they are operations, refuses the signed-out and is never cached', async () => {
      const ops = await call('GET', '/v1/portal/me', await signIn(OPERATIONS.email, OPERATIONS.password));
      expect(ops.body.operations).toBe(true);
      const res = await api.request('/v1/portal/me', { headers: { Authorization: `Bearer ${storefront}` } });
      expect(res.status).toBe(401);
      expect(res.headers.get('cache-control')).toContain('no-store');
    });
  });

  describe('the access matrix', () => {
    it('lets owner and staff in by their role, refuses staff an owner’s change and refuses other shops', async () => {
      const [shop] = await database().query<{ code: string }>('SELECT code FROM installers WHERE id = $1', [DEMO_INSTALLER_ID]);
      const [other] = await database().query<{ code: string }>('SELECT code FROM installers WHERE id <> $1 ORDER BY id LIMIT 1', [
        DEMO_INSTALLER_ID,
      ]);
      const owner = await claims(demoPortalEmail('owner'));
      const staff = await claims(demoPortalEmail('staff'));
      const db = database().db;
      expect(await shopAccess(db, owner, shop!.code, ['owner'])).toMatchObject({ role: 'owner', installerId: DEMO_INSTALLER_ID });
      expect(await shopAccess(db, staff, shop!.code, ['owner', 'staff'])).toMatchObject({ role: 'staff' });
      expect(await refusal(shopAccess(db, staff, shop!.code, ['owner']))).toEqual({
        code: 'Forbidden',
        message: PORTAL_MESSAGES.roleRefused,
      });
      expect(await refusal(shopAccess(db, owner, other!.code, ['owner', 'staff']))).toEqual({
        code: 'Forbidden',
        message: PORTAL_MESSAGES.notMember,
      });
      expect(await refusal(shopAccess(db, owner, '999999', ['owner']))).toEqual({ code: 'NotFound', message: PORTAL_MESSAGES.unknownShop });
      expect(await refusal(shopAccess(db, undefined, shop!.code, ['owner']))).toMatchObject({ code: 'Unauthorized' });
      expect(await shopAccess(db, await claims(OPERATIONS.email), other!.code, ['owner'])).toMatchObject({ role: 'operations' });
    });

    it('opens a shop’s own widget to its team and a partner widget to its brand manager only', async () => {
      const [shop] = await database().query<{ code: string }>('SELECT code FROM installers WHERE id = $1', [DEMO_INSTALLER_ID]);
      const db = database().db;
      const staff = await claims(demoPortalEmail('staff'));
      const brand = await claims(demoPortalEmail('brand-manager'));
      expect(await widgetAccess(db, staff, installerWidgetId(shop!.code), ['owner', 'staff'])).toMatchObject({ role: 'staff' });
      expect(await refusal(widgetAccess(db, staff, DEMO_PARTNER_WIDGET_ID, ['brand-manager']))).toEqual({
        code: 'Forbidden',
        message: PORTAL_MESSAGES.notMember,
      });
      expect(await widgetAccess(db, brand, DEMO_PARTNER_WIDGET_ID, ['brand-manager'])).toMatchObject({
        role: 'brand-manager',
        widgetType: 'partner-widget',
      });
      expect(await refusal(widgetAccess(db, brand, installerWidgetId(shop!.code), ['owner', 'staff']))).toEqual({
        code: 'Forbidden',
        message: PORTAL_MESSAGES.notMember,
      });
      expect(await refusal(widgetAccess(db, brand, 'pw-nobody', ['brand-manager']))).toEqual({
        code: 'NotFound',
        message: PORTAL_MESSAGES.unknownWidget,
      });
    });
  });

  describe('an approved application makes the shop’s owner', () => {
    const approve = async (email: string) => {
      const applied = await call('POST', '/v1/installer-applications', null, application(email));
      expect(applied.status, JSON.stringify(applied.body)).toBe(201);
      const ops = await signIn(OPERATIONS.email, OPERATIONS.password);
      const approved = await call(
        'POST',
        `/v1/operations/installer-applications/${applied.body.application.applicationNumber}/approve`,
        ops,
      );
      expect(approved.status, JSON.stringify(approved.body)).toBe(200);
      const [mail] = await database().query<{ text: string }>(
        `SELECT text FROM outbox_emails WHERE lower("to") = lower($1) AND kind = 'installer-application-approved'`,
        [email],
      );
      return { code: approved.body.installer.code as string, mail: mail!.text };
    };

    it('gives a new applicant an account whose e-mailed link sets the password and opens the shop', async () => {
      const email = `mara-${randomUUID().slice(0, 8)}@southcongress.example`;
      const { code, mail } = await approve(email);
      // No password works before the link is used.
      const early = await call('POST', '/v1/users/sign-in', null, { email, password: 'anything at all 1' });
      expect(early.status).toBe(401);
      const token = /reset-password\?token=([\w-]+)/.exec(mail)?.[1];
      expect(token, mail).toBeTruthy();
      expect(mail).toContain('/portal');
      const set = await call('POST', '/v1/users/password-reset/confirm', null, { token, password: 'my new shop password' });
      expect(set.status, JSON.stringify(set.body)).toBe(200);
      const me = await call('GET', '/v1/portal/me', await signIn(email, 'my new shop password'));
      expect(me.body.shops).toEqual([expect.objectContaining({ shopCode: code, role: 'owner', widgetIds: [installerWidgetId(code)] })]);
    });

    it('makes an applicant who already has an account the owner of that account, with no new password', async () => {
      const email = `existing-${randomUUID().slice(0, 8)}@southcongress.example`;
      const made = await call('POST', '/v1/users', null, { email, password: 'shopper password 1', firstName: 'Mara', lastName: 'Quinn' });
      expect(made.status).toBe(201);
      const { code, mail } = await approve(email.toUpperCase());
      expect(mail).not.toContain('reset-password');
      const me = await call('GET', '/v1/portal/me', await signIn(email, 'shopper password 1'));
      expect(me.body.shops).toEqual([expect.objectContaining({ shopCode: code, role: 'owner' })]);
    });
  });
});
