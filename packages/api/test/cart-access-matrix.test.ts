/**
 * Whose cart is it (services/cart-access.ts): every call that names a cart — the cart itself, its
 * summary, shipping, appointment, install location, billing, services, the order quote, payment
 * sessions, placing the order, and the lookups that read a cart's context — answers only the API
 * client that made the cart (the storefront's server and pages share theirs). Anyone else gets the
 * same 404 as for a cart that does not exist, learns nothing of the shopper's name, address or
 * phone, and changes nothing; a call without a token is a 401.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_INSTALLER_ID, installerClientId, OPS_CLIENT_ID } from '../src/auth/clients';
import { DEV_INSTALLER_DEMO_SECRET, DEV_OPS_SECRET } from '../src/config';
import { CART_GONE } from '../src/services/cart';
import { describeOnDatabases } from './databases';
import { jsonCall, SHOP_ORIGIN, type Answer } from './support/api';
import { appointmentApi, laterOpenDays, type AppointmentApi } from './support/appointments';
import { BILLING } from './support/orders';

/** One call a shopper's client makes about a cart. */
interface CartCall {
  name: string;
  method: string;
  path: (cartId: string) => string;
  body?: (cartId: string) => unknown;
}

const SHIPPING_BODY = {
  shippingOption: 'INSTALLER',
  installerId: DEMO_INSTALLER_ID,
  firstName: 'Mallory',
  lastName: 'Intruder',
  phone: '512-555-0199',
};

const CALLS: CartCall[] = [
  { name: 'read the cart', method: 'GET', path: (id) => `/v1/carts/${id}` },
  { name: 'change the cart', method: 'PUT', path: (id) => `/v1/carts/${id}`, body: () => ({ isGroupRoadHazard: true }) },
  { name: 'delete the cart', method: 'DELETE', path: (id) => `/v1/carts/${id}` },
  { name: 'read the cart summary', method: 'GET', path: (id) => `/v1/cart-summary?cartId=${id}` },
  { name: 'read the shipping', method: 'GET', path: (id) => `/v1/checkout/cart-shipping?cartId=${id}` },
  { name: 'replace the shipping (PUT)', method: 'PUT', path: (id) => `/v1/checkout/cart-shipping?cartId=${id}`, body: () => SHIPPING_BODY },
  {
    name: 'replace the shipping (POST)',
    method: 'POST',
    path: (id) => `/v1/checkout/cart-shipping?cartId=${id}`,
    body: () => SHIPPING_BODY,
  },
  { name: 'delete the shipping', method: 'DELETE', path: (id) => `/v1/checkout/cart-shipping?cartId=${id}` },
  { name: 'read the appointment', method: 'GET', path: (id) => `/v1/checkout/cart-appointment?cartId=${id}` },
  { name: 'book an appointment', method: 'POST', path: (id) => `/v1/checkout/cart-appointment?cartId=${id}`, body: () => ({}) },
  { name: 'move the appointment', method: 'PUT', path: (id) => `/v1/checkout/cart-appointment?cartId=${id}`, body: () => ({}) },
  { name: 'cancel the appointment', method: 'DELETE', path: (id) => `/v1/checkout/cart-appointment?cartId=${id}` },
  {
    name: 'set the install location',
    method: 'PUT',
    path: (id) => `/v1/checkout/install-location?cartId=${id}`,
    body: () => ({ serviceIds: [] }),
  },
  { name: 'delete the install location', method: 'DELETE', path: (id) => `/v1/checkout/install-location?cartId=${id}` },
  { name: 'read the billing', method: 'GET', path: (id) => `/v1/checkout/cart-billing?cartId=${id}` },
  {
    name: 'replace the billing',
    method: 'PUT',
    path: (id) => `/v1/checkout/cart-billing?cartId=${id}`,
    body: () => ({ ...BILLING, firstName: 'Mallory' }),
  },
  { name: 'read the services', method: 'GET', path: (id) => `/v1/checkout/cart-services?id=${id}` },
  {
    name: 'change the services',
    method: 'POST',
    path: (id) => `/v1/checkout/cart-services?id=${id}`,
    body: () => ({ isRoadHazard: false }),
  },
  { name: 'quote the order', method: 'GET', path: (id) => `/v1/checkout/order-quote?cartId=${id}&paymentType=credit` },
  {
    name: 'start a Klarna session',
    method: 'POST',
    path: (id) => `/v1/checkout/cart-klarna?cartId=${id}`,
    body: () => ({ returnUrl: `${SHOP_ORIGIN}/checkout/payments/klarna` }),
  },
  {
    name: 'place the order',
    method: 'POST',
    path: () => '/v1/orders',
    body: (id) => ({ cartId: id, paymentType: 'klarna', chargeId: 'ch_not_theirs' }),
  },
  {
    name: "read the shop's schedule for the cart",
    method: 'GET',
    path: (id) => `/v1/installers/${DEMO_INSTALLER_ID}/schedule?cartId=${id}`,
  },
  { name: 'look up installers for the cart', method: 'GET', path: (id) => `/v1/installers?cartId=${id}` },
  { name: "read a shop's details for the cart", method: 'GET', path: (id) => `/v1/installers/${DEMO_INSTALLER_ID}?cartId=${id}` },
];

