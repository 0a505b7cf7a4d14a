/**
 * Returns and refunds (docs/returns.md; rules §4 "Returns may be requested or cancelled", §5 "A
 * return needs at least one tire. A return image must be under 1MB.", §9 "Returns within 30 days
 * of delivery, unmounted and unused tires only. Handling fee $20 per tire on some returns. Refund
 * within 48 hours of receipt."). A signed-in shopper starts a return of a delivered order's tires
 * and may cancel it while it is requested; operations mark it received, which refunds it through
 * the payment gateway. Another shopper's return or order answers 404 like one that does not exist.
 */
import * as v from 'valibot';
import { RETURN_STATUS_LABELS, RETURN_STATUSES } from './checkout';
import { defineEndpoint } from './endpoint';
import { money } from './fields';

/** rules §9: returns within 30 days of delivery. */
export const RETURN_WINDOW_DAYS = 30;
/** rules §9: the handling fee per tire, on returns whose reason is the shopper's (RETURN_REASONS `handlingFee`). */
export const RETURN_HANDLING_FEE_CENTS = 2000;
/** rules §5: a return image must be under 1MB (1,048,576 bytes). */
export const RETURN_PHOTO_MAX_BYTES = 1024 * 1024;
export const RETURN_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** rules §9: refund within 48 hours of receipt. */
export const RETURN_REFUND_HOURS = 48;

/** Why the tires go back; the shopper's own reasons carry the handling fee, the shop's mistakes do not (docs/returns.md). */
export const RETURN_REASONS = {
  wrong_size: { label: 'I ordered the wrong size', handlingFee: true },
  changed_mind: { label: 'I changed my mind', handlingFee: true },
  damaged: { label: 'The tires arrived damaged', handlingFee: false },
  wrong_item: { label: 'I received different tires from the ones I ordered', handlingFee: false },
} as const;
export type ReturnReason = keyof typeof RETURN_REASONS;
const REASON_KEYS = Object.keys(RETURN_REASONS) as [ReturnReason, ...ReturnReason[]];

export { RETURN_STATUSES, RETURN_STATUS_LABELS };

export const RETURN_MESSAGES = {
  /** rules §5 (exact). */
  noTires: 'A return needs at least one tire.',
  /** rules §5 (exact). */
  photoTooLarge: 'A return image must be under 1MB.',
  photoUnreadable: 'The photo could not be read. Please choose a JPEG, PNG or WebP image.',
  reason: 'Please choose why you are returning the tires.',
  unused: 'Please confirm the tires are unmounted and unused: we can only take those back.',
  notDelivered: 'Tires can be returned once the order has been delivered.',
  windowPassed: `Returns are accepted within ${RETURN_WINDOW_DAYS} days of delivery, and this order was delivered longer ago. Please contact us.`,
  notInOrder: 'This tire is not in the order.',
  tooMany: (left: number, tire: string) =>
    left === 0 ? `All of ${tire} from this order are already in a return.` : `You can return at most ${left} of ${tire} from this order.`,
  returnGone: 'This return does not exist.',
  cancelAfterRequested: 'This return has been received and can no longer be cancelled.',
  alreadyCancelled: 'This return is already cancelled.',
  receiveCancelled: 'This return was cancelled by the shopper: there is nothing to receive.',
  refundFailed: 'The return is received, but the payment provider could not be reached for the refund. Mark it received again to retry.',
} as const;

export const returnNumberParam = v.pipe(v.string(), v.regex(/^R\d{1,12}$/, RETURN_MESSAGES.returnGone));
const orderNumberParam = v.pipe(v.string(), v.regex(/^\d{1,12}$/, 'This order does not exist.'));

export const returnLineSchema = v.object({
  productId: v.number(),
  name: v.string(),
  size: v.string(),
  quantity: v.number(),
});

export const orderReturnSchema = v.object({
  returnNumber: v.string(),
  orderNumber: v.string(),
  status: v.picklist(RETURN_STATUSES),
  /** RETURN_STATUS_LABELS of the status. */
  statusLabel: v.string(),
  reason: v.picklist(REASON_KEYS),
  reasonLabel: v.string(),
  lines: v.array(returnLineSchema),
  /** What the tires cost, less their share of the order's discount, plus their excise and sales tax, less the handling fee. */
  goodsInCents: money,
  discountInCents: money,
  taxInCents: money,
  handlingFeeInCents: money,
  refundInCents: money,
  hasPhoto: v.boolean(),
  requestedAt: v.string(),
  receivedAt: v.nullable(v.string()),
  refundedAt: v.nullable(v.string()),
  cancelledAt: v.nullable(v.string()),
});
export type OrderReturn = v.InferOutput<typeof orderReturnSchema>;

/** What of an order can still be returned, and until when; `refusal` says why nothing can. */
export const returnOptionsSchema = v.object({
  returnable: v.boolean(),
  /** The end of the 30 days after delivery (null before delivery). */
  until: v.nullable(v.string()),
  refusal: v.nullable(v.string()),
  lines: v.array(v.object({ productId: v.number(), name: v.string(), size: v.string(), bought: v.number(), returnable: v.number() })),
});
export type ReturnOptions = v.InferOutput<typeof returnOptionsSchema>;

