/**
 * The account area (services/account-area.ts): My orders and who may read them, cancelling online
 * (rules §6 only logged-in shoppers; storefront §4 within 30 minutes, before fulfilment) with the
 * money, stock, tracking and e-mail that go with it — also two cancels, or a cancel and a
 * fulfilment event, at the same moment — saved addresses with the spec §5 messages, and the garage.
 */
import {
  ACCOUNT_AREA_MESSAGES,
  ACCOUNT_MESSAGES,
  ACCOUNT_SESSION_HEADER,
  ADDRESS_MESSAGES,
  MAX_SAVED_ADDRESSES,
  MY_ORDERS_PAGE_SIZE,
  ORDER_CANCEL_WINDOW_MINUTES,
  slugify,
} from '@tireshop/core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_GONE } from '../src/services/order-read';
import { ORDER_CANCEL_REFUSALS } from '../src/services/orders';
import { describeOnDatabases } from './databases';
import { accountAreaApi } from './support/account-area';
import { jsonCall } from './support/api';
import { HOME_ADDRESS } from './support/checkout';
import { clock } from './support/clock';
import { chargesOf, shopWithFailingVoid } from './support/orders';

describeOnDatabases('the account area', ({ database }) => {
  let shop: Awaited<ReturnType<typeof accountAreaApi>>;

  beforeAll(async () => {
    shop = await accountAreaApi(database());
  });
  afterEach(() => clock.reset());

  describe('my orders', () => {
    it('lists the shopper’s own orders only; another account and anonymous callers reach none of them', async () => {
      const [ana, ben] = await Promise.all([shop.signUp(), shop.signUp()]);
      const mine = await shop.placeOrder(ana);
      const anonymous = await shop.placeOrder(null);

      const [row] = await database().query<{ user_id: number | null }>('SELECT user_id FROM orders WHERE id = $1', [mine.orderId]);
      expect(row!.user_id).toEqual(expect.any(Number));

      const listed = await shop.call('GET', '/v1/users/me/orders', ana);
      expect(listed.status).toBe(200);
      expect(listed.body.orders).toHaveLength(1);
      const [summary] = listed.body.orders;
      expect(summary).toMatchObject({ orderNumber: mine.orderNumber, status: 'confirmed', trackingStatus: 'processed' });
      expect(summary.totalInCents).toBeGreaterThan(0);
      expect(summary.items).toEqual([expect.objectContaining({ quantity: 2, name: expect.any(String), size: expect.any(String) })]);
      expect(listed.body.pagination).toEqual({ total: 1, page: 1, pageSize: MY_ORDERS_PAGE_SIZE, pageCount: 1 });

      expect((await shop.call('GET', '/v1/users/me/orders', ben)).body.orders).toEqual([]);
      const signedOut = await shop.call('GET', '/v1/users/me/orders', null);
      expect({ status: signedOut.status, message: signedOut.body.error.message }).toEqual({
        status: 401,
        message: ACCOUNT_MESSAGES.sessionRequired,
      });

      // The order page: the owner sees it with its tracking and that it can be cancelled until 30 minutes after placing.
      const detail = await shop.call('GET', `/v1/users/me/orders/${mine.orderNumber}`, ana);
      expect(detail.status).toBe(200);
      expect(detail.body.order.orderId).toBe(mine.orderId);
      expect(detail.body.orderTracking.steps[0]).toMatchObject({ label: 'Order Processed', reachedAt: expect.any(String) });
      expect(detail.body.cancellation).toEqual({
        cancellable: true,
        refusal: null,
        until: new Date(Date.parse(detail.body.order.placedAt) + ORDER_CANCEL_WINDOW_MINUTES * 60_000).toISOString(),
      });

      // Someone else's order — another account's, or an anonymous one — is a 404 like one that does not exist.
      for (const [orderNumber, session] of [
        [mine.orderNumber, ben],
        [anonymous.orderNumber, ana],
        ['999999999', ana],
      ] as const) {
        for (const answer of [
          await shop.call('GET', `/v1/users/me/orders/${orderNumber}`, session),
          await shop.cancel(orderNumber, session),
        ]) {
          expect({ status: answer.status, message: answer.body.error?.message }).toEqual({
            status: 404,
            message: ACCOUNT_AREA_MESSAGES.orderGone,
          });
        }
      }
      expect((await shop.cancel(mine.orderNumber, null)).status).toBe(401);
      expect(await shop.orderRow(mine.orderId)).toEqual({ status: 'confirmed', tracking_status: 'processed' });
      expect(await shop.orderRow(anonymous.orderId)).toEqual({ status: 'confirmed', tracking_status: 'processed' });

      // The order by its id: the account's order needs the account's session, as its cart did.
      for (const session of [ben, null]) {
        const byId = await shop.call('GET', `/v1/orders/${mine.orderId}`, session);
        expect({ status: byId.status, message: byId.body.error?.message }).toEqual({ status: 404, message: ORDER_GONE });
      }
      expect((await shop.call('GET', `/v1/orders/${mine.orderId}`, ana)).status).toBe(200);
      expect((await shop.call('GET', `/v1/orders/${anonymous.orderId}`, null)).status).toBe(200);
    });

    it('tells the order page whether an order is an account’s (cancelled from My orders) or anonymous (by phone), never whose', async () => {
      const ana = await shop.signUp();
      const mine = await shop.placeOrder(ana);
      const anonymous = await shop.placeOrder(null);

      expect(mine.placed.accountOrder).toBe(true);
      expect(anonymous.placed.accountOrder).toBe(false);
      const mineRead = (await shop.call('GET', `/v1/orders/${mine.orderId}`, ana)).body.order;
      const anonymousRead = (await shop.call('GET', `/v1/orders/${anonymous.orderId}`, null)).body.order;
      expect([mineRead.accountOrder, anonymousRead.accountOrder]).toEqual([true, false]);
      // The same fields for both: nothing names the account (its id, e-mail or name).
      expect(Object.keys(mineRead).sort()).toEqual(Object.keys(anonymousRead).sort());
      const [account] = await database().query<{ id: number; email: string }>(
        'SELECT u.id, u.email FROM users u JOIN orders o ON o.user_id = u.id WHERE o.id = $1',
        [mine.orderId],
      );
      expect(JSON.stringify(mineRead)).not.toContain(account!.email);
      expect(Object.keys(mineRead)).not.toContain('userId');
    });

    it('pages the orders newest first', async () => {
      const ana = await shop.signUp();
      const placed: string[] = [];
      for (let i = 0; i <= MY_ORDERS_PAGE_SIZE; i++) placed.push((await shop.placeOrder(ana)).orderNumber);
      const first = await shop.call('GET', '/v1/users/me/orders', ana);
      expect(first.body.orders.map((o: { orderNumber: string }) => o.orderNumber)).toEqual(placed.slice(1).reverse());
      expect(first.body.pagination).toEqual({ total: placed.length, page: 1, pageSize: MY_ORDERS_PAGE_SIZE, pageCount: 2 });
      const second = await shop.call('GET', '/v1/users/me/orders?page=2', ana);
      expect(second.body.orders.map((o: { orderNumber: string }) => o.orderNumber)).toEqual([placed[0]]);
      expect((await shop.call('GET', '/v1/users/me/orders?page=0', ana)).status).toBe(400);
    });
  });

  describe('cancelling', () => {
    it('cancels within the window: tracking cancelled, the payment refunded, stock back, the shopper e-mailed', async () => {
      const ana = await shop.signUp();
      const before = await shop.stockOf();
      const order = await shop.placeOrder(ana);
      expect(await shop.stockOf()).toBe(before - 2);

      const answer = await shop.cancel(order.orderNumber, ana);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.order).toMatchObject({ status: 'cancelled', trackingStatus: 'cancelled' });
      expect(answer.body.order.payment.status).toBe('refunded');
      expect(answer.body.orderTracking).toMatchObject({ trackingStatus: 'cancelled', cancelledAt: expect.any(String) });
      expect(answer.body.cancellation).toEqual({ cancellable: false, until: null, refusal: null });

      expect(await shop.stockOf()).toBe(before);
      expect((await chargesOf(database(), order.cartId)).map((c) => c.status)).toEqual(['refunded']);
      expect(await shop.mailsOf(order.orderId)).toEqual(['order-confirmation', 'order-cancelled']);
      expect(await shop.eventsOf(order.orderId)).toEqual(['processed', 'cancelled']);
      const listed = await shop.call('GET', '/v1/users/me/orders', ana);
      expect(listed.body.orders[0]).toMatchObject({ orderNumber: order.orderNumber, status: 'cancelled' });

      const again = await shop.cancel(order.orderNumber, ana);
      expect({ status: again.status, message: again.body.error?.message }).toEqual({
        status: 409,
        message: ORDER_CANCEL_REFUSALS.cancelled,
      });
      expect(await shop.stockOf()).toBe(before);
    });

    it('keeps the cancellation when the gateway cannot release the money, and releases it when asked again', async () => {
      // The same shop with a gateway whose first void fails.
      const flakyRequest = shopWithFailingVoid(shop.api, database());
      const ana = await shop.signUp();
      const order = await shop.placeOrder(ana);
      const cancelThere = () =>
        jsonCall(flakyRequest, 'POST', `/v1/users/me/orders/${order.orderNumber}/cancellation`, {
          token: shop.storefront,
          headers: { [ACCOUNT_SESSION_HEADER]: ana },
        });

      const failed = await cancelThere();
      expect(failed.status).toBe(503);
      expect(failed.body.error.message).toMatch(/^Your order is cancelled, but we could not reach the payment provider/);
      expect(await shop.orderRow(order.orderId)).toEqual({ status: 'cancelled', tracking_status: 'cancelled' });
      expect((await chargesOf(database(), order.cartId)).map((c) => c.status)).toEqual(['captured']);

      const retried = await cancelThere();
      expect(retried.status).toBe(200);
      expect((await chargesOf(database(), order.cartId)).map((c) => c.status)).toEqual(['refunded']);
      expect(await shop.mailsOf(order.orderId)).toEqual(['order-confirmation', 'order-cancelled']);
      expect((await cancelThere()).status).toBe(409);
    });

    it('refuses after 30 minutes and once the order is in fulfilment, changing nothing', async () => {
      const ana = await shop.signUp();
      const late = await shop.placeOrder(ana);
      const shipped = await shop.placeOrder(ana);

      clock.advance(ORDER_CANCEL_WINDOW_MINUTES * 60_000 + 1000);
      const shown = await shop.call('GET', `/v1/users/me/orders/${late.orderNumber}`, ana);
      expect(shown.body.cancellation).toMatchObject({ cancellable: false, refusal: ACCOUNT_AREA_MESSAGES.cancelWindowPassed });
      const tooLate = await shop.cancel(late.orderNumber, ana);
      expect({ status: tooLate.status, message: tooLate.body.error?.message }).toEqual({
        status: 409,
        message: ACCOUNT_AREA_MESSAGES.cancelWindowPassed,
      });
      expect(await shop.orderRow(late.orderId)).toEqual({ status: 'confirmed', tracking_status: 'processed' });
      clock.reset();

      expect((await shop.fulfilment(shipped.orderNumber, 'pending_pickup')).status).toBe(200);
      const moved = await shop.cancel(shipped.orderNumber, ana);
      expect({ status: moved.status, message: moved.body.error?.message }).toEqual({
        status: 409,
        message: ACCOUNT_AREA_MESSAGES.cancelInFulfilment,
      });
      expect(await shop.orderRow(shipped.orderId)).toEqual({ status: 'confirmed', tracking_status: 'pending_pickup' });
      expect(await shop.mailsOf(shipped.orderId)).toEqual(['order-confirmation']);
      expect((await chargesOf(database(), shipped.cartId)).map((c) => c.status)).toEqual(['captured']);
    });
  });

  describe('saved addresses', () => {
    it('refuses a bad address with the spec’s messages and saves nothing', async () => {
      const ana = await shop.signUp();
      for (const [change, message] of [
        [{ zip: '7870' }, ADDRESS_MESSAGES.zip],
        [{ firstName: '' }, ADDRESS_MESSAGES.firstName],
        [{ city: undefined }, ADDRESS_MESSAGES.city],
        [{ state: 'XX' }, ADDRESS_MESSAGES.state],
        [{ phone: '12345' }, ADDRESS_MESSAGES.phone],
        [{ addressLine1: 'PO Box 12' }, ADDRESS_MESSAGES.poBox],
      ] as const) {
        const res = await shop.call('POST', '/v1/users/me/addresses', ana, { ...HOME_ADDRESS, ...change });
        expect({ status: res.status, message: res.body.error?.message }).toEqual({ status: 400, message });
      }
      expect((await shop.call('GET', '/v1/users/me/addresses', ana)).body.addresses).toEqual([]);
    });

    it('adds, edits, sets the default and deletes; nobody else reaches them', async () => {
      const [ana, ben] = await Promise.all([shop.signUp(), shop.signUp()]);
      const first = await shop.call('POST', '/v1/users/me/addresses', ana, HOME_ADDRESS);
      expect(first.status).toBe(201);
      expect(first.body.addresses).toEqual([
        expect.objectContaining({ addressLine1: '12 Main St', phone: '(512) 555 0100', phoneType: 'Mobile', isDefault: true }),
      ]);
      const second = await shop.call('POST', '/v1/users/me/addresses', ana, {
        ...HOME_ADDRESS,
        addressLine1: '500 Congress Ave',
        isDefault: true,
      });
      expect(second.body.addresses.map((a: { addressLine1: string; isDefault: boolean }) => [a.addressLine1, a.isDefault])).toEqual([
        ['500 Congress Ave', true],
        ['12 Main St', false],
      ]);
      const [congress, main] = second.body.addresses as { id: number }[];

      const edited = await shop.call('PUT', `/v1/users/me/addresses/${main!.id}`, ana, {
        ...HOME_ADDRESS,
        addressLine2: 'Apt 4',
        zip: '78702',
      });
      expect(edited.status).toBe(200);
      expect(edited.body.addresses[1]).toMatchObject({ id: main!.id, addressLine2: 'Apt 4', zip: '78702', isDefault: false });
      const badEdit = await shop.call('PUT', `/v1/users/me/addresses/${main!.id}`, ana, { ...HOME_ADDRESS, zip: 'abc' });
      expect({ status: badEdit.status, message: badEdit.body.error?.message }).toEqual({ status: 400, message: ADDRESS_MESSAGES.zip });

      const chosen = await shop.call('POST', `/v1/users/me/addresses/${main!.id}/default`, ana);
      expect(chosen.body.addresses.map((a: { id: number; isDefault: boolean }) => [a.id, a.isDefault])).toEqual([
        [main!.id, true],
        [congress!.id, false],
      ]);

      // Another account: the same 404 as an address that does not exist, and nothing changes.
      for (const [method, path, body] of [
        ['PUT', `/v1/users/me/addresses/${main!.id}`, HOME_ADDRESS],
        ['DELETE', `/v1/users/me/addresses/${main!.id}`, undefined],
        ['POST', `/v1/users/me/addresses/${main!.id}/default`, undefined],
        ['DELETE', '/v1/users/me/addresses/999999', undefined],
      ] as const) {
        const res = await shop.call(method, path, path.includes('999999') ? ana : ben, body);
        expect({ status: res.status, message: res.body.error?.message }).toEqual({
          status: 404,
          message: ACCOUNT_AREA_MESSAGES.addressGone,
        });
      }
      expect((await shop.call('GET', '/v1/users/me/addresses', ben)).body.addresses).toEqual([]);
      expect((await shop.call('GET', '/v1/users/me/addresses', null)).status).toBe(401);

      // Deleting the default: the oldest remaining one takes over.
      const deleted = await shop.call('DELETE', `/v1/users/me/addresses/${main!.id}`, ana);
      expect(deleted.body.addresses).toEqual([expect.objectContaining({ id: congress!.id, isDefault: true })]);
    });

    it(`keeps at most ${MAX_SAVED_ADDRESSES} addresses`, async () => {
      const ana = await shop.signUp();
      for (let i = 0; i < MAX_SAVED_ADDRESSES; i++) {
        const saved = await shop.call('POST', '/v1/users/me/addresses', ana, { ...HOME_ADDRESS, addressLine1: `${i + 1} Main St` });
        expect(saved.status).toBe(201);
      }
      const over = await shop.call('POST', '/v1/users/me/addresses', ana, HOME_ADDRESS);
      expect({ status: over.status, message: over.body.error?.message }).toEqual({
        status: 409,
        message: ACCOUNT_AREA_MESSAGES.tooManyAddresses,
      });
      const { addresses } = (await shop.call('GET', '/v1/users/me/addresses', ana)).body;
      expect(addresses).toHaveLength(MAX_SAVED_ADDRESSES);
      expect(addresses.filter((a: { isDefault: boolean }) => a.isDefault)).toHaveLength(1);
    });

    it('keeps one of identical addresses, also when checkout sends the same one five times at once', async () => {
      const ana = await shop.signUp();
      const ben = await shop.signUp();
      const other = { ...HOME_ADDRESS, addressLine1: '500 Congress Ave' };
      expect((await shop.call('POST', '/v1/users/me/addresses', ana, HOME_ADDRESS)).status).toBe(201);
      const sent = await Promise.all(
        Array.from({ length: 5 }, (_, i) =>
          // The same address however it is capitalised.
          shop.call('POST', '/v1/users/me/addresses', ana, i % 2 ? { ...other, addressLine1: '500 CONGRESS AVE' } : other),
        ),
      );
      expect(sent.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
      const { addresses } = (await shop.call('GET', '/v1/users/me/addresses', ana)).body;
      expect(addresses.map((a: { addressLine1: string; isDefault: boolean }) => [a.addressLine1.toLowerCase(), a.isDefault])).toEqual([
        ['12 main st', true],
        ['500 congress ave', false],
      ]);
      // The same address again, now asked to be the default: it becomes the default, still once.
      const again = await shop.call('POST', '/v1/users/me/addresses', ana, { ...other, isDefault: true });
      expect(again.body.addresses.map((a: { addressLine1: string }) => a.addressLine1.toLowerCase())).toEqual([
        '500 congress ave',
        '12 main st',
      ]);
      // Another account's identical address is its own.
      expect((await shop.call('POST', '/v1/users/me/addresses', ben, HOME_ADDRESS)).body.addresses).toHaveLength(1);
      expect((await shop.call('GET', '/v1/users/me/addresses', ana)).body.addresses).toHaveLength(2);
    });
  });

  describe('the garage', () => {
    it('adds a catalogue vehicle once, links to its tires, removes it; nobody else reaches it', async () => {
      const [ana, ben] = await Promise.all([shop.signUp(), shop.signUp()]);
      const [vehicle] = await database().query<{ make: string; make_slug: string; model_slug: string; year: number; trim: string }>(
        'SELECT make, make_slug, model_slug, year, trim FROM vehicles ORDER BY id LIMIT 1',
      );
      const trimSlug = slugify(vehicle!.trim);
      const body = { make: vehicle!.make_slug, model: vehicle!.model_slug, year: vehicle!.year, trim: trimSlug };

      const added = await shop.call('POST', '/v1/users/me/vehicles', ana, body);
      expect(added.status, JSON.stringify(added.body)).toBe(201);
      expect(added.body.vehicles).toEqual([
        {
          id: expect.any(Number),
          year: vehicle!.year,
          make: vehicle!.make,
          model: expect.any(String),
          trim: vehicle!.trim,
          shopHref: `/vehicles/${vehicle!.make_slug}-tires/${vehicle!.model_slug}/${vehicle!.year}?trim=${trimSlug}`,
        },
      ]);
      const twice = await shop.call('POST', '/v1/users/me/vehicles', ana, body);
      expect({ status: twice.status, message: twice.body.error?.message }).toEqual({
        status: 409,
        message: ACCOUNT_AREA_MESSAGES.vehicleTwice,
      });
      for (const wrong of [
        { ...body, trim: 'no-such-trim' },
        { ...body, year: 1901 },
        { ...body, make: 'Not A Slug' },
      ]) {
        const res = await shop.call('POST', '/v1/users/me/vehicles', ana, wrong);
        expect({ status: res.status, message: res.body.error?.message }).toEqual({
          status: 400,
          message: ACCOUNT_AREA_MESSAGES.chooseVehicle,
        });
      }

      const id = added.body.vehicles[0].id as number;
      expect((await shop.call('GET', '/v1/users/me/vehicles', ben)).body.vehicles).toEqual([]);
      const theirs = await shop.call('DELETE', `/v1/users/me/vehicles/${id}`, ben);
      expect({ status: theirs.status, message: theirs.body.error?.message }).toEqual({
        status: 404,
        message: ACCOUNT_AREA_MESSAGES.vehicleGone,
      });
      expect((await shop.call('POST', '/v1/users/me/vehicles', null, body)).status).toBe(401);
      expect((await shop.call('GET', '/v1/users/me/vehicles', ana)).body.vehicles).toHaveLength(1);

      const removed = await shop.call('DELETE', `/v1/users/me/vehicles/${id}`, ana);
      expect(removed.status).toBe(200);
      expect(removed.body.vehicles).toEqual([]);
    });
  });
});

