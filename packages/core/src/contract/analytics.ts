/**
 * First-party analytics (docs/analytics.md): the shop's pages send what shoppers do — pages seen,
 * searches, tires added to the cart, checkout steps reached — in small batches to the shop's own
 * API, and the API records each order itself when it is placed. Operations read a daily summary.
 * No third-party tracker: the spec's third-party analytics (rules §7 "analytics endpoints; these
 * are third-party") are replaced by these calls. Nothing personal is sent or kept: no e-mail, name,
 * address, card, ZIP code, search text or URL — only a random visitor id that the browser renews
 * after the spec's session timeout (rules §9 "Analytics session timeout 14,400,000 ms (4 h)").
 */
import * as v from 'valibot';
import { defineEndpoint } from './endpoint';
import { queryInt } from './fields';

/** rules §9 "Analytics session timeout 14,400,000 ms (4 h)": a visitor's events further apart start a new session. */
export const ANALYTICS_SESSION_TIMEOUT_MS = 14_400_000;

/** How long events are kept before the worker deletes them (docs/analytics.md "Retention"). */
export const ANALYTICS_RETENTION_DAYS = 90;

/** The most events one batch may carry: a page sends what it gathered when it is hidden. */
export const ANALYTICS_BATCH_MAX = 25;

/** The most days one summary covers (no more than the events are kept). */
export const ANALYTICS_SUMMARY_MAX_DAYS = ANALYTICS_RETENTION_DAYS;

/**
 * The help chat's events (storefront §4 "Chat widget events tracked"; the spec names none, so these
 * are ours, docs/analytics.md): the panel opened, a question asked, an answering article followed,
 * a message left for the team. None carries what was typed.
 */
export const ANALYTICS_CHAT_EVENTS = ['chat_opened', 'chat_question_asked', 'chat_article_followed', 'chat_message_sent'] as const;
export type AnalyticsChatEventType = (typeof ANALYTICS_CHAT_EVENTS)[number];

/** What a page may record. The order is not among them: the API records it when the order is placed. */
export const ANALYTICS_PAGE_EVENTS = ['page_view', 'search', 'add_to_cart', 'checkout_step', ...ANALYTICS_CHAT_EVENTS] as const;
export type AnalyticsPageEventType = (typeof ANALYTICS_PAGE_EVENTS)[number];

/** The checkout steps a session can reach (checkout/rules.ts CHECKOUT_STEPS, spec storefront §2 Checkout). */
export const ANALYTICS_CHECKOUT_STEPS = ['shipping', 'services', 'payment'] as const;

/** How a shopper searched: by a tire size's results page or by a vehicle's. */
export const ANALYTICS_SEARCH_KINDS = ['size', 'vehicle'] as const;

/**
 * The widget a batch comes from (spec §7 "cart get, update, create" widgetSource, as the widget's
 * carts name it); the batch's channel is then the widget's id.
 */
export const ANALYTICS_WIDGET_SOURCES = ['installer-widget', 'partner-widget', 'affiliate-widget'] as const;

/**
 * The widget types the summary reports apart (spec §4 Widget origin; api_clients.widget_type): the
 * API takes a batch's type from the widget's own configuration, never from the browser.
 */
export const ANALYTICS_WIDGET_TYPES = ['installer-widget', 'partner-widget', 'affiliate-widget', 'manufacturer-widget'] as const;
export type AnalyticsWidgetType = (typeof ANALYTICS_WIDGET_TYPES)[number];

