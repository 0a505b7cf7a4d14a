/**
 * First-party analytics (routes/analytics.ts, docs/analytics.md): a page's batch is recorded and
 * counted in the operations' daily summary; sessions are counted with the spec's timeout (rules §9
 * "Analytics session timeout 14,400,000 ms (4 h)") on a pinned clock; bad or oversized batches are
 * refused whole with a clear answer and change nothing; the API records each placed order itself;
 * only operations read the summary; events past their retention are deleted.
 */
import { randomUUID } from 'node:crypto';
import {
  ANALYTICS_BATCH_MAX,
  ANALYTICS_MESSAGES,
  ANALYTICS_RETENTION_DAYS,
  ANALYTICS_SESSION_TIMEOUT_MS,
  OPERATIONS_MESSAGES,
} from '@tireshop/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_PARTNER_WIDGET_ID } from '../src/auth/clients';
import { deleteOldAnalyticsEvents } from '../src/services/analytics';
import { describeOnDatabases } from './databases';
import { type AnalyticsApi, analyticsApi, setClock, shopperEvents, visitor } from './support/analytics';
import { jsonCall, SHOPPER_PASSWORD } from './support/api';
import { wellStockedTire } from './support/checkout';
import { clock } from './support/clock';
import { placeOrderWithCard, readyCart } from './support/orders';

const OPERATIONS_EMAIL = 'analytics-ops@tireshop.test';
const OPERATIONS_PASSWORD = 'analytics console password';
const MINUTE = 60_000;
const DAY = 86_400_000;

