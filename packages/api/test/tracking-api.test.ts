/**
 * GET /v1/order-tracking (spec storefront §2 /track-your-order; rules §4 Order tracking steps; rules
 * §5 "Order tracking: Please review. Order ID & ZIP Code do not match."; rules §9 client address).
 */
import { ORDER_NUMBER_INVALID, ORDER_TRACKING_MISMATCH, ORDER_TRACKING_RATE_LIMITED, TRACKING_STEP_LABELS } from '@tireshop/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { TRACKING_MISSES_PER_ORDER_PER_MINUTE, TRACKING_REQUESTS_PER_MINUTE } from '../src/services/order-tracking';
import { describeOnDatabases } from './databases';
import { testApi } from './support/api';
import { insertOrderRow, type OrderRow } from './support/order-rows';

type TestApi = Awaited<ReturnType<typeof testApi>>;

describeOnDatabases('order tracking', ({ database }) => {
  let api: TestApi;
  let token: string;
  /** Every test its own client address, so the rate limit of one does not reach another. */
  let nextAddress = 1;
  const freshAddress = () => `203.0.113.${nextAddress++}`;

  beforeAll(async () => {
    api = await testApi(database());
    token = await api.storefrontToken();
  });

  /** Gives an order row a shipping snapshot (what placeOrder keeps: the cart's shipping as saved). */
  async function shipTo(order: OrderRow, shippingOption: 'HOME' | 'FEDEX' | 'INSTALLER' | 'WAREHOUSE', shipping: Record<string, unknown>) {
    await database().query('UPDATE orders SET shipping_option = $2, shipping = $3 WHERE id = $1', [
      order.id,
      shippingOption,
      JSON.stringify({ shippingOption, ...shipping }),
    ]);
  }

  /** The raw answer, so bodies can be compared byte for byte. */
  async function track(orderId: string, zip: string, headers: Record<string, string> = { 'X-Forwarded-For': freshAddress() }) {
    const res = await api.request(`/v1/order-tracking?${new URLSearchParams({ orderId, zip })}`, {
      headers: { Authorization: `Bearer ${token}`, ...headers },
    });
    return { status: res.status, text: await res.text(), retryAfter: res.headers.get('retry-after') };
  }

  describe('finding the order', () => {
    let order: OrderRow;
    beforeAll(async () => {
      order = await insertOrderRow(database(), {
        shippingZip: '78701',
        billingZip: '10001',
        destinationLabel: 'Ship to 12 Main St, Austin, TX 78701',
      });
      await shipTo(order, 'HOME', { addressLine1: '12 Main St', city: 'Austin', state: 'TX', zip: '78701' });
    });

    it('answers the order by its number and the shipping ZIP code, at Order Processed', async () => {
      const { status, text } = await track(order.orderNumber, '78701');
      expect(status).toBe(200);
      const { orderTracking } = JSON.parse(text);
      expect(orderTracking.orderNumber).toBe(order.orderNumber);
      expect(orderTracking.trackingStatus).toBe('processed');
      // A town, never the street: anyone with the order number and a ZIP code sees this.
      expect(orderTracking.destinationLabel).toBe('Ship to Austin, TX');
      expect(orderTracking.steps.map((s: { label: string }) => s.label)).toEqual([
        TRACKING_STEP_LABELS.processed,
        TRACKING_STEP_LABELS.pending_pickup,
        TRACKING_STEP_LABELS.in_transit,
        TRACKING_STEP_LABELS.delivered,
      ]);
      expect(orderTracking.steps[0].reachedAt).toEqual(expect.any(String));
      expect(orderTracking.steps.slice(1).map((s: { reachedAt: string | null }) => s.reachedAt)).toEqual([null, null, null]);
      expect(orderTracking.cancelledAt).toBeNull();
      expect(orderTracking.items).toHaveLength(2);
      expect(orderTracking.items[0]).toEqual({
        name: expect.stringMatching(/^Tire /),
        size: '225/45R17',
        quantity: 2,
        image: { src: '/t.png', altText: 'tire' },
      });
    });

    it('accepts the billing ZIP code, and ZIP+4 by its first five digits', async () => {
      expect((await track(order.orderNumber, '10001')).status).toBe(200);
      expect((await track(order.orderNumber, '10001-4321')).status).toBe(200);
      expect((await track(order.orderNumber, '78701-0001')).status).toBe(200);
      expect((await track(` ${order.orderNumber} `, ' 78701 ')).status).toBe(200);
    });

    it('answers a wrong ZIP code and an unknown order with the same bytes', async () => {
      const wrongZip = await track(order.orderNumber, '78702');
      const unknown = await track('999999999', '78701');
      const unknownAndWrong = await track('100000000', '00000');
      expect(wrongZip.status).toBe(404);
      expect(unknown.status).toBe(404);
      expect(JSON.parse(wrongZip.text)).toEqual({ error: { code: 'NotFound', message: ORDER_TRACKING_MISMATCH } });
      expect(unknown.text).toBe(wrongZip.text);
      expect(unknownAndWrong.text).toBe(wrongZip.text);
    });

    it('finds an order without a shipping ZIP code (warehouse pick-up) by its billing ZIP only', async () => {
      const pickup = await insertOrderRow(database(), { shippingZip: null, billingZip: '94103' });
      expect((await track(pickup.orderNumber, '94103')).status).toBe(200);
      expect((await track(pickup.orderNumber, '78701')).text).toBe((await track('999999999', '78701')).text);
    });

    it('refuses malformed input with the field messages, before looking anything up', async () => {
      const badZip = await track(order.orderNumber, '7870');
      expect(badZip.status).toBe(400);
      expect(JSON.parse(badZip.text).error.message).toBe('Please enter valid US Zip Code.');
      for (const impossible of ['A-100', '12345', '012345678']) {
        const badNumber = await track(impossible, '78701');
        expect(badNumber.status).toBe(400);
        expect(JSON.parse(badNumber.text).error.message).toBe(ORDER_NUMBER_INVALID);
      }
    });
  });

  describe('the destination it tells', () => {
    const destination = async (order: OrderRow) =>
      JSON.parse((await track(order.orderNumber, '78701')).text).orderTracking.destinationLabel as string;

    it('names the pick-up place, or the installer, by name and city — never a street address', async () => {
      const [location] = await database().query<{ id: number; company: string; city: string; address_line1: string }>(
        'SELECT id, company, city, address_line1 FROM courier_locations ORDER BY id LIMIT 1',
      );
      const [shop] = await database().query<{ id: number; name: string; city: string }>(
        'SELECT id, name, city FROM installers ORDER BY id LIMIT 1',
      );
      const [warehouse] = await database().query<{ id: number; name: string }>('SELECT id, name FROM warehouses ORDER BY id LIMIT 1');

      const fedex = await insertOrderRow(database(), {
        destinationLabel: `Pick up at ${location!.company}, ${location!.address_line1}, ${location!.city}`,
      });
      await shipTo(fedex, 'FEDEX', { shippingLocationId: location!.id });
      expect(await destination(fedex)).toBe(`Pick up at ${location!.company}, ${location!.city}`);

      const installed = await insertOrderRow(database());
      await shipTo(installed, 'INSTALLER', { installerId: shop!.id, installer: { installerId: shop!.id, isMobileInstall: false } });
      expect(await destination(installed)).toBe(`Installed at ${shop!.name}, ${shop!.city}`);

      // A mobile installation happens at the shopper's home: its street stays off tracking too.
      const mobile = await insertOrderRow(database(), {
        destinationLabel: `Mobile installation by ${shop!.name} at 5 Oak Ave, Austin, TX 78701`,
      });
      await shipTo(mobile, 'INSTALLER', {
        installerId: shop!.id,
        installer: { installerId: shop!.id, isMobileInstall: true },
        addressLine1: '5 Oak Ave',
        city: 'Austin',
        state: 'TX',
        zip: '78701',
      });
      const mobileLabel = await destination(mobile);
      expect(mobileLabel).toBe(`Mobile installation by ${shop!.name}, ${shop!.city}`);
      expect(mobileLabel).not.toContain('Oak');

      const pickup = await insertOrderRow(database());
      await shipTo(pickup, 'WAREHOUSE', { warehouseId: warehouse!.id });
      expect(await destination(pickup)).toBe(`Pick up at ${warehouse!.name}`);
    });

    it('says only the kind of destination when the snapshot does not name the place', async () => {
      const home = await insertOrderRow(database());
      await shipTo(home, 'HOME', { addressLine1: '12 Main St' });
      expect(await destination(home)).toBe('Ship to your address');
      const gone = await insertOrderRow(database());
      await shipTo(gone, 'FEDEX', { shippingLocationId: 999_999_999 });
      expect(await destination(gone)).toBe('Pick up at a courier location');
    });
  });

  describe('rate limit per client address', () => {
    let order: OrderRow;
    beforeAll(async () => {
      order = await insertOrderRow(database());
    });

    it(`answers 429 with Retry-After after ${TRACKING_REQUESTS_PER_MINUTE} requests a minute from one address`, async () => {
      const address = { 'X-Forwarded-For': freshAddress() };
      for (let i = 0; i < TRACKING_REQUESTS_PER_MINUTE; i++) {
        // Found or not, every request counts: guessing is what the limit stops.
        expect((await track(i % 2 ? order.orderNumber : '999999999', '78701', address)).status).toBe(i % 2 ? 200 : 404);
      }
      const limited = await track(order.orderNumber, '78701', address);
      expect(limited.status).toBe(429);
      expect(JSON.parse(limited.text)).toEqual({ error: { code: 'TooManyRequests', message: ORDER_TRACKING_RATE_LIMITED } });
      expect(limited.retryAfter).toMatch(/^\d+$/);
      expect(Number(limited.retryAfter)).toBeGreaterThanOrEqual(1);
      expect(Number(limited.retryAfter)).toBeLessThanOrEqual(60);
    });

    it('counts each address on its own', async () => {
      const busy = { 'X-Forwarded-For': freshAddress() };
      for (let i = 0; i < TRACKING_REQUESTS_PER_MINUTE; i++) await track(order.orderNumber, '78701', busy);
      expect((await track(order.orderNumber, '78701', busy)).status).toBe(429);
      expect((await track(order.orderNumber, '78701', { 'X-Forwarded-For': freshAddress() })).status).toBe(200);
    });

    it('takes the address from X-Forwarded-For (the last entry, our proxy’s), then X-Real-IP, then the edge header (rules §9)', async () => {
      const client = freshAddress();
      // A guesser rotating the entries it writes itself is still one address: the proxy's entry comes last.
      for (let i = 0; i < TRACKING_REQUESTS_PER_MINUTE; i++) {
        await track(order.orderNumber, '78701', { 'X-Forwarded-For': `10.0.0.${i}, ${client}` });
      }
      expect((await track(order.orderNumber, '78701', { 'X-Forwarded-For': client })).status).toBe(429);
      expect((await track(order.orderNumber, '78701', { 'X-Forwarded-For': `${client}, ${freshAddress()}` })).status).toBe(200);
      // X-Forwarded-For wins over X-Real-IP; X-Real-IP is used without it; then CF-Connecting-IP.
      expect((await track(order.orderNumber, '78701', { 'X-Forwarded-For': freshAddress(), 'X-Real-IP': client })).status).toBe(200);
      expect((await track(order.orderNumber, '78701', { 'X-Real-IP': client })).status).toBe(429);
      expect((await track(order.orderNumber, '78701', { 'X-Real-IP': freshAddress(), 'CF-Connecting-IP': client })).status).toBe(200);
      expect((await track(order.orderNumber, '78701', { 'CF-Connecting-IP': client })).status).toBe(429);
    });

    it('counts a client that connects directly by its connection, however it rotates X-Forwarded-For', async () => {
      // As @hono/node-server hands the app Node's request: its socket's address, an untrusted peer.
      const direct = (i: number) =>
        api.app.request(
          `http://shop.test/api/v1/order-tracking?orderId=${order.orderNumber}&zip=78701`,
          { headers: { Authorization: `Bearer ${token}`, 'X-Forwarded-For': freshAddress(), 'X-Real-IP': `198.51.100.${i}` } },
          { incoming: { socket: { remoteAddress: '192.0.2.77' } } },
        );
      for (let i = 0; i < TRACKING_REQUESTS_PER_MINUTE; i++) expect((await direct(i)).status).toBe(200);
      const rotated = [];
      for (let i = 0; i < 30; i++) rotated.push((await direct(100 + i)).status);
      expect(rotated).toEqual(Array(30).fill(429));
    });

    it(`refuses an order number after ${TRACKING_MISSES_PER_ORDER_PER_MINUTE} misses a minute from any addresses, and counts no hits`, async () => {
      const guessed = await insertOrderRow(database(), { shippingZip: '60601', billingZip: '60601' });
      // The right ZIP code, many times: a shopper checking on the order is never limited by it.
      for (let i = 0; i < TRACKING_MISSES_PER_ORDER_PER_MINUTE + 5; i++)
        expect((await track(guessed.orderNumber, '60601')).status).toBe(200);
      // Guesses from a new address each time: each is a miss of this order number.
      for (let i = 0; i < TRACKING_MISSES_PER_ORDER_PER_MINUTE; i++)
        expect((await track(guessed.orderNumber, String(10000 + i))).status).toBe(404);
      const next = await track(guessed.orderNumber, '60601');
      expect(next.status).toBe(429);
      expect(Number(next.retryAfter)).toBeGreaterThanOrEqual(1);
      // Another order, and an unknown number, answer as before.
      expect((await track(order.orderNumber, '78701')).status).toBe(200);
      expect((await track('999999998', '78701')).status).toBe(404);
    });

    it('holds across every API app on one database, as the processes of one shop do', async () => {
      const address = { 'X-Forwarded-For': freshAddress() };
      for (let i = 0; i < TRACKING_REQUESTS_PER_MINUTE; i++) await track(order.orderNumber, '78701', address);
      expect((await track(order.orderNumber, '78701', address)).status).toBe(429);
      const other = await testApi(database());
      const res = await other.request(`/v1/order-tracking?orderId=${order.orderNumber}&zip=78701`, {
        headers: { Authorization: `Bearer ${await other.storefrontToken()}`, ...address },
      });
      expect(res.status).toBe(429);
    });
  });
});