export const orderReturnsResponse = v.object({ options: returnOptionsSchema, returns: v.array(orderReturnSchema) });
export type MyOrderReturns = v.InferOutput<typeof orderReturnsResponse>;

export const myOrderReturnsEndpoint = defineEndpoint({
  id: 'listMyOrderReturns',
  method: 'GET',
  path: '/v1/users/me/orders/{orderNumber}/returns',
  summary: 'The returns of an order of the signed-in shopper, and what of it can still be returned (404 for anyone else’s order).',
  auth: true,
  params: v.object({ orderNumber: orderNumberParam }),
  response: orderReturnsResponse,
});

const photoSchema = v.object({
  contentType: v.picklist(RETURN_PHOTO_TYPES, RETURN_MESSAGES.photoUnreadable),
  /** The image, base64. */
  data: v.pipe(
    v.string(RETURN_MESSAGES.photoUnreadable),
    v.regex(/^[A-Za-z0-9+/]*={0,2}$/, RETURN_MESSAGES.photoUnreadable),
    // Base64 of at most RETURN_PHOTO_MAX_BYTES − 1 bytes (under 1MB).
    v.maxLength(Math.ceil((RETURN_PHOTO_MAX_BYTES - 1) / 3) * 4, RETURN_MESSAGES.photoTooLarge),
  ),
});

export const startReturnInputSchema = v.object({
  lines: v.pipe(
    v.array(
      v.object({
        productId: v.pipe(v.number(), v.integer(), v.minValue(1)),
        quantity: v.pipe(v.number(RETURN_MESSAGES.noTires), v.integer(RETURN_MESSAGES.noTires), v.minValue(0), v.maxValue(99)),
      }),
      RETURN_MESSAGES.noTires,
    ),
    v.maxLength(20),
    v.check((lines) => lines.some((l) => l.quantity > 0), RETURN_MESSAGES.noTires),
  ),
  reason: v.picklist(REASON_KEYS, RETURN_MESSAGES.reason),
  /** rules §9: unmounted and unused tires only — the shopper confirms it. */
  unmountedAndUnused: v.literal(true, RETURN_MESSAGES.unused),
  photo: v.optional(photoSchema),
});
export type StartReturnInput = v.InferInput<typeof startReturnInputSchema>;

/** The largest body of a return's start: its photo in base64 (4/3 of under 1MB) and the rest. */
export const START_RETURN_MAX_BODY_BYTES = 1_500_000;

export const startReturnEndpoint = defineEndpoint({
  id: 'startReturn',
  method: 'POST',
  path: '/v1/users/me/orders/{orderNumber}/returns',
  summary:
    `Starts a return of a delivered order’s tires within ${RETURN_WINDOW_DAYS} days of delivery (reason, quantities, an optional photo under 1MB): ` +
    'the refund is computed by the server and the return number and label instructions are e-mailed. 409 before delivery, after the window, ' +
    'or for more tires than are left to return; 404 for anyone else’s order.',
  auth: true,
  status: 201,
  params: v.object({ orderNumber: orderNumberParam }),
  body: startReturnInputSchema,
  response: v.object({ return: orderReturnSchema }),
});

export const cancelMyReturnEndpoint = defineEndpoint({
  id: 'cancelMyReturn',
  method: 'POST',
  path: '/v1/users/me/returns/{returnNumber}/cancellation',
  summary: 'Cancels a return of the signed-in shopper while it is requested (409 once received; 404 for anyone else’s).',
  auth: true,
  params: v.object({ returnNumber: returnNumberParam }),
  response: v.object({ return: orderReturnSchema }),
});

export const opsReturnSchema = v.object({ ...orderReturnSchema.entries, email: v.string() });
export type OpsReturn = v.InferOutput<typeof opsReturnSchema>;

export const opsReturnsEndpoint = defineEndpoint({
  id: 'listReturns',
  method: 'GET',
  path: '/v1/operations/returns',
  summary: 'Returns to receive (requested, oldest first) and those received whose refund is still to go through (operations accounts).',
  auth: true,
  response: v.object({ returns: v.array(opsReturnSchema) }),
});

export const receiveReturnEndpoint = defineEndpoint({
  id: 'receiveReturn',
  method: 'POST',
  path: '/v1/operations/returns/{returnNumber}/received',
  summary:
    'Marks a return received and refunds it through the payment gateway (operations accounts). Idempotent: a refunded return answers as it is ' +
    'and is never refunded twice; 503 when the gateway could not be reached (the return stays received; the same call retries the refund).',
  auth: true,
  params: v.object({ returnNumber: returnNumberParam }),
  response: v.object({ return: opsReturnSchema }),
});

export const returnEndpoints = [
  myOrderReturnsEndpoint,
  startReturnEndpoint,
  cancelMyReturnEndpoint,
  opsReturnsEndpoint,
  receiveReturnEndpoint,
] as const;
