/**
 * issue #15: the military 5 % (rules §9 "Military discount 5%") is the placed order's own line —
 * kept on the order, the e-mail and the order page show it apart from the other discounts — and the
 * totals are what they were: it stays part of discountInCents.
 */
import { beforeAll, expect, it } from 'vitest';
import { issueIdmeCode } from '../src/payments/sandbox/idme';
import { describeOnDatabases } from './databases';
import { jsonCall } from './support/api';
import { NO_DEALS, type SeedTire } from './support/carts';
import { clock } from './support/clock';
import { orderingApi, placeOrderWithCard, readyCart } from './support/orders';

describeOnDatabases('the military discount on the placed order', ({ database }) => {
  let api: Awaited<ReturnType<typeof orderingApi>>['api'];
  let token: string;
  let tire: SeedTire;

  beforeAll(async () => {
    ({ api, token, tire } = await orderingApi(database(), `${NO_DEALS} AND stock >= 20 AND price BETWEEN 8000 AND 30000`));
  });

  const call = (method: string, path: string, body?: unknown) => jsonCall(api.request, method, path, { token, body });

  it('keeps the military 5 % as its own line, inside the same discount and total the cart had', async () => {
    const cartId = await readyCart(api, database(), token, tire.id, 4);
    const state = (await call('POST', `/v1/carts/${cartId}/military-verification`)).body.state as string;
    const code = await issueIdmeCode(database().db, state, 'military', clock.now());
    const verified = await call('PUT', `/v1/carts/${cartId}/military-verification`, { state, code });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    const cart = verified.body.siteCart;
    expect(cart.militaryDiscountInCents).toBeGreaterThan(0);

    const placed = await placeOrderWithCard(api, token, cartId);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const { order } = placed.body;
    expect(order).toMatchObject({
      militaryDiscountInCents: cart.militaryDiscountInCents,
      discountInCents: cart.discountInCents,
      totalInCents: cart.totalInCents,
    });
    const [row] = await database().query<{ military_discount_cents: number }>(
      'SELECT military_discount_cents FROM orders WHERE cart_id = $1',
      [cartId],
    );
    expect(row!.military_discount_cents).toBe(cart.militaryDiscountInCents);
    expect((await call('GET', `/v1/orders/${order.orderId}`)).body.order.militaryDiscountInCents).toBe(cart.militaryDiscountInCents);
  });

  it('is 0 on an order without the verification', async () => {
    const cartId = await readyCart(api, database(), token, tire.id, 2);
    const placed = await placeOrderWithCard(api, token, cartId);
    expect(placed.body.order.militaryDiscountInCents).toBe(0);
  });
});
