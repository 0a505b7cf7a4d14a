/**
 * Returns and refunds (services/returns.ts; docs/returns.md): a signed-in shopper returns tires of
 * a delivered order within 30 days (rules §9), gets a return number by e-mail, may cancel it while
 * requested; operations mark it received and the refund goes back through the gateway once, however
 * often it is marked. Bad input — more tires than bought, a second return past what is left, someone
 * else's order, an order not delivered, after the window, no tires (rules §5) — is refused and
 * changes nothing. Nobody reads or changes another shopper's returns. Two returns at the same
 * moment for the last tires of an order: one wins (PostgreSQL).
 */
import {
  GUEST_RETURN_MISMATCH,
  OPERATIONS_MESSAGES,
  RETURN_HANDLING_FEE_CENTS,
  RETURN_MESSAGES,
  RETURN_PHOTO_MAX_BYTES,
  RETURN_WINDOW_DAYS,
} from '@tireshop/core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ensureOperationsAccount } from '../src/auth/operations-user';
import type { Database } from '../src/db/client';
import { describeOnDatabases } from './databases';
import { accountAreaApi } from './support/account-area';
import { jsonCall } from './support/api';
import { clock, nowSql } from './support/clock';

const OPERATIONS_EMAIL = 'returns-ops@tireshop.test';
const OPERATIONS_PASSWORD = 'returns console password';
const DAY = 24 * 3_600_000;

async function returnsApi(database: Database) {
  const shop = await accountAreaApi(database);
  await ensureOperationsAccount(database, OPERATIONS_EMAIL, OPERATIONS_PASSWORD);
  const signedIn = await jsonCall(shop.api.request, 'POST', '/v1/users/sign-in', {
    token: shop.storefront,
    body: { email: OPERATIONS_EMAIL, password: OPERATIONS_PASSWORD },
  });
  const operations = signedIn.body.session.token as string;

  /** A delivered order of two tires of the shopper of `session` (null: placed without an account). */
  async function deliveredOrder(session: string | null) {
    const order = await shop.placeOrder(session);
    expect((await shop.fulfilment(order.orderNumber, 'delivered')).status).toBe(200);
    return order;
  }
  const productOf = (order: { placed: { items: { productId: number }[] } }) => order.placed.items[0]!.productId;
  const start = (orderNumber: string, session: string | null, body: Record<string, unknown>) =>
    shop.call('POST', `/v1/users/me/orders/${orderNumber}/returns`, session, body);
  const returnTires = (order: Awaited<ReturnType<typeof deliveredOrder>>, session: string, quantity: number, reason = 'changed_mind') =>
    start(order.orderNumber, session, { lines: [{ productId: productOf(order), quantity }], reason, unmountedAndUnused: true });
  const returnsOf = (orderNumber: string, session: string | null) =>
    shop.call('GET', `/v1/users/me/orders/${orderNumber}/returns`, session);
  const receive = (returnNumber: string) => shop.call('POST', `/v1/operations/returns/${returnNumber}/received`, operations);
  const returnRows = async (orderId: string) =>
    database.query<{ return_number: string; status: string }>(
      'SELECT return_number, status FROM order_returns WHERE order_id = $1 ORDER BY id',
      [orderId],
    );
  const refundsOf = async (orderId: string) =>
    database.query<{ amount_cents: number }>(
      'SELECT r.amount_cents FROM gateway_refunds r JOIN order_payments p ON p.charge_id = r.charge_id WHERE p.order_id = $1',
      [orderId],
    );
  /** An order of the shopper without an account, proved as tracking's return page does: number, ZIP code, e-mail. */
  const proofOf = (order: Awaited<ReturnType<typeof deliveredOrder>>) => ({
    orderId: order.orderNumber,
    zip: order.placed.shipping.zip!,
    email: order.placed.billing.email,
  });
  const guestReturnsOf = (proof: Record<string, string>) => shop.call('POST', '/v1/order-tracking/returns/lookup', null, proof);
  const guestReturn = (proof: Record<string, string>, productId: number, quantity: number, reason = 'changed_mind') =>
    shop.call('POST', '/v1/order-tracking/returns', null, {
      ...proof,
      lines: [{ productId, quantity }],
      reason,
      unmountedAndUnused: true,
    });
  const guestCancel = (returnNumber: string, proof: Record<string, string>) =>
    shop.call('POST', `/v1/order-tracking/returns/${returnNumber}/cancellation`, null, proof);
  const returnStatus = async (returnNumber: string) =>
    (await database.query<{ status: string }>('SELECT status FROM order_returns WHERE return_number = $1', [returnNumber]))[0]?.status;
  return {
    ...shop,
    operations,
    guestCancel,
    returnStatus,
    deliveredOrder,
    productOf,
    start,
    returnTires,
    returnsOf,
    receive,
    returnRows,
    refundsOf,
    proofOf,
    guestReturnsOf,
    guestReturn,
  };
}

