/**
 * Wallet and financing sessions (spec §7 POST checkout/cart-{bnpl-provider}; §3 Klarna session;
 * storefront §4 "a Klarna session is requested once when a cart id exists"; rules §5 "Payment
 * checkout aborts with a logged error when cart summary, products or shipping are missing"; §9
 * payment type discounts): the amount is the server's quote for the type, a cart's session is
 * answered again until the cart changes, the return address stays on the shop or the widget's site,
 * and a refusal opens no session at the gateway.
 */
import { PAYMENT_MESSAGES, SESSION_PAYMENT_TYPES, type SessionPaymentType } from '@tireshop/core';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApi } from '../src/app';
import { DEMO_PARTNER_WIDGET_ID } from '../src/auth/clients';
import { PaymentError, type PaymentProvider } from '../src/payments/provider';
import { RETURN_URL_REFUSED } from '../src/services/payment-sessions';
import { describeOnDatabases } from './databases';
import { jsonCall, SHOP_ORIGIN, testApi } from './support/api';
import { appointmentApi, CART_GONE, type AppointmentApi } from './support/appointments';
import { NO_DEALS, seedTire, type SeedTire } from './support/carts';
import { HOME_DELIVERY } from './support/checkout';
import { getQuote, giveBilling } from './support/orders';
import { clock } from './support/clock';

const RETURN_URL = `${SHOP_ORIGIN}/checkout/payments/klarna?cartId=1`;
/** spec §9 "Default card payment discount percentages: affirm 10, katapult 10, klarna 10, synchrony 0". */
const DISCOUNT_PERCENT: Partial<Record<SessionPaymentType, number>> = { affirm: 10, katapult: 10, klarna: 10, synchrony: 0 };
const PARTNER_SITE = 'https://tires.partner.example';

