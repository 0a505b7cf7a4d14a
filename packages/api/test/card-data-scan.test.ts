/**
 * The card number never reaches the shop (issue #6 "An end-to-end scan proves no Luhn-valid card
 * number appears in any request to our API, in logs or in the database"). Complete checkouts are
 * driven through the API and the sandbox gateway — every test card tokenised on the gateway's side,
 * orders placed by card (approved, declined then approved, processing then settled), one from an
 * installer widget with an appointment, one through a Klarna session — while every request to /api
 * (address, headers, body) and its answer, and everything written to the console, is recorded.
 * Then the whole database, the recorded traffic, the logs and the e-mails sent are scanned.
 *
 * The scanner (support/scan.ts) reports every Luhn-valid span of 13 to 19 digits in free-standing
 * runs of digit groups. Controls prove it finds planted card numbers, and that the recorded gateway
 * traffic does hold the cards (so the recording would catch one sent to /api).
 */
import { luhnValid } from '@tireshop/core';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { format } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { installerWidgetId } from '../src/auth/clients';
import { SANDBOX_TEST_CARDS } from '../src/payments/sandbox/test-cards';
import { runOnce } from '../src/worker';
import { describeOnDatabases } from './databases';
import { jsonCall, SHOP_ORIGIN, testApi } from './support/api';
import { plainShops } from './support/appointments';
import { NO_DEALS, seedTire } from './support/carts';
import { HOME_DELIVERY } from './support/checkout';
import { postOrder, tokenizeCard } from './support/orders';
import { cardNumbersAnyEncoding, cardNumbersIn, digitsOf, scan, type Finding } from './support/scan';

// ---- the scanner's own controls ------------------------------------------------------------

describe('the card number scanner', () => {
  it('finds every test card however it is written', () => {
    for (const card of Object.values(SANDBOX_TEST_CARDS)) {
      const digits = digitsOf(card);
      expect(luhnValid(digits), card.number).toBe(true);
      for (const written of [
        `paid with ${card.number} today`,
        `card=${digits}&exp=12/30`,
        JSON.stringify({ number: card.number.replace(/ /g, '-') }),
        `{"pan":${digits}}`,
        `number=${encodeURIComponent(card.number)}`,
        `number=${card.number.replace(/ /g, '+')}`,
        `(${digits})`,
        `card_${digits}.txt`,
      ]) {
        expect(cardNumbersAnyEncoding(written), written).toContain(digits);
      }
    }
  });

  it('passes what is not a card number', () => {
    for (const text of [
      '4111 1111 1111 1112', // fails the Luhn check
      '411111111111', // 12 digits
      '41111111111111111111', // 20 digits in one group
      '12345678-1234-4123-8123-123456789012', // a UUID of digits only
      'c0ffee12-3456-4789-a123-456789012345',
      'sbx_ab4111111111111111ff', // digits inside a hex or base64 id
      'order 100000017, zip 78701-1234, phone (512) 555 0100',
      '2026-11-21T13:45:01.123+00:00',
    ]) {
      expect(cardNumbersAnyEncoding(text), text).toEqual([]);
    }
  });
});

// ---- complete checkouts, recorded and scanned ----------------------------------------------

interface Recorded {
  method: string;
  url: string;
  headers: string;
  body: string;
  answer: string;
}