describeOnDatabases('returns and refunds', ({ database }) => {
  let shop: Awaited<ReturnType<typeof returnsApi>>;

  beforeAll(async () => {
    shop = await returnsApi(database());
  });
  afterEach(() => clock.reset());

  it('returns a delivered tire: number, e-mail with label instructions, tracking, received by operations, refunded once', async () => {
    const ana = await shop.signUp();
    const order = await shop.deliveredOrder(ana);
    const item = order.placed.items[0]!;

    const before = await shop.returnsOf(order.orderNumber, ana);
    expect(before.status).toBe(200);
    expect(before.body.returns).toEqual([]);
    expect(before.body.options).toMatchObject({ returnable: true, refusal: null });
    expect(before.body.options.lines).toEqual([expect.objectContaining({ productId: item.productId, bought: 2, returnable: 2 })]);

    // A damaged tire: no handling fee. The refund is the tire, its share of the tax and its excise tax.
    const started = await shop.returnTires(order, ana, 1, 'damaged');
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const ret = started.body.return;
    expect(ret).toMatchObject({
      orderNumber: order.orderNumber,
      status: 'requested',
      statusLabel: 'Return requested',
      handlingFeeInCents: 0,
    });
    expect(ret.returnNumber).toMatch(/^R\d+$/);
    expect(ret.lines).toEqual([expect.objectContaining({ productId: item.productId, quantity: 1 })]);
    expect(ret.goodsInCents).toBe(item.unitPriceInCents);
    const taxShare = Math.round(order.placed.taxInCents / 2) + Math.round(item.fetInCents / 2);
    expect(ret.taxInCents).toBe(taxShare);
    expect(ret.refundInCents).toBe(item.unitPriceInCents + taxShare - ret.discountInCents);

    // The e-mail: the number and how to send the tires back.
    const [mail] = await database().query<{ subject: string; text: string; to: string }>(
      'SELECT subject, text, "to" FROM outbox_emails WHERE kind = \'return-requested:\' || $1',
      [ret.returnNumber],
    );
    expect(mail!.subject).toContain(ret.returnNumber);
    expect(mail!.text).toContain('How to send the tires back');
    expect(mail!.text).toContain('prepaid return label');
    expect(mail!.to).toBe(order.placed.billing.email);

    // Tracking and the order's returns show it.
    const tracked = await shop.call('GET', `/v1/users/me/orders/${order.orderNumber}`, ana);
    expect(tracked.body.orderTracking.returns).toEqual([
      expect.objectContaining({ returnNumber: ret.returnNumber, status: 'requested', label: 'Return requested', quantity: 1 }),
    ]);
    expect((await shop.returnsOf(order.orderNumber, ana)).body.options.lines[0].returnable).toBe(1);

    // Operations see it to receive, and mark it received: refunded through the gateway.
    const listed = await shop.call('GET', '/v1/operations/returns', shop.operations);
    expect(listed.status).toBe(200);
    expect(listed.body.returns.map((r: { returnNumber: string }) => r.returnNumber)).toContain(ret.returnNumber);
    const received = await shop.receive(ret.returnNumber);
    expect(received.status, JSON.stringify(received.body)).toBe(200);
    expect(received.body.return).toMatchObject({ status: 'refunded', statusLabel: 'Refunded', refundedAt: expect.any(String) });
    expect(await shop.refundsOf(order.orderId)).toEqual([{ amount_cents: ret.refundInCents }]);

    // Marking it again (twice at once, too) refunds nothing more.
    const again = await Promise.all([shop.receive(ret.returnNumber), shop.receive(ret.returnNumber)]);
    expect(again.map((a) => a.status)).toEqual([200, 200]);
    expect(await shop.refundsOf(order.orderId)).toEqual([{ amount_cents: ret.refundInCents }]);
    const refundedMails = await database().query("SELECT 1 FROM outbox_emails WHERE kind = 'return-refunded:' || $1", [ret.returnNumber]);
    expect(refundedMails).toHaveLength(1);
    expect(
      (await shop.call('GET', '/v1/operations/returns', shop.operations)).body.returns.map((r: { returnNumber: string }) => r.returnNumber),
    ).not.toContain(ret.returnNumber);
    const after = await shop.call('GET', `/v1/users/me/orders/${order.orderNumber}`, ana);
    expect(after.body.orderTracking.returns[0]).toMatchObject({ status: 'refunded', label: 'Refunded' });

    // A refunded return cannot be cancelled.
    const cancel = await shop.call('POST', `/v1/users/me/returns/${ret.returnNumber}/cancellation`, ana);
    expect({ status: cancel.status, message: cancel.body.error.message }).toEqual({
      status: 409,
      message: RETURN_MESSAGES.cancelAfterRequested,
    });
  });

  it('charges the handling fee for the shopper’s own reasons; a cancelled return frees its tires again', async () => {
    const ana = await shop.signUp();
    const order = await shop.deliveredOrder(ana);
    const item = order.placed.items[0]!;
    const started = await shop.returnTires(order, ana, 2, 'wrong_size');
    expect(started.status).toBe(201);
    expect(started.body.return.handlingFeeInCents).toBe(2 * RETURN_HANDLING_FEE_CENTS);
    expect(started.body.return.goodsInCents).toBe(2 * item.unitPriceInCents);
    const r = started.body.return;
    expect(r.refundInCents).toBe(r.goodsInCents - r.discountInCents + r.taxInCents - r.handlingFeeInCents);

    const none = await shop.returnTires(order, ana, 1);
    expect({ status: none.status, message: none.body.error.message }).toEqual({
      status: 409,
      message: RETURN_MESSAGES.tooMany(0, `${item.name} ${item.size}`),
    });

    const cancelled = await shop.call('POST', `/v1/users/me/returns/${r.returnNumber}/cancellation`, ana);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.return).toMatchObject({ status: 'cancelled', statusLabel: 'Return cancelled' });
    const receive = await shop.receive(r.returnNumber);
    expect({ status: receive.status, message: receive.body.error.message }).toEqual({
      status: 409,
      message: RETURN_MESSAGES.receiveCancelled,
    });
    expect(await shop.refundsOf(order.orderId)).toEqual([]);
    expect((await shop.returnTires(order, ana, 2)).status).toBe(201);
  });

  describe('bad input is refused and changes nothing', () => {
    it('more than bought, two returns past what is left, no tires, no reason, not unused, a tire not in the order, a photo of 1MB', async () => {
      const ana = await shop.signUp();
      const order = await shop.deliveredOrder(ana);
      const item = order.placed.items[0]!;
      const productId = item.productId;
      const tire = `${item.name} ${item.size}`;
      const refusals: [Record<string, unknown>, number, string][] = [
        [{ lines: [{ productId, quantity: 3 }], reason: 'damaged', unmountedAndUnused: true }, 409, RETURN_MESSAGES.tooMany(2, tire)],
        [{ lines: [{ productId, quantity: 0 }], reason: 'damaged', unmountedAndUnused: true }, 400, RETURN_MESSAGES.noTires],
        [{ lines: [], reason: 'damaged', unmountedAndUnused: true }, 400, RETURN_MESSAGES.noTires],
        [{ lines: [{ productId, quantity: 1 }], reason: 'because', unmountedAndUnused: true }, 400, RETURN_MESSAGES.reason],
        [{ lines: [{ productId, quantity: 1 }], reason: 'damaged', unmountedAndUnused: false }, 400, RETURN_MESSAGES.unused],
        [
          { lines: [{ productId: productId + 100_000, quantity: 1 }], reason: 'damaged', unmountedAndUnused: true },
          400,
          RETURN_MESSAGES.notInOrder,
        ],
        [
          {
            lines: [{ productId, quantity: 1 }],
            reason: 'damaged',
            unmountedAndUnused: true,
            photo: { contentType: 'image/jpeg', data: Buffer.alloc(RETURN_PHOTO_MAX_BYTES).toString('base64') },
          },
          400,
          RETURN_MESSAGES.photoTooLarge,
        ],
      ];
      for (const [body, status, message] of refusals) {
        const answer = await shop.start(order.orderNumber, ana, body);
        expect({ status: answer.status, message: answer.body.error?.message }, JSON.stringify(body).slice(0, 200)).toEqual({
          status,
          message,
        });
      }
      expect(await shop.returnRows(order.orderId)).toEqual([]);

      // A photo just under 1MB is taken; then a second return of 2 passes what is left (1).
      const photo = { contentType: 'image/png', data: Buffer.alloc(RETURN_PHOTO_MAX_BYTES - 1, 7).toString('base64') };
      const first = await shop.start(order.orderNumber, ana, {
        lines: [{ productId, quantity: 1 }],
        reason: 'damaged',
        unmountedAndUnused: true,
        photo,
      });
      expect(first.status, JSON.stringify(first.body).slice(0, 300)).toBe(201);
      expect(first.body.return.hasPhoto).toBe(true);
      const second = await shop.returnTires(order, ana, 2);
      expect({ status: second.status, message: second.body.error.message }).toEqual({
        status: 409,
        message: RETURN_MESSAGES.tooMany(1, tire),
      });
      expect(await shop.returnRows(order.orderId)).toHaveLength(1);
    });

    it('an order not delivered, one delivered more than 30 days ago, a cancelled order', async () => {
      const ana = await shop.signUp();
      const placed = await shop.placeOrder(ana);
      const notYet = await shop.returnTires({ ...placed }, ana, 1);
      expect({ status: notYet.status, message: notYet.body.error.message }).toEqual({ status: 409, message: RETURN_MESSAGES.notDelivered });
      expect((await shop.returnsOf(placed.orderNumber, ana)).body.options).toMatchObject({
        returnable: false,
        refusal: RETURN_MESSAGES.notDelivered,
      });

      const cancelled = await shop.placeOrder(ana);
      expect((await shop.cancel(cancelled.orderNumber, ana)).status).toBe(200);
      expect((await shop.returnTires(cancelled, ana, 1)).status).toBe(409);

      const old = await shop.deliveredOrder(ana);
      // Delivered 30 days ago less a minute: still returnable; 30 days ago: not any more.
      const deliveredAgo = (ms: number) =>
        database().query(
          `UPDATE order_events SET at = ${nowSql(new Date(clock.now().getTime() - ms))} WHERE order_id = $1 AND status = 'delivered'`,
          [old.orderId],
        );
      await deliveredAgo(RETURN_WINDOW_DAYS * DAY - 60_000);
      expect((await shop.returnsOf(old.orderNumber, ana)).body.options.returnable).toBe(true);
      await deliveredAgo(RETURN_WINDOW_DAYS * DAY);
      const late = await shop.returnTires(old, ana, 1);
      expect({ status: late.status, message: late.body.error.message }).toEqual({ status: 409, message: RETURN_MESSAGES.windowPassed });
      for (const o of [placed, cancelled, old]) expect(await shop.returnRows(o.orderId)).toEqual([]);
    });
  });

  it('one shopper never reads or changes another’s returns; signed out 401; shoppers cannot use the operations calls', async () => {
    const [ana, ben] = await Promise.all([shop.signUp(), shop.signUp()]);
    const order = await shop.deliveredOrder(ana);
    const ret = (await shop.returnTires(order, ana, 1)).body.return;
    const anonymous = await shop.placeOrder(null);
    await shop.fulfilment(anonymous.orderNumber, 'delivered');

    const attempts = [
      () => shop.returnsOf(order.orderNumber, ben),
      () => shop.returnTires(order, ben, 1),
      () => shop.call('POST', `/v1/users/me/returns/${ret.returnNumber}/cancellation`, ben),
      () => shop.returnTires(anonymous, ana, 1),
      () => shop.returnsOf(anonymous.orderNumber, ana),
      () => shop.call('POST', '/v1/users/me/returns/R999999999/cancellation', ana),
    ];
    for (const attempt of attempts) {
      const answer = await attempt();
      expect(answer.status, JSON.stringify(answer.body)).toBe(404);
    }
    for (const attempt of [() => shop.returnsOf(order.orderNumber, null), () => shop.returnTires(order, null as unknown as string, 1)]) {
      expect((await attempt()).status).toBe(401);
    }
    for (const [method, path] of [
      ['GET', '/v1/operations/returns'],
      ['POST', `/v1/operations/returns/${ret.returnNumber}/received`],
    ] as const) {
      const asShopper = await shop.call(method, path, ana);
      expect({ status: asShopper.status, message: asShopper.body.error.message }).toEqual({
        status: 403,
        message: OPERATIONS_MESSAGES.operationsOnly,
      });
      expect((await shop.call(method, path, null)).status).toBe(401);
    }
    expect(await shop.returnRows(order.orderId)).toEqual([{ return_number: ret.returnNumber, status: 'requested' }]);
    expect(await shop.returnRows(anonymous.orderId)).toEqual([]);
    const mine = await shop.returnsOf(order.orderNumber, ana);
    expect(mine.body.returns.map((r: { returnNumber: string }) => r.returnNumber)).toEqual([ret.returnNumber]);
  });
});

