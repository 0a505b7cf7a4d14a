/**
 * Military verification (rules §1, §2 /idMeCallback, §6 Roles, §9 "Military discount 5%"): the
 * sandbox identity partner's answer, redeemed server to server and bound to the cart, takes 5 %
 * off the tires as the server prices the cart; forged, replayed and mismatched callbacks, a
 * not-verified or wecare answer, and a status the client sends take nothing off and change nothing.
 */
import { MILITARY_MESSAGES } from '@tireshop/core';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { issueIdmeCode } from '../src/payments/sandbox/idme';
import { describeOnDatabases } from './databases';
import { SHOP_ORIGIN } from './support/api';
import { cartApi, NO_DEALS, seedTire, totalOf, type SeedTire } from './support/carts';
import { clock } from './support/clock';

describeOnDatabases('military verification bound to the cart (/v1/carts/{id}/military-verification)', ({ database }) => {
  let c: Awaited<ReturnType<typeof cartApi>>;
  let tire: SeedTire;

  beforeAll(async () => {
    c = await cartApi(database());
    tire = await seedTire(database(), `${NO_DEALS} AND stock >= 20 AND NOT "isOversize"`);
  });
  afterEach(() => clock.reset());

  const path = (cartId: string) => `/v1/carts/${cartId}/military-verification`;
  const start = async (cartId: string): Promise<string> => {
    const res = await c.call('POST', path(cartId));
    expect(res.status).toBe(201);
    return res.body.state;
  };
  const complete = (cartId: string, state: string, code: string) => c.call('PUT', path(cartId), { state, code });
  /** A cart of four tires (78701: Texas tax), a verification opened for it, and the partner's code for `answer`. */
  async function verifying(answer: 'military' | 'wecare' | 'not-verified') {
    const cart = await c.newCart({ productId: tire.id, quantity: { front: 4 }, zip: '78701' });
    const state = await start(cart.id);
    const code = await issueIdmeCode(database().db, state, answer, clock.now());
    return { cart, state, code };
  }
  const rowOf = async (cartId: string) =>
    (
      await database().query<{ status: string | null; at: string | null }>(
        `SELECT id_me_verified_status AS status, id_me_verified_at AS at FROM carts WHERE id = '${cartId}'`,
      )
    )[0]!;

  it('takes 5 % of the tires off, as its own line, once the partner answers military', async () => {
    const { cart, state, code } = await verifying('military');
    expect(cart.militaryDiscountInCents).toBe(0);
    const res = await complete(cart.id, state, code);
    expect(res.status).toBe(200);
    expect(res.body.verification).toBe('military');
    expect(res.body.message).toBe(MILITARY_MESSAGES.verified);
    const priced = res.body.siteCart;
    const military = Math.round((4 * tire.price * 5) / 100);
    expect(priced.idMeVerifiedStatus).toBe('military');
    expect(priced.militaryDiscountInCents).toBe(military);
    expect(priced.discountInCents).toBe(military);
    expect(priced.totalInCents).toBe(totalOf(priced));
    expect(priced.totalInCents).toBeLessThan(cart.totalInCents);
    // Tax is on what the tires cost after the discount.
    expect(priced.estimatedTaxInCents).toBeLessThan(cart.estimatedTaxInCents);
    // Every later answer prices it the same way.
    expect((await c.get(cart.id)).body.siteCart.militaryDiscountInCents).toBe(military);
  });

  it('lasts 24 hours from the partner’s answer, then the cart is priced without it', async () => {
    const { cart, state, code } = await verifying('military');
    await complete(cart.id, state, code);
    clock.advance(23 * 3_600_000);
    expect((await c.get(cart.id)).body.siteCart.militaryDiscountInCents).toBeGreaterThan(0);
    clock.advance(2 * 3_600_000);
    const later = (await c.get(cart.id)).body.siteCart;
    expect(later.militaryDiscountInCents).toBe(0);
    expect(later.idMeVerifiedStatus).toBeNull();
  });

  it('binds wecare but takes nothing off for it, and says why', async () => {
    const { cart, state, code } = await verifying('wecare');
    const res = await complete(cart.id, state, code);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ verification: 'wecare', message: MILITARY_MESSAGES.wecare });
    expect(res.body.siteCart.idMeVerifiedStatus).toBe('wecare');
    expect(res.body.siteCart.militaryDiscountInCents).toBe(0);
    expect(res.body.siteCart.totalInCents).toBe(cart.totalInCents);
  });

  it('takes nothing off when the partner could not verify, and that answer replaces an earlier one', async () => {
    const first = await verifying('military');
    await complete(first.cart.id, first.state, first.code);
    const state = await start(first.cart.id);
    const res = await complete(first.cart.id, state, await issueIdmeCode(database().db, state, 'not-verified', clock.now()));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ verification: 'not-verified', message: MILITARY_MESSAGES.notVerified });
    expect(res.body.siteCart.militaryDiscountInCents).toBe(0);
    expect(await rowOf(first.cart.id)).toEqual({ status: null, at: null });
  });

  it('refuses a forged code: 400, no discount, the verification still open', async () => {
    const { cart, state, code } = await verifying('military');
    const forged = await complete(cart.id, state, 'idme_ThisCodeWasNeverIssued0123');
    expect(forged.status).toBe(400);
    expect(forged.body.error.message).toBe(MILITARY_MESSAGES.codeRefused);
    expect((await c.get(cart.id)).body.siteCart.militaryDiscountInCents).toBe(0);
    expect(await rowOf(cart.id)).toEqual({ status: null, at: null });
    // Nothing lost: the real answer still goes through.
    expect((await complete(cart.id, state, code)).status).toBe(200);
  });

  it('refuses a replayed callback (the same state and code again)', async () => {
    const { cart, state, code } = await verifying('military');
    expect((await complete(cart.id, state, code)).status).toBe(200);
    const replay = await complete(cart.id, state, code);
    expect(replay.status).toBe(400);
    expect(replay.body.error.message).toBe(MILITARY_MESSAGES.stateMismatch);
    // A code is good once even with a fresh state.
    const fresh = await start(cart.id);
    const again = await complete(cart.id, fresh, code);
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe(MILITARY_MESSAGES.codeRefused);
  });

  it('refuses a state mismatch: a state the cart did not open, another cart’s, an expired one, or a code issued for another state', async () => {
    const { cart, state, code } = await verifying('military');
    const unknown = await complete(cart.id, 'NeverOpenedState0123456789', code);
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toBe(MILITARY_MESSAGES.stateMismatch);

    const other = await c.newCart({ productId: tire.id, quantity: { front: 4 } });
    const otherCart = await complete(other.id, state, code);
    expect(otherCart.status).toBe(400);
    expect(otherCart.body.error.message).toBe(MILITARY_MESSAGES.stateMismatch);

    // The code was issued for `state`: redeeming it with another state of the same cart is refused.
    const second = await start(cart.id);
    const swapped = await complete(cart.id, second, code);
    expect(swapped.status).toBe(400);
    expect(swapped.body.error.message).toBe(MILITARY_MESSAGES.codeRefused);

    clock.advance(11 * 60_000);
    const late = await complete(cart.id, state, code);
    expect(late.status).toBe(400);
    expect(late.body.error.message).toBe(MILITARY_MESSAGES.stateMismatch);
    for (const id of [cart.id, other.id]) expect((await c.get(id)).body.siteCart.militaryDiscountInCents).toBe(0);
  });

  it('refuses a status the client sends, and lets the shopper forget a verification', async () => {
    const cart = await c.newCart({ productId: tire.id, quantity: { front: 4 } });
    for (const status of ['military', 'wecare']) {
      const res = await c.update(cart.id, { idMeVerifiedStatus: status });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(MILITARY_MESSAGES.clientStatus);
    }
    expect((await c.get(cart.id)).body.siteCart).toMatchObject({ idMeVerifiedStatus: null, militaryDiscountInCents: 0 });

    const { cart: verified, state, code } = await verifying('military');
    await complete(verified.id, state, code);
    const forgotten = await c.update(verified.id, { idMeVerifiedStatus: '' });
    expect(forgotten.status).toBe(200);
    expect(forgotten.body.siteCart).toMatchObject({ idMeVerifiedStatus: null, militaryDiscountInCents: 0 });
  });

  it('lets only the races’ first redemption of a code through', async () => {
    const { cart, state, code } = await verifying('military');
    const answers = await Promise.all(Array.from({ length: 5 }, () => complete(cart.id, state, code)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400, 400, 400]);
  });

  it('the sandbox verifier page lets the tester choose, and sends the browser back to /idMeCallback with a code and the state', async () => {
    const cart = await c.newCart({ productId: tire.id, quantity: { front: 4 } });
    const state = await start(cart.id);
    const callback = `${SHOP_ORIGIN}/idMeCallback`;
    const query = `state=${state}&redirect_uri=${encodeURIComponent(callback)}`;
    const page = await c.api.gatewayRequest(`/idme/authorize?${query}`, { headers: { host: new URL(SHOP_ORIGIN).host } });
    expect(page.status).toBe(200);
    const text = await page.text();
    for (const label of ['Verify as military', 'Verify as WeCare', 'Not verified']) expect(text).toContain(label);

    // Another site's callback is not sent anything.
    const elsewhere = await c.api.gatewayRequest(
      `/idme/authorize?state=${state}&redirect_uri=${encodeURIComponent('https://evil.example/idMeCallback')}`,
      { headers: { host: new URL(SHOP_ORIGIN).host } },
    );
    expect(elsewhere.status).toBe(400);

    const chosen = await c.api.gatewayRequest('/idme/authorize', {
      method: 'POST',
      headers: { host: new URL(SHOP_ORIGIN).host, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ state, redirect_uri: callback, answer: 'military' }).toString(),
    });
    expect(chosen.status).toBe(303);
    const back = new URL(chosen.headers.get('location')!);
    expect(back.pathname).toBe('/idMeCallback');
    expect(back.searchParams.get('state')).toBe(state);
    const res = await complete(cart.id, state, back.searchParams.get('code')!);
    expect(res.status).toBe(200);
    expect(res.body.siteCart.militaryDiscountInCents).toBe(Math.round((4 * tire.price * 5) / 100));
  });
});
