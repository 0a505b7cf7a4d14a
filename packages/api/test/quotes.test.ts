/**
 * Sales quotes (services/quotes.ts, docs/quotes.md): only a sales tool account sends a quote, at
 * its price list's prices now; the customer's e-mail carries the link; the customer opens it into
 * their own cart at the quoted prices, which hold until the quote expires; no request field brings
 * a quoted price anywhere else; a refused call changes nothing.
 */
import { QUOTE_MESSAGES, QUOTE_VALIDITY_DAYS } from '@tireshop/core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { grantAccountType } from '../src/services/account-types';
import type { Database } from '../src/db/client';
import { percentOf } from '../src/services/pricing';
import { describeOnDatabases } from './databases';
import { shopperCalls, testApi, type ShopperCall } from './support/api';
import { NO_DEALS, seedTire, setStock, totalOf, type SeedTire } from './support/carts';
import { clock } from './support/clock';

/** The seeded SimpleCrew list: 7 % off every tire (seed/price-lists.ts). */
const SALES_PERCENT_OFF = 700;
const DAY_MS = 24 * 3600_000;

/** A shop with two tires in stock, sales tool and customer accounts, and a quote sent from a sales user's cart. */
async function quotesShop(database: Database) {
  const api = await testApi(database);
  const { call, signUp } = shopperCalls(api.request, await api.storefrontToken());
  const tire = await seedTire(database, `${NO_DEALS} AND s.stock >= 40 AND s.brand_slug NOT IN ('michelin', 'bfgoodrich') AND s.id > 1`);
  const other = await seedTire(
    database,
    `${NO_DEALS} AND s.stock >= 40 AND s.brand_slug NOT IN ('michelin', 'bfgoodrich') AND s.id > 1`,
    1,
  );

  /** A new account signed in; with `accountType`, holding it first. */
  async function account(accountType?: string): Promise<string> {
    const session = await signUp();
    if (accountType) {
      const details = await call('GET', '/user-details', session);
      expect(await grantAccountType(database, details.body.userDetails.username, accountType, { first: true })).toBe('granted');
    }
    return session;
  }

  async function cartOf(session: string | null, lines: [SeedTire, number][]) {
    const [[first, quantity], ...rest] = lines;
    const created = await call('POST', '/v1/carts', session, { productId: first!.id, quantity: { front: quantity } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    let cart = created.body.siteCart;
    for (const [t, q] of rest) {
      const added = await call('PUT', `/v1/carts/${cart.id}`, session, { isNewItem: true, productId: t.id, quantity: { front: q } });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      cart = added.body.siteCart;
    }
    return cart;
  }

  const quoteEmails = async (to: string) =>
    database.query<{ subject: string; text: string }>(`SELECT subject, text FROM outbox_emails WHERE kind = 'quote' AND "to" = $1`, [to]);

  async function sendQuote(to = `customer-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`) {
    const seller = await account('SimpleCrew Sales Tool');
    const cart = await cartOf(seller, [
      [tire, 4],
      [other, 2],
    ]);
    const sent = await call('POST', '/v1/quotes', seller, { cartId: cart.id, email: ` ${to.toUpperCase()} `, phone: '1-512-555-0142' });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    return { seller, cart, quote: sent.body.quote, to, token: (sent.body.quote.link as string).split('/quotes/')[1]! };
  }

  return { call, signUp, tire, other, account, cartOf, quoteEmails, sendQuote };
}
type QuotesShop = Awaited<ReturnType<typeof quotesShop>>;

const quotedPrice = (retail: number) => retail - percentOf(retail, SALES_PERCENT_OFF);

describeOnDatabases('sales quotes', ({ database }) => {
  let call: ShopperCall;
  let tire: SeedTire;
  let other: SeedTire;
  let account: QuotesShop['account'];
  let cartOf: QuotesShop['cartOf'];
  let quoteEmails: QuotesShop['quoteEmails'];
  let sendQuote: QuotesShop['sendQuote'];

  beforeAll(async () => {
    ({ call, tire, other, account, cartOf, quoteEmails, sendQuote } = await quotesShop(database()));
  });
  afterEach(() => clock.reset());

  it('a sales tool user sends their cart: the list prices now, the e-mail with the link, the text message, a week to open it', async () => {
    const { seller, quote, to, token } = await sendQuote();
    expect(quote.quoteNumber).toMatch(/^Q-\d{6,}$/);
    expect(quote.email).toBe(to);
    // rules §5 phone formatting: digits, the leading 1 dropped, (xxx) xxx xxxx.
    expect(quote.phone).toBe('(512) 555 0142');
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(quote.lines.map((l: any) => [l.productId, l.quantity, l.unitPriceInCents, l.retailPriceInCents])).toEqual([
      [tire.id, 4, quotedPrice(tire.price), tire.price],
      [other.id, 2, quotedPrice(other.price), other.price],
    ]);
    expect(quote.subtotalInCents).toBe(4 * quotedPrice(tire.price) + 2 * quotedPrice(other.price));
    expect(Date.parse(quote.expiresAt) - Date.parse(quote.createdAt)).toBe(QUOTE_VALIDITY_DAYS * DAY_MS);
    expect(quote.textMessage).toContain(quote.link);

    const [mail, ...more] = await quoteEmails(to);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`Your tire quote ${quote.quoteNumber}`);
    expect(mail!.text).toContain(quote.link);

    const mine = await call('GET', '/v1/quotes', seller);
    expect(mine.status).toBe(200);
    expect(mine.body.quotes.map((q: any) => q.quoteNumber)).toEqual([quote.quoteNumber]);
  });

  it('only a sales tool account may send or list quotes; bad e-mail and phone get the spec messages; nothing is sent', async () => {
    const to = `nobody-${Date.now()}@example.com`;
    const anonymousCart = await cartOf(null, [[tire, 2]]);
    expect((await call('POST', '/v1/quotes', null, { cartId: anonymousCart.id, email: to, phone: '5125550142' })).status).toBe(401);
    let someoneElses = '';
    for (const type of [undefined, 'Fleet', 'Employee']) {
      const session = await account(type);
      const cart = await cartOf(session, [[tire, 2]]);
      someoneElses = cart.id;
      const refused = await call('POST', '/v1/quotes', session, { cartId: cart.id, email: to, phone: '5125550142' });
      expect(refused.status).toBe(403);
      expect(refused.body.error.message).toBe(QUOTE_MESSAGES.salesToolOnly);
      expect((await call('GET', '/v1/quotes', session)).status).toBe(403);
    }
    const seller = await account('SimpleCrew Sales Tool');
    const cart = await cartOf(seller, [[tire, 2]]);
    const badEmail = await call('POST', '/v1/quotes', seller, { cartId: cart.id, email: 'not-an-email', phone: '5125550142' });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.error.message).toContain('Please enter a valid email.');
    const badPhone = await call('POST', '/v1/quotes', seller, { cartId: cart.id, email: to, phone: '555-0142' });
    expect(badPhone.status).toBe(400);
    expect(badPhone.body.error.message).toContain('Please enter a valid phone number.');
    // Another account's cart is one that does not exist.
    expect((await call('POST', '/v1/quotes', seller, { cartId: someoneElses, email: to, phone: '5125550142' })).status).toBe(404);
    expect(await quoteEmails(to)).toEqual([]);
    expect((await call('GET', '/v1/quotes', seller)).body.quotes).toEqual([]);
  });

  it('an anonymous customer opens the quote into a new cart at the quoted prices; the totals follow', async () => {
    const { quote, token } = await sendQuote();
    const shown = await call('GET', `/v1/quotes/${token}`, null);
    expect(shown.status).toBe(200);
    expect(shown.body.quote).toMatchObject({ quoteNumber: quote.quoteNumber, expired: false, subtotalInCents: quote.subtotalInCents });
    expect(shown.body.quote).not.toHaveProperty('email');

    const opened = await call('POST', `/v1/quotes/${token}/cart`, null, {});
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const cart = opened.body.siteCart;
    expect(cart.siteProducts.map((p: any) => [p.productId, p.quantity, p.price.salePriceInCents, p.price.priceLabel])).toEqual([
      [tire.id, 4, quotedPrice(tire.price), 'Quoted price'],
      [other.id, 2, quotedPrice(other.price), 'Quoted price'],
    ]);
    expect(cart.subtotalInCents).toBe(quote.subtotalInCents);
    expect(cart.totalInCents).toBe(totalOf(cart));
    // The cart read again (and by the order quote) keeps the quoted prices.
    const again = await call('GET', `/v1/carts/${cart.id}`, null);
    expect(again.body.siteCart.subtotalInCents).toBe(quote.subtotalInCents);
  });

  it('opening into an existing cart sets each quoted line to its quantity and keeps the other tires at their price', async () => {
    const { token } = await sendQuote();
    const customer = await account();
    const third = await seedTire(
      database(),
      `${NO_DEALS} AND s.stock >= 40 AND s.brand_slug NOT IN ('michelin', 'bfgoodrich') AND s.id > 1`,
      2,
    );
    const cart = await cartOf(customer, [
      [tire, 1],
      [third, 2],
    ]);
    const opened = await call('POST', `/v1/quotes/${token}/cart`, customer, { cartId: cart.id });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const lines = opened.body.siteCart.siteProducts.map((p: any) => [p.productId, p.quantity, p.price.salePriceInCents]);
    expect(lines).toEqual([
      [tire.id, 4, quotedPrice(tire.price)],
      [third.id, 2, third.price],
      [other.id, 2, quotedPrice(other.price)],
    ]);
    // More than the quoted quantity: the line is priced as any other.
    const grown = await call('PUT', `/v1/carts/${cart.id}`, customer, { itemId: tire.id, itemQuantity: 5 });
    expect(grown.status).toBe(200);
    expect(grown.body.siteCart.siteProducts[0].price.salePriceInCents).toBe(tire.price);
    const back = await call('PUT', `/v1/carts/${cart.id}`, customer, { itemId: tire.id, itemQuantity: 4 });
    expect(back.body.siteCart.siteProducts[0].price.salePriceInCents).toBe(quotedPrice(tire.price));
    // Someone else's cart is refused like one that does not exist, and is left alone.
    const stranger = await account();
    expect((await call('POST', `/v1/quotes/${token}/cart`, stranger, { cartId: cart.id })).status).toBe(404);
  });

  it('after expiry the quote says so, nothing is added, and an opened cart reprices normally', async () => {
    const { token } = await sendQuote();
    const opened = await call('POST', `/v1/quotes/${token}/cart`, null, {});
    const cartId = opened.body.siteCart.id;
    clock.advance(QUOTE_VALIDITY_DAYS * DAY_MS + 60_000);
    const shown = await call('GET', `/v1/quotes/${token}`, null);
    expect(shown.body.quote.expired).toBe(true);
    const refused = await call('POST', `/v1/quotes/${token}/cart`, null, { cartId });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(QUOTE_MESSAGES.expired);
    const cart = (await call('GET', `/v1/carts/${cartId}`, null)).body.siteCart;
    expect(cart.siteProducts.map((p: any) => [p.productId, p.quantity, p.price.salePriceInCents])).toEqual([
      [tire.id, 4, tire.price],
      [other.id, 2, other.price],
    ]);
    expect(cart.siteProducts[0].price).not.toHaveProperty('priceLabel');
  });

  it('the sales user withdraws a quote: its link says it has expired; nobody else can withdraw it', async () => {
    const { seller, quote, token } = await sendQuote();
    const stranger = await account('SimpleCrew Sales Tool');
    expect((await call('POST', `/v1/quotes/${quote.quoteNumber}/withdrawal`, stranger)).status).toBe(404);
    expect((await call('GET', `/v1/quotes/${token}`, null)).body.quote.expired).toBe(false);
    const withdrawn = await call('POST', `/v1/quotes/${quote.quoteNumber}/withdrawal`, seller);
    expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200);
    clock.advance(1000);
    expect((await call('GET', `/v1/quotes/${token}`, null)).body.quote.expired).toBe(true);
    expect((await call('POST', `/v1/quotes/${token}/cart`, null, {})).status).toBe(409);
  });

  it('no body field or unknown token gives a quoted price; a cart line added by hand is not quoted', async () => {
    const { token } = await sendQuote();
    const unknown = await call('GET', `/v1/quotes/${'A'.repeat(32)}`, null);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe(QUOTE_MESSAGES.gone);
    const forged = await call('POST', '/v1/carts', null, { productId: tire.id, quantity: { front: 4 }, quoteId: 1, quoteToken: token });
    expect(forged.status).toBe(201);
    expect(forged.body.siteCart.siteProducts[0].price.salePriceInCents).toBe(tire.price);
    expect(forged.body.siteCart.subtotalInCents).toBe(4 * tire.price);
  });

  describe('stock', () => {
    it('a tire short of stock refuses the whole opening: nothing is added', async () => {
      const { token } = await sendQuote();
      const customer = await account();
      const cart = await cartOf(customer, [[tire, 1]]);
      await setStock(database(), other.id, 1);
      try {
        const refused = await call('POST', `/v1/quotes/${token}/cart`, customer, { cartId: cart.id });
        expect(refused.status).toBe(409);
        const after = (await call('GET', `/v1/carts/${cart.id}`, customer)).body.siteCart;
        expect(after.siteProducts.map((p: any) => [p.productId, p.quantity])).toEqual([[tire.id, 1]]);
      } finally {
        await setStock(database(), other.id, 100);
      }
    });
  });
});

