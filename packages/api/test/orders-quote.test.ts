/**
 * GET /v1/checkout/order-quote: the payment type discount of spec §9 (affirm 10, katapult 10,
 * klarna 10, synchrony 0; every other type 0) on the tires after deals and codes only, and the
 * problems that stop an order (rules §5 "Payment checkout aborts … when cart summary, products or
 * shipping are missing"; "Please select a time slot.").
 */
import { APPOINTMENT_MESSAGES, PAYMENT_MESSAGES, PAYMENT_TYPES, SHIPPING_CHOICE_MESSAGES } from '@tireshop/core';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeOnDatabases } from './databases';
import { appointmentApi, laterOpenDays, plainShops, setShop, type AppointmentApi } from './support/appointments';
import { CART_GONE } from '../src/services/cart';
import { NO_DEALS, seedTire, setStock } from './support/carts';
import { HOME_DELIVERY } from './support/checkout';
import { getQuote, giveBilling, placeOrderWithCard, readyCart } from './support/orders';

/** spec §9 Money and coverage, written out independently of the seed. */
const EXPECTED_PERCENT: Record<string, number> = { affirm: 10, katapult: 10, klarna: 10, synchrony: 0 };

describeOnDatabases('order quote', ({ database }) => {
  let a: AppointmentApi;
  let token: string;
  let tire: number;

  beforeAll(async () => {
    a = await appointmentApi(database());
    token = await a.storefrontToken();
    tire = (await seedTire(database(), `${NO_DEALS} AND s.stock >= 40 AND s."isInstallable"`)).id;
  });

  describe('payment type discount', () => {
    it('takes each type’s percentage of the tires after deals and codes, and nothing of the rest', async () => {
      const cartId = await readyCart(a, database(), token, tire, 4);
      // A promo code, so "after codes" is tested too (TAKE10: 10 % off, at least 2 tires).
      expect((await a.call('PUT', `/v1/carts/${cartId}`, { body: { promoCode: 'TAKE10' } })).status).toBe(200);
      for (const type of PAYMENT_TYPES) {
        const { status, body } = await getQuote(a, token, cartId, type);
        expect(status).toBe(200);
        const q = body.orderQuote;
        const cart = q.siteCart;
        expect(cart.discountInCents).toBeGreaterThan(0);
        const percent = EXPECTED_PERCENT[type] ?? 0;
        const discount = Math.round(((cart.subtotalInCents - cart.discountInCents) * percent) / 100);
        expect(q).toMatchObject({
          cartId,
          paymentType: type,
          paymentTypeDiscountPercent: percent,
          paymentTypeDiscountInCents: discount,
          problems: [],
        });
        expect(q.totalInCents).toBe(cart.totalInCents - discount);
      }
    });

    it('gives no discount, and logs once, when the setting is malformed — instead of failing every quote', async () => {
      const cartId = await readyCart(a, database(), token, tire, 2);
      const [saved] = await database().query<{ value: unknown }>(
        `SELECT value -> 'paymentTypeDiscountInPercentage' AS value FROM site_settings WHERE key = 'globals'`,
      );
      // A value of its own (each bad value is logged once per process, and the suite runs per database).
      const malformed = JSON.stringify({ klarna: `ten ${randomUUID()}` });
      await database().query(
        `UPDATE site_settings SET value = jsonb_set(value, '{paymentTypeDiscountInPercentage}', $1::jsonb) WHERE key = 'globals'`,
        [malformed],
      );
      const logged: string[] = [];
      const original = console.error;
      console.error = (...args: unknown[]) => void logged.push(args.map(String).join(' '));
      try {
        for (let i = 0; i < 3; i++) {
          const { status, body } = await getQuote(a, token, cartId, 'klarna');
          expect(status).toBe(200);
          expect(body.orderQuote).toMatchObject({
            paymentTypeDiscountPercent: 0,
            paymentTypeDiscountInCents: 0,
            totalInCents: body.orderQuote.siteCart.totalInCents,
          });
        }
      } finally {
        console.error = original;
        await database().query(
          `UPDATE site_settings SET value = jsonb_set(value, '{paymentTypeDiscountInPercentage}', $1::jsonb) WHERE key = 'globals'`,
          [JSON.stringify(saved!.value)],
        );
      }
      expect(logged.filter((line) => line.includes('paymentTypeDiscountInPercentage is malformed'))).toHaveLength(1);
      expect((await getQuote(a, token, cartId, 'klarna')).body.orderQuote.paymentTypeDiscountPercent).toBe(10);
    });

    it('defaults to the card (no discount) and refuses an unknown type', async () => {
      const cartId = await readyCart(a, database(), token, tire, 2);
      const res = await a.call('GET', `/v1/checkout/order-quote?cartId=${cartId}`);
      expect(res.body.orderQuote).toMatchObject({ paymentType: 'credit', paymentTypeDiscountInCents: 0 });
      expect(res.body.orderQuote.totalInCents).toBe(res.body.orderQuote.siteCart.totalInCents);
      const bad = await getQuote(a, token, cartId, 'bitcoin');
      expect(bad).toMatchObject({ status: 400, body: { error: { message: 'paymentType is not a payment type.' } } });
    });
  });

  describe('problems', () => {
    const codes = (q: any) => q.problems.map((p: any) => p.code);

    it('names missing shipping and billing in the shopper’s words', async () => {
      const created = await a.call('POST', '/v1/carts', { body: { productId: tire, quantity: { front: 2 } } });
      const cartId = created.body.siteCart.id;
      const bare = (await getQuote(a, token, cartId)).body.orderQuote;
      expect(bare.problems).toEqual([
        { code: 'shipping', message: PAYMENT_MESSAGES.missingShipping },
        { code: 'billing', message: PAYMENT_MESSAGES.missingBilling },
      ]);
      expect((await a.call('PUT', a.shippingPath(cartId), { body: HOME_DELIVERY })).status).toBe(200);
      expect(codes((await getQuote(a, token, cartId)).body.orderQuote)).toEqual(['billing']);
      await giveBilling(database(), cartId);
      expect(codes((await getQuote(a, token, cartId)).body.orderQuote)).toEqual([]);
    });

    it('asks for a time slot when the tires go to an installer without an appointment', async () => {
      const [shop] = await plainShops(database(), 1);
      await setShop(database(), shop!);
      const cartId = await a.installerCart(shop!);
      await giveBilling(database(), cartId);
      const before = (await getQuote(a, token, cartId)).body.orderQuote;
      expect(before.problems).toEqual([{ code: 'appointment', message: APPOINTMENT_MESSAGES.selectSlot }]);
      const day = laterOpenDays(await a.schedule(shop!))[0]!;
      expect((await a.appointment.create(cartId, { date: day.date, startTime: '10:00' })).status).toBe(201);
      expect((await getQuote(a, token, cartId)).body.orderQuote.problems).toEqual([]);
    });

    it('asks where a mobile installer should come until the street is saved, and refuses the order without it', async () => {
      const [mobile] = await database().query<{ id: number; zip: string }>(
        'SELECT id, zip FROM installers WHERE is_mobile_install ORDER BY id LIMIT 1',
      );
      const created = await a.callAs('POST', '/v1/carts', { productId: a.tire, quantity: { front: 4 } });
      const cartId = created.body.siteCart.id as string;
      const zipOnly = { shippingOption: 'INSTALLER', installerId: Number(mobile!.id), isMobileInstall: true, zip: mobile!.zip };
      expect((await a.call('PUT', a.shippingPath(cartId), { body: zipOnly })).status).toBe(200);
      await giveBilling(database(), cartId);
      expect((await a.appointment.create(cartId)).status).toBe(201);
      const refused = { code: 'serviceAddress', message: SHIPPING_CHOICE_MESSAGES.serviceAddress };
      expect((await getQuote(a, token, cartId)).body.orderQuote.problems).toEqual([refused]);
      const placed = await placeOrderWithCard(a, token, cartId);
      expect(placed).toEqual({ status: 400, body: { error: { code: 'BadRequest', message: SHIPPING_CHOICE_MESSAGES.serviceAddress } } });

      const withAddress = { ...zipOnly, addressLine1: '5 Oak Ave', addressLine2: 'Unit 2', city: 'Springfield' };
      const saved = await a.call('PUT', a.shippingPath(cartId), { body: withAddress });
      expect(saved.status).toBe(200);
      expect(saved.body.siteCart.cartShipping.destinationLabel).toContain('at 5 Oak Ave');
      expect((await a.appointment.get(cartId)).status).toBe(200); // the same installer: the time stays held
      expect((await getQuote(a, token, cartId)).body.orderQuote.problems).toEqual([]);
    });

    it('says when the stock no longer covers the cart', async () => {
      const short = (await seedTire(database(), `${NO_DEALS} AND s.stock >= 40`, 3)).id;
      const cartId = await readyCart(a, database(), token, short, 4);
      await setStock(database(), short, 3);
      expect((await getQuote(a, token, cartId)).body.orderQuote.problems).toEqual([
        { code: 'stock', message: PAYMENT_MESSAGES.outOfStock },
      ]);
      await setStock(database(), short, 4);
      expect((await getQuote(a, token, cartId)).body.orderQuote.problems).toEqual([]);
    });

    it("treats another client's cart, and an unknown one, as gone", async () => {
      const cartId = await readyCart(a, database(), token, tire, 2);
      const widget = await a.widgetToken('100001');
      expect(await getQuote(a, widget, cartId)).toMatchObject({ status: 404, body: { error: { message: CART_GONE } } });
      expect(await getQuote(a, token, '00000000-0000-4000-8000-000000000000')).toMatchObject({
        status: 404,
        body: { error: { message: CART_GONE } },
      });
    });
  });
});