describeOnDatabases('returns of orders placed without an account, from tracking', ({ database }) => {
  let shop: Awaited<ReturnType<typeof returnsApi>>;

  beforeAll(async () => {
    shop = await returnsApi(database());
  });
  afterEach(() => clock.reset());

  it('returns with the order number, ZIP code and e-mail: the same rules, the e-mail links to tracking, tracking shows it', async () => {
    const order = await shop.deliveredOrder(null);
    const proof = shop.proofOf(order);
    const item = order.placed.items[0]!;

    const before = await shop.guestReturnsOf({ ...proof, email: ` ${proof.email.toUpperCase()} ` });
    expect(before.status, JSON.stringify(before.body)).toBe(200);
    expect(before.body).toMatchObject({ returns: [], options: { returnable: true, refusal: null } });

    const started = await shop.guestReturn(proof, item.productId, 1, 'wrong_size');
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const ret = started.body.return;
    // rules §9: the shopper's own reason carries the handling fee; the refund is the server's.
    expect(ret).toMatchObject({ orderNumber: order.orderNumber, status: 'requested', handlingFeeInCents: RETURN_HANDLING_FEE_CENTS });
    expect(ret.refundInCents).toBe(ret.goodsInCents - ret.discountInCents + ret.taxInCents - RETURN_HANDLING_FEE_CENTS);

    const [mail] = await database().query<{ text: string; to: string }>(
      'SELECT text, "to" FROM outbox_emails WHERE kind = \'return-requested:\' || $1',
      [ret.returnNumber],
    );
    expect(mail!.to).toBe(proof.email);
    expect(mail!.text).toContain(`/track-your-order/result?orderId=${order.orderNumber}&zip=${proof.zip}`);

    const tracked = await shop.call('GET', `/v1/order-tracking?orderId=${order.orderNumber}&zip=${proof.zip}`, null);
    expect(tracked.body.orderTracking.returns).toEqual([
      expect.objectContaining({ returnNumber: ret.returnNumber, status: 'requested', label: 'Return requested', quantity: 1 }),
    ]);
    const after = await shop.guestReturnsOf(proof);
    expect(after.body.returns.map((r: { returnNumber: string }) => r.returnNumber)).toEqual([ret.returnNumber]);
    expect(after.body.options.lines[0].returnable).toBe(1);

    // Operations receive it as any other: refunded through the gateway.
    expect((await shop.receive(ret.returnNumber)).body.return.status).toBe('refunded');
    expect(await shop.refundsOf(order.orderId)).toEqual([{ amount_cents: ret.refundInCents }]);
  });

  it('a wrong e-mail, ZIP code or order number is refused alike and creates nothing', async () => {
    const order = await shop.deliveredOrder(null);
    const proof = shop.proofOf(order);
    const productId = shop.productOf(order);
    const wrong = [
      { ...proof, email: 'someone-else@example.com' },
      { ...proof, zip: proof.zip === '10001' ? '10002' : '10001' },
      { ...proof, orderId: '999999999' },
    ];
    for (const attempt of wrong) {
      for (const answer of [await shop.guestReturn(attempt, productId, 1), await shop.guestReturnsOf(attempt)]) {
        expect({ status: answer.status, message: answer.body.error?.message }).toEqual({ status: 404, message: GUEST_RETURN_MISMATCH });
      }
    }
    expect(await shop.returnRows(order.orderId)).toEqual([]);
    expect(await shop.mailsOf(order.orderId)).not.toContainEqual(expect.stringMatching(/^return-/));
  });

  it('cancels a requested return with the proof; its tires may be returned again; once received it stays', async () => {
    const order = await shop.deliveredOrder(null);
    const proof = shop.proofOf(order);
    const productId = shop.productOf(order);
    const first = (await shop.guestReturn(proof, productId, 2)).body.return.returnNumber as string;

    const cancelled = await shop.guestCancel(first, { ...proof, email: proof.email.toUpperCase() });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.return).toMatchObject({ returnNumber: first, status: 'cancelled' });
    const again = await shop.guestCancel(first, proof);
    expect({ status: again.status, message: again.body.error.message }).toEqual({ status: 409, message: RETURN_MESSAGES.alreadyCancelled });
    const lookup = await shop.guestReturnsOf(proof);
    expect(lookup.body.options.lines[0].returnable).toBe(2);

    const second = (await shop.guestReturn(proof, productId, 2)).body.return.returnNumber as string;
    expect((await shop.receive(second)).body.return.status).toBe('refunded');
    const late = await shop.guestCancel(second, proof);
    expect({ status: late.status, message: late.body.error.message }).toEqual({
      status: 409,
      message: RETURN_MESSAGES.cancelAfterRequested,
    });
    expect(await shop.returnStatus(second)).toBe('refunded');
  });

  it('a wrong proof, or another order’s return, cancels nothing', async () => {
    const order = await shop.deliveredOrder(null);
    const proof = shop.proofOf(order);
    const mine = (await shop.guestReturn(proof, shop.productOf(order), 1)).body.return.returnNumber as string;
    const other = await shop.deliveredOrder(null);
    const theirs = (await shop.guestReturn(shop.proofOf(other), shop.productOf(other), 1)).body.return.returnNumber as string;

    for (const attempt of [
      { ...proof, email: 'someone-else@example.com' },
      { ...proof, zip: proof.zip === '10001' ? '10002' : '10001' },
    ]) {
      const refused = await shop.guestCancel(mine, attempt);
      expect({ status: refused.status, message: refused.body.error.message }).toEqual({ status: 404, message: GUEST_RETURN_MISMATCH });
    }
    const foreign = await shop.guestCancel(theirs, proof);
    expect({ status: foreign.status, message: foreign.body.error.message }).toEqual({ status: 404, message: RETURN_MESSAGES.returnGone });
    const malformed = await shop.guestCancel('not-a-return', proof);
    expect(malformed.status).toBe(400);
    expect([await shop.returnStatus(mine), await shop.returnStatus(theirs)]).toEqual(['requested', 'requested']);
  });

  it('keeps the rules: not before delivery, never past 30 days, never more than bought; an account’s order is its own', async () => {
    const placed = await shop.placeOrder(null);
    const early = await shop.guestReturn(shop.proofOf(placed), shop.productOf(placed), 1);
    expect({ status: early.status, message: early.body.error.message }).toEqual({ status: 409, message: RETURN_MESSAGES.notDelivered });

    const order = await shop.deliveredOrder(null);
    const proof = shop.proofOf(order);
    const tooMany = await shop.guestReturn(proof, shop.productOf(order), 3);
    expect(tooMany.status).toBe(409);
    await database().query(
      `UPDATE order_events SET at = ${nowSql(new Date(clock.now().getTime() - RETURN_WINDOW_DAYS * DAY))} WHERE order_id = $1 AND status = 'delivered'`,
      [order.orderId],
    );
    const late = await shop.guestReturn(proof, shop.productOf(order), 1);
    expect({ status: late.status, message: late.body.error.message }).toEqual({ status: 409, message: RETURN_MESSAGES.windowPassed });
    expect(await shop.returnRows(order.orderId)).toEqual([]);

    // An order placed signed in may be returned with its proof too; the return is the account's.
    const ana = await shop.signUp();
    const hers = await shop.deliveredOrder(ana);
    const ret = (await shop.guestReturn(shop.proofOf(hers), shop.productOf(hers), 1)).body.return;
    const mine = await shop.returnsOf(hers.orderNumber, ana);
    expect(mine.body.returns.map((r: { returnNumber: string }) => r.returnNumber)).toEqual([ret.returnNumber]);
  });
});

