/**
 * The military exchange checkout (rules §1 "Military exchange checkout. A customer id and a checkout
 * url. A hidden POST form carries line items for a fee, install, shipping, road hazard and
 * excise-tax charge, plus agency fields."; §6 customer-id header, channel; docs/military-exchange.md):
 * the form is the server's and adds up, the sandbox exchange takes it only signed, and the
 * exchange's answer places the order once — or is refused, changing nothing, when it is forged,
 * another order's, for another amount, or declined.
 */
import { EXCHANGE_CUSTOMER_HEADER, EXCHANGE_MESSAGES, EXCHANGE_RETURN_PATH } from '@tireshop/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeOnDatabases } from './databases';
import { jsonCall, SHOP_ORIGIN, type Answer } from './support/api';
import { NO_DEALS, type SeedTire } from './support/carts';
import { chargesOf, getQuote, orderingApi, ordersOf, postOrder, readyCart } from './support/orders';

const CUSTOMER = 'EX-20481632';
const RETURN_URL = `${SHOP_ORIGIN}${EXCHANGE_RETURN_PATH}`;
const HOST = { host: new URL(SHOP_ORIGIN).host };

describeOnDatabases('military exchange checkout', ({ database }) => {
  let api: Awaited<ReturnType<typeof orderingApi>>['api'];
  let token: string;
  let tire: SeedTire;

  beforeAll(async () => {
    ({ api, token, tire } = await orderingApi(database(), `${NO_DEALS} AND stock >= 40 AND price BETWEEN 8000 AND 30000`));
  });

  const formFor = (cartId: string, customer: string | null = CUSTOMER, returnUrl = RETURN_URL) =>
    jsonCall(api.request, 'POST', `/v1/checkout/military-exchange?cartId=${cartId}&channel=military-exchange`, {
      token,
      body: { returnUrl },
      headers: customer ? { [EXCHANGE_CUSTOMER_HEADER]: customer } : {},
    });
  const fieldsOf = (form: Answer) =>
    new Map<string, string>(form.body.fields.map((f: { name: string; value: string }) => [f.name, f.value]));

  /** The browser posting the hidden form to the exchange's checkout url. */
  const postToExchange = (fields: [string, string][]) =>
    api.gatewayRequest('/exchange/checkout', {
      method: 'POST',
      headers: { ...HOST, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });

  /** The shopper at the exchange: the form posted, then Confirm or Decline; answers the return address's query. */
  async function throughExchange(cartId: string, result: 'confirmed' | 'declined'): Promise<Record<string, string>> {
    const form = await formFor(cartId);
    expect(form.status, JSON.stringify(form.body)).toBe(201);
    const page = await postToExchange(form.body.fields.map((f: { name: string; value: string }) => [f.name, f.value]));
    const html = await page.text();
    expect(page.status, html).toBe(200);
    const checkout = /name="checkout" value="([^"]+)"/.exec(html)![1]!;
    const chosen = await api.gatewayRequest('/exchange/answer', {
      method: 'POST',
      headers: { ...HOST, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ checkout, customer_id: CUSTOMER, result }).toString(),
    });
    expect(chosen.status).toBe(303);
    const back = new URL(chosen.headers.get('location')!);
    expect(back.origin + back.pathname).toBe(RETURN_URL);
    return Object.fromEntries(back.searchParams);
  }

  const answer = (cartId: string, body: Record<string, string>, customer = CUSTOMER) =>
    jsonCall(api.request, 'POST', `/v1/checkout/military-exchange/answer?cartId=${cartId}&channel=military-exchange`, {
      token,
      body,
      headers: { [EXCHANGE_CUSTOMER_HEADER]: customer },
    });

  describe('the hidden form', () => {
    it('carries the line items, the fee, install, shipping, road hazard and excise-tax charges and agency fields that add up to the server total', async () => {
      const cartId = await readyCart(api, database(), token, tire.id, 4);
      const quote = (await getQuote(api, token, cartId, 'exchange')).body.orderQuote;
      const form = await formFor(cartId);
      expect(form.status, JSON.stringify(form.body)).toBe(201);
      expect(form.body).toMatchObject({
        action: `${SHOP_ORIGIN}/gateway/exchange/checkout`,
        method: 'post',
        amountInCents: quote.totalInCents,
      });
      const f = fieldsOf(form);
      expect(f.get('agency')).toBe('AAFES');
      expect(f.get('customer_id')).toBe(CUSTOMER);
      expect(f.get('order_reference')).toBe(cartId);
      expect(f.get('channel')).toBe('military-exchange');
      expect(f.get('item_1_quantity')).toBe('4');
      expect(f.get('item_1_amount_cents')).toBe(String(quote.siteCart.siteProducts[0].lineTotalInCents));
      for (const name of ['fee_cents', 'install_cents', 'shipping_cents', 'road_hazard_cents', 'excise_tax_cents', 'signature'])
        expect(f.has(name), name).toBe(true);
      expect(Number(f.get('excise_tax_cents'))).toBe(quote.siteCart.estimatedFetInCents);
      const sum =
        Number(f.get('item_1_amount_cents')) +
        ['fee_cents', 'install_cents', 'shipping_cents', 'road_hazard_cents', 'excise_tax_cents'].reduce(
          (s, n) => s + Number(f.get(n)),
          0,
        ) -
        Number(f.get('discount_cents'));
      expect(sum).toBe(Number(f.get('total_cents')));
      expect(Number(f.get('total_cents'))).toBe(quote.totalInCents);
    });

    it('is refused without the exchange customer id, or with a return address off the shop', async () => {
      const cartId = await readyCart(api, database(), token, tire.id, 2);
      const missing = await formFor(cartId, null);
      expect(missing.status).toBe(400);
      expect(missing.body.error.message).toBe(EXCHANGE_MESSAGES.customerMissing);
      const elsewhere = await formFor(cartId, CUSTOMER, `https://evil.example${EXCHANGE_RETURN_PATH}`);
      expect(elsewhere.status).toBe(400);
    });

    it('is turned away by the exchange when a field was changed after the shop signed it', async () => {
      const cartId = await readyCart(api, database(), token, tire.id, 2);
      const form = await formFor(cartId);
      const fields: [string, string][] = form.body.fields.map((f: { name: string; value: string }) =>
        f.name === 'total_cents' ? [f.name, '100'] : [f.name, f.value],
      );
      const page = await postToExchange(fields);
      expect(page.status).toBe(400);
      expect(await page.text()).toContain('did not come from a shop we know');
      expect(await chargesOf(database(), cartId)).toEqual([]);
    });

    it('cannot be paid by posting an exchange order directly', async () => {
      const cartId = await readyCart(api, database(), token, tire.id, 2);
      const refused = await postOrder(api, token, { cartId, paymentType: 'exchange', chargeId: 'ch_sb_notreal1234' });
      expect(refused.status).toBe(400);
      expect(refused.body.error.message).toBe(EXCHANGE_MESSAGES.placeThroughAnswer);
    });
  });

  describe('the answer', () => {
    it('confirmed: places the order, paid through the exchange on the exchange channel, captured once', async () => {
      const cartId = await readyCart(api, database(), token, tire.id, 4);
      const back = await throughExchange(cartId, 'confirmed');
      expect(back).toMatchObject({ result: 'confirmed', orderReference: cartId, customerId: CUSTOMER });
      const placed = await answer(cartId, back);
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      expect(placed.body.result).toBe('confirmed');
      expect(placed.body.order.payment).toMatchObject({ paymentType: 'exchange', label: 'The Exchange', status: 'captured' });
      expect(placed.body.order.totalInCents).toBe(Number(back.amountInCents));
      const [row] = await ordersOf(database(), cartId);
      expect(row).toMatchObject({ channel: 'military-exchange', payment_type: 'exchange' });
      expect((await chargesOf(database(), cartId)).map((c) => c.status)).toEqual(['captured']);
    });

    it('declined: no order, nothing charged, and the shopper can go to the exchange again and confirm', async () => {
      const cartId = await readyCart(api, database(), token, tire.id, 2);
      const back = await throughExchange(cartId, 'declined');
      expect(back.result).toBe('declined');
      const declined = await answer(cartId, back);
      expect(declined.status).toBe(200);
      expect(declined.body).toEqual({ result: 'declined', message: EXCHANGE_MESSAGES.declined, order: null });
      expect(await ordersOf(database(), cartId)).toEqual([]);
      expect(await chargesOf(database(), cartId)).toEqual([]);

      const again = await answer(cartId, await throughExchange(cartId, 'confirmed'));
      expect(again.body.result).toBe('confirmed');
      expect(await ordersOf(database(), cartId)).toHaveLength(1);
    });

    it('forged: a changed amount, result or charge fails the signature and changes nothing', async () => {
      const cartId = await readyCart(api, database(), token, tire.id, 2);
      const back = await throughExchange(cartId, 'confirmed');
      for (const forged of [
        { ...back, amountInCents: '100' },
        { ...back, chargeId: 'ch_sb_someoneelse123' },
        { ...back, signature: 'A'.repeat(43) },
        { ...back, result: 'declined' },
      ]) {
        const refused = await answer(cartId, forged);
        expect(refused.status, JSON.stringify(forged)).toBe(400);
        expect(refused.body.error.message).toBe(EXCHANGE_MESSAGES.forged);
      }
      expect(await ordersOf(database(), cartId)).toEqual([]);
      // Nothing lost: the genuine answer still places the order.
      expect((await answer(cartId, back)).body.result).toBe('confirmed');
    });

    it("mismatched: another order's answer, or another customer's, is refused and changes neither cart", async () => {
      const mine = await readyCart(api, database(), token, tire.id, 2);
      const theirs = await readyCart(api, database(), token, tire.id, 4);
      const theirAnswer = await throughExchange(theirs, 'confirmed');
      const refused = await answer(mine, theirAnswer);
      expect(refused.status).toBe(400);
      expect(refused.body.error.message).toBe(EXCHANGE_MESSAGES.notThisOrder);
      const otherCustomer = await answer(theirs, theirAnswer, 'EX-99999999');
      expect(otherCustomer.status).toBe(400);
      expect(otherCustomer.body.error.message).toBe(EXCHANGE_MESSAGES.notThisOrder);
      expect(await ordersOf(database(), mine)).toEqual([]);
      expect(await ordersOf(database(), theirs)).toEqual([]);
      expect((await answer(theirs, theirAnswer)).body.result).toBe('confirmed');
    });

    it('for another amount (the cart changed after the exchange confirmed): refused, the authorisation given back', async () => {
      const cartId = await readyCart(api, database(), token, tire.id, 2);
      const back = await throughExchange(cartId, 'confirmed');
      const cart = (await jsonCall(api.request, 'GET', `/v1/carts/${cartId}`, { token })).body.siteCart;
      const itemId = cart.siteProducts[0].itemId as number;
      const changed = await jsonCall(api.request, 'PUT', `/v1/carts/${cartId}`, { token, body: { itemId, itemQuantity: 3 } });
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      const refused = await answer(cartId, back);
      expect(refused.status).toBe(409);
      expect(refused.body.error.message).toBe(EXCHANGE_MESSAGES.amountMismatch);
      expect(await ordersOf(database(), cartId)).toEqual([]);
      expect((await chargesOf(database(), cartId)).map((c) => c.status)).toEqual(['voided']);
    });

    it('replayed: the same answer again answers the same order, never a second one', async () => {
      const cartId = await readyCart(api, database(), token, tire.id, 2);
      const back = await throughExchange(cartId, 'confirmed');
      const first = await answer(cartId, back);
      const replay = await answer(cartId, back);
      expect(replay.status).toBe(200);
      expect(replay.body.order.orderId).toBe(first.body.order.orderId);
      expect(await ordersOf(database(), cartId)).toHaveLength(1);
    });

    it('double-submitted: answers sent at once make one order and one capture', async () => {
      const cartId = await readyCart(api, database(), token, tire.id, 2);
      const back = await throughExchange(cartId, 'confirmed');
      const answers = await Promise.all(Array.from({ length: 5 }, () => answer(cartId, back)));
      const placed = answers.filter((a) => a.status === 200);
      expect(placed.length).toBeGreaterThan(0);
      // A duplicate still running when the first holds the order's key is told so (409), never a second order.
      for (const other of answers.filter((a) => a.status !== 200)) expect(other.status).toBe(409);
      expect(new Set(placed.map((a) => a.body.order.orderId)).size).toBe(1);
      expect(await ordersOf(database(), cartId)).toHaveLength(1);
      expect((await chargesOf(database(), cartId)).map((c) => c.status)).toEqual(['captured']);
    });
  });
});
