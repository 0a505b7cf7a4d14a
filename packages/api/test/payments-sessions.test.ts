/**
 * The sandbox gateway's wallet and financing sessions (spec §2 charge_id and #affirm-error, §3
 * Klarna session, §7 checkout/cart-{bnpl-provider}): sessions answered again while open, the
 * approval page and its redirects, and the charge a session leaves — claimed once, by its cart,
 * for its amount.
 */
import { formatPrice, PAYMENT_MESSAGES, SESSION_PAYMENT_TYPES, type SessionPaymentType } from '@tireshop/core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PaymentError } from '../src/payments/provider';
import { describeOnDatabases } from './databases';
import { gatewayHarness, SHOP_ORIGIN } from './support/gateway';

const RETURN_URL = `${SHOP_ORIGIN}/checkout/payments/klarna?cartId=abc`;

describeOnDatabases('sandbox gateway: sessions', ({ database }) => {
  let g: ReturnType<typeof gatewayHarness>;
  let references = 0;
  beforeAll(() => {
    g = gatewayHarness(database());
  });
  beforeEach(() => g.clock.reset());

  const newReference = () => {
    references += 1;
    return `cart-session-${references}`;
  };
  const session = (paymentType: SessionPaymentType, amountInCents: number, reference = newReference(), returnUrl = RETURN_URL) =>
    g.provider.createSession({ paymentType, amountInCents, reference, returnUrl, shopOrigin: SHOP_ORIGIN });
  /** The gateway page's path of a session (its redirectUrl, less the origin and /gateway). */
  const pagePath = (redirectUrl: string) => redirectUrl.slice(`${SHOP_ORIGIN}/gateway`.length);
  const choose = (redirectUrl: string, choice: 'approve' | 'cancel' | 'decline', headers: Record<string, string> = {}) =>
    g.request(`${pagePath(redirectUrl)}/${choice}`, { method: 'POST', headers });

  async function paymentError(promise: Promise<unknown>): Promise<PaymentError> {
    const err = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(PaymentError);
    return err as PaymentError;
  }

  describe('createSession', () => {
    it('answers a Klarna-shaped session on the gateway’s page for 30 minutes', async () => {
      const s = await session('klarna', 43_210);
      expect(s.redirectUrl).toBe(`${SHOP_ORIGIN}/gateway/checkout/${s.sessionId}`);
      expect(s.paymentMethodCategories).toEqual([
        { identifier: 'pay_later', name: 'Pay later in 30 days' },
        { identifier: 'pay_over_time', name: 'Financing' },
      ]);
      expect(s.clientToken).toMatch(/^sbx_ct_/);
      expect(s.amountInCents).toBe(43_210);
      expect(s.expiresAt.getTime() - g.clock.now().getTime()).toBeGreaterThan(29 * 60 * 1000);
      expect(s.expiresAt.getTime() - g.clock.now().getTime()).toBeLessThanOrEqual(30 * 60 * 1000);
    });

    it('gives every type categories of its own', async () => {
      for (const type of SESSION_PAYMENT_TYPES) {
        const s = await session(type, 1000);
        expect(s.paymentType).toBe(type);
        expect(s.paymentMethodCategories.length).toBeGreaterThan(0);
      }
    });

    it('answers the open session of the same cart, type and amount again; a new one otherwise', async () => {
      const reference = newReference();
      const first = await session('klarna', 10_000, reference);
      const again = await session('klarna', 10_000, reference, `${SHOP_ORIGIN}/widget-return`);
      expect(again.sessionId).toBe(first.sessionId);
      expect(again.clientToken).toBe(first.clientToken);
      // …and comes back to where the shopper now is.
      const cancelled = await choose(again.redirectUrl, 'cancel');
      expect(cancelled.headers.get('location')).toBe(`${SHOP_ORIGIN}/widget-return?payment_cancelled=klarna`);

      const other = await Promise.all([
        session('klarna', 10_000, reference),
        session('klarna', 10_001, reference),
        session('affirm', 10_000, reference),
      ]);
      expect(new Set([first.sessionId, ...other.map((s) => s.sessionId)]).size).toBe(4);

      const open = await session('paypal', 500, reference);
      g.clock.advance(30 * 60 * 1000);
      expect((await session('paypal', 500, reference)).sessionId).not.toBe(open.sessionId);
    });
  });

  describe('the approval page', () => {
    it('shows the type, the amount and the choices, and cannot be framed', async () => {
      const s = await session('paypal', 123_456);
      const res = await g.request(pagePath(s.redirectUrl));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      const page = await res.text();
      expect(page).toContain('<h1>Pay with PayPal</h1>');
      expect(page).toContain(formatPrice(123_456));
      expect(page).toContain('>Approve</button>');
      expect(page).toContain('>Cancel</button>');
      expect(page).not.toContain('>Decline</button>');
      const affirm = await (await g.request(pagePath((await session('affirm', 100)).redirectUrl))).text();
      expect(affirm).toContain('>Decline</button>');
    });

    it('Approve sends the shopper back with charge_id, and a second click answers the same charge', async () => {
      const s = await session('venmo', 7_500, newReference(), `${SHOP_ORIGIN}/checkout/payments/venmo?cartId=abc#top`);
      const res = await choose(s.redirectUrl, 'approve');
      expect(res.status).toBe(303);
      const back = new URL(res.headers.get('location')!);
      expect(`${back.origin}${back.pathname}`).toBe(`${SHOP_ORIGIN}/checkout/payments/venmo`);
      expect(back.searchParams.get('cartId')).toBe('abc');
      const chargeId = back.searchParams.get('charge_id')!;
      expect(chargeId).toMatch(/^ch_[A-Za-z0-9_-]+$/);
      const again = await choose(s.redirectUrl, 'approve');
      expect(new URL(again.headers.get('location')!).searchParams.get('charge_id')).toBe(chargeId);
      // A cancel after approving changes nothing.
      expect(new URL((await choose(s.redirectUrl, 'cancel')).headers.get('location')!).searchParams.get('charge_id')).toBe(chargeId);
      const [row] = await database().query<{ status: string; payer: any; amount_cents: number }>(
        'SELECT status, payer, amount_cents FROM gateway_charges WHERE id = $1',
        [chargeId],
      );
      expect(row).toMatchObject({ status: 'authorized', amount_cents: 7_500 });
      // spec §3 wallet payer shape.
      expect(row!.payer).toMatchObject({ nonce: expect.any(String), details: { payerId: expect.any(String) } });
    });

    it('records the wallet result shapes of spec §3', async () => {
      const s = await session('applepay', 900);
      const chargeId = new URL((await choose(s.redirectUrl, 'approve')).headers.get('location')!).searchParams.get('charge_id');
      const [row] = await database().query<{ payer: any }>('SELECT payer FROM gateway_charges WHERE id = $1', [chargeId]);
      expect(row!.payer).toMatchObject({ consumed: true, details: { dpanLastTwo: expect.stringMatching(/^\d\d$/) } });
    });

    it('Cancel sends the shopper back with payment_cancelled; Affirm’s Decline with #affirm-error', async () => {
      const k = await session('klarna', 2_000);
      const cancelled = await choose(k.redirectUrl, 'cancel');
      expect(cancelled.status).toBe(303);
      expect(cancelled.headers.get('location')).toBe(`${RETURN_URL}&payment_cancelled=klarna`);

      const a = await session('affirm', 2_000);
      const declined = await choose(a.redirectUrl, 'decline');
      expect(declined.headers.get('location')).toBe(`${RETURN_URL}#affirm-error`);
      // Decline is Affirm's only: elsewhere it cancels.
      const p = await session('paypal', 2_000);
      expect((await choose(p.redirectUrl, 'decline')).headers.get('location')).toBe(`${RETURN_URL}&payment_cancelled=paypal`);
    });

    it('answers the popup’s script in JSON: the result to post and the origin to post it to', async () => {
      const s = await session('googlepay', 3_000, newReference(), 'https://partner.example/tires?x=1');
      const res = await choose(s.redirectUrl, 'approve', { Accept: 'application/json' });
      expect(res.status).toBe(200);
      const body = (await res.json()) as any;
      expect(body.returnOrigin).toBe('https://partner.example');
      expect(body.result).toEqual({ sessionId: s.sessionId, chargeId: expect.stringMatching(/^ch_/) });
      const c = await session('affirm', 3_000);
      expect(((await (await choose(c.redirectUrl, 'cancel', { Accept: 'application/json' })).json()) as any).result).toEqual({
        sessionId: c.sessionId,
        cancelled: true,
      });
      const d = await session('affirm', 3_001);
      expect(((await (await choose(d.redirectUrl, 'decline', { Accept: 'application/json' })).json()) as any).result).toEqual({
        sessionId: d.sessionId,
        affirmError: true,
      });
    });

    it('declines approving $9,000.00 or more: the page says so and leads back as cancelled', async () => {
      const s = await session('klarna', 900_000);
      const res = await choose(s.redirectUrl, 'approve');
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe(`../${s.sessionId}`);
      const page = await g.request(pagePath(s.redirectUrl));
      const text = await page.text();
      expect(text).toContain(PAYMENT_MESSAGES.failed.replace("'", '&#39;'));
      expect(text).toContain(`href="${RETURN_URL.replace('&', '&amp;')}&amp;payment_cancelled=klarna"`);
      const json = (await (await choose(s.redirectUrl, 'approve', { Accept: 'application/json' })).json()) as any;
      expect(json.result).toBeNull();
      // Affirm turning it down is #affirm-error (spec §2).
      const affirm = await session('affirm', 950_000);
      expect((await choose(affirm.redirectUrl, 'approve')).headers.get('location')).toBe(`${RETURN_URL}#affirm-error`);
    });

    it('an expired session says so, links back and approves nothing; an unknown one is not found', async () => {
      const s = await session('katapult', 4_000);
      g.clock.advance(30 * 60 * 1000 + 1);
      const page = await g.request(pagePath(s.redirectUrl));
      expect(page.status).toBe(410);
      const text = await page.text();
      expect(text).toContain(PAYMENT_MESSAGES.tokenExpired);
      expect(text).toContain('Return to the shop');
      expect((await choose(s.redirectUrl, 'approve')).headers.get('location')).toBe(`../${s.sessionId}`);
      const [{ count }] = await database().query<{ count: number }>(
        'SELECT count(*)::int AS count FROM gateway_charges WHERE reference = (SELECT reference FROM gateway_sessions WHERE id = $1)',
        [s.sessionId],
      );
      expect(count).toBe(0);

      const unknown = await g.request('/checkout/ses_doesnotexist');
      expect(unknown.status).toBe(404);
      expect(await unknown.text()).not.toContain('Return to the shop');
    });
  });

  describe('claimCharge', () => {
    async function approvedCharge(paymentType: SessionPaymentType, amountInCents: number, reference: string) {
      const s = await session(paymentType, amountInCents, reference);
      return new URL((await choose(s.redirectUrl, 'approve')).headers.get('location')!).searchParams.get('charge_id')!;
    }

    it('takes a session’s charge once, for its cart and amount only', async () => {
      const reference = newReference();
      const chargeId = await approvedCharge('klarna', 15_000, reference);

      const otherCart = await paymentError(g.provider.claimCharge({ chargeId, amountInCents: 15_000, reference: 'another-cart' }));
      expect(otherCart.code).toBe('token_invalid');
      const otherAmount = await paymentError(g.provider.claimCharge({ chargeId, amountInCents: 14_999, reference }));
      expect(otherAmount.code).toBe('amount_mismatch');

      const charge = await g.provider.claimCharge({ chargeId, amountInCents: 15_000, reference });
      expect(charge).toMatchObject({
        chargeId,
        paymentType: 'klarna',
        amountInCents: 15_000,
        status: 'authorized',
        brand: null,
        last4: null,
      });
      const twice = await paymentError(g.provider.claimCharge({ chargeId, amountInCents: 15_000, reference }));
      expect(twice.code).toBe('token_used');
      expect(twice.message).toBe(PAYMENT_MESSAGES.tokenUsed);

      expect((await g.provider.capture(chargeId)).status).toBe('captured');
      expect((await g.provider.void(chargeId)).status).toBe('refunded');
    });

    it('takes a charge for its own payment type only, leaving it unused for that type', async () => {
      const reference = newReference();
      const chargeId = await approvedCharge('affirm', 30_000, reference);
      for (const paymentType of ['paypal', 'klarna', 'credit'] as const) {
        const wrongType = await paymentError(g.provider.claimCharge({ chargeId, amountInCents: 30_000, reference, paymentType }));
        expect(wrongType.code).toBe('token_invalid');
      }
      const charge = await g.provider.claimCharge({ chargeId, amountInCents: 30_000, reference, paymentType: 'affirm' });
      expect(charge).toMatchObject({ chargeId, paymentType: 'affirm', status: 'authorized' });
    });

    it('refuses unknown, voided and card charges', async () => {
      expect((await paymentError(g.provider.claimCharge({ chargeId: 'ch_nothing_here', amountInCents: 1, reference: 'x' }))).code).toBe(
        'token_invalid',
      );

      const reference = newReference();
      const voided = await approvedCharge('paypal', 2_000, reference);
      await g.provider.void(voided);
      expect((await paymentError(g.provider.claimCharge({ chargeId: voided, amountInCents: 2_000, reference }))).code).toBe('token_used');

      const card = await g.provider.authorize({ nonce: await g.nonceFor(), amountInCents: 2_000, reference });
      expect((await paymentError(g.provider.claimCharge({ chargeId: card.chargeId, amountInCents: 2_000, reference }))).code).toBe(
        'token_invalid',
      );
    });
  });
});
