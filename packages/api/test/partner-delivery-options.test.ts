/**
 * A partner widget's delivery options (issue #18, docs/portal.md "Widget set-up"): its brand
 * manager (or operations) picks them in the portal — at least one, each a known option, nobody
 * else may — the widget's configuration answers them, and the cart's shipping call refuses an
 * option the calling partner widget does not offer, changing nothing, and so does placing an order
 * with one chosen before it was turned off. Read per request: a change
 * holds for the live widget without a new token or a redeploy.
 */
import { randomUUID } from 'node:crypto';
import { PORTAL_MESSAGES, PORTAL_WIDGET_MESSAGES, WIDGET_DELIVERY_OPTIONS } from '@tireshop/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_INSTALLER_ID, DEMO_PARTNER_BRANDS, DEMO_PARTNER_WIDGET_ID, installerWidgetId } from '../src/auth/clients';
import { DEMO_ACCOUNT_PASSWORD, demoPortalEmail, ensureDemoAccounts } from '../src/auth/demo-accounts';
import { ensureOperationsAccount } from '../src/auth/operations-user';
import { SHIPPING_MESSAGES } from '../src/services/cart-shipping';
import { describeOnDatabases } from './databases';
import { jsonCall, SHOP_ORIGIN, shopperCalls, testApi } from './support/api';
import { HOME_DELIVERY } from './support/checkout';
import { chargesOf, giveBilling, ordersOf, placeOrderWithCard } from './support/orders';

const OPERATIONS = { email: 'partner-delivery-ops@tireshop.test', password: 'operations password 7' };
const OPTIONS_PATH = `/v1/portal/widgets/${DEMO_PARTNER_WIDGET_ID}/delivery-options`;