describeOnDatabases('payment sessions (POST /checkout/cart-{type})', ({ database }) => {
  let a: AppointmentApi;
  let tire: SeedTire;
  let token: string;

  beforeAll(async () => {
    a = await appointmentApi(database());
    token = await a.storefrontToken();
    tire = await seedTire(database(), `${NO_DEALS} AND stock >= 40 AND price BETWEEN 8000 AND 30000`);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const sessionPath = (type: SessionPaymentType, cartId: string) => `/v1/checkout/cart-${type}?cartId=${cartId}`;
  const startSession = (type: SessionPaymentType, cartId: string, returnUrl: unknown = RETURN_URL, as?: string) =>
    a.callAs('POST', sessionPath(type, cartId), { returnUrl }, as);
  const gatewaySessions = (cartId: string) =>
    database().query<{ id: string; payment_type: string; amount_cents: number; return_url: string }>(
      'SELECT id, payment_type, amount_cents, return_url FROM gateway_sessions WHERE reference = $1 ORDER BY created_at, id',
      [cartId],
    );

  /** A cart of `quantity` tires shipped home, with billing unless told otherwise; `as` makes it another client's. */
  async function shippedCart(options: { quantity?: number; billing?: boolean; shipping?: boolean; as?: string } = {}): Promise<string> {
    const created = await a.callAs('POST', '/v1/carts', { productId: tire.id, quantity: { front: options.quantity ?? 4 } }, options.as);
    if (created.status !== 201) throw new Error(`POST /v1/carts: ${created.status} ${JSON.stringify(created.body)}`);
    const cartId = created.body.siteCart.id as string;
    if (options.shipping !== false) {
      const shipped = await a.callAs('PUT', a.shippingPath(cartId), HOME_DELIVERY, options.as);
      if (shipped.status !== 200) throw new Error(`PUT cart-shipping: ${shipped.status} ${JSON.stringify(shipped.body)}`);
    }
    if (options.billing !== false) await giveBilling(database(), cartId);
    return cartId;
  }

  describe('the session', () => {
    it("asks Klarna for the quote's total: the cart's total less 10 % of the tires", async () => {
      const cartId = await shippedCart();
      const cart = (await a.call('GET', `/v1/carts/${cartId}`)).body.siteCart;
      const quote = (await getQuote(a, token, cartId, 'klarna')).body.orderQuote;
      const expected = cart.totalInCents - Math.round((cart.subtotalInCents - cart.discountInCents) * 0.1);
      expect(quote.totalInCents).toBe(expected);

      const answer = await startSession('klarna', cartId);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const { session, payload } = answer.body;
      expect(payload).toMatchObject({ paymentType: 'klarna', amountInCents: expected });
      expect(payload.redirectUrl).toBe(`${SHOP_ORIGIN}/gateway/checkout/${payload.sessionId}`);
      expect(Date.parse(payload.expiresAt)).toBeGreaterThan(clock.now().getTime());
      expect(session.client_token).toMatch(/\S{16,}/);
      expect(session.payment_method_categories.length).toBeGreaterThan(0);
      expect(await gatewaySessions(cartId)).toEqual([
        { id: payload.sessionId, payment_type: 'klarna', amount_cents: expected, return_url: RETURN_URL },
      ]);
    });

    it.each(SESSION_PAYMENT_TYPES)('%s: the amount is the quote for that type (spec §9 discount applied by the server)', async (type) => {
      const cartId = await shippedCart();
      const cart = (await a.call('GET', `/v1/carts/${cartId}`)).body.siteCart;
      const quote = (await getQuote(a, token, cartId, type)).body.orderQuote;
      const percent = DISCOUNT_PERCENT[type] ?? 0;
      expect(quote.totalInCents).toBe(cart.totalInCents - Math.round(((cart.subtotalInCents - cart.discountInCents) * percent) / 100));
      const answer = await startSession(type, cartId);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.payload).toMatchObject({ paymentType: type, amountInCents: quote.totalInCents });
    });

    it('answers the same session again for the same cart, and a new one for the new amount once the cart changed', async () => {
      const cartId = await shippedCart();
      const first = await startSession('klarna', cartId);
      const again = await startSession('klarna', cartId);
      expect(again.status).toBe(200);
      expect(again.body).toEqual(first.body);
      expect(await gatewaySessions(cartId)).toHaveLength(1);

      // Two tires fewer: a new total, a new session.
      expect((await a.call('PUT', `/v1/carts/${cartId}`, { body: { itemId: tire.id, itemQuantity: 2 } })).status).toBe(200);
      const quote = (await getQuote(a, token, cartId, 'klarna')).body.orderQuote;
      expect(quote.totalInCents).toBeLessThan(first.body.payload.amountInCents);
      const changed = await startSession('klarna', cartId);
      expect(changed.status).toBe(200);
      expect(changed.body.payload.sessionId).not.toBe(first.body.payload.sessionId);
      expect(changed.body.payload.amountInCents).toBe(quote.totalInCents);
      // And answered again in turn; another type is a session of its own.
      expect((await startSession('klarna', cartId)).body.payload.sessionId).toBe(changed.body.payload.sessionId);
      const paypal = await startSession('paypal', cartId);
      expect(paypal.body.payload.sessionId).not.toBe(changed.body.payload.sessionId);
      expect((await gatewaySessions(cartId)).map((s) => s.amount_cents)).toEqual([
        first.body.payload.amountInCents,
        quote.totalInCents,
        paypal.body.payload.amountInCents,
      ]);
    });

    it('does not need the billing address yet', async () => {
      const cartId = await shippedCart({ billing: false });
      const quote = (await getQuote(a, token, cartId, 'affirm')).body.orderQuote;
      expect(quote.problems.map((p: { code: string }) => p.code)).toEqual(['billing']);
      const answer = await startSession('affirm', cartId);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.payload.amountInCents).toBe(quote.totalInCents);
    });
  });

  describe('refusals open no session', () => {
    async function refused(answer: { status: number; body: any }, status: number, message: string, cartId: string) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(status);
      expect(answer.body.error.message).toBe(message);
      expect(await gatewaySessions(cartId)).toEqual([]);
    }

    it('refuses a cart without shipping, and one without tires, with a logged error (rules §5)', async () => {
      const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
      const unshipped = await shippedCart({ shipping: false });
      await refused(await startSession('klarna', unshipped), 400, PAYMENT_MESSAGES.missingShipping, unshipped);
      expect(logged).toHaveBeenCalledWith(`[checkout] payment checkout aborted: missingShipping cart ${unshipped}`);

      const emptied = await shippedCart();
      await database().query('DELETE FROM cart_items WHERE cart_id = $1', [emptied]);
      await refused(await startSession('paypal', emptied), 400, PAYMENT_MESSAGES.missingProducts, emptied);
      expect(logged).toHaveBeenCalledWith(`[checkout] payment checkout aborted: missingProducts cart ${emptied}`);
    });

    it('refuses a return address off the shop and the widget site', async () => {
      const cartId = await shippedCart();
      for (const returnUrl of [
        'https://evil.example/checkout',
        'http://shop.test.evil.example/',
        'http://evil.example/?next=http://shop.test/',
        'http://shop.test:8443/checkout',
        'https://shop.test/checkout',
      ]) {
        await refused(await startSession('klarna', cartId, returnUrl), 400, RETURN_URL_REFUSED, cartId);
      }
      for (const returnUrl of ['javascript:alert(1)', '/checkout/payments', 'shop.test/checkout', '', 42]) {
        const answer = await startSession('klarna', cartId, returnUrl);
        expect(answer.status, String(returnUrl)).toBe(400);
        expect(answer.body.error.message).toBe('returnUrl must be an http(s) URL.');
      }
      expect(await gatewaySessions(cartId)).toEqual([]);
    });

    it("treats another client's cart, and an unknown one, as gone", async () => {
      const widget = await a.widgetToken('100001');
      const widgetCart = await shippedCart({ as: widget });
      const storefrontCart = await shippedCart();
      await refused(await startSession('klarna', widgetCart), 404, CART_GONE, widgetCart);
      await refused(await startSession('klarna', storefrontCart, RETURN_URL, widget), 404, CART_GONE, storefrontCart);
      await refused(await startSession('klarna', widgetCart, RETURN_URL, await a.widgetToken('100002')), 404, CART_GONE, widgetCart);
      const unknown = '00000000-0000-4000-8000-000000000000';
      await refused(await startSession('klarna', unknown), 404, CART_GONE, unknown);
    });

    it("answers 503 in the gateway's words when the gateway cannot be reached", async () => {
      const cartId = await shippedCart();
      const unreachable: PaymentProvider = {
        ...a.gateway.provider,
        createSession: async () => {
          throw new PaymentError('gateway_unavailable', 'connect ECONNREFUSED');
        },
      };
      const app = createApi({ database: database(), config: a.config, validateResponses: true, payments: unreachable });
      const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
      const answer = await jsonCall((path, init) => app.request(`${SHOP_ORIGIN}${path}`, init), 'POST', sessionPath('klarna', cartId), {
        token,
        body: { returnUrl: RETURN_URL },
      });
      expect(answer.status).toBe(503);
      expect(answer.body.error.message).toBe(PAYMENT_MESSAGES.gatewayUnreachable);
      expect(logged).toHaveBeenCalledWith(`[api] POST /v1/checkout/cart-klarna: ${PAYMENT_MESSAGES.gatewayUnreachable}`);
      expect(await gatewaySessions(cartId)).toEqual([]);
    });

    it('refuses an ordered cart', async () => {
      const cartId = await shippedCart();
      await database().query('UPDATE carts SET ordered_at = now() WHERE id = $1', [cartId]);
      await refused(await startSession('klarna', cartId), 409, PAYMENT_MESSAGES.alreadyOrdered, cartId);
    });
  });

  describe("the widget's site", () => {
    it("takes a return address on the installer's own website, not on another installer's", async () => {
      const sites = await database().query<{ id: string; origin: string }>(
        `SELECT id, allowed_origins->>0 AS origin FROM api_clients
          WHERE widget_type = 'installer-widget' AND jsonb_array_length(allowed_origins) > 0 ORDER BY id LIMIT 2`,
      );
      expect(sites).toHaveLength(2);
      const [own, other] = sites as [{ id: string; origin: string }, { id: string; origin: string }];
      const widget = await a.widgetToken(own.id.replace(/^iw-/, ''));
      const cartId = await shippedCart({ as: widget });
      const onOther = await startSession('klarna', cartId, `${other.origin}/book`, widget);
      expect(onOther.status).toBe(400);
      expect(onOther.body.error.message).toBe(RETURN_URL_REFUSED);
      const onOwn = await startSession('klarna', cartId, `${own.origin}/book?step=pay`, widget);
      expect(onOwn.status, JSON.stringify(onOwn.body)).toBe(200);
      // The shop's own pages are always a good way back.
      expect((await startSession('paypal', cartId, RETURN_URL, widget)).status).toBe(200);
    });

    it('takes a return address on the page a widget token was issued to', async () => {
      // A partner widget on a site the shop's configuration allows (WIDGET_EXTRA_ORIGINS).
      const api = await testApi(database(), { extraWidgetOrigins: [PARTNER_SITE] });
      const issued = await api.token({ client_id: DEMO_PARTNER_WIDGET_ID, grant_type: 'client_credentials' }, { Origin: PARTNER_SITE });
      expect(issued.status).toBe(200);
      const partner = ((await issued.json()) as { access_token: string }).access_token;
      const call = (method: string, path: string, body: unknown) =>
        jsonCall(api.request, method, path, { token: partner, body, headers: { Origin: PARTNER_SITE } });
      const created = await call('POST', '/v1/carts', { productId: tire.id, quantity: { front: 4 } });
      const cartId = created.body.siteCart.id as string;
      expect((await call('PUT', `/v1/checkout/cart-shipping?cartId=${cartId}`, HOME_DELIVERY)).status).toBe(200);

      const elsewhere = await call('POST', sessionPath('klarna', cartId), { returnUrl: 'https://tires.partner.example.evil.example/back' });
      expect(elsewhere.status).toBe(400);
      expect(elsewhere.body.error.message).toBe(RETURN_URL_REFUSED);
      const back = await call('POST', sessionPath('klarna', cartId), { returnUrl: `${PARTNER_SITE}/tires#checkout` });
      expect(back.status, JSON.stringify(back.body)).toBe(200);
      expect((await gatewaySessions(cartId)).map((s) => s.return_url)).toEqual([`${PARTNER_SITE}/tires#checkout`]);
    });
  });
});
