/**
 * Input limits and messages of the cart and delivery calls, found by a review of the cart API:
 * text that PostgreSQL refuses (NUL) or that grows when normalised, ids beyond int4, bodies that
 * are not objects or are too big, and a missing field answered with the field's own spec §5
 * message. Each answer is a 4xx with `{ error: { code, message } }` and nothing is stored.
 */
import { endpoints, fillPath, type Endpoint } from '@tireshop/core';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeOnDatabases } from './databases';
import { cartApi, NO_DEALS, seedTire, type Reply } from './support/carts';
import { HOME_DELIVERY as home, wellStockedTire } from './support/checkout';

const SOME_UUID = '00000000-0000-4000-8000-000000000000';

function expectRefused(res: Reply, status: number, message?: string) {
  const context = JSON.stringify(res.body);
  expect(res.status, context).toBe(status);
  expect(Object.keys(res.body ?? {}), context).toEqual(['error']);
  expect(typeof res.body.error.code, context).toBe('string');
  if (message !== undefined) expect(res.body.error.message, context).toBe(message);
  else expect(res.body.error.message, context).toMatch(/\S/);
}

describeOnDatabases('cart input limits and messages', ({ database }) => {
  let c: Awaited<ReturnType<typeof cartApi>>;
  let tire: number;
  let installable: number;
  let shopId: number;
  let locationId: number;

  beforeAll(async () => {
    c = await cartApi(database());
    tire = (await seedTire(database(), `${NO_DEALS} AND stock >= 40`)).id;
    installable = await wellStockedTire(database(), { installable: true });
    const one = async (sql: string) => Number((await database().query<{ id: number }>(sql))[0]!.id);
    shopId = await one('SELECT id FROM installers WHERE NOT is_mobile_install ORDER BY id LIMIT 1');
    locationId = await one('SELECT id FROM courier_locations ORDER BY id LIMIT 1');
  });

  const newCart = async (productId = tire) => (await c.newCart({ productId, quantity: { front: 4 } })).id as string;
  const shippingPath = (cartId: string) => `/v1/checkout/cart-shipping?cartId=${cartId}`;
  const saveShipping = (cartId: string, body: unknown) => c.call('PUT', shippingPath(cartId), body);

  /** Sends an update that must be refused with `message`, and checks the cart did not move. */
  async function refusedUpdate(cartId: string, body: unknown, message: string) {
    const before = await c.get(cartId);
    expectRefused(await c.update(cartId, body), 400, message);
    expect((await c.get(cartId)).body).toEqual(before.body);
  }

  async function refusedShipping(cartId: string, body: unknown, message?: string, status = 400) {
    const before = await c.call('GET', shippingPath(cartId));
    expectRefused(await saveShipping(cartId, body), status, message);
    expect(await c.call('GET', shippingPath(cartId))).toEqual(before);
  }

  describe('promo codes', () => {
    it('refuses a code with characters no code has, in words, and keeps the applied one', async () => {
      const cartId = await newCart();
      expect((await c.update(cartId, { promoCode: 'SAVE50' })).status).toBe(200);
      for (const promoCode of ['AB\u0000C', 'SAVE50\u0000', 'AB\ud800', 'SAVE 50', 'SAVE50\u200b', 'SAVE_50', "X'; --", 'A'.repeat(41)]) {
        await refusedUpdate(cartId, { promoCode }, 'That promo code is not valid.');
        await refusedUpdate(cartId, { removePromoCode: promoCode }, 'That promo code is not valid.');
      }
    });

    it('keeps the service wording for well-formed codes we do not have, and the blank-code message', async () => {
      const cartId = await newCart();
      await refusedUpdate(cartId, { promoCode: 'NO-SUCH-1' }, '"NO-SUCH-1" is not a valid promo code.');
      await refusedUpdate(cartId, { promoCode: '  ' }, 'Please enter a promo code.');
      // Removing a code that is not applied (or nothing) is a no-op.
      expect((await c.update(cartId, { removePromoCode: '' })).status).toBe(200);
      expect((await c.update(cartId, { removePromoCode: 'take10' })).status).toBe(200);
      // Typed on a full-width keyboard: the same code once normalised.
      const wide = await c.update(cartId, { promoCode: 'ｔａｋｅ１０' });
      expect(wide.status, JSON.stringify(wide.body)).toBe(200);
      expect(wide.body.siteCart.siteCartCoupons.map((x: { promoCode: string }) => x.promoCode)).toEqual(['TAKE10']);
    });
  });

  describe('widget query values', () => {
    it('drops control characters from widgetSource, widgetSourceId and subSource instead of failing', async () => {
      for (const name of ['widgetSource', 'widgetSourceId', 'subSource']) {
        const res = await c.create({ productId: tire, quantity: { front: 1 } }, { query: `?${name}=a%00b%E2%80%8B%07` });
        expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBe(201);
        if (name === 'widgetSource') expect(res.body.siteCart.widgetSource).toBe('ab');
        const stored = await database().query<Record<string, string>>(
          'SELECT widget_source AS "widgetSource", widget_source_id AS "widgetSourceId", sub_source AS "subSource" FROM carts WHERE id = $1',
          [res.body.siteCart.id],
        );
        expect(stored[0]![name]).toBe('ab');
        const got = await c.call('GET', `/v1/carts/${res.body.siteCart.id}?${name}=x%00y`);
        expect(got.status).toBe(200);
      }
    });

    it('refuses values over 60 characters, counted after normalisation', async () => {
      const long = encodeURIComponent('\ufdfa'.repeat(4)); // 4 characters typed, 72 once normalised
      expectRefused(
        await c.create({ productId: tire, quantity: { front: 1 } }, { query: `?widgetSource=${long}` }),
        400,
        'widgetSource must be at most 60 characters.',
      );
      expectRefused(
        await c.create({ productId: tire, quantity: { front: 1 } }, { query: `?subSource=${'x'.repeat(61)}` }),
        400,
        'subSource must be at most 60 characters.',
      );
    });
  });

  describe('shopper text length', () => {
    it('checks the length after Unicode normalisation (one U+FDFA is 18 characters)', async () => {
      const cartId = await newCart();
      await refusedUpdate(cartId, { vehicleMake: '\ufdfa'.repeat(40) }, 'vehicleMake must be at most 40 characters.');
      await refusedUpdate(cartId, { vehicleMake: '\ufdfa'.repeat(3) }, 'vehicleMake must be at most 40 characters.');
      const fits = await c.update(cartId, { vehicleMake: '\ufdfa'.repeat(2) });
      expect(fits.status).toBe(200);
    });
  });

  describe('installer services of an installer shipping', () => {
    const installer = (services: unknown) => ({ shippingOption: 'INSTALLER', installerId: shopId, installerService: services });
    const service = (imageUrl: unknown, n = 1) => ({ serviceId: `svc-${n}`, serviceName: `Service ${n}`, imageUrl });

    it('refuses an image URL that is not a URL or a path, whatever it hides, and saves nothing', async () => {
      const cartId = await newCart(installable);
      for (const imageUrl of [
        'x\u0000y',
        '\u0000',
        'javascript:alert(1)',
        'data:image/png;base64,AAAA',
        '//evil.example/x.png',
        'https://',
        'x y',
        '',
      ]) {
        await refusedShipping(
          cartId,
          installer([service(imageUrl)]),
          'installerService imageUrl must be an http(s) URL or a path starting with /.',
        );
      }
      await refusedShipping(
        cartId,
        installer([service(`https://cdn.example/${'\ufdfa'.repeat(30)}.png`)]),
        'installerService imageUrl must be at most 500 characters.',
      );
      await refusedShipping(cartId, installer([service(42)]), 'installerService imageUrl must be text.');
    });

    it('saves http(s) URLs and site paths (control characters dropped) and null', async () => {
      const cartId = await newCart(installable);
      const saved = await saveShipping(
        cartId,
        installer([service('https://cdn.example/a.png'), service('/img/b\u0000.png', 2), service(null, 3)]),
      );
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body.siteCart.cartShipping.installerService.map((s: { imageUrl: string | null }) => s.imageUrl)).toEqual([
        'https://cdn.example/a.png',
        '/img/b.png',
        null,
      ]);
    });

    it('accepts at most 10 services', async () => {
      const cartId = await newCart(installable);
      const services = (n: number) => Array.from({ length: n }, (_, i) => service(null, i + 1));
      await refusedShipping(cartId, installer(services(11)), 'installerService may list at most 10 services.');
      expect((await saveShipping(cartId, installer(services(10)))).status).toBe(200);
    });
  });

  describe('warehouse pick-up product ids', () => {
    it('refuses ids beyond the product id range instead of failing in the database', async () => {
      for (const productIds of ['9999999999', '1,9999999999', '2000000001', '99999999999999999999', '0']) {
        const res = await c.call('GET', `/v1/checkout/warehouse-pickup-locations?productIds=${productIds}`);
        expectRefused(res, 400, 'productIds must be a comma-separated list of up to 20 product ids from 1 to 2000000000.');
      }
      expect((await c.call('GET', '/v1/checkout/warehouse-pickup-locations?productIds=1999999999')).status).toBe(200);
    });
  });

  describe('spec §5 messages for missing fields', () => {
    it('asks for a shop when an installer shipping has no installerId', async () => {
      const cartId = await newCart(installable);
      await refusedShipping(cartId, { shippingOption: 'INSTALLER' }, 'Please select a shop or change shipping option.');
      await refusedShipping(cartId, { shippingOption: 'INSTALLER', installerId: null }, 'Please select a shop or change shipping option.');
    });

    it('asks for a FedEx location when a courier shipping has no shippingLocationId', async () => {
      const cartId = await newCart(installable);
      const person = { firstName: 'Ana', lastName: 'Lopez', phone: '512-555-0100' };
      await refusedShipping(cartId, { shippingOption: 'FEDEX', ...person }, 'Please select a FedEx location.');
      await refusedShipping(cartId, { shippingOption: 'FEDEX', shippingLocationId: null, ...person }, 'Please select a FedEx location.');
      await refusedShipping(
        cartId,
        { shippingOption: 'FEDEX', shippingLocationId: locationId, lastName: 'Lopez', phone: '512-555-0100' },
        'Please enter valid First Name',
      );
    });

    it('answers each address field left out of a home address with its own message', async () => {
      const cartId = await newCart(installable);
      const messages: Record<string, string> = {
        firstName: 'Please enter valid First Name',
        lastName: 'Please enter valid Last Name',
        addressLine1: 'Please enter valid Address',
        city: 'Please enter valid City',
        state: 'Please enter state.',
        zip: 'Please enter valid US Zip Code.',
        phone: 'Please enter a valid phone number.',
      };
      for (const [field, message] of Object.entries(messages)) {
        const { [field]: _left, ...body } = home as Record<string, unknown>;
        await refusedShipping(cartId, body, message);
      }
    });

    it('keeps "X is required." for fields without a spec message', async () => {
      const cartId = await newCart(installable);
      await refusedShipping(cartId, { shippingOption: 'WAREHOUSE' }, 'warehouseId is required.');
      expectRefused(await c.create({ quantity: { front: 1 } }), 400, 'productId is required.');
    });
  });

  describe('request bodies', () => {
    /** Values of every form a path parameter of the contract takes: a cart's id, numbers, codes, slugs, dates. */
    const pathCandidates = (cartId: string) => [
      cartId,
      '1',
      '100001',
      '100000001',
      'IA-000001',
      'iw-100001',
      'michelin-tires',
      '2026-12-07',
      'R100001',
      'Q-000001',
      'A'.repeat(32),
    ];
    /** Each `{name}` of the endpoint's path filled with the first candidate its params schema accepts. */
    function pathValues(endpoint: Endpoint, cartId: string): Record<string, string> {
      const names = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
      const schema = endpoint.params as v.ObjectSchema<v.ObjectEntries, undefined> | undefined;
      return Object.fromEntries(
        names.map((name) => {
          const entry = schema?.entries[name];
          const value = pathCandidates(cartId).find((candidate) => !entry || v.safeParse(entry, candidate).success);
          if (value === undefined) throw new Error(`no candidate value fits {${name}} of ${endpoint.path}: add one of its form`);
          return [name, value];
        }),
      );
    }

    /** Every call with a JSON body, with its path filled and the query values it needs. */
    const jsonEndpoints = (endpoints as readonly Endpoint[]).filter((e) => e.body && e.bodyType !== 'form');

    it('has JSON endpoints to check', () => {
      expect(jsonEndpoints.map((e) => e.id)).toEqual(
        expect.arrayContaining(['createCart', 'updateCart', 'saveCartShipping', 'createCartShipping']),
      );
    });

    it('refuses a JSON body that is an array or a scalar on every JSON endpoint', async () => {
      const cartId = await newCart();
      for (const endpoint of jsonEndpoints) {
        const path = fillPath(endpoint.path, pathValues(endpoint, cartId));
        // Checkout calls name the cart cartId, or id (spec §7 /checkout/cart-services).
        const query = endpoint.path.startsWith('/v1/checkout/') ? `?cartId=${cartId}&id=${cartId}` : '';
        for (const raw of ['[]', '[{"productId":1}]', 'null', '1', '"x"', 'true']) {
          const res = await c.call(endpoint.method, `${path}${query}`, raw, { headers: { 'X-User-Session-Id': SOME_UUID } });
          expectRefused(res, 400, 'The request body must be a JSON object.');
        }
      }
    });

    it('answers 413 with the error body for a body over 64 kB, with or without a Content-Length', async () => {
      const cartId = await newCart();
      const big = JSON.stringify({ vehicleMake: 'x'.repeat(70_000) });
      const withLength = await c.call('PUT', `/v1/carts/${cartId}`, big, { headers: { 'Content-Length': String(Buffer.byteLength(big)) } });
      expectRefused(withLength, 413, 'The request body is too large (at most 64 kB).');
      expect(withLength.body.error.code).toBe('PayloadTooLarge');

      const token = await c.api.storefrontToken();
      const bytes = new TextEncoder().encode(big);
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let i = 0; i < bytes.length; i += 8192) controller.enqueue(bytes.slice(i, i + 8192));
          controller.close();
        },
      });
      const res = await c.api.request(`/v1/carts/${cartId}`, {
        method: 'PUT',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: stream,
        duplex: 'half',
      } as RequestInit);
      expectRefused({ status: res.status, body: await res.json() }, 413, 'The request body is too large (at most 64 kB).');

      // A body just under the limit still gets to validation.
      const under = JSON.stringify({ vehicleMake: 'x'.repeat(60_000) });
      expectRefused(await c.update(cartId, under), 400, 'vehicleMake must be at most 40 characters.');
    });
  });
});