export const ANALYTICS_MESSAGES = {
  visitorId: 'visitorId must be 16 to 64 letters, digits, - or _.',
  channel: 'channel must be storefront or a widget id (letters, digits and -, at most 64).',
  page: 'page must be a page name of at most 80 lower-case letters, digits, / or -.',
  events: `events must hold 1 to ${ANALYTICS_BATCH_MAX} events.`,
  event: `Each event is one of ${ANALYTICS_PAGE_EVENTS.join(', ')}, with only its own fields.`,
  quantity: 'quantity must be a whole number from 1 to 99.',
  batch: 'A batch holds only visitorId, channel, widgetSource and events.',
  widgetSource: `widgetSource must be ${ANALYTICS_WIDGET_SOURCES.join(', ')}, sent with a widget id as channel.`,
  unknownWidget: 'channel names no widget of this shop.',
} as const;

const pageName = v.pipe(v.string(ANALYTICS_MESSAGES.page), v.regex(/^[a-z0-9][a-z0-9/-]{0,79}$/, ANALYTICS_MESSAGES.page));

/**
 * One event of a page. Strict objects: a field the contract does not name (an e-mail, a URL) is
 * refused, so nothing personal can ride along.
 */
export const analyticsPageEventSchema = v.variant(
  'type',
  [
    v.strictObject({ type: v.literal('page_view'), page: pageName }, ANALYTICS_MESSAGES.event),
    v.strictObject(
      { type: v.literal('search'), searchKind: v.picklist(ANALYTICS_SEARCH_KINDS, ANALYTICS_MESSAGES.event) },
      ANALYTICS_MESSAGES.event,
    ),
    v.strictObject(
      {
        type: v.literal('add_to_cart'),
        quantity: v.pipe(
          v.number(ANALYTICS_MESSAGES.quantity),
          v.integer(ANALYTICS_MESSAGES.quantity),
          v.minValue(1, ANALYTICS_MESSAGES.quantity),
          v.maxValue(99, ANALYTICS_MESSAGES.quantity),
        ),
      },
      ANALYTICS_MESSAGES.event,
    ),
    v.strictObject(
      { type: v.literal('checkout_step'), step: v.picklist(ANALYTICS_CHECKOUT_STEPS, ANALYTICS_MESSAGES.event) },
      ANALYTICS_MESSAGES.event,
    ),
    ...ANALYTICS_CHAT_EVENTS.map((type) => v.strictObject({ type: v.literal(type) }, ANALYTICS_MESSAGES.event)),
  ],
  ANALYTICS_MESSAGES.event,
);
export type AnalyticsPageEvent = v.InferOutput<typeof analyticsPageEventSchema>;

export const analyticsBatchSchema = v.strictObject(
  {
    /** Random, made by the browser, renewed after the session timeout: never an account or a person. */
    visitorId: v.pipe(v.string(ANALYTICS_MESSAGES.visitorId), v.regex(/^[A-Za-z0-9_-]{16,64}$/, ANALYTICS_MESSAGES.visitorId)),
    /** `storefront`, or the widget id of the widget the events happened in. */
    channel: v.optional(
      v.pipe(v.string(ANALYTICS_MESSAGES.channel), v.regex(/^[a-z0-9][a-z0-9-]{0,63}$/, ANALYTICS_MESSAGES.channel)),
      'storefront',
    ),
    /** The widget the events happened in (its id is the channel); absent on the storefront. */
    widgetSource: v.optional(v.picklist(ANALYTICS_WIDGET_SOURCES, ANALYTICS_MESSAGES.widgetSource)),
    events: v.pipe(
      v.array(analyticsPageEventSchema, ANALYTICS_MESSAGES.events),
      v.minLength(1, ANALYTICS_MESSAGES.events),
      v.maxLength(ANALYTICS_BATCH_MAX, ANALYTICS_MESSAGES.events),
    ),
  },
  ANALYTICS_MESSAGES.batch,
);
export type AnalyticsBatch = v.InferInput<typeof analyticsBatchSchema>;

/**
 * Batches one address may send per minute (docs/analytics.md "Rate limit"): a shopper's pages send
 * one every few seconds at most; an office or a carrier's NAT shares an address, so it is generous.
 */
