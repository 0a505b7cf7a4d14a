/**
 * Calls of the shop's operations console (docs/operations-console.md): the e-mail outbox's dead
 * letters — e-mails given up after every attempt failed — and sending one again (docs/operations.md
 * "Order e-mails"); finding an order by number, e-mail or ZIP code; the orders stuck in a step; an
 * order with its history of steps; and the payments the gateway holds without an order. They answer
 * a signed-in account with the operations role (401 signed out, 403 for a shopper); the dead-letter
 * calls also the confidential `ops` client. Not in the spec, which shows no operations side; ours.
 */
import * as v from 'valibot';
import { ORDER_STATUSES, orderSchema, orderTrackingSchema, PAYMENT_TYPES, TRACKING_STATUSES } from './checkout';
import { defineEndpoint } from './endpoint';
import { money, paginationSchema, queryInt } from './fields';

/** What the operations calls answer in words (ours: the spec has no operations side). */
export const OPERATIONS_MESSAGES = {
  operationsOnly: 'This area is for the operations team.',
  searchQuery: 'Search by an order number, an e-mail address or a 5-digit ZIP code.',
  orderGone: 'There is no order with this number.',
} as const;

/** Orders per page of an order search. */
export const OPS_ORDERS_PAGE_SIZE = 20;

/** The steps an order can stay stuck in: its payment still processing, then rules §4's tracking steps before Delivered. */
export const STUCK_STEPS = ['unconfirmed', 'processed', 'pending_pickup', 'in_transit'] as const;
export type StuckStep = (typeof STUCK_STEPS)[number];

/**
 * How long an order may stay in a step before operations should look at it (docs/operations-console.md
 * "Stuck orders"). Business days are Monday to Friday (UTC), the days the warehouse and carriers work;
 * a payment still processing is counted in hours, as the gateway settles within minutes.
 */
export const STUCK_ORDER_THRESHOLDS: Record<StuckStep, { hours: number } | { businessDays: number }> = {
  /** rules §4 code 539: the gateway settles a processing payment within minutes; an hour means it is stuck. */
  unconfirmed: { hours: 1 },
  /** Placed but not handed to the carrier: the warehouse ships within 2 business days. */
  processed: { businessDays: 2 },
  /** Packed, waiting for the carrier: picked up the next business day. */
  pending_pickup: { businessDays: 1 },
  /** On its way: ground shipping arrives within 5 business days. */
  in_transit: { businessDays: 5 },
};

/** The step as operations read it: "Order Processed", or the payment still processing. */
export const STUCK_STEP_LABELS: Record<StuckStep, string> = {
  unconfirmed: 'Payment processing',
  processed: 'Order Processed',
  pending_pickup: 'Pending Carrier Pickup',
  in_transit: 'In Transit',
};

/** "2 business days", "1 hour": a threshold in words. */
export function stuckThresholdText(step: StuckStep): string {
  const threshold = STUCK_ORDER_THRESHOLDS[step];
  const [n, unit] = 'hours' in threshold ? [threshold.hours, 'hour'] : [threshold.businessDays, 'business day'];
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}

export const deadLetterSchema = v.object({
  id: v.number(),
  kind: v.string(),
  to: v.string(),
  subject: v.string(),
  orderNumber: v.nullable(v.string()),
  attempts: v.number(),
  lastError: v.nullable(v.string()),
  createdAt: v.string(),
  deadAt: v.string(),
});
export type DeadLetter = v.InferOutput<typeof deadLetterSchema>;

export const outboxDeadLettersEndpoint = defineEndpoint({
  id: 'listOutboxDeadLetters',
  method: 'GET',
  path: '/v1/operations/outbox/dead-letters',
  summary:
    'E-mails given up after every attempt to send them failed, newest first (signed-in operations accounts and the operations client).',
  auth: true,
  query: v.object({ limit: v.optional(queryInt('limit', 1, 200), 50) }),
  response: v.object({ deadLetters: v.array(deadLetterSchema) }),
});

export const retryDeadLetterEndpoint = defineEndpoint({
  id: 'retryOutboxDeadLetter',
  method: 'POST',
  path: '/v1/operations/outbox/{id}/retry',
  summary:
    'Sends a dead letter again: its attempts start over in the next worker round (signed-in operations accounts and the operations client). 404 for an e-mail that is not a dead letter.',
  auth: true,
  params: v.object({ id: queryInt('id', 1, 2_000_000_000) }),
  response: v.object({ deadLetter: deadLetterSchema }),
});

