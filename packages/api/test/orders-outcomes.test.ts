/**
 * What happens around an order: a failure after the payment was authorised (in the transaction:
 * voided, no order, nothing taken; the capture after the commit: the order kept, captured by the
 * worker), a code-539 payment that settles later (rules §4 Payment code 539,
 * Order confirmation "unconfirmed, then confirmed"), an installation order (the appointment
 * confirmed, the cart read-only) and cancelling an order (stock and installation time released).
 */
import { APPOINTMENT_MESSAGES, PAYMENT_MESSAGES, type Order } from '@tireshop/core';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TokenClaims } from '../src/auth/tokens';
import { ApiError } from '../src/http/errors';
import { PaymentError, type PaymentProvider } from '../src/payments/provider';
import { createSandboxGateway } from '../src/payments/sandbox/index';
import { cancelOrderInTx, captureAuthorizedPayments, placeOrder, settleProcessingOrders } from '../src/services/orders';
import { runOnce } from '../src/worker';
import { describeOnDatabases } from './databases';
import { SHOP_ORIGIN, testConfig } from './support/api';
import {
  appointmentApi,
  booked,
  bookingTables,
  laterOpenDays,
  plainShops,
  setShop,
  storedAppointment,
  type AppointmentApi,
} from './support/appointments';
import { NO_DEALS, seedTire } from './support/carts';
import { SANDBOX_TEST_CARDS, chargesOf, giveBilling, ordersOf, placeOrderWithCard, readyCart, tokenizeCard } from './support/orders';
import { clock } from './support/clock';

/** The storefront server's claims, for calling the service the way its route does. */
const STOREFRONT: TokenClaims = {
  sub: 'storefront',
  kind: 'confidential',
  channel: 'storefront',
  widgetType: null,
  installerId: null,
  origin: null,
  exp: 0,
  iat: 0,
};