export const ANALYTICS_BATCHES_PER_MINUTE = 120;
export const ANALYTICS_RATE_LIMITED = 'Too many analytics events from this address. Please wait a moment.';

export const recordAnalyticsEndpoint = defineEndpoint({
  id: 'recordAnalyticsEvents',
  method: 'POST',
  path: '/v1/analytics/events',
  summary:
    `Records a batch of 1 to ${ANALYTICS_BATCH_MAX} events of the shop's pages or widgets (page views, searches, adds to cart, checkout ` +
    'steps, the help chat) — a widget sends its id as channel and its widgetSource, and the API adds its type — ' +
    'at the time the API receives them. No token: pages send it as a beacon when they are hidden. A batch with one bad event is ' +
    'refused whole. Pages do not send it when the browser asks not to be tracked (Do Not Track, Global Privacy Control). ' +
    `At most ${ANALYTICS_BATCHES_PER_MINUTE} batches a minute from one address (429 with Retry-After beyond).`,
  auth: false,
  body: analyticsBatchSchema,
  response: v.object({ recorded: v.number() }),
});

/** What a day's summary counts, for the whole shop and for each part of it (the storefront, the widgets, each widget type). */
const analyticsFiguresEntries = {
  /** Sessions that started that day: a visitor's first event, or one more than the session timeout after their previous. */
  sessions: v.number(),
  pageViews: v.number(),
  searches: v.number(),
  addsToCart: v.number(),
  /** Sessions that reached each checkout step that day. */
  checkoutSteps: v.object({ shipping: v.number(), services: v.number(), payment: v.number() }),
  /** Orders placed that day, as the API recorded them, and their total. */
  orders: v.number(),
  orderTotalInCents: v.number(),
  /** orders / sessions; null on a day without sessions. */
  conversionRate: v.nullable(v.number()),
};
export const analyticsFiguresSchema = v.object(analyticsFiguresEntries);
export type AnalyticsFigures = v.InferOutput<typeof analyticsFiguresSchema>;

export const analyticsDaySchema = v.object({
  /** The UTC day, YYYY-MM-DD. */
  day: v.string(),
  /** The whole shop: the storefront and every widget together. */
  ...analyticsFiguresEntries,
  /** The shop's own pages (an order paid through the military exchange included). */
  storefront: analyticsFiguresSchema,
  /** Every widget together, and each widget type apart (from the widget's configuration). */
  widgets: v.object({
    ...analyticsFiguresEntries,
    byType: v.object(
      Object.fromEntries(ANALYTICS_WIDGET_TYPES.map((type) => [type, analyticsFiguresSchema])) as Record<
        AnalyticsWidgetType,
        typeof analyticsFiguresSchema
      >,
    ),
  }),
  /** The help chat's events that day (the storefront's chat). */
  chat: v.object({ opened: v.number(), questionsAsked: v.number(), articlesFollowed: v.number(), messagesSent: v.number() }),
});
export type AnalyticsDay = v.InferOutput<typeof analyticsDaySchema>;

export const analyticsDailySummaryEndpoint = defineEndpoint({
  id: 'getAnalyticsDailySummary',
  method: 'GET',
  path: '/v1/operations/analytics/daily',
  summary:
    `Per UTC day, newest first, for the last \`days\` days (1 to ${ANALYTICS_SUMMARY_MAX_DAYS}, today included): sessions, page views, searches, ` +
    'adds to cart, sessions reaching each checkout step, orders and conversion — for the whole shop, the storefront, the widgets and ' +
    'each widget type — and the help chat’s events (signed-in operations accounts only).',
  auth: true,
  query: v.object({ days: v.optional(queryInt('days', 1, ANALYTICS_SUMMARY_MAX_DAYS), 14) }),
  response: v.object({ sessionTimeoutMs: v.number(), days: v.array(analyticsDaySchema) }),
});

export const analyticsEndpoints = [recordAnalyticsEndpoint, analyticsDailySummaryEndpoint] as const;