export const opsOrderSummarySchema = v.object({
  orderNumber: v.string(),
  placedAt: v.string(),
  status: v.picklist(ORDER_STATUSES),
  trackingStatus: v.picklist(TRACKING_STATUSES),
  email: v.string(),
  /** The destination's ZIP code, else the billing one. */
  zip: v.string(),
  totalInCents: money,
});
export type OpsOrderSummary = v.InferOutput<typeof opsOrderSummarySchema>;

export const searchOrdersEndpoint = defineEndpoint({
  id: 'searchOrders',
  method: 'GET',
  path: '/v1/operations/orders',
  summary:
    `Orders by order number, e-mail address (any case) or ZIP code (the destination's or billing's), ${OPS_ORDERS_PAGE_SIZE} a page: ` +
    'the order whose number is exactly the query first, then newest first (signed-in operations accounts only).',
  auth: true,
  query: v.object({
    q: v.pipe(
      v.string(OPERATIONS_MESSAGES.searchQuery),
      v.trim(),
      v.minLength(1, OPERATIONS_MESSAGES.searchQuery),
      v.maxLength(254, OPERATIONS_MESSAGES.searchQuery),
    ),
    page: v.optional(queryInt('page', 1, 10_000), 1),
  }),
  response: v.object({ orders: v.array(opsOrderSummarySchema), pagination: paginationSchema }),
});

export const stuckOrderSchema = v.object({
  ...opsOrderSummarySchema.entries,
  step: v.picklist(STUCK_STEPS),
  /** When the order reached the step it is in. */
  since: v.string(),
  /** When it passed the step's threshold (STUCK_ORDER_THRESHOLDS). */
  overdueSince: v.string(),
});
export type StuckOrder = v.InferOutput<typeof stuckOrderSchema>;

export const stuckOrdersEndpoint = defineEndpoint({
  id: 'listStuckOrders',
  method: 'GET',
  path: '/v1/operations/orders/stuck',
  summary:
    'Orders that have stayed in one step longer than its threshold (a payment processing 1 hour; Order Processed 2 business days; ' +
    'Pending Carrier Pickup 1; In Transit 5), longest overdue first (signed-in operations accounts only).',
  auth: true,
  query: v.object({ limit: v.optional(queryInt('limit', 1, 200), 100) }),
  response: v.object({ orders: v.array(stuckOrderSchema) }),
});

const opsOrderResponse = v.object({
  order: orderSchema,
  orderTracking: orderTrackingSchema,
  /** Every step the order reached, when, in order (placing first). */
  history: v.array(v.object({ status: v.string(), label: v.string(), at: v.string() })),
});
export type OpsOrder = v.InferOutput<typeof opsOrderResponse>;

export const opsOrderEndpoint = defineEndpoint({
  id: 'getOperationsOrder',
  method: 'GET',
  path: '/v1/operations/orders/{orderNumber}',
  summary: 'Any order by its number, as its shopper sees it, with the history of its steps (signed-in operations accounts only).',
  auth: true,
  params: v.object({ orderNumber: v.pipe(v.string(), v.regex(/^\d{1,12}$/, OPERATIONS_MESSAGES.orderGone)) }),
  response: opsOrderResponse,
});

export const heldPaymentSchema = v.object({
  chargeId: v.string(),
  paymentType: v.picklist(PAYMENT_TYPES),
  amountInCents: money,
  status: v.string(),
  createdAt: v.string(),
  /** From when the worker voids it (ORPHANED_CHARGE_GRACE_MINUTES after it was made). */
  voidsAfter: v.string(),
});
export type HeldPayment = v.InferOutput<typeof heldPaymentSchema>;

export const heldPaymentsEndpoint = defineEndpoint({
  id: 'listPaymentsWithoutOrder',
  method: 'GET',
  path: '/v1/operations/payments/held-without-order',
  summary:
    'The payment gateway’s holds (authorised or processing, not captured) that belong to no order, oldest first, with the minutes ' +
    'after which the worker voids them (signed-in operations accounts only).',
  auth: true,
  response: v.object({ graceMinutes: v.number(), holds: v.array(heldPaymentSchema) }),
});

export const operationsEndpoints = [
  outboxDeadLettersEndpoint,
  retryDeadLetterEndpoint,
  searchOrdersEndpoint,
  stuckOrdersEndpoint,
  opsOrderEndpoint,
  heldPaymentsEndpoint,
] as const;
