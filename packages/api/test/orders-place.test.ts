/**
 * POST /v1/orders and GET /v1/orders/{orderId}: one order, charged once, for the server's total;
 * stock taken; refusals (declined, used or expired tokens, another cart's charge, a total the
 * shopper did not see) leave the cart as it was and charge nothing that is not given back.
 */
import { PAYMENT_MESSAGES, type Order } from '@tireshop/core';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { CART_GONE } from '../src/services/cart';
import { describeOnDatabases } from './databases';
import { SHOP_ORIGIN, testApi } from './support/api';
import { NO_DEALS, seedTire } from './support/carts';
import {
  SANDBOX_TEST_CARDS,
  chargesOf,
  getQuote,
  ordersOf,
  placeOrderWithCard,
  postOrder,
  readyCart,
  tokenizeCard,
} from './support/orders';
import { sqlNow } from './support/clock';

type Api = Awaited<ReturnType<typeof testApi>>;

describeOnDatabases('order placement', ({ database }) => {
  let api: Api;
  let token: string;
  let tire: number;

  beforeAll(async () => {
    api = await testApi(database());
    token = await api.storefrontToken();
    tire = (await seedTire(database(), `${NO_DEALS} AND s.stock >= 200`)).id;
  });

  const stockOf = async (skuId: number) =>
    Number((await database().query<{ n: number }>('SELECT sum(quantity)::int AS n FROM stock WHERE sku_id = $1', [skuId]))[0]!.n);
  const cartOrderedAt = async (cartId: string) =>
    (await database().query<{ ordered_at: Date | null }>('SELECT ordered_at FROM carts WHERE id = $1', [cartId]))[0]!.ordered_at;
  const emailsOf = async (orderId: string) =>
    database().query<{ kind: string; to: string }>('SELECT kind, "to" FROM outbox_emails WHERE order_id = $1 ORDER BY id', [orderId]);

  describe('a card order', () => {
    it('charges the quote once, takes the stock, confirms the order and queues its e-mail', async () => {
      const cartId = await readyCart(api, database(), token, tire, 3);
      const quote = (await getQuote(api, token, cartId)).body.orderQuote;
      const stockBefore = await stockOf(tire);

      const placed = await placeOrderWithCard(api, token, cartId);
      expect(placed.status).toBe(201);
      const order = placed.body.order;
      expect(order).toMatchObject({
        status: 'confirmed',
        trackingStatus: 'processed',
        email: 'ana@example.com',
        shippingOption: 'HOME',
        destinationLabel: quote.siteCart.cartShipping.destinationLabel,
        appointment: null,
        payment: { paymentType: 'credit', label: 'Visa ending in 1111', brand: 'Visa', last4: '1111', status: 'captured' },
        subtotalInCents: quote.siteCart.subtotalInCents,
        taxInCents: quote.siteCart.estimatedTaxInCents,
        paymentTypeDiscountInCents: 0,
        totalInCents: quote.totalInCents,
      });
      expect(order.orderNumber).toMatch(/^\d{9,}$/);
      expect(order.confirmedAt).not.toBeNull();
      expect(order.items).toEqual([
        expect.objectContaining({
          productId: tire,
          quantity: 3,
          unitPriceInCents: quote.siteCart.siteProducts[0].price.salePriceInCents,
          lineTotalInCents: quote.siteCart.siteProducts[0].lineTotalInCents,
        }),
      ]);
      expect(order.items[0].image.src).toMatch(new RegExp(`^${SHOP_ORIGIN}/api/images/`));

      expect(await chargesOf(database(), cartId)).toEqual([
        expect.objectContaining({ status: 'captured', amount_cents: quote.totalInCents }),
      ]);
      expect(await stockOf(tire)).toBe(stockBefore - 3);
      expect(await cartOrderedAt(cartId)).not.toBeNull();
      expect(await emailsOf(order.orderId)).toEqual([{ kind: 'order-confirmation', to: 'ana@example.com' }]);

      // The order page reads it back; the cart is read-only from now on.
      const read = await api.get(`/v1/orders/${order.orderId}`);
      expect(read).toEqual({ status: 200, body: { order } });
      const changed = await api.request(`/v1/carts/${cartId}`, {
        method: 'PUT',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ itemId: tire, itemQuantity: 1 }),
      });
      expect(changed.status).toBe(409);
      expect(await changed.json()).toMatchObject({ error: { message: PAYMENT_MESSAGES.alreadyOrdered } });
    });

    it("answers another client's order, and an unknown one, as not there", async () => {
      const cartId = await readyCart(api, database(), token, tire, 1);
      const { orderId } = (await placeOrderWithCard(api, token, cartId)).body.order;
      const widget = await api.token({ client_id: 'iw-100001', grant_type: 'client_credentials' }, { Origin: SHOP_ORIGIN });
      const widgetToken = ((await widget.json()) as { access_token: string }).access_token;
      const res = await api.request(`/v1/orders/${orderId}`, { headers: { Authorization: `Bearer ${widgetToken}`, Origin: SHOP_ORIGIN } });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: { code: 'NotFound', message: 'This order does not exist.' } });
      expect(await api.get(`/v1/orders/${randomUUID()}`)).toEqual({
        status: 404,
        body: { error: { code: 'NotFound', message: 'This order does not exist.' } },
      });
    });

    it('refuses a second order of the same cart (409) before charging anything', async () => {
      const cartId = await readyCart(api, database(), token, tire, 1);
      expect((await placeOrderWithCard(api, token, cartId)).status).toBe(201);
      const again = await placeOrderWithCard(api, token, cartId);
      expect(again).toMatchObject({ status: 409, body: { error: { message: PAYMENT_MESSAGES.alreadyOrdered } } });
      expect((await chargesOf(database(), cartId)).map((c) => c.status)).toEqual(['captured']);
      expect(await ordersOf(database(), cartId)).toHaveLength(1);
    });
  });

  describe('the shop’s address', () => {
    it('puts config.shopUrl, not the request’s Host, into the e-mail’s links and the kept image URLs', async () => {
      const shopUrl = 'https://shop.example';
      const shop = await testApi(database(), { shopUrl });
      const shopToken = await shop.storefrontToken();
      const cartId = await readyCart(shop, database(), shopToken, tire, 1);
      const nonce = await tokenizeCard(shop, shopToken, SANDBOX_TEST_CARDS.visa);
      // The order is posted with a forged Host: the request's origin is the attacker's.
      const res = await shop.app.request('https://attacker.example/api/v1/orders', {
        method: 'POST',
        headers: { Authorization: `Bearer ${shopToken}`, 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
        body: JSON.stringify({ cartId, paymentMethodNonce: nonce }),
      });
      expect(res.status).toBe(201);
      const { order } = (await res.json()) as { order: Order };
      expect(order.items[0]!.image.src.startsWith(`${shopUrl}/api/images/`)).toBe(true);
      const [mail] = await database().query<{ text: string; html: string }>('SELECT text, html FROM outbox_emails WHERE order_id = $1', [
        order.orderId,
      ]);
      expect(mail!.text).toContain(`${shopUrl}/checkout/confirm-order/${order.orderId}`);
      expect(`${mail!.text}${mail!.html}`).not.toContain('attacker.example');
    });
  });

  describe('bad input', () => {
    it('needs an Idempotency-Key', async () => {
      const cartId = await readyCart(api, database(), token, tire, 1);
      const nonce = await tokenizeCard(api, token, SANDBOX_TEST_CARDS.visa);
      for (const key of [null, 'short', 'has spaces in it', 'x'.repeat(101)]) {
        const res = await postOrder(api, token, { cartId, paymentMethodNonce: nonce }, key);
        expect(res).toEqual({ status: 400, body: { error: { code: 'BadRequest', message: PAYMENT_MESSAGES.keyMissing } } });
      }
      expect(await chargesOf(database(), cartId)).toEqual([]);
    });

    it('refuses a declined card with the spec’s words (402) and keeps the cart as it was', async () => {
      const cartId = await readyCart(api, database(), token, tire, 2);
      const stockBefore = await stockOf(tire);
      const key = randomUUID();
      const nonce = await tokenizeCard(api, token, SANDBOX_TEST_CARDS.decline);
      const declined = await postOrder(api, token, { cartId, paymentMethodNonce: nonce }, key);
      expect(declined).toEqual({ status: 402, body: { error: { code: 'PaymentRequired', message: PAYMENT_MESSAGES.failed } } });
      expect(await ordersOf(database(), cartId)).toEqual([]);
      expect(await cartOrderedAt(cartId)).toBeNull();
      expect(await stockOf(tire)).toBe(stockBefore);
      // The same key answers the same; another card (another key) goes through.
      expect(await postOrder(api, token, { cartId, paymentMethodNonce: nonce }, key)).toEqual(declined);
      expect((await placeOrderWithCard(api, token, cartId, SANDBOX_TEST_CARDS.mastercard)).status).toBe(201);
    });

    it('refuses a used nonce and an expired one', async () => {
      const first = await readyCart(api, database(), token, tire, 1);
      const second = await readyCart(api, database(), token, tire, 1);
      const nonce = await tokenizeCard(api, token, SANDBOX_TEST_CARDS.visa);
      expect((await postOrder(api, token, { cartId: first, paymentMethodNonce: nonce })).status).toBe(201);
      expect(await postOrder(api, token, { cartId: second, paymentMethodNonce: nonce })).toMatchObject({
        status: 400,
        body: { error: { message: PAYMENT_MESSAGES.tokenUsed } },
      });

      const stale = await tokenizeCard(api, token, SANDBOX_TEST_CARDS.visa);
      await database().query(`UPDATE gateway_nonces SET expires_at = $2::timestamptz - interval '1 minute' WHERE nonce = $1`, [
        stale,
        sqlNow(),
      ]);
      expect(await postOrder(api, token, { cartId: second, paymentMethodNonce: stale })).toMatchObject({
        status: 400,
        body: { error: { message: PAYMENT_MESSAGES.tokenExpired } },
      });
      expect(await ordersOf(database(), second)).toEqual([]);
      expect(await cartOrderedAt(second)).toBeNull();
    });

    it('ignores prices, quantities, discounts and totals added to the body: the charge is the server’s quote', async () => {
      const cartId = await readyCart(api, database(), token, tire, 2);
      const quote = (await getQuote(api, token, cartId)).body.orderQuote;
      const nonce = await tokenizeCard(api, token, SANDBOX_TEST_CARDS.visa);
      const tampered = {
        cartId,
        paymentMethodNonce: nonce,
        totalInCents: 1,
        amountInCents: 1,
        subtotalInCents: 1,
        discountInCents: quote.totalInCents,
        paymentTypeDiscountInCents: quote.totalInCents,
        items: [{ productId: tire, quantity: 20, unitPriceInCents: 1 }],
        siteProducts: [{ itemId: tire, quantity: 1, price: { salePriceInCents: 1 } }],
      };
      const placed = await postOrder(api, token, tampered);
      expect(placed.status).toBe(201);
      expect(placed.body.order).toMatchObject({
        totalInCents: quote.totalInCents,
        subtotalInCents: quote.siteCart.subtotalInCents,
        discountInCents: 0,
      });
      expect(placed.body.order.items[0].quantity).toBe(2);
      expect((await chargesOf(database(), cartId)).map((c) => c.amount_cents)).toEqual([quote.totalInCents]);
    });

    it('refuses a total the shopper did not see (409) and charges nothing', async () => {
      const cartId = await readyCart(api, database(), token, tire, 2);
      const quote = (await getQuote(api, token, cartId)).body.orderQuote;
      const nonce = await tokenizeCard(api, token, SANDBOX_TEST_CARDS.visa);
      const wrong = await postOrder(api, token, { cartId, paymentMethodNonce: nonce, expectedTotalInCents: quote.totalInCents - 1 });
      expect(wrong).toEqual({ status: 409, body: { error: { code: 'Conflict', message: PAYMENT_MESSAGES.priceChanged } } });
      expect(await chargesOf(database(), cartId)).toEqual([]);
      // The nonce was never used: the shopper confirms the new total and pays with it.
      const right = await postOrder(api, token, { cartId, paymentMethodNonce: nonce, expectedTotalInCents: quote.totalInCents });
      expect(right.status).toBe(201);
    });

    it('refuses a cart that cannot be ordered, logging why (rules §5), without charging', async () => {
      const created = await api.request('/v1/carts', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ productId: tire, quantity: { front: 1 } }),
      });
      const cartId = ((await created.json()) as any).siteCart.id as string;
      const logged: string[] = [];
      const original = console.error;
      console.error = (...args: unknown[]) => void logged.push(args.join(' '));
      try {
        const nonce = await tokenizeCard(api, token, SANDBOX_TEST_CARDS.visa);
        expect(await postOrder(api, token, { cartId, paymentMethodNonce: nonce })).toMatchObject({
          status: 400,
          body: { error: { message: PAYMENT_MESSAGES.missingShipping } },
        });
        expect(await postOrder(api, token, { cartId: randomUUID(), paymentMethodNonce: nonce })).toMatchObject({
          status: 404,
          body: { error: { message: CART_GONE } },
        });
      } finally {
        console.error = original;
      }
      expect(logged).toContain(`[checkout] payment checkout aborted: missingShipping cart ${cartId}`);
      expect(logged.some((line) => /^\[checkout\] payment checkout aborted: missingCart cart /.test(line))).toBe(true);
      expect(await chargesOf(database(), cartId)).toEqual([]);
    });
  });

  describe('wallets and financing', () => {
    /** A session approved at the gateway's page for `cartId`: the charge_id the shopper comes back with. */
    async function approvedCharge(cartId: string, paymentType: string, amountInCents: number): Promise<string> {
      const session = await api.gateway.provider.createSession({
        paymentType: paymentType as 'klarna',
        amountInCents,
        reference: cartId,
        returnUrl: `${SHOP_ORIGIN}/checkout/payments/${paymentType}`,
      });
      const approved = await api.gatewayRequest(`/checkout/${session.sessionId}/approve`, {
        method: 'POST',
        headers: { Origin: SHOP_ORIGIN },
      });
      expect(approved.status).toBe(303);
      const chargeId = new URL(approved.headers.get('location')!).searchParams.get('charge_id');
      expect(chargeId).toBeTruthy();
      return chargeId!;
    }

    it('places a Klarna order at the discounted total, and refuses its charge for another cart', async () => {
      const cartId = await readyCart(api, database(), token, tire, 4);
      const other = await readyCart(api, database(), token, tire, 4);
      const quote = (await getQuote(api, token, cartId, 'klarna')).body.orderQuote;
      expect(quote.paymentTypeDiscountInCents).toBeGreaterThan(0);
      const chargeId = await approvedCharge(cartId, 'klarna', quote.totalInCents);

      const stolen = await postOrder(api, token, { cartId: other, paymentType: 'klarna', chargeId });
      expect(stolen).toMatchObject({ status: 400, body: { error: { message: PAYMENT_MESSAGES.tokenUsed } } });
      expect(await ordersOf(database(), other)).toEqual([]);

      const placed = await postOrder(api, token, { cartId, paymentType: 'klarna', chargeId });
      expect(placed.status).toBe(201);
      expect(placed.body.order).toMatchObject({
        status: 'confirmed',
        paymentTypeDiscountInCents: quote.paymentTypeDiscountInCents,
        totalInCents: quote.totalInCents,
        payment: { paymentType: 'klarna', label: 'Klarna', brand: null, last4: null, status: 'captured' },
      });
    });

    it('refuses a charge approved for another total or type', async () => {
      const cartId = await readyCart(api, database(), token, tire, 2);
      const quote = (await getQuote(api, token, cartId, 'paypal')).body.orderQuote;
      const cheaper = await approvedCharge(cartId, 'paypal', quote.totalInCents - 100);
      expect(await postOrder(api, token, { cartId, paymentType: 'paypal', chargeId: cheaper })).toMatchObject({
        status: 409,
        body: { error: { message: PAYMENT_MESSAGES.priceChanged } },
      });
      // The cart changed after the approval: that authorisation can never pay it, so no hold stays.
      expect((await chargesOf(database(), cartId)).find((c) => c.id === cheaper)).toMatchObject({ status: 'voided' });
      const venmo = await approvedCharge(cartId, 'venmo', quote.totalInCents);
      expect(await postOrder(api, token, { cartId, paymentType: 'paypal', chargeId: venmo })).toMatchObject({
        status: 400,
        body: { error: { message: PAYMENT_MESSAGES.tokenUsed } },
      });
      expect(await ordersOf(database(), cartId)).toEqual([]);
      const paypal = await approvedCharge(cartId, 'paypal', quote.totalInCents);
      expect((await postOrder(api, token, { cartId, paymentType: 'paypal', chargeId: paypal })).status).toBe(201);
    });
  });
});