describeOnDatabases('order outcomes', ({ database }) => {
  let a: AppointmentApi;
  let token: string;
  let tire: number;
  let shop: number;

  beforeAll(async () => {
    a = await appointmentApi(database());
    token = await a.storefrontToken();
    tire = (await seedTire(database(), `${NO_DEALS} AND s.stock >= 200 AND s."isInstallable"`)).id;
    [shop] = (await plainShops(database(), 1)) as [number];
    await setShop(database(), shop, { bays: 2 });
  });

  const stockRows = async () =>
    JSON.stringify(await database().query('SELECT warehouse_id, quantity FROM stock WHERE sku_id = $1 ORDER BY warehouse_id', [tire]));
  const stockOf = async () =>
    Number((await database().query<{ n: number }>('SELECT sum(quantity)::int AS n FROM stock WHERE sku_id = $1', [tire]))[0]!.n);
  const orderedAt = async (cartId: string) =>
    (await database().query<{ ordered_at: Date | null }>('SELECT ordered_at FROM carts WHERE id = $1', [cartId]))[0]!.ordered_at;
  const emails = async (orderId: string) =>
    (await database().query<{ kind: string }>('SELECT kind FROM outbox_emails WHERE order_id = $1 ORDER BY id', [orderId])).map(
      (r) => r.kind,
    );

  /** A cart of two tires installed at `shop`, with billing and a held appointment on its first later open day. */
  async function installerOrderCart(startTime = '10:00') {
    const cartId = await a.installerCart(shop, { cart: { productId: tire, quantity: { front: 2 } } });
    await giveBilling(database(), cartId);
    const day = laterOpenDays(await a.schedule(shop))[0]!;
    const booked = await a.appointment.create(cartId, { date: day.date, startTime });
    expect(booked.status).toBe(201);
    return { cartId, day };
  }

  describe('a failure after the payment was authorised', () => {
    it('keeps the order when the capture after the commit fails; the worker’s round captures it', async () => {
      const { cartId } = await installerOrderCart('09:00');
      const failingCapture: PaymentProvider = {
        ...a.gateway.provider,
        capture: async () => {
          throw new PaymentError('gateway_unavailable', 'the gateway went away');
        },
      };
      const nonce = await tokenizeCard(a, token, SANDBOX_TEST_CARDS.visa);
      const body = { cartId, paymentType: 'credit' as const, paymentMethodNonce: nonce };
      const logged: string[] = [];
      const original = console.error;
      console.error = (...args: unknown[]) => void logged.push(args.map(String).join(' '));
      let placed: Awaited<ReturnType<typeof placeOrder>>;
      try {
        placed = await placeOrder(database(), failingCapture, {
          client: STOREFRONT,
          idempotencyKey: randomUUID(),
          body,
          apiOrigin: SHOP_ORIGIN,
          now: clock.now(),
        });
      } finally {
        console.error = original;
      }
      // The authorisation guarantees the payment: the order stands, confirmed, its payment authorised.
      expect(placed.status).toBe(201);
      const { order } = placed.body as { order: Order };
      expect(order).toMatchObject({ status: 'confirmed', payment: { status: 'authorized' } });
      expect(logged.some((line) => line.includes(`capturing charge`) && line.includes(order.orderId))).toBe(true);
      expect((await chargesOf(database(), cartId)).map((c) => c.status)).toEqual(['authorized']);
      expect(await orderedAt(cartId)).not.toBeNull();
      expect((await storedAppointment(database(), cartId))!.status).toBe('confirmed');
      expect(await emails(order.orderId)).toEqual(['order-confirmation']);

      const mailDir = await mkdtemp(join(tmpdir(), 'tireshop-orders-capture-'));
      try {
        const worker = { database: database(), config: testConfig({ mailDir }), payments: a.gateway.provider };
        expect((await runOnce(worker)).settled).toBeGreaterThanOrEqual(1);
        expect((await a.call('GET', `/v1/orders/${order.orderId}`)).body.order).toMatchObject({
          status: 'confirmed',
          payment: { status: 'captured' },
        });
        expect((await chargesOf(database(), cartId)).map((c) => c.status)).toEqual(['captured']);
        // Nothing left to capture: the next round does not count it again.
        expect(await captureAuthorizedPayments(database(), a.gateway.provider, clock.now())).toBe(0);
      } finally {
        await rm(mailDir, { recursive: true, force: true });
      }
    });

    it('voids the authorisation when the order’s transaction fails at its last write: no order, nothing taken, nothing refunded', async () => {
      const { cartId } = await installerOrderCart('11:00');
      const [stock, booking] = [await stockRows(), await bookingTables(database())];
      // The last write of the order's transaction (the confirmation e-mail) fails, injected in the database.
      await database().query(
        `CREATE FUNCTION fail_outbox() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'injected failure'; END $$`,
      );
      await database().query('CREATE TRIGGER fail_outbox BEFORE INSERT ON outbox_emails FOR EACH ROW EXECUTE FUNCTION fail_outbox()');
      const original = console.error;
      console.error = () => {};
      let failed: Awaited<ReturnType<typeof placeOrderWithCard>>;
      try {
        failed = await placeOrderWithCard(a, token, cartId);
      } finally {
        console.error = original;
        await database().query('DROP TRIGGER fail_outbox ON outbox_emails');
        await database().query('DROP FUNCTION fail_outbox()');
      }
      expect(failed.status).toBe(500);
      // Nothing was captured before the commit: the authorisation is voided, not refunded.
      expect((await chargesOf(database(), cartId)).map((c) => c.status)).toEqual(['voided']);
      expect(await ordersOf(database(), cartId)).toEqual([]);
      expect(await orderedAt(cartId)).toBeNull();
      expect(await stockRows()).toBe(stock);
      expect(await bookingTables(database())).toBe(booking);

      const retried = await placeOrderWithCard(a, token, cartId);
      expect(retried.status).toBe(201);
      expect((await chargesOf(database(), cartId)).map((c) => c.status)).toEqual(['voided', 'captured']);
    });
  });

  describe('an installation order', () => {
    it('confirms the appointment; the cart and the booking can no longer change', async () => {
      const { cartId, day } = await installerOrderCart('13:00');
      const placed = await placeOrderWithCard(a, token, cartId);
      expect(placed.status).toBe(201);
      const order = placed.body.order;
      expect(order).toMatchObject({ shippingOption: 'INSTALLER', status: 'confirmed' });
      expect(order.appointment).toMatchObject({ isMobileInstall: false });
      expect(order.appointment.label).toContain('1:00');
      expect(order.installationCostInCents).toBeGreaterThan(0);
      expect((await storedAppointment(database(), cartId))!.status).toBe('confirmed');
      expect(await booked(database(), shop, day.date, '13:00')).toBe(1);

      expect(await a.callAs('PUT', `/v1/carts/${cartId}`, { itemId: tire, itemQuantity: 4 })).toMatchObject({
        status: 409,
        body: { error: { message: PAYMENT_MESSAGES.alreadyOrdered } },
      });
      expect(await a.appointment.remove(cartId)).toMatchObject({ status: 409 });
      expect(await a.appointment.update(cartId, { date: day.date, startTime: '14:00' })).toMatchObject({ status: 409 });
    });

    it('refuses to place it without a time slot, charging nothing', async () => {
      const cartId = await a.installerCart(shop, { cart: { productId: tire, quantity: { front: 2 } } });
      await giveBilling(database(), cartId);
      expect(await placeOrderWithCard(a, token, cartId)).toMatchObject({
        status: 400,
        body: { error: { message: APPOINTMENT_MESSAGES.selectSlot } },
      });
      expect(await chargesOf(database(), cartId)).toEqual([]);
    });
  });

  describe('a payment that is processing (code 539)', () => {
    /** The gateway as the worker will find it `seconds` from now. */
    const later = (seconds: number) =>
      createSandboxGateway({ database: database(), config: testConfig(), now: () => new Date(clock.now().getTime() + seconds * 1000) })
        .provider;

    it('places an unconfirmed order, confirmed and mailed once when the payment settles', async () => {
      const cartId = await readyCart(a, database(), token, tire, 2);
      const placed = await placeOrderWithCard(a, token, cartId, SANDBOX_TEST_CARDS.processing);
      expect(placed.status).toBe(201);
      const { orderId } = placed.body.order;
      expect(placed.body.order).toMatchObject({
        status: 'unconfirmed',
        confirmedAt: null,
        payment: { status: 'processing', label: 'Visa ending in 0002' },
      });
      expect(await emails(orderId)).toEqual([]);

      // Before its settle time nothing changes; after it, once.
      expect(await settleProcessingOrders(database(), a.gateway.provider, clock.now())).toBe(0);
      const settledAt = clock.now();
      expect(await settleProcessingOrders(database(), later(3600), settledAt, SHOP_ORIGIN)).toBeGreaterThanOrEqual(1);
      expect(await settleProcessingOrders(database(), later(3600), clock.now(), SHOP_ORIGIN)).toBe(0);
      const read = await a.call('GET', `/v1/orders/${orderId}`);
      expect(read.body.order).toMatchObject({ status: 'confirmed', confirmedAt: settledAt.toISOString(), payment: { status: 'captured' } });
      expect(await emails(orderId)).toEqual(['order-confirmation']);
      expect((await chargesOf(database(), cartId)).map((c) => c.status)).toEqual(['captured']);
    });

    it('cancels the order when the payment is declined after all: stock back, no confirmation', async () => {
      const stockBefore = await stockOf();
      const cartId = await readyCart(a, database(), token, tire, 3);
      const { orderId } = (await placeOrderWithCard(a, token, cartId, SANDBOX_TEST_CARDS.processing)).body.order;
      expect(await stockOf()).toBe(stockBefore - 3);
      await database().query(`UPDATE gateway_charges SET status = 'declined' WHERE reference = $1`, [cartId]);
      expect(await settleProcessingOrders(database(), later(3600), clock.now(), SHOP_ORIGIN)).toBeGreaterThanOrEqual(1);
      const read = await a.call('GET', `/v1/orders/${orderId}`);
      expect(read.body.order).toMatchObject({ status: 'cancelled', trackingStatus: 'cancelled', payment: { status: 'voided' } });
      expect(await stockOf()).toBe(stockBefore);
      expect(await emails(orderId)).toEqual(['order-cancelled']);
    });
  });

  describe('cancelling an order', () => {
    it('puts the stock back, frees the installation time, refunds and mails; a second cancel is refused', async () => {
      const stockBefore = await stockRows();
      const { cartId, day } = await installerOrderCart('15:00');
      const { orderId } = (await placeOrderWithCard(a, token, cartId)).body.order;
      expect(await booked(database(), shop, day.date, '15:00')).toBe(1);

      const now = clock.now();
      const { chargeId } = await database().db.transaction((tx) => cancelOrderInTx(tx, orderId, now, SHOP_ORIGIN));
      await a.gateway.provider.void(chargeId);

      expect(await stockRows()).toBe(stockBefore);
      expect(await booked(database(), shop, day.date, '15:00')).toBe(0);
      expect((await storedAppointment(database(), cartId))!.status).toBe('expired');
      const read = await a.call('GET', `/v1/orders/${orderId}`);
      expect(read.body.order).toMatchObject({ status: 'cancelled', trackingStatus: 'cancelled', payment: { status: 'refunded' } });
      expect((await chargesOf(database(), cartId)).map((c) => c.status)).toEqual(['refunded']);
      expect(await emails(orderId)).toEqual(['order-confirmation', 'order-cancelled']);
      const events = await database().query<{ status: string }>('SELECT status FROM order_events WHERE order_id = $1 ORDER BY id', [
        orderId,
      ]);
      expect(events.map((e) => e.status)).toEqual(['processed', 'cancelled']);

      await expect(database().db.transaction((tx) => cancelOrderInTx(tx, orderId, clock.now()))).rejects.toEqual(
        new ApiError('Conflict', 'This order is already cancelled.'),
      );
    });

    it('refuses a delivered order', async () => {
      const cartId = await readyCart(a, database(), token, tire, 1);
      const { orderId } = (await placeOrderWithCard(a, token, cartId)).body.order;
      await database().query(`UPDATE orders SET tracking_status = 'delivered' WHERE id = $1`, [orderId]);
      await expect(database().db.transaction((tx) => cancelOrderInTx(tx, orderId, clock.now()))).rejects.toEqual(
        new ApiError('Conflict', 'This order has been delivered and can no longer be cancelled.'),
      );
    });
  });
});
