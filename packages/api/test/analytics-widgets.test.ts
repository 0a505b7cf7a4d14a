/**
 * Widget and chat analytics (docs/analytics.md "Widgets", "The help chat", "The daily summary"):
 * a widget's batch is recorded with its id, its source and the type of its own configuration; an
 * order placed inside a widget is recorded with the widget's; the daily summary gives the
 * storefront, the widgets together and each widget type apart, adding up to the whole shop; the
 * help chat's events are counted.
 */
import { ANALYTICS_WIDGET_TYPES } from '@tireshop/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_MANUFACTURER_WIDGET_ID, DEMO_PARTNER_WIDGET_ID } from '../src/auth/clients';
import { describeOnDatabases } from './databases';
import { type AnalyticsApi, analyticsApi, setClock, shopperEvents, visitor } from './support/analytics';
import { jsonCall, SHOP_ORIGIN, type Answer } from './support/api';
import { HOME_DELIVERY, wellStockedTire } from './support/checkout';
import { clock } from './support/clock';
import { giveBilling, placeOrderWithCard } from './support/orders';

const OPERATIONS_EMAIL = 'analytics-widgets-ops@tireshop.test';
const OPERATIONS_PASSWORD = 'analytics widgets console password';
const MINUTE = 60_000;

interface Counts {
  sessions?: number;
  pageViews?: number;
  searches?: number;
  addsToCart?: number;
  shipping?: number;
  services?: number;
  payment?: number;
  orders?: number;
  total?: number;
}

/** A part's figures as the summary answers them, conversion rounded to four places as the API does. */
const figures = ({
  sessions = 0,
  pageViews = 0,
  searches = 0,
  addsToCart = 0,
  shipping = 0,
  services = 0,
  payment = 0,
  orders = 0,
  total = 0,
}: Counts) => ({
  sessions,
  pageViews,
  searches,
  addsToCart,
  checkoutSteps: { shipping, services, payment },
  orders,
  orderTotalInCents: total,
  conversionRate: sessions > 0 ? Math.round((orders / sessions) * 10_000) / 10_000 : null,
});
const zeros = figures({});

