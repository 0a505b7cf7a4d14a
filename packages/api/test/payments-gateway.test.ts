/**
 * The sandbox gateway's card side (docs/payments.md): client tokens, POST /gateway/v1/tokenize
 * with the rules §5 messages, and the provider's authorize / capture / void / lookup — nonces
 * used once, expiring after 15 minutes, the decline card and amounts, code 539 settling later.
 */
import { PAYMENT_MESSAGES } from '@tireshop/core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PARTNER_WIDGET_ID } from '../src/auth/clients';
import { PaymentError } from '../src/payments/provider';
import { clientTokenOriginRefused } from '../src/services/payment-sessions';
import { describeOnDatabases } from './databases';
import { jsonCall, SHOP_ORIGIN, testApi } from './support/api';
import { expiryIn, gatewayHarness, SANDBOX_TEST_CARDS } from './support/gateway';

const WIDGET_HOST = 'https://partner.example';

/** The PaymentError a promise rejects with. */
async function paymentError(promise: Promise<unknown>): Promise<PaymentError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(PaymentError);
  return err as PaymentError;
}

describeOnDatabases('sandbox gateway: cards', ({ database }) => {
  let g: ReturnType<typeof gatewayHarness>;
  beforeAll(() => {
    g = gatewayHarness(database());
  });
  beforeEach(() => g.clock.reset());

  describe('client tokens', () => {
    it('are issued by the API for the caller’s origin, with the hosted fields on the shop’s origin', async () => {
      // A partner widget on a site the shop's configuration allows (WIDGET_EXTRA_ORIGINS): its token is bound to that site.
      const api = await testApi(database(), { extraWidgetOrigins: [WIDGET_HOST] });
      const issued = await api.token({ client_id: DEMO_PARTNER_WIDGET_ID, grant_type: 'client_credentials' }, { Origin: WIDGET_HOST });
      expect(issued.status).toBe(200);
      const token = ((await issued.json()) as { access_token: string }).access_token;
      const answer = await jsonCall(api.request, 'GET', '/v1/checkout/sandbox-client-token', { token, headers: { Origin: WIDGET_HOST } });
      expect(answer.status).toBe(200);
      expect(answer.body.isSuccess).toBe(true);
      expect(answer.body.hostedFieldsUrl).toBe(`${SHOP_ORIGIN}/gateway/hosted-fields`);
      const page = await api.gatewayRequest(`/hosted-fields?clientToken=${encodeURIComponent(answer.body.clientToken)}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(`data-parent-origin="${WIDGET_HOST}"`);
    });

    it('are bound only to an origin the caller may use: the shop’s, its token’s, or its widget client’s sites', async () => {
      const api = await testApi(database());
      const storefront = await api.storefrontToken();
      const clientToken = (token: string, origin?: string) =>
        jsonCall(api.request, 'GET', '/v1/checkout/sandbox-client-token', { token, headers: origin ? { Origin: origin } : {} });
      // The shop's server, with no Origin or from the shop's own pages.
      expect((await clientToken(storefront)).status).toBe(200);
      expect((await clientToken(storefront, SHOP_ORIGIN)).status).toBe(200);
      // The same confidential token naming any other page: the nonce would be posted to it.
      for (const origin of ['https://evil.example', WIDGET_HOST, 'null']) {
        const refused = await clientToken(storefront, origin);
        expect(refused.status, origin).toBe(403);
        expect(refused.body.error.message).toBe(clientTokenOriginRefused(origin));
      }
      // An installer widget's client may be embedded on the installer's own website.
      const [site] = await database().query<{ id: string; origin: string }>(
        `SELECT id, allowed_origins->>0 AS origin FROM api_clients
          WHERE widget_type = 'installer-widget' AND jsonb_array_length(allowed_origins) > 0 ORDER BY id LIMIT 1`,
      );
      const issued = await api.token({ client_id: site!.id, grant_type: 'client_credentials' }, { Origin: site!.origin });
      const widget = ((await issued.json()) as { access_token: string }).access_token;
      const onSite = await clientToken(widget, site!.origin);
      expect(onSite.status).toBe(200);
      const page = await api.gatewayRequest(`/hosted-fields?clientToken=${encodeURIComponent(onSite.body.clientToken)}`);
      expect(await page.text()).toContain(`data-parent-origin="${site!.origin}"`);
    });

    it('made without an Origin talk to the shop’s origin only', async () => {
      const { clientToken } = await g.provider.clientToken({ origin: null, shopOrigin: SHOP_ORIGIN });
      const page = await g.request(`/hosted-fields?clientToken=${encodeURIComponent(clientToken)}`);
      expect(await page.text()).toContain(`data-parent-origin="${SHOP_ORIGIN}"`);
    });

    it('that were altered, are missing or have expired are refused', async () => {
      const token = g.clientToken();
      const [payload, mac] = token.split('.');
      const forged = `${Buffer.from(JSON.stringify({ o: 'https://evil.example', s: SHOP_ORIGIN, e: g.clock.now().getTime() + 3600_000 })).toString('base64url')}.${mac}`;
      for (const bad of [forged, `${payload}.${mac!.slice(0, -2)}xx`, '', 'nonsense']) {
        const answer = await g.tokenize(SANDBOX_TEST_CARDS.visa, bad);
        expect(answer.status).toBe(401);
        expect(answer.body.error.message).toBe(PAYMENT_MESSAGES.gatewayProblem);
        const page = await g.request(`/hosted-fields?clientToken=${encodeURIComponent(bad)}`);
        expect(page.status).toBe(400);
        const text = await page.text();
        expect(text).toContain('data-parent-origin=""');
        expect(text).not.toContain('id="card-form"');
      }
      g.clock.advance(61 * 60 * 1000);
      const expired = await g.tokenize(SANDBOX_TEST_CARDS.visa, token);
      expect(expired.status).toBe(401);
      expect(expired.body.error.message).toBe(PAYMENT_MESSAGES.tokenExpired);
      const page = await g.request(`/hosted-fields?clientToken=${encodeURIComponent(token)}`);
      expect(page.status).toBe(401);
      // Still the gateway's token: its page may tell the checkout so that it fetches a new one.
      expect(await page.text()).toContain(`data-parent-origin="${SHOP_ORIGIN}"`);
    });

    it('may not be used to tokenise from another origin than the gateway’s page', async () => {
      const answer = await g.tokenize(SANDBOX_TEST_CARDS.visa, g.clientToken(), { Origin: 'https://evil.example' });
      expect(answer.status).toBe(403);
    });
  });

  describe('the hosted fields page', () => {
    it('labels every field, with autocomplete, numeric keyboards and messages tied to the inputs', async () => {
      const res = await g.request(`/hosted-fields?clientToken=${encodeURIComponent(g.clientToken())}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-security-policy')).toContain('frame-ancestors *');
      expect(res.headers.get('content-security-policy')).not.toContain('unsafe-inline');
      expect(res.headers.get('cache-control')).toBe('no-store');
      const page = await res.text();
      for (const [id, label, autocomplete] of [
        ['card-number', 'Card number', 'cc-number'],
        ['card-expiry', 'Expiration date', 'cc-exp'],
        ['card-cvv', 'Security code (CVV)', 'cc-csc'],
        ['card-name', 'Name on card', 'cc-name'],
      ] as const) {
        expect(page).toContain(`<label for="${id}">${label}</label>`);
        expect(page).toMatch(new RegExp(`<input id="${id}"[^>]*autocomplete="${autocomplete}"[^>]*aria-describedby="[^"]*${id}-message"`));
        expect(page).toContain(`<p class="field-message" id="${id}-message"`);
      }
      expect(page).toMatch(/<input id="card-number"[^>]*inputmode="numeric"/);
      // Its script and styles are served, bundled with core's card rules.
      const assets = [...page.matchAll(/(?:src|href)="(assets\/[^"]+)"/g)].map((m) => m[1]!);
      expect(assets).toHaveLength(2);
      for (const path of assets) {
        const asset = await g.request(`/${path}`);
        expect(asset.status).toBe(200);
        expect(asset.headers.get('cache-control')).toContain('immutable');
        if (path.endsWith('.js')) expect(await asset.text()).toContain(PAYMENT_MESSAGES.expiryInvalid);
      }
    });
  });

  describe('tokenize', () => {
    it.each(Object.entries(SANDBOX_TEST_CARDS).filter(([, c]) => c.outcome === 'approve'))(
      'answers a nonce and the card’s details for %s',
      async (_name, card) => {
        const answer = await g.tokenize({ number: card.number, cvv: card.cvv, expiry: expiryIn(3, 7) });
        expect(answer.status).toBe(201);
        expect(answer.body.nonce).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
        expect(answer.body.details).toEqual({
          brand: card.brand,
          last4: card.number.replace(/\s/g, '').slice(-4),
          expMonth: 7,
          expYear: g.clock.now().getUTCFullYear() + 3,
        });
      },
    );

    it('refuses a bad card with “Credit card is invalid” and each field’s rules §5 message', async () => {
      const cases = [
        [{ number: '4111 1111 1111 1112' }, { number: PAYMENT_MESSAGES.cardNumber }],
        [{ number: '1234 5678 9012 3452' }, { number: PAYMENT_MESSAGES.cardNumber }],
        [{ number: '4111 1111 1111' }, { number: PAYMENT_MESSAGES.cardNumber }],
        [{ number: '4111 1111 1111 111a' }, { number: PAYMENT_MESSAGES.cardNumber }],
        [{ number: SANDBOX_TEST_CARDS.visa.number, expiry: '' }, { expiry: PAYMENT_MESSAGES.expiryMissing }],
        [{ number: SANDBOX_TEST_CARDS.visa.number, expiry: '13/30' }, { expiry: PAYMENT_MESSAGES.expiryInvalid }],
        [{ number: SANDBOX_TEST_CARDS.visa.number, expiry: '1230' }, { expiry: PAYMENT_MESSAGES.expiryInvalid }],
        [{ number: SANDBOX_TEST_CARDS.visa.number, expiry: '01/20' }, { expiry: PAYMENT_MESSAGES.expiryInvalid }],
        [{ number: SANDBOX_TEST_CARDS.visa.number, cvv: '12' }, { cvv: PAYMENT_MESSAGES.cvv }],
        [{ number: SANDBOX_TEST_CARDS.amex.number, cvv: '123' }, { cvv: PAYMENT_MESSAGES.cvv }],
        [{ number: SANDBOX_TEST_CARDS.visa.number, cvv: '1234' }, { cvv: PAYMENT_MESSAGES.cvv }],
        [{ number: SANDBOX_TEST_CARDS.visa.number, name: '  ' }, { name: PAYMENT_MESSAGES.cardholderName }],
        [
          { number: '', expiry: '', cvv: '', name: '' },
          {
            number: PAYMENT_MESSAGES.cardNumber,
            expiry: PAYMENT_MESSAGES.expiryMissing,
            cvv: PAYMENT_MESSAGES.cvv,
            name: PAYMENT_MESSAGES.cardholderName,
          },
        ],
      ] as const;
      for (const [card, fields] of cases) {
        const answer = await g.tokenize(card);
        expect(answer.status, JSON.stringify(card)).toBe(400);
        expect(answer.body.error).toEqual({ code: 'CardInvalid', message: 'Credit card is invalid', fields });
      }
    });

    it('this month’s expiry is still good, last month’s is not', async () => {
      const now = g.clock.now();
      const mm = String(now.getUTCMonth() + 1).padStart(2, '0');
      const yy = String(now.getUTCFullYear() % 100).padStart(2, '0');
      expect((await g.tokenize({ number: SANDBOX_TEST_CARDS.visa.number, expiry: `${mm}/${yy}` })).status).toBe(201);
      g.clock.advance(32 * 24 * 3600 * 1000);
      const next = await g.tokenize({ number: SANDBOX_TEST_CARDS.visa.number, expiry: `${mm}/${yy}` });
      expect(next.status).toBe(400);
      expect(next.body.error.fields).toEqual({ expiry: PAYMENT_MESSAGES.expiryInvalid });
    });

    it('refuses bodies that are not a card form', async () => {
      for (const rawBody of ['not json', '[]', 'null', JSON.stringify({ clientToken: 'x'.repeat(5000) })]) {
        const answer = await jsonCall(g.request, 'POST', '/v1/tokenize', { token: null, rawBody });
        expect(answer.status).toBe(400);
        expect(answer.body.error.message).toBe(PAYMENT_MESSAGES.gatewayProblem);
      }
    });
  });

  describe('authorize', () => {
    it('authorises a nonce once: a second use is refused, and so is an unknown nonce', async () => {
      const nonce = await g.nonceFor(SANDBOX_TEST_CARDS.mastercard);
      const charge = await g.provider.authorize({ nonce, amountInCents: 45_600, reference: 'cart-a' });
      expect(charge).toMatchObject({
        paymentType: 'credit',
        amountInCents: 45_600,
        status: 'authorized',
        brand: 'MasterCard',
        last4: '4444',
      });
      const again = await paymentError(g.provider.authorize({ nonce, amountInCents: 45_600, reference: 'cart-a' }));
      expect(again.code).toBe('token_used');
      expect(again.message).toBe(PAYMENT_MESSAGES.tokenUsed);
      const unknown = await paymentError(g.provider.authorize({ nonce: 'tokencc_sb_unknown000', amountInCents: 100, reference: 'cart-a' }));
      expect(unknown.code).toBe('token_invalid');
    });

    it('refuses a nonce older than 15 minutes', async () => {
      const nonce = await g.nonceFor();
      g.clock.advance(15 * 60 * 1000 + 1);
      const err = await paymentError(g.provider.authorize({ nonce, amountInCents: 100, reference: 'cart-b' }));
      expect(err.code).toBe('token_expired');
      expect(err.message).toBe(PAYMENT_MESSAGES.tokenExpired);
    });

    it('declines the decline card and amounts from $9,000.00, using the nonce up and recording the declined charge', async () => {
      const declineNonce = await g.nonceFor(SANDBOX_TEST_CARDS.decline);
      const declined = await paymentError(g.provider.authorize({ nonce: declineNonce, amountInCents: 100, reference: 'cart-c' }));
      expect(declined.code).toBe('declined');
      expect(declined.message).toBe(PAYMENT_MESSAGES.failed);
      expect((await paymentError(g.provider.authorize({ nonce: declineNonce, amountInCents: 100, reference: 'cart-c' }))).code).toBe(
        'token_used',
      );

      const big = await g.nonceFor(SANDBOX_TEST_CARDS.visa);
      expect((await paymentError(g.provider.authorize({ nonce: big, amountInCents: 900_000, reference: 'cart-c' }))).code).toBe('declined');
      const justUnder = await g.provider.authorize({ nonce: await g.nonceFor(), amountInCents: 899_999, reference: 'cart-c' });
      expect(justUnder.status).toBe('authorized');

      const rows = await database().query<{ status: string; amount_cents: number }>(
        "SELECT status, amount_cents FROM gateway_charges WHERE reference = 'cart-c' ORDER BY amount_cents",
      );
      expect(rows).toEqual([
        { status: 'declined', amount_cents: 100 },
        { status: 'authorized', amount_cents: 899_999 },
        { status: 'declined', amount_cents: 900_000 },
      ]);
    });

    it('keeps a code-539 payment processing until its settle time, then it is authorized when looked up', async () => {
      const charge = await g.provider.authorize({
        nonce: await g.nonceFor(SANDBOX_TEST_CARDS.processing),
        amountInCents: 12_300,
        reference: 'cart-d',
      });
      expect(charge.status).toBe('processing');
      expect((await g.provider.lookup(charge.chargeId))?.status).toBe('processing');
      expect((await paymentError(g.provider.capture(charge.chargeId))).message).toBe(PAYMENT_MESSAGES.processing);
      g.clock.advance(19_000);
      expect((await g.provider.lookup(charge.chargeId))?.status).toBe('processing');
      g.clock.advance(1_000);
      expect((await g.provider.lookup(charge.chargeId))?.status).toBe('authorized');
      expect((await g.provider.capture(charge.chargeId)).status).toBe('captured');
      expect(await g.provider.lookup('ch_unknown')).toBeNull();
    });
  });

  describe('capture and void', () => {
    it('capture is idempotent; void voids an authorisation and refunds a capture, idempotently', async () => {
      const a = await g.provider.authorize({ nonce: await g.nonceFor(), amountInCents: 5_000, reference: 'cart-e' });
      expect((await g.provider.capture(a.chargeId)).status).toBe('captured');
      expect((await g.provider.capture(a.chargeId)).status).toBe('captured');
      expect((await g.provider.void(a.chargeId)).status).toBe('refunded');
      expect((await g.provider.void(a.chargeId)).status).toBe('refunded');
      expect((await paymentError(g.provider.capture(a.chargeId))).code).toBe('declined');

      const b = await g.provider.authorize({ nonce: await g.nonceFor(), amountInCents: 5_000, reference: 'cart-e' });
      expect((await g.provider.void(b.chargeId)).status).toBe('voided');
      expect((await g.provider.void(b.chargeId)).status).toBe('voided');
      expect((await paymentError(g.provider.capture(b.chargeId))).code).toBe('declined');
      expect((await paymentError(g.provider.void('ch_unknown000'))).code).toBe('token_invalid');
    });
  });
});
