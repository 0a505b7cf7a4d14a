/**
 * Returns of orders placed without an account, from tracking (docs/returns.md "Without an
 * account"; spec storefront §2 /track-your-order/return). Its own module so the pages that do not
 * offer it (the account's order pages) do not carry it.
 */
import * as v from 'valibot';
import { ADDRESS_MESSAGES, emailField } from '../address';
import { ORDER_NUMBER_INVALID, ORDER_NUMBER_PATTERN } from './checkout';
import { defineEndpoint } from './endpoint';
import { usZipSchema } from './fields';
import { orderReturnSchema, orderReturnsResponse, returnNumberParam, startReturnInputSchema } from './returns';

/**
 * What proves a shopper may return an order without signing in: the order number and ZIP code that
 * track it (GET /v1/order-tracking), and the e-mail address its confirmation went to. A return moves
 * money and mails the shopper, so it asks for more than tracking's look does. A wrong one of any
 * answers the same 404, whether the order exists or not.
 */
export const guestOrderProofSchema = v.object({
  orderId: v.pipe(v.string(ORDER_NUMBER_INVALID), v.trim(), v.regex(ORDER_NUMBER_PATTERN, ORDER_NUMBER_INVALID)),
  zip: usZipSchema(ADDRESS_MESSAGES.zip),
  email: emailField,
});
export type GuestOrderProof = v.InferInput<typeof guestOrderProofSchema>;

/** The 404 of a guest return call whose order number, ZIP code and e-mail do not belong together. */
export const GUEST_RETURN_MISMATCH = 'Please review. The order number, ZIP code and e-mail address do not match an order.';

export const guestOrderReturnsEndpoint = defineEndpoint({
  id: 'listGuestOrderReturns',
  method: 'POST',
  path: '/v1/order-tracking/returns/lookup',
  summary:
    'The returns of an order, and what of it can still be returned, for a shopper without an account: the order number, the ZIP code ' +
    'and the order’s e-mail address prove it (POST keeps the address out of URLs). Rate-limited as tracking is; 404 when they do not match.',
  auth: true,
  body: guestOrderProofSchema,
  response: orderReturnsResponse,
});

export const startGuestReturnEndpoint = defineEndpoint({
  id: 'startGuestReturn',
  method: 'POST',
  path: '/v1/order-tracking/returns',
  summary:
    'Starts a return as startReturn does, for a shopper without an account, proved by the order number, ZIP code and the order’s ' +
    'e-mail address (404 when they do not match; nothing is created). Rate-limited as tracking is.',
  auth: true,
  status: 201,
  body: v.object({ ...guestOrderProofSchema.entries, ...startReturnInputSchema.entries }),
  response: v.object({ return: orderReturnSchema }),
});

export const cancelGuestReturnEndpoint = defineEndpoint({
  id: 'cancelGuestReturn',
  method: 'POST',
  path: '/v1/order-tracking/returns/{returnNumber}/cancellation',
  summary:
    'Cancels a return of the order the proof (number, ZIP code, e-mail) matches while it is requested, as cancelMyReturn does ' +
    '(409 once received; 404 when the proof does not match or the return is another order’s; nothing changes). Rate-limited as tracking is.',
  auth: true,
  params: v.object({ returnNumber: returnNumberParam }),
  body: guestOrderProofSchema,
  response: v.object({ return: orderReturnSchema }),
});

export const guestReturnEndpoints = [guestOrderReturnsEndpoint, startGuestReturnEndpoint, cancelGuestReturnEndpoint] as const;
