/**
 * POST /v1/orders as the route hands it to the service and the gateway: the shop's configured
 * address (config.shopUrl) reaches the order, not the request's origin; and a session's charge is
 * claimed for its own payment type only — offered with another type it is refused and stays unused.
 */
import { PAYMENT_MESSAGES, type Order } from '@tireshop/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeOnDatabases } from './databases';
import { jsonCall, SHOP_ORIGIN, testApi } from './support/api';
import { NO_DEALS, seedTire } from './support/carts';
import { chargesOf, placeOrderWithCard, postOrder, readyCart } from './support/orders';

type Api = Awaited<ReturnType<typeof testApi>>;

/** The shop's public address, unlike the test requests' origin (SHOP_ORIGIN). */
const SHOP_URL = 'https://shop.example';

describeOnDatabases('orders through the route', ({ database }) => {
  let api: Api;
  let token: string;
  let tire: number;

  beforeAll(async () => {
    api = await testApi(database(), { shopUrl: SHOP_URL });
    token = await api.storefrontToken();
    tire = (await seedTire(database(), `${NO_DEALS} AND s.stock >= 40`)).id;
  });

  describe('the shop’s address', () => {
    it('is config.shopUrl in the confirmation e-mail and the kept image URLs, not the request’s origin', async () => {
      const cartId = await readyCart(api, database(), token, tire, 1);
      const placed = await placeOrderWithCard(api, token, cartId);
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      const { order } = placed.body as { order: Order };
      expect(order.items[0]!.image.src.startsWith(`${SHOP_URL}/api/images/`)).toBe(true);
      const [mail] = await database().query<{ text: string; html: string }>('SELECT text, html FROM outbox_emails WHERE order_id = $1', [
        order.orderId,
      ]);
      expect(mail!.text).toContain(`${SHOP_URL}/checkout/confirm-order/${order.orderId}`);
      expect(`${mail!.text}${mail!.html}`).not.toContain(SHOP_ORIGIN);
    });
  });

  describe('a session’s charge', () => {
    it('pays only an order of its own payment type; offered for another it is refused and left unused', async () => {
      const cartId = await readyCart(api, database(), token, tire, 1);
      const returnUrl = `${SHOP_ORIGIN}/checkout/payments/klarna`;
      const session = await jsonCall(api.request, 'POST', `/v1/checkout/cart-klarna?cartId=${cartId}`, { token, body: { returnUrl } });
      expect(session.status, JSON.stringify(session.body)).toBe(200);
      const approved = await api.gatewayRequest(`/checkout/${session.body.payload.sessionId}/approve`, {
        method: 'POST',
        headers: { Origin: SHOP_ORIGIN },
      });
      const chargeId = new URL(approved.headers.get('location')!, returnUrl).searchParams.get('charge_id')!;
      expect(chargeId).toBeTruthy();

      for (const paymentType of ['paypal', 'affirm']) {
        const wrongType = await postOrder(api, token, { cartId, paymentType, chargeId });
        expect(wrongType.status, `${paymentType}: ${JSON.stringify(wrongType.body)}`).toBe(400);
        expect(wrongType.body.error.message).toBe(PAYMENT_MESSAGES.tokenUsed);
      }
      const [charge] = await database().query<{ status: string; consumed_at: string | null }>(
        'SELECT status, consumed_at FROM gateway_charges WHERE id = $1',
        [chargeId],
      );
      expect(charge).toEqual({ status: 'authorized', consumed_at: null });

      const klarna = await postOrder(api, token, { cartId, paymentType: 'klarna', chargeId });
      expect(klarna.status, JSON.stringify(klarna.body)).toBe(201);
      expect((await chargesOf(database(), cartId)).map((c) => c.status)).toEqual(['captured']);
    });
  });
});
