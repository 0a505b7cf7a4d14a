/**
 * Affiliate widgets (spec §4 Widget origin: affiliate-widget or manufacturer-widget): a click on a
 * tire goes through GET /v1/affiliate/click/{widgetId}, which counts it (race-free, nothing about
 * the shopper) and sends the shopper on to the storefront page marked with the widget (spec §2
 * widgetType, §7 widgetSourceId); the storefront's carts and orders record the widget; the
 * affiliate reads its clicks, carts and orders by day with its report key.
 */
import { AFFILIATE_REPORT_MESSAGES } from '@tireshop/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_AFFILIATE_WIDGET_ID, DEMO_MANUFACTURER_WIDGET_ID, DEMO_PARTNER_WIDGET_ID, hashSecret } from '../src/auth/clients';
import { DEV_AFFILIATE_REPORT_KEY } from '../src/config';
import { clickDestination } from '../src/services/affiliate';
import { describeOnDatabases } from './databases';
import { jsonCall, SHOP_ORIGIN, testApi, type Answer } from './support/api';
import { HOME_DELIVERY, wellStockedTire } from './support/checkout';
import { giveBilling, ordersOf, placeOrderWithCard } from './support/orders';

type TestApi = Awaited<ReturnType<typeof testApi>>;

const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
const OWN_KEY = basic(DEMO_AFFILIATE_WIDGET_ID, DEV_AFFILIATE_REPORT_KEY);

const BROWSER = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

describe('where a click leads', () => {
  const widget = { id: 'aw-x', widgetType: 'affiliate-widget' };
  it('keeps a storefront page and its query, marked with the widget', () => {
    expect(clickDestination('/brands/michelin-tires/defender?size=225-45r17', widget)).toBe(
      '/brands/michelin-tires/defender?size=225-45r17&widgetType=affiliate-widget&widgetSourceId=aw-x',
    );
  });
  it('leads home for anything off the shop or into the API, and a link cannot name its own type', () => {
    for (const to of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '/api/token', '', undefined]) {
      expect(clickDestination(to, widget)).toBe('/?widgetType=affiliate-widget&widgetSourceId=aw-x');
    }
    expect(clickDestination('/tire-sizes/225-45r17?widgetType=installer-widget&widgetSourceId=iw-1', null)).toBe('/tire-sizes/225-45r17');
  });
});