describeOnDatabases(
  'cancelling at the same moment as something else',
  ({ database }) => {
    let shop: Awaited<ReturnType<typeof accountAreaApi>>;
    beforeAll(async () => {
      shop = await accountAreaApi(database());
    });

    it('five cancels at once cancel once: one e-mail, the stock back once, the payment refunded once', async () => {
      const ana = await shop.signUp();
      const before = await shop.stockOf();
      const order = await shop.placeOrder(ana);
      const answers = await Promise.all(Array.from({ length: 5 }, () => shop.cancel(order.orderNumber, ana)));
      // A late duplicate that still finds the money held retries the (idempotent) void: 200 too.
      expect(answers.every((a) => a.status === 200 || (a.status === 409 && a.body.error.message === ORDER_CANCEL_REFUSALS.cancelled))).toBe(
        true,
      );
      expect(answers.some((a) => a.status === 200)).toBe(true);
      expect(await shop.stockOf()).toBe(before);
      expect((await chargesOf(database(), order.cartId)).map((c) => c.status)).toEqual(['refunded']);
      expect(await shop.mailsOf(order.orderId)).toEqual(['order-confirmation', 'order-cancelled']);
      expect(await shop.eventsOf(order.orderId)).toEqual(['processed', 'cancelled']);
    });

    it('a cancel and the carrier pickup at once: exactly one of them happens', async () => {
      const ana = await shop.signUp();
      const before = await shop.stockOf();
      const outcomes = new Set<string>();
      for (let round = 0; round < 4; round++) {
        const order = await shop.placeOrder(ana);
        const [cancelled, picked] = await Promise.all([
          shop.cancel(order.orderNumber, ana),
          shop.fulfilment(order.orderNumber, 'pending_pickup'),
        ]);
        const row = await shop.orderRow(order.orderId);
        if (cancelled.status === 200) {
          expect({ status: picked.status, row }).toEqual({ status: 409, row: { status: 'cancelled', tracking_status: 'cancelled' } });
          expect(await shop.eventsOf(order.orderId)).toEqual(['processed', 'cancelled']);
          expect((await chargesOf(database(), order.cartId)).map((c) => c.status)).toEqual(['refunded']);
          outcomes.add('cancelled');
        } else {
          expect({ status: cancelled.status, message: cancelled.body.error?.message, picked: picked.status, row }).toEqual({
            status: 409,
            message: ACCOUNT_AREA_MESSAGES.cancelInFulfilment,
            picked: 200,
            row: { status: 'confirmed', tracking_status: 'pending_pickup' },
          });
          expect(await shop.mailsOf(order.orderId)).toEqual(['order-confirmation']);
          outcomes.add('picked up');
          // Put the stock of an order that went on back by cancelling it the operations' way, so the total below adds up.
          expect((await shop.fulfilment(order.orderNumber, 'cancelled')).status).toBe(200);
        }
      }
      expect(outcomes.size).toBeGreaterThan(0);
      expect(await shop.stockOf()).toBe(before);
    });
  },
  { kinds: ['postgres'] },
);