describeOnDatabases('partner widget delivery options', ({ database }) => {
  let api: Awaited<ReturnType<typeof testApi>>;
  let portal: ReturnType<typeof shopperCalls>['call'];
  let storefront: string;
  let partner: string;
  let tire: number;
  const sessions: Record<string, string | null> = { 'signed-out': null };

  const signIn = async (email: string, password: string) => {
    const res = await portal('POST', '/v1/users/sign-in', null, { email, password });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.session.token as string;
  };
  const widgetToken = async (id: string, origin = SHOP_ORIGIN) => {
    const res = await api.token({ client_id: id, grant_type: 'client_credentials' }, { Origin: origin });
    expect(res.status).toBe(200);
    return ((await res.json()) as { access_token: string }).access_token;
  };
  const as = (token: string, method: string, path: string, body?: unknown) =>
    jsonCall(api.request, method, path, { token, body, headers: { Origin: SHOP_ORIGIN } });
  const setOptions = (who: string, deliveryOptions: unknown) => portal('PUT', OPTIONS_PATH, sessions[who]!, { deliveryOptions });
  const storedOptions = async () =>
    (
      await database().query<{ delivery_options: string[] | null }>('SELECT delivery_options FROM api_clients WHERE id = $1', [
        DEMO_PARTNER_WIDGET_ID,
      ])
    )[0]!.delivery_options;
  const newCart = async (token: string) => {
    const created = await as(token, 'POST', '/v1/carts', { productId: tire, quantity: { front: 4 } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body.siteCart.id as string;
  };
  const shippingPath = (cartId: string) => `/v1/checkout/cart-shipping?cartId=${cartId}`;

  beforeAll(async () => {
    api = await testApi(database());
    storefront = await api.storefrontToken();
    portal = shopperCalls(api.request, storefront).call;
    await ensureOperationsAccount(database(), OPERATIONS.email, OPERATIONS.password);
    await ensureDemoAccounts(database());
    for (const role of ['owner', 'staff', 'brand-manager', 'affiliate'] as const)
      sessions[role] = await signIn(demoPortalEmail(role), DEMO_ACCOUNT_PASSWORD);
    sessions.operations = await signIn(OPERATIONS.email, OPERATIONS.password);
    sessions.shopper = await shopperCalls(api.request, storefront).signUp();
    // The brand manager of another partner widget.
    await database().query(
      `INSERT INTO api_clients (id, kind, name, channel, widget_type) VALUES ('pw-test-delivery-other', 'public', 'Partner (other)', 'widget', 'partner-widget')
       ON CONFLICT DO NOTHING`,
    );
    const email = `other-brand-${randomUUID().slice(0, 8)}@example.com`;
    const signedUp = await portal('POST', '/v1/users', null, {
      email,
      password: 'correct horse battery',
      firstName: 'Bo',
      lastName: 'Lind',
    });
    expect(signedUp.status).toBe(201);
    await database().query(
      `INSERT INTO portal_members (user_id, role, widget_id, created_at)
       SELECT id, 'brand-manager', 'pw-test-delivery-other', now() FROM users WHERE lower(email) = $1`,
      [email],
    );
    sessions['other-brand-manager'] = signedUp.body.session.token as string;
    partner = await widgetToken(DEMO_PARTNER_WIDGET_ID);
    const [row] = await database().query<{ id: number }>(
      `SELECT s.id FROM skus s JOIN product_lines l ON l.id = s.product_line_id JOIN brands b ON b.id = l.brand_id
        WHERE b.slug = ANY($1) AND s.is_installable AND (SELECT sum(quantity) FROM stock WHERE sku_id = s.id) >= 8
        ORDER BY s.id LIMIT 1`,
      [[...DEMO_PARTNER_BRANDS]],
    );
    tire = Number(row!.id);
  });

  afterAll(async () => {
    await database().query('UPDATE api_clients SET delivery_options = NULL WHERE id = $1', [DEMO_PARTNER_WIDGET_ID]);
  });

  it('lets only the brand manager and operations set them: 401 signed out, 403 everyone else', async () => {
    const before = (await portal('GET', `/v1/portal/widgets/${DEMO_PARTNER_WIDGET_ID}`, sessions['brand-manager']!)).body;
    expect(before.deliveryOptions).toEqual([...WIDGET_DELIVERY_OPTIONS]);
    expect((await setOptions('signed-out', ['home'])).status).toBe(401);
    for (const who of ['shopper', 'owner', 'staff', 'affiliate', 'other-brand-manager']) {
      const res = await setOptions(who, ['home']);
      expect({ who, status: res.status, message: res.body.error?.message }).toEqual({
        who,
        status: 403,
        message: PORTAL_MESSAGES.notMember,
      });
    }
    expect(await storedOptions()).toBeNull();

    const byManager = await setOptions('brand-manager', ['courier', 'installer']);
    expect(byManager.status, JSON.stringify(byManager.body)).toBe(200);
    // Answered and stored in the usual order, whatever order was sent.
    expect(byManager.body.deliveryOptions).toEqual(['installer', 'courier']);
    expect(await storedOptions()).toEqual(['installer', 'courier']);
    const byOperations = await setOptions('operations', ['home', 'mobile']);
    expect(byOperations.status).toBe(200);
    expect(byOperations.body.deliveryOptions).toEqual(['mobile', 'home']);

    // An installer widget has no delivery options of its own to set.
    const [shop] = await database().query<{ code: string }>('SELECT code FROM installers WHERE id = $1', [DEMO_INSTALLER_ID]);
    const installer = await portal('PUT', `/v1/portal/widgets/${installerWidgetId(shop!.code)}/delivery-options`, sessions.operations!, {
      deliveryOptions: ['home'],
    });
    expect({ status: installer.status, message: installer.body.error?.message }).toEqual({
      status: 400,
      message: PORTAL_WIDGET_MESSAGES.notPartnerDelivery,
    });
  });

  it('refuses no option at all and an unknown one with a clear message, keeping what was set', async () => {
    expect((await setOptions('brand-manager', ['home', 'courier'])).status).toBe(200);
    for (const [sent, message] of [
      [[], 'Keep at least one way to get the tires: choose one or more delivery options.'],
      [['  '], PORTAL_WIDGET_MESSAGES.noDeliveryOption],
      [['home', 'warehouse'], PORTAL_WIDGET_MESSAGES.unknownDeliveryOption('warehouse')],
      [['teleport'], '“teleport” is not a delivery option. Choose from installer, mobile, home and courier.'],
    ] as const) {
      const res = await setOptions('brand-manager', sent);
      expect({ sent, status: res.status, message: res.body.error?.message }).toEqual({ sent, status: 400, message });
    }
    expect((await setOptions('brand-manager', 'home')).status).toBe(400);
    expect(await storedOptions()).toEqual(['home', 'courier']);
  });

  it('answers them in the widget’s configuration at once; other widgets have none', async () => {
    expect((await setOptions('brand-manager', ['installer', 'mobile'])).status).toBe(200);
    const config = await as(partner, 'GET', '/widget-app-config');
    expect(config.status).toBe(200);
    expect(config.body.deliveryOptions).toEqual(['installer', 'mobile']);

    const [shop] = await database().query<{ code: string; website: string | null }>('SELECT code, website FROM installers WHERE id = $1', [
      DEMO_INSTALLER_ID,
    ]);
    const origin = shop?.website ? new URL(shop.website).origin : SHOP_ORIGIN;
    const installerToken = await widgetToken(installerWidgetId(shop!.code), origin);
    const theirs = await jsonCall(api.request, 'GET', '/widget-app-config', { token: installerToken, headers: { Origin: origin } });
    expect(theirs.status).toBe(200);
    expect(theirs.body.deliveryOptions).toBeNull();
  });

  it('refuses at the cart an option the widget does not offer, changing nothing; the storefront is not limited', async () => {
    expect((await setOptions('brand-manager', ['installer', 'courier'])).status).toBe(200);
    const cartId = await newCart(partner);
    const message = SHIPPING_MESSAGES.notOffered('home');
    expect(message).toBe('This shop does not offer home delivery. Choose another way to get your tires.');
    for (const method of ['PUT', 'POST']) {
      const refused = await as(partner, method, shippingPath(cartId), HOME_DELIVERY);
      expect({ method, status: refused.status, message: refused.body.error?.message }).toEqual({ method, status: 400, message });
    }
    const mobile = await as(partner, 'PUT', shippingPath(cartId), {
      shippingOption: 'INSTALLER',
      installerId: 1,
      isMobileInstall: true,
      zip: '78701',
    });
    expect({ status: mobile.status, message: mobile.body.error?.message }).toEqual({
      status: 400,
      message: SHIPPING_MESSAGES.notOffered('mobile'),
    });
    expect((await as(partner, 'GET', shippingPath(cartId))).status).toBe(404);

    // The storefront's carts are not the widget's: home delivery stays.
    const ownCart = await newCart(storefront);
    expect((await as(storefront, 'PUT', shippingPath(ownCart), HOME_DELIVERY)).status).toBe(200);

    // Home delivery offered again: the same token may choose it at once.
    expect((await setOptions('brand-manager', ['home'])).status).toBe(200);
    expect((await as(partner, 'PUT', shippingPath(cartId), HOME_DELIVERY)).status).toBe(200);
    // Taken off again: a new choice of it is refused and the saved one stays as it was.
    expect((await setOptions('brand-manager', ['courier'])).status).toBe(200);
    const saved = (await as(partner, 'GET', shippingPath(cartId))).body;
    const again = await as(partner, 'PUT', shippingPath(cartId), { ...HOME_DELIVERY, city: 'Round Rock', zip: '78664' });
    expect({ status: again.status, message: again.body.error?.message }).toEqual({ status: 400, message });
    expect((await as(partner, 'GET', shippingPath(cartId))).body).toEqual(saved);
    // Nor is the order placed with it: the quote says why and nothing is charged.
    await giveBilling(database(), cartId);
    const quote = await as(partner, 'GET', `/v1/checkout/order-quote?cartId=${cartId}&paymentType=credit`);
    expect(quote.body.orderQuote.problems).toContainEqual({ code: 'shipping', message });
    const refused = await placeOrderWithCard(api, partner, cartId);
    expect({ status: refused.status, message: refused.body.error?.message }).toEqual({ status: 400, message });
    expect(await ordersOf(database(), cartId)).toEqual([]);
    expect(await chargesOf(database(), cartId)).toEqual([]);
  });
});