describeOnDatabases(
  'returns racing for the last tires of an order',
  ({ database }) => {
    let shop: Awaited<ReturnType<typeof returnsApi>>;
    beforeAll(async () => {
      shop = await returnsApi(database());
    });

    it('two returns of the last two tires at once: exactly one is taken', async () => {
      const ana = await shop.signUp();
      const order = await shop.deliveredOrder(ana);
      for (let round = 0; round < 3; round++) {
        const answers = await Promise.all([shop.returnTires(order, ana, 2), shop.returnTires(order, ana, 2)]);
        expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
        const won = answers.find((a) => a.status === 201)!.body.return.returnNumber as string;
        expect((await shop.call('POST', `/v1/users/me/returns/${won}/cancellation`, ana)).status).toBe(200);
      }
      const rows = await shop.returnRows(order.orderId);
      expect(rows.map((r) => r.status)).toEqual(['cancelled', 'cancelled', 'cancelled']);
    });

    it('two returns from tracking of the last two tires of an order without an account at once: exactly one is taken', async () => {
      const order = await shop.deliveredOrder(null);
      const proof = shop.proofOf(order);
      const answers = await Promise.all([1, 2].map(() => shop.guestReturn(proof, shop.productOf(order), 2)));
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
      expect((await shop.returnRows(order.orderId)).map((r) => r.status)).toEqual(['requested']);
    });
  },
  { kinds: ['postgres'] },
);