describeOnDatabases('affiliate widget: clicks, attribution and the report', ({ database }) => {
  let api: TestApi;
  let storefront: string;
  let tire: number;
  let today: string;

  /** A shopper's click in a phone's browser (or, with `headers`, whatever else asks for the address). */
  const click = (widgetId: string, to: string, headers: Record<string, string> = { 'User-Agent': BROWSER }) =>
    api.request(`/v1/affiliate/click/${encodeURIComponent(widgetId)}?to=${encodeURIComponent(to)}`, { redirect: 'manual', headers });
  const report = (query: string, authorization?: string): Promise<Answer> =>
    jsonCall(api.request, 'GET', `/v1/affiliate/report${query}`, {
      token: null,
      headers: authorization ? { Authorization: authorization } : {},
    });
  const todays = async () => (await report(`?from=${today}&to=${today}`, OWN_KEY)).body.days[0];
  const storedClicks = async () =>
    JSON.stringify(await database().query('SELECT client_id, day::text, clicks FROM widget_clicks ORDER BY client_id, day'));

  beforeAll(async () => {
    api = await testApi(database());
    storefront = await api.storefrontToken();
    tire = await wellStockedTire(database(), { installable: true });
    today = api.clock.now().toISOString().slice(0, 10);
  });

  it('tells each affiliate widget its type and whether it sells inside itself', async () => {
    for (const [id, widgetType, checkoutInWidget] of [
      [DEMO_AFFILIATE_WIDGET_ID, 'affiliate-widget', false],
      [DEMO_MANUFACTURER_WIDGET_ID, 'manufacturer-widget', true],
      [DEMO_PARTNER_WIDGET_ID, 'partner-widget', true],
    ] as const) {
      const res = await api.token({ client_id: id, grant_type: 'client_credentials' }, { Origin: SHOP_ORIGIN });
      const token = ((await res.json()) as { access_token: string }).access_token;
      const config = await jsonCall(api.request, 'GET', '/widget-app-config?identifier=simpleshop', {
        token,
        headers: { Origin: SHOP_ORIGIN },
      });
      expect({ id, widgetType: config.body.widgetType, checkoutInWidget: config.body.checkoutInWidget }).toEqual({
        id,
        widgetType,
        checkoutInWidget,
      });
    }
  });

  it('counts a click and sends the shopper to the storefront page marked with the widget', async () => {
    const before = await todays();
    const res = await click(DEMO_AFFILIATE_WIDGET_ID, '/brands/michelin-tires/defender-ltx-ms?size=225-65r17');
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe(
      `/brands/michelin-tires/defender-ltx-ms?size=225-65r17&widgetType=affiliate-widget&widgetSourceId=${DEMO_AFFILIATE_WIDGET_ID}`,
    );
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect((await todays()).clicks).toBe(before.clicks + 1);
  });

  it('sends a prefetch, a crawler or a link preview on marked like a shopper, without counting a click', async () => {
    const before = await todays();
    const to = '/tire-sizes/225-65r17';
    const marked = `${to}?widgetType=affiliate-widget&widgetSourceId=${DEMO_AFFILIATE_WIDGET_ID}`;
    const automated: Record<string, string>[] = [
      { 'User-Agent': BROWSER, 'Sec-Purpose': 'prefetch' },
      { 'User-Agent': BROWSER, 'Sec-Purpose': 'prefetch;prerender' },
      { 'User-Agent': BROWSER, Purpose: 'prefetch' },
      { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
      { 'User-Agent': 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)' },
      { 'User-Agent': 'facebookexternalhit/1.1' },
      { 'User-Agent': 'curl/8.5.0' },
      {},
    ];
    for (const headers of automated) {
      const res = await click(DEMO_AFFILIATE_WIDGET_ID, to, headers);
      expect({ headers, location: res.headers.get('Location') }).toEqual({ headers, location: marked });
    }
    expect((await todays()).clicks).toBe(before.clicks);
    // A shopper's click right after still counts.
    await click(DEMO_AFFILIATE_WIDGET_ID, to);
    expect((await todays()).clicks).toBe(before.clicks + 1);
  });

  it('counts every one of many clicks at the same moment', async () => {
    const before = await todays();
    const answers = await Promise.all(Array.from({ length: 40 }, () => click(DEMO_AFFILIATE_WIDGET_ID, '/tire-sizes/225-65r17')));
    expect(answers.map((r) => r.status)).toEqual(Array(40).fill(302));
    expect((await todays()).clicks).toBe(before.clicks + 40);
  });

  it('counts nothing for an unknown, disabled or non-affiliate widget, and marks nothing', async () => {
    await database().query(
      `INSERT INTO api_clients (id, kind, name, channel, widget_type, enabled)
       VALUES ('aw-test-off', 'public', 'Affiliate (switched off)', 'widget', 'affiliate-widget', false) ON CONFLICT DO NOTHING`,
    );
    const before = await storedClicks();
    for (const id of ['aw-nobody', 'aw-test-off', DEMO_PARTNER_WIDGET_ID, 'x'.repeat(300)]) {
      const res = await click(id, '/tire-sizes/225-65r17');
      expect({ id, status: res.status, location: res.headers.get('Location') }).toEqual({
        id,
        status: 302,
        location: '/tire-sizes/225-65r17',
      });
    }
    expect(await storedClicks()).toBe(before);
  });

  it('records the affiliate on a storefront cart and its order, with the type from the widget’s configuration', async () => {
    const before = await todays();
    const created = await jsonCall(api.request, 'POST', `/v1/carts?widgetSourceId=${DEMO_AFFILIATE_WIDGET_ID}`, {
      token: storefront,
      body: { productId: tire, quantity: { front: 4 } },
    });
    expect(created.status).toBe(201);
    const cartId = created.body.siteCart.id as string;
    const [cart] = await database().query('SELECT widget_source_id, widget_type FROM carts WHERE id = $1', [cartId]);
    expect(cart).toEqual({ widget_source_id: DEMO_AFFILIATE_WIDGET_ID, widget_type: 'affiliate-widget' });

    const shipped = await jsonCall(api.request, 'PUT', `/v1/checkout/cart-shipping?cartId=${cartId}`, {
      token: storefront,
      body: HOME_DELIVERY,
    });
    expect(shipped.status).toBe(200);
    await giveBilling(database(), cartId);
    const placed = await placeOrderWithCard(api, storefront, cartId);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const [order] = await ordersOf(database(), cartId);
    expect(order).toMatchObject({ widget_source_id: DEMO_AFFILIATE_WIDGET_ID, widget_type: 'affiliate-widget' });

    const after = await todays();
    expect(after.carts).toBe(before.carts + 1);
    expect(after.orders).toBe(before.orders + 1);
    expect(after.orderTotalInCents).toBe(before.orderTotalInCents + Number(order!.total_cents));
  });

  it('gives a storefront cart kept from before the visit the affiliate when tires are added, and keeps a widget once it has one', async () => {
    const created = await jsonCall(api.request, 'POST', '/v1/carts', {
      token: storefront,
      body: { productId: tire, quantity: { front: 2 } },
    });
    const cartId = created.body.siteCart.id as string;
    const add = (widgetSourceId: string) =>
      jsonCall(api.request, 'PUT', `/v1/carts/${cartId}?widgetSourceId=${widgetSourceId}`, {
        token: storefront,
        body: { isNewItem: true, productId: tire, quantity: { front: 2 } },
      });
    expect((await add(DEMO_AFFILIATE_WIDGET_ID)).status).toBe(200);
    const widgetOf = async () => (await database().query('SELECT widget_source_id, widget_type FROM carts WHERE id = $1', [cartId]))[0];
    expect(await widgetOf()).toEqual({ widget_source_id: DEMO_AFFILIATE_WIDGET_ID, widget_type: 'affiliate-widget' });
    expect((await add(DEMO_MANUFACTURER_WIDGET_ID)).status).toBe(200);
    expect(await widgetOf()).toEqual({ widget_source_id: DEMO_AFFILIATE_WIDGET_ID, widget_type: 'affiliate-widget' });
    // A kept cart was made on an earlier visit: days before the report's range below.
    await database().query("UPDATE carts SET created_at = created_at - interval '3 days' WHERE id = $1", [cartId]);
  });

  it('gives a storefront cart naming an unknown widget no widget type', async () => {
    const created = await jsonCall(api.request, 'POST', '/v1/carts?widgetSourceId=aw-made-up', {
      token: storefront,
      body: { productId: tire, quantity: { front: 4 } },
    });
    const [cart] = await database().query('SELECT widget_source_id, widget_type FROM carts WHERE id = $1', [created.body.siteCart.id]);
    expect(cart).toEqual({ widget_source_id: 'aw-made-up', widget_type: null });
  });

  it('records a manufacturer widget’s own cart under its id and type, whatever the page names', async () => {
    const res = await api.token({ client_id: DEMO_MANUFACTURER_WIDGET_ID, grant_type: 'client_credentials' }, { Origin: SHOP_ORIGIN });
    const token = ((await res.json()) as { access_token: string }).access_token;
    const created = await jsonCall(api.request, 'POST', `/v1/carts?widgetSourceId=${DEMO_AFFILIATE_WIDGET_ID}`, {
      token,
      body: { productId: tire, quantity: { front: 4 } },
      headers: { Origin: SHOP_ORIGIN },
    });
    expect(created.status).toBe(201);
    const [cart] = await database().query('SELECT widget_source_id, widget_type FROM carts WHERE id = $1', [created.body.siteCart.id]);
    expect(cart).toEqual({ widget_source_id: DEMO_MANUFACTURER_WIDGET_ID, widget_type: 'manufacturer-widget' });
  });

  it('lists every day of the range, the totals summing them', async () => {
    const from = new Date(Date.parse(`${today}T00:00:00Z`) - 2 * 86_400_000).toISOString().slice(0, 10);
    const answer = await report(`?from=${from}&to=${today}`, OWN_KEY);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ widgetId: DEMO_AFFILIATE_WIDGET_ID, widgetType: 'affiliate-widget', from, to: today });
    expect(answer.body.days.map((d: { date: string }) => d.date)).toHaveLength(3);
    expect(answer.body.days[0]).toEqual({ date: from, clicks: 0, carts: 0, orders: 0, orderTotalInCents: 0 });
    const todayRow = answer.body.days[2];
    // The 1 + 40 + 1 shoppers' clicks above; the prefetches and crawlers were not counted.
    expect(todayRow.clicks).toBe(42);
    expect(todayRow.carts).toBe(1);
    expect(todayRow.orders).toBe(1);
    expect(answer.body.totals).toEqual({
      clicks: todayRow.clicks,
      carts: todayRow.carts,
      orders: todayRow.orders,
      orderTotalInCents: todayRow.orderTotalInCents,
    });
  });

  it('answers 401 without the report key, with a wrong one, or with the public widget id alone', async () => {
    await database().query('UPDATE api_clients SET report_key_hash = $2 WHERE id = $1', [
      DEMO_MANUFACTURER_WIDGET_ID,
      hashSecret('maker-key'),
    ]);
    const range = `?from=${today}&to=${today}`;
    for (const authorization of [
      undefined,
      basic(DEMO_AFFILIATE_WIDGET_ID, 'not-the-key'),
      basic(DEMO_AFFILIATE_WIDGET_ID, ''),
      basic('aw-nobody', DEV_AFFILIATE_REPORT_KEY),
      // One widget's key opens no other widget's report.
      basic(DEMO_MANUFACTURER_WIDGET_ID, DEV_AFFILIATE_REPORT_KEY),
      basic(DEMO_AFFILIATE_WIDGET_ID, 'maker-key'),
      `Bearer ${DEV_AFFILIATE_REPORT_KEY}`,
      `Bearer ${storefront}`,
      `Basic ${Buffer.from(DEMO_AFFILIATE_WIDGET_ID).toString('base64')}`,
      'Basic !!!',
    ]) {
      const answer = await report(range, authorization);
      expect({ authorization, status: answer.status, body: answer.body }).toEqual({
        authorization,
        status: 401,
        body: { error: { code: 'Unauthorized', message: AFFILIATE_REPORT_MESSAGES.credentials } },
      });
    }
    // The key is checked before the range: a caller without it learns nothing, not even that the range is wrong.
    expect((await report('?from=soon', basic(DEMO_AFFILIATE_WIDGET_ID, 'wrong'))).status).toBe(401);
    const theirs = await report(range, basic(DEMO_MANUFACTURER_WIDGET_ID, 'maker-key'));
    expect(theirs.body.widgetId).toBe(DEMO_MANUFACTURER_WIDGET_ID);
    expect(theirs.body.days[0].carts).toBe(1);
  });

  it('answers 400 for a range that is not one, in the API’s error shape', async () => {
    const later = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const cases: [string, string][] = [
      ['', 'from is required.'],
      [`?from=${today}`, 'to is required.'],
      [`?from=18/11/2026&to=${today}`, AFFILIATE_REPORT_MESSAGES.dateFormat],
      [`?from=2026-02-30&to=2026-03-01`, AFFILIATE_REPORT_MESSAGES.dateFormat],
      [`?from=${later}&to=${today}`, AFFILIATE_REPORT_MESSAGES.order],
      ['?from=2025-01-01&to=2026-01-02', AFFILIATE_REPORT_MESSAGES.tooLong],
    ];
    for (const [query, message] of cases) {
      const answer = await report(query, OWN_KEY);
      expect({ query, status: answer.status, body: answer.body }).toEqual({
        query,
        status: 400,
        body: { error: { code: 'BadRequest', message } },
      });
    }
    // A whole leap year is one call.
    expect((await report('?from=2028-01-01&to=2028-12-31', OWN_KEY)).body.days).toHaveLength(366);
  });
});