describeOnDatabases(
  'a quote opened into one cart twice at once',
  ({ database }) => {
    let shop: QuotesShop;
    beforeAll(async () => {
      shop = await quotesShop(database());
    });

    it('the quoted lines are in the cart once, at the quoted quantities and prices', async () => {
      const { token } = await shop.sendQuote();
      const customer = await shop.account();
      for (const start of [[[shop.tire, 1]], [[shop.other, 3]]] as [SeedTire, number][][]) {
        const cart = await shop.cartOf(customer, start);
        const answers = await Promise.all(
          [1, 2, 3].map(() => shop.call('POST', `/v1/quotes/${token}/cart`, customer, { cartId: cart.id })),
        );
        expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
        const read = (await shop.call('GET', `/v1/carts/${cart.id}`, customer)).body.siteCart;
        expect(read.siteProducts.map((p: any) => [p.productId, p.quantity, p.price.salePriceInCents]).sort()).toEqual(
          [
            [shop.tire.id, 4, quotedPrice(shop.tire.price)],
            [shop.other.id, 2, quotedPrice(shop.other.price)],
          ].sort(),
        );
        const rows = await database().query<{ sku_id: number; quantity: number }>(
          'SELECT sku_id, quantity FROM cart_items WHERE cart_id = $1 ORDER BY sku_id',
          [cart.id],
        );
        expect(rows).toHaveLength(2);
      }
    });
  },
  { kinds: ['postgres'] },
);