describeOnDatabases('analytics of widgets and the help chat', ({ database }) => {
  let api: AnalyticsApi['api'];
  let send: AnalyticsApi['send'];
  let summary: AnalyticsApi['summary'];

  /** An order placed inside the widget `widgetId` (its cart made by the widget's own token, as the widget makes it). */
  async function orderInWidget(widgetId: string, widgetSource: string): Promise<Answer> {
    const res = await api.token({ client_id: widgetId, grant_type: 'client_credentials' }, { Origin: SHOP_ORIGIN });
    expect(res.status).toBe(200);
    const token = ((await res.json()) as { access_token: string }).access_token;
    const as = (method: string, path: string, body?: unknown) =>
      jsonCall(api.request, method, path, { token, body, headers: { Origin: SHOP_ORIGIN } });
    const tire = await wellStockedTire(database(), { installable: false });
    const created = await as('POST', `/v1/carts?widgetSource=${widgetSource}&widgetSourceId=${widgetId}`, {
      productId: tire,
      quantity: { front: 2 },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const cartId = created.body.siteCart.id as string;
    const shipped = await as('PUT', `/v1/checkout/cart-shipping?cartId=${cartId}`, HOME_DELIVERY);
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    await giveBilling(database(), cartId);
    return placeOrderWithCard(api, token, cartId);
  }

  beforeAll(async () => {
    ({ api, send, summary } = await analyticsApi(database(), OPERATIONS_EMAIL, OPERATIONS_PASSWORD));
  });
  afterAll(() => clock.reset());

  it('records a widget’s batch with its id, its source and the type of its own configuration', async () => {
    setClock('2026-12-02T09:00:00Z');
    const id = visitor();
    // The browser says which widget it is; the type comes from the widget's configuration on the server.
    const res = await send({
      visitorId: id,
      channel: DEMO_MANUFACTURER_WIDGET_ID,
      widgetSource: 'affiliate-widget',
      events: shopperEvents({ searches: ['size'] }),
    });
    expect(res).toEqual({ status: 200, body: { recorded: 1 } });
    const rows = await database().query('SELECT type, channel, widget_source, widget_type FROM analytics_events WHERE visitor_id = $1', [
      id,
    ]);
    expect(rows).toEqual([
      { type: 'search', channel: DEMO_MANUFACTURER_WIDGET_ID, widget_source: 'affiliate-widget', widget_type: 'manufacturer-widget' },
    ]);
  });

  it('gives the storefront, the widgets and each widget type apart, adding up to the whole shop', async () => {
    setClock('2026-12-03T09:00:00Z');
    const shopper = visitor();
    const partnerShopper = visitor();
    const manufacturerShopper = visitor();
    await send({
      visitorId: shopper,
      events: shopperEvents({ pages: ['pages/size-results'], searches: ['size'], adds: [2], steps: ['shipping'] }),
    });
    await send({
      visitorId: partnerShopper,
      channel: DEMO_PARTNER_WIDGET_ID,
      widgetSource: 'partner-widget',
      events: shopperEvents({ searches: ['size', 'vehicle'], adds: [4], steps: ['shipping', 'payment'] }),
    });
    clock.advance(5 * MINUTE);
    await send({
      visitorId: manufacturerShopper,
      channel: DEMO_MANUFACTURER_WIDGET_ID,
      widgetSource: 'affiliate-widget',
      events: shopperEvents({ searches: ['size'], adds: [2], steps: ['shipping', 'services', 'payment'] }),
    });
    const placed = await orderInWidget(DEMO_MANUFACTURER_WIDGET_ID, 'affiliate-widget');
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const total = placed.body.order.totalInCents as number;
    const [order] = await database().query(
      'SELECT channel, widget_source, widget_type, value_in_cents FROM analytics_events WHERE type = $1',
      ['order'],
    );
    expect(order).toEqual({
      channel: DEMO_MANUFACTURER_WIDGET_ID,
      widget_source: 'affiliate-widget',
      widget_type: 'manufacturer-widget',
      value_in_cents: total,
    });

    const res = await summary(1);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [day] = res.body.days;
    const storefrontFigures = figures({ sessions: 1, pageViews: 1, searches: 1, addsToCart: 1, shipping: 1 });
    const partner = figures({ sessions: 1, searches: 2, addsToCart: 1, shipping: 1, payment: 1 });
    const manufacturer = figures({ sessions: 1, searches: 1, addsToCart: 1, shipping: 1, services: 1, payment: 1, orders: 1, total });
    expect(day.storefront).toEqual(storefrontFigures);
    expect(day.widgets).toEqual({
      ...figures({ sessions: 2, searches: 3, addsToCart: 2, shipping: 2, services: 1, payment: 2, orders: 1, total }),
      byType: { 'installer-widget': zeros, 'partner-widget': partner, 'affiliate-widget': zeros, 'manufacturer-widget': manufacturer },
    });
    expect(Object.keys(day.widgets.byType)).toEqual([...ANALYTICS_WIDGET_TYPES]);
    expect(day).toMatchObject(
      figures({ sessions: 3, pageViews: 1, searches: 4, addsToCart: 3, shipping: 3, services: 1, payment: 2, orders: 1, total }),
    );
  });

  it('counts the help chat’s events, and nothing typed in it is kept', async () => {
    setClock('2026-12-04T15:00:00Z');
    const id = visitor();
    const res = await send({
      visitorId: id,
      events: [
        { type: 'chat_opened' },
        { type: 'chat_question_asked' },
        { type: 'chat_question_asked' },
        { type: 'chat_article_followed' },
        { type: 'chat_opened' },
        { type: 'chat_message_sent' },
      ],
    });
    expect(res).toEqual({ status: 200, body: { recorded: 6 } });
    const [day] = (await summary(1)).body.days;
    expect(day.chat).toEqual({ opened: 2, questionsAsked: 2, articlesFollowed: 1, messagesSent: 1 });
    expect(day.storefront.sessions).toBe(1);
    expect(day.widgets.sessions).toBe(0);
  });
});