describeOnDatabases('card data scan: no card number in /api requests, logs or the database', ({ database }) => {
  let api: Awaited<ReturnType<typeof testApi>>;
  let mailDir: string;
  const traffic: Recorded[] = [];
  const logs: string[] = [];

  beforeAll(async () => {
    mailDir = await mkdtemp(join(tmpdir(), 'tireshop-card-scan-mail-'));
    // Processing payments (code 539) settle at once; e-mails are written to a directory of our own.
    api = await testApi(database(), { sandboxSettleSeconds: 0, mailDir });
    // Every request the app serves (/api and /gateway), whichever helper sends it.
    const serve = api.app.fetch;
    api.app.fetch = async (request: Request, ...rest: unknown[]) => {
      const body = await request.clone().text();
      const response = await (serve as (r: Request, ...x: unknown[]) => Response | Promise<Response>)(request, ...rest);
      traffic.push({
        method: request.method,
        url: request.url,
        headers: [...request.headers].map(([name, value]) => `${name}: ${value}`).join('\n'),
        body,
        answer: await response.clone().text(),
      });
      return response;
    };
  });
  afterAll(async () => {
    await rm(mailDir, { recursive: true, force: true });
  });

  const call = (token: string, method: string, path: string, body?: unknown, origin?: string) =>
    jsonCall(api.request, method, path, { token, body, headers: origin ? { Origin: origin } : {} });

  /** Every row of every table of the public schema, as JSON text. */
  async function databaseRows(): Promise<{ table: string; row: string }[]> {
    const tables = await database().query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
    );
    const rows: { table: string; row: string }[] = [];
    for (const { table_name: table } of tables) {
      const found = await database().query<{ row: string }>(
        `SELECT row_to_json(t)::text AS row FROM public."${table.replaceAll('"', '""')}" t`,
      );
      for (const { row } of found) rows.push({ table, row });
    }
    return rows;
  }

  async function mails(): Promise<{ name: string; text: string }[]> {
    const names = (await readdir(mailDir)).sort();
    return Promise.all(names.map(async (name) => ({ name, text: await readFile(join(mailDir, name), 'utf8') })));
  }

  async function findings(): Promise<Finding[]> {
    const found: Finding[] = [];
    for (const r of traffic.filter((t) => new URL(t.url).pathname.startsWith('/api/'))) {
      found.push(
        ...scan(`request ${r.method} ${r.url}`, `${r.url}\n${r.headers}\n${r.body}`),
        ...scan(`answer to ${r.method} ${r.url}`, r.answer),
      );
    }
    logs.forEach((line, i) => {
      found.push(...scan(`log line ${i}: ${line.slice(0, 120)}`, line));
    });
    for (const { table, row } of await databaseRows()) found.push(...scan(`table ${table}: ${row.slice(0, 200)}`, row));
    for (const { name, text } of await mails()) found.push(...scan(`e-mail ${name}`, text));
    return found;
  }

  /** Records what the code under test writes to the console, instead of printing it. */
  function recordConsole(): void {
    for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        logs.push(format(...args));
      });
    }
  }

  it('finds none after complete checkouts with every test card, a widget and a Klarna session', async () => {
    recordConsole();
    try {
      const storefront = await api.storefrontToken();
      const tire = await seedTire(database(), `${NO_DEALS} AND stock >= 80 AND "isInstallable"`);
      const [shop] = (await plainShops(database(), 1)) as [number];
      const widgetIssued = await api.token(
        { client_id: installerWidgetId('100001'), grant_type: 'client_credentials' },
        { Origin: SHOP_ORIGIN },
      );
      const widget = ((await widgetIssued.json()) as { access_token: string }).access_token;
      const orderIds: { orderId: string; token: string }[] = [];

      /** A cart through every checkout step: tires, shipping (and an appointment), billing, services. */
      async function checkoutCart(token: string, options: { installer?: boolean; origin?: string } = {}): Promise<string> {
        const as = (method: string, path: string, body?: unknown) => call(token, method, path, body, options.origin);
        const created = await as('POST', '/v1/carts', { productId: tire.id, quantity: { front: 4 } });
        expect(created.status, JSON.stringify(created.body)).toBe(201);
        const cartId = created.body.siteCart.id as string;
        const shipping = options.installer ? { shippingOption: 'INSTALLER', installerId: shop } : HOME_DELIVERY;
        expect((await as('PUT', `/v1/checkout/cart-shipping?cartId=${cartId}`, shipping)).status).toBe(200);
        if (options.installer) expect((await as('POST', `/v1/checkout/cart-appointment?cartId=${cartId}`, {})).status).toBe(201);
        const billing = {
          ...HOME_DELIVERY,
          shippingOption: undefined,
          email: 'ana@example.com',
          poNumber: 'PO-7731',
          companyName: 'Acme Fleet',
        };
        expect((await as('PUT', `/v1/checkout/cart-billing?cartId=${cartId}`, billing)).status).toBe(200);
        expect((await as('POST', `/v1/checkout/cart-services?id=${cartId}`, { isRoadHazard: true })).status).toBe(200);
        expect((await as('GET', `/v1/checkout/cart-services?id=${cartId}`)).status).toBe(200);
        expect((await as('GET', `/v1/checkout/order-quote?cartId=${cartId}&paymentType=credit`)).body.orderQuote.problems).toEqual([]);
        return cartId;
      }

      for (const [name, card] of Object.entries(SANDBOX_TEST_CARDS)) {
        const fromWidget = name === 'amex';
        const token = fromWidget ? widget : storefront;
        const cartId = await checkoutCart(token, { installer: fromWidget, origin: fromWidget ? SHOP_ORIGIN : undefined });
        const nonce = await tokenizeCard(api, token, { number: card.number, cvv: card.cvv, name: 'Ana Lopez' });
        let placed = await postOrder(api, token, { cartId, paymentType: 'credit', paymentMethodNonce: nonce });
        if (card.outcome === 'decline') {
          expect(placed.status, JSON.stringify(placed.body)).toBe(402);
          // The shopper tries another card.
          const again = await tokenizeCard(api, token, { number: SANDBOX_TEST_CARDS.mastercard.number });
          placed = await postOrder(api, token, { cartId, paymentType: 'credit', paymentMethodNonce: again });
        }
        expect(placed.status, `${name}: ${JSON.stringify(placed.body)}`).toBe(201);
        const order = placed.body.order;
        expect(order.status).toBe(card.outcome === 'processing' ? 'unconfirmed' : 'confirmed');
        if (card.outcome !== 'decline') expect(order.payment).toMatchObject({ brand: card.brand, last4: digitsOf(card).slice(-4) });
        orderIds.push({ orderId: order.orderId, token });
      }

      // Klarna: a session approved on the gateway's page, back with charge_id.
      const cartId = await checkoutCart(storefront);
      const returnUrl = `${SHOP_ORIGIN}/checkout/payments/klarna`;
      const session = await call(storefront, 'POST', `/v1/checkout/cart-klarna?cartId=${cartId}`, { returnUrl });
      expect(session.status, JSON.stringify(session.body)).toBe(200);
      const approved = await api.gatewayRequest(`/checkout/${session.body.payload.sessionId}/approve`, {
        method: 'POST',
        headers: { Origin: SHOP_ORIGIN },
      });
      expect(approved.status).toBe(303);
      const chargeId = new URL(approved.headers.get('location')!, returnUrl).searchParams.get('charge_id');
      expect(chargeId).toBeTruthy();
      const klarna = await postOrder(api, storefront, { cartId, paymentType: 'klarna', chargeId });
      expect(klarna.status, JSON.stringify(klarna.body)).toBe(201);
      orderIds.push({ orderId: klarna.body.order.orderId, token: storefront });

      // The worker settles the processing payment and sends the confirmation e-mails.
      await runOnce({ database: database(), config: api.config, payments: api.gateway.provider, now: api.clock.now });
      for (const { orderId, token } of orderIds) {
        const read = await call(token, 'GET', `/v1/orders/${orderId}`, undefined, token === widget ? SHOP_ORIGIN : undefined);
        expect(read.status).toBe(200);
        expect(read.body.order.status).toBe('confirmed');
      }
      expect((await mails()).length).toBeGreaterThanOrEqual(orderIds.length);
    } finally {
      vi.restoreAllMocks();
    }

    // Control: the cards were typed, into the gateway's tokenize call and nowhere else.
    const tokenized = traffic.filter((t) => new URL(t.url).pathname === '/gateway/v1/tokenize').flatMap((t) => cardNumbersIn(t.body));
    for (const card of Object.values(SANDBOX_TEST_CARDS)) expect(tokenized).toContain(digitsOf(card));
    expect(traffic.filter((t) => new URL(t.url).pathname.startsWith('/api/')).length).toBeGreaterThan(50);

    expect(await findings()).toEqual([]);
  });

  it('would notice a card number planted in the database, a log line or a request (the scan reaches them)', async () => {
    const planted = digitsOf(SANDBOX_TEST_CARDS.discover);
    const [billing] = await database().query<{ cart_id: string }>('SELECT cart_id FROM cart_billing LIMIT 1');
    await database().query('UPDATE cart_billing SET company_name = $2 WHERE cart_id = $1', [
      billing!.cart_id,
      `Card ${SANDBOX_TEST_CARDS.discover.number}`,
    ]);
    recordConsole();
    try {
      console.warn('[test] planted %s', SANDBOX_TEST_CARDS.jcb.number.replace(/ /g, '-'));
    } finally {
      vi.restoreAllMocks();
    }
    await api.request(`/v1/site/globals?note=${encodeURIComponent(SANDBOX_TEST_CARDS.amex.number)}`);
    const found = await findings();
    expect(found.filter((f) => f.where.startsWith('table cart_billing')).flatMap((f) => f.numbers)).toEqual([planted]);
    expect(found.filter((f) => f.where.startsWith('log line')).flatMap((f) => f.numbers)).toEqual([digitsOf(SANDBOX_TEST_CARDS.jcb)]);
    expect(found.filter((f) => f.where.startsWith('request GET')).flatMap((f) => f.numbers)).toEqual([digitsOf(SANDBOX_TEST_CARDS.amex)]);
  });
});