describeOnDatabases('analytics', ({ database }) => {
  let api: AnalyticsApi['api'];
  let storefront: string;
  let shopperSession: string;
  let send: AnalyticsApi['send'];
  let summary: AnalyticsApi['summary'];
  const eventCount = async () => Number((await database().query<{ n: number }>('SELECT count(*)::int AS n FROM analytics_events'))[0]!.n);

  beforeAll(async () => {
    ({ api, storefront, send, summary } = await analyticsApi(database(), OPERATIONS_EMAIL, OPERATIONS_PASSWORD));
    const created = await jsonCall(api.request, 'POST', '/v1/users', {
      token: storefront,
      body: { email: `shopper-${randomUUID().slice(0, 8)}@example.com`, password: SHOPPER_PASSWORD, firstName: 'Ana', lastName: 'Lopez' },
    });
    shopperSession = created.body.session.token;
  });
  afterAll(() => clock.reset());

  it('records a batch and counts it in the day, with the order the API recorded itself', async () => {
    setClock('2026-12-01T10:00:00Z');
    const a = visitor();
    const b = visitor();
    const first = await send({
      visitorId: a,
      events: shopperEvents({ pages: ['pages/home'], searches: ['size'], adds: [4], steps: ['shipping'] }),
    });
    expect(first).toEqual({ status: 200, body: { recorded: 4 } });
    clock.advance(10 * MINUTE);
    // The same step again in the same session counts once; payment is reached.
    await send({
      visitorId: a,
      events: shopperEvents({ steps: ['shipping', 'payment'] }),
    });
    await send({
      visitorId: b,
      channel: DEMO_PARTNER_WIDGET_ID,
      widgetSource: 'partner-widget',
      events: shopperEvents({ pages: ['pages/home'], searches: ['vehicle'] }),
    });

    const tire = await wellStockedTire(database(), { installable: false });
    const cartId = await readyCart(api, database(), storefront, tire, 2);
    const placed = await placeOrderWithCard(api, storefront, cartId);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const [order] = await database().query<{ type: string; visitor_id: string | null; value_in_cents: number; channel: string }>(
      "SELECT type, visitor_id, value_in_cents, channel FROM analytics_events WHERE type = 'order'",
    );
    expect(order).toEqual({ type: 'order', visitor_id: null, value_in_cents: placed.body.order.totalInCents, channel: 'storefront' });

    const res = await summary(2);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.sessionTimeoutMs).toBe(ANALYTICS_SESSION_TIMEOUT_MS);
    expect(res.body.days).toMatchObject([
      {
        day: '2026-12-01',
        sessions: 2,
        pageViews: 2,
        searches: 2,
        addsToCart: 1,
        checkoutSteps: { shipping: 1, services: 0, payment: 1 },
        orders: 1,
        orderTotalInCents: placed.body.order.totalInCents,
        conversionRate: 0.5,
      },
      {
        day: '2026-11-30',
        sessions: 0,
        pageViews: 0,
        searches: 0,
        addsToCart: 0,
        checkoutSteps: { shipping: 0, services: 0, payment: 0 },
        orders: 0,
        orderTotalInCents: 0,
        conversionRate: null,
      },
    ]);
  });

  it('starts a new session only after the spec’s 4 hours without an event, on the day it starts', async () => {
    const c = visitor();
    const d = visitor();
    const view = (id: string) => send({ visitorId: id, events: [{ type: 'page_view', page: 'pages/product/product-line' }] });
    // d's session starts in the evening of the 9th and goes on after midnight: counted on the 9th only.
    setClock('2026-12-09T22:00:00Z');
    await view(d);
    setClock('2026-12-10T01:00:00Z');
    await view(d);
    setClock('2026-12-10T08:00:00Z');
    await view(c);
    clock.advance(ANALYTICS_SESSION_TIMEOUT_MS - MINUTE);
    await view(c); // 3 h 59 min later: the same session
    clock.advance(ANALYTICS_SESSION_TIMEOUT_MS + MINUTE);
    await view(c); // 4 h 1 min later: a new one

    const res = await summary(2);
    expect(
      res.body.days.map((day: { day: string; sessions: number; pageViews: number }) => [day.day, day.sessions, day.pageViews]),
    ).toEqual([
      ['2026-12-10', 2, 4],
      ['2026-12-09', 1, 1],
    ]);
  });

  it('refuses a bad or oversized batch whole, with what is wrong, and records nothing', async () => {
    setClock('2026-12-12T12:00:00Z');
    const id = visitor();
    const before = await eventCount();
    const refused: [unknown, string][] = [
      [{ visitorId: id, events: [{ type: 'page_view', page: '<script>alert(1)</script>' }] }, ANALYTICS_MESSAGES.page],
      [{ visitorId: id, events: [{ type: 'page_view', page: 'x'.repeat(81) }] }, ANALYTICS_MESSAGES.page],
      [{ visitorId: id, events: [{ type: 'search', searchKind: 'size', email: 'ana@example.com' }] }, ANALYTICS_MESSAGES.event],
      [{ visitorId: id, events: [{ type: 'order' }] }, ANALYTICS_MESSAGES.event],
      [{ visitorId: id, events: [{ type: 'add_to_cart', quantity: 1000 }] }, ANALYTICS_MESSAGES.quantity],
      [
        { visitorId: id, events: Array.from({ length: ANALYTICS_BATCH_MAX + 1 }, () => ({ type: 'page_view', page: 'pages/home' })) },
        ANALYTICS_MESSAGES.events,
      ],
      [{ visitorId: id, events: [] }, ANALYTICS_MESSAGES.events],
      [{ visitorId: 'short', events: [{ type: 'page_view', page: 'pages/home' }] }, ANALYTICS_MESSAGES.visitorId],
      [{ visitorId: id, channel: 'A'.repeat(65), events: [{ type: 'page_view', page: 'pages/home' }] }, ANALYTICS_MESSAGES.channel],
      [{ visitorId: id, zip: '60601', events: [{ type: 'page_view', page: 'pages/home' }] }, ANALYTICS_MESSAGES.batch],
      [{ visitorId: id, events: [{ type: 'chat_opened', text: 'where is my order' }] }, ANALYTICS_MESSAGES.event],
      // A widget's batch names a widget of the shop and says which widget it is; the storefront's says neither.
      [
        { visitorId: id, widgetSource: 'partner-widget', events: [{ type: 'page_view', page: 'pages/home' }] },
        ANALYTICS_MESSAGES.widgetSource,
      ],
      [
        { visitorId: id, channel: DEMO_PARTNER_WIDGET_ID, events: [{ type: 'search', searchKind: 'size' }] },
        ANALYTICS_MESSAGES.widgetSource,
      ],
      [
        { visitorId: id, channel: DEMO_PARTNER_WIDGET_ID, widgetSource: 'brand-widget', events: [{ type: 'search', searchKind: 'size' }] },
        ANALYTICS_MESSAGES.widgetSource,
      ],
      [
        { visitorId: id, channel: 'pw-no-such-widget', widgetSource: 'partner-widget', events: [{ type: 'search', searchKind: 'size' }] },
        ANALYTICS_MESSAGES.unknownWidget,
      ],
      [
        { visitorId: id, channel: 'storefront-web', widgetSource: 'partner-widget', events: [{ type: 'search', searchKind: 'size' }] },
        ANALYTICS_MESSAGES.unknownWidget,
      ],
    ];
    for (const [body, message] of refused) {
      const res = await send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe('BadRequest');
      expect(res.body.error.message).toContain(message.replace(/\.$/, ''));
    }
    const notJson = await jsonCall(api.request, 'POST', '/v1/analytics/events', { token: null, rawBody: '{"visitorId":' });
    expect(notJson.status).toBe(400);
    expect(await eventCount()).toBe(before);
    expect((await summary(1)).body.days[0].pageViews).toBe(0);
  });

  it('answers the summary to operations only', async () => {
    expect((await summary(1, null, null)).status).toBe(401);
    expect((await summary(1, null)).status).toBe(401);
    const shopper = await summary(1, shopperSession);
    expect(shopper.status).toBe(403);
    expect(shopper.body.error.message).toBe(OPERATIONS_MESSAGES.operationsOnly);
    const ops = await summary(1);
    expect(ops.status).toBe(200);
    expect((await summary(0)).status).toBe(400);
    expect((await summary(ANALYTICS_RETENTION_DAYS + 1)).status).toBe(400);
  });

  it('deletes events past their retention', async () => {
    setClock('2026-12-20T12:00:00Z');
    const kept = visitor();
    await send({ visitorId: kept, events: [{ type: 'page_view', page: 'pages/home' }] });
    const deleted = await deleteOldAnalyticsEvents(database().db, new Date(clock.now().getTime() + (ANALYTICS_RETENTION_DAYS - 1) * DAY));
    expect(deleted).toBeGreaterThan(0); // the events of early December
    const left = await database().query<{ visitor_id: string }>('SELECT visitor_id FROM analytics_events WHERE visitor_id IS NOT NULL');
    expect(left.map((row) => row.visitor_id)).toEqual([kept]);
  });
});