describeOnDatabases('cart access: only the client that made a cart reaches it', ({ database }) => {
  let a: AppointmentApi;
  let tokens: Record<string, string>;

  async function tokenOf(body: Record<string, string>, origin?: string): Promise<string> {
    const res = await a.token({ grant_type: 'client_credentials', ...body }, origin ? { Origin: origin } : {});
    if (res.status !== 200) throw new Error(`token for ${body.client_id}: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { access_token: string }).access_token;
  }

  /** Everything stored about a cart, as text: equal before and after means untouched. */
  async function stored(cartId: string): Promise<string> {
    const rows = await Promise.all(
      [
        'carts WHERE id',
        'cart_items WHERE cart_id',
        'cart_shipping WHERE cart_id',
        'cart_billing WHERE cart_id',
        'appointments WHERE cart_id',
        'orders WHERE cart_id',
      ].map((from) => database().query(`SELECT to_jsonb(t)::text AS row FROM ${from.replace(' WHERE', ' t WHERE')} = $1`, [cartId])),
    );
    return JSON.stringify(rows);
  }

  const call = (c: CartCall, cartId: string, token: string | null): Promise<Answer> =>
    jsonCall(a.request, c.method, c.path(cartId), {
      token,
      body: c.body?.(cartId),
      headers: { Origin: SHOP_ORIGIN, ...(c.path(cartId) === '/v1/orders' ? { 'Idempotency-Key': randomUUID() } : {}) },
    });

  /** A cart made by `owner`, shipped to the demo shop with the shopper's name and phone, billed, with a time held. */
  async function shopperCart(owner: string): Promise<string> {
    const cartId = await a.installerCart(DEMO_INSTALLER_ID, { token: owner });
    const as = (method: string, path: string, body?: unknown) =>
      jsonCall(a.request, method, path, { token: owner, body, headers: { Origin: SHOP_ORIGIN } });
    const shipped = await as('PUT', `/v1/checkout/cart-shipping?cartId=${cartId}`, {
      shippingOption: 'INSTALLER',
      installerId: DEMO_INSTALLER_ID,
      firstName: 'Ana',
      lastName: 'Lopez',
      phone: '512-555-0100',
    });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    expect((await as('PUT', `/v1/checkout/cart-billing?cartId=${cartId}`, BILLING)).status).toBe(200);
    const day = laterOpenDays(await a.schedule(DEMO_INSTALLER_ID))[0]!;
    const booked = await as('POST', `/v1/checkout/cart-appointment?cartId=${cartId}`, { date: day.date, dropOffWindow: 'Morning' });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    return cartId;
  }

  beforeAll(async () => {
    a = await appointmentApi(database());
    const [demo, other] = await database().query<{ code: string }>(
      `SELECT code FROM installers WHERE id = $1 UNION ALL (SELECT code FROM installers WHERE id <> $1 AND NOT is_mobile_install AND dealer_code IS NULL ORDER BY id LIMIT 1)`,
      [DEMO_INSTALLER_ID],
    );
    tokens = {
      'the shop’s own widget': await a.widgetToken(demo!.code),
      'another installer’s widget': await a.widgetToken(other!.code),
      'the storefront server': await a.storefrontToken(),
      'the storefront’s pages': await a.storefrontWebToken(),
      'the installer’s own client': await tokenOf({ client_id: installerClientId(demo!.code), client_secret: DEV_INSTALLER_DEMO_SECRET }),
      operations: await tokenOf({ client_id: OPS_CLIENT_ID, client_secret: DEV_OPS_SECRET }),
    };
  });

  const owners = [
    { owner: 'the shop’s own widget', sharers: [] as string[] },
    { owner: 'the storefront server', sharers: ['the storefront’s pages'] },
  ];

  for (const { owner, sharers } of owners) {
    describe(`a cart made by ${owner}`, () => {
      it('is refused to every other client with the 404 of a cart that does not exist, and left as it was', async () => {
        const cartId = await shopperCart(tokens[owner]!);
        const before = await stored(cartId);
        const strangers = Object.keys(tokens).filter((who) => who !== owner && !sharers.includes(who));
        expect(strangers.length).toBeGreaterThanOrEqual(4);
        for (const who of strangers) {
          for (const c of CALLS) {
            const res = await call(c, cartId, tokens[who]!);
            expect({ who, call: c.name, status: res.status, message: res.body?.error?.message }).toEqual({
              who,
              call: c.name,
              status: 404,
              message: CART_GONE,
            });
            // Nothing of the shopper leaks in any answer.
            expect(JSON.stringify(res.body)).not.toMatch(/Lopez|555-0100|12 Main St/);
          }
        }
        expect(await stored(cartId)).toBe(before);
      });

      it('is refused without a token (401), and left as it was', async () => {
        const cartId = await shopperCart(tokens[owner]!);
        const before = await stored(cartId);
        for (const c of CALLS)
          expect({ call: c.name, status: (await call(c, cartId, null)).status }).toEqual({ call: c.name, status: 401 });
        expect(await stored(cartId)).toBe(before);
      });

      it(`answers ${[owner, ...sharers].join(' and ')}`, async () => {
        const cartId = await shopperCart(tokens[owner]!);
        for (const who of [owner, ...sharers]) {
          for (const name of [
            'read the cart',
            'read the cart summary',
            'read the shipping',
            'read the appointment',
            'read the billing',
            'read the services',
            'quote the order',
          ]) {
            const res = await call(CALLS.find((c) => c.name === name)!, cartId, tokens[who]!);
            expect({ who, name, status: res.status }).toEqual({ who, name, status: 200 });
          }
        }
        const removed = await call(CALLS.find((c) => c.name === 'delete the cart')!, cartId, tokens[owner]!);
        expect(removed.status).toBe(200);
        expect(await database().query('SELECT id FROM carts WHERE id = $1', [cartId])).toEqual([]);
      });
    });
  }
});
