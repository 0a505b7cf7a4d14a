/**
 * One order as the API has it, kept fresh while its payment is processing (rules §4 Order
 * confirmation: "unconfirmed (please confirm), then confirmed"; §4 Payment code 539). The
 * gateway settles a processing payment in the background, so the page asks again every few
 * seconds until the order is confirmed or cancelled — then it stops. The asking is the page's
 * query layer's (docs/architecture.md "Server state in the browser"): its `poll`, and the order
 * the checkout just placed as its `initial` answer.
 */
import { useStore } from '@nanostores/react';
import { answerOf, shopQuery, type ApiResult, type Order } from '@tireshop/core';
import { useCallback, useMemo, useRef } from 'react';

/** GET /v1/orders/{orderId}: the checkout store's loadOrder, or a direct API call. */
export type LoadOrder = (orderId: string) => Promise<ApiResult<{ order: Order }>>;

export type OrderLoad =
  | { status: 'loading' }
  | { status: 'ready'; order: Order }
  /** Unknown, malformed, or not this shopper's (the API answers alike). */
  | { status: 'not-found' }
  | { status: 'error'; message: string };

/** Every 3 s for the first two minutes (the sandbox settles in seconds), then every 30 s. */
export const ORDER_POLL_MS = 3_000;
const SLOW_POLL_MS = 30_000;
const FAST_POLLS = 40;

export function useOrder(
  loadOrder: LoadOrder,
  orderId: string,
  options: { initial?: Order | null; pollMs?: number } = {},
): {
  load: OrderLoad;
  retry: () => void;
} {
  const initial = options.initial?.orderId === orderId ? options.initial : null;
  const loader = useRef(loadOrder);
  loader.current = loadOrder;
  const pollMs = options.pollMs ?? ORDER_POLL_MS;
  // The host's question, stable for this view: the latest loadOrder answers it.
  const question = useMemo(() => (id: string) => loader.current(id), []);
  // A store per order: an answer about another order is never shown. The order handed in only seeds the first answer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new store for a new order or interval, not for each render's initial
  const store = useMemo(
    () =>
      shopQuery().ask(question, orderId, {
        initial: initial ? { order: initial } : undefined,
        // A failed poll keeps the order shown and asks again later.
        poll: (data, polls) => (data?.order.status === 'unconfirmed' ? (polls >= FAST_POLLS ? SLOW_POLL_MS : pollMs) : false),
      }),
    [question, orderId, pollMs],
  );
  const answer = useStore(useMemo(() => answerOf(store), [store]));
  const retry = useCallback(() => store.invalidate(), [store]);

  let load: OrderLoad;
  if (answer.status === 'ready') load = { status: 'ready', order: answer.data.order };
  // Before the first answer (and on the server, which never asks): the order the checkout just placed.
  else if (initial && answer.status !== 'error') load = { status: 'ready', order: initial };
  else if (answer.status === 'error' && !answer.retrying) {
    // An id that is not an order id at all (400) is as unknown as one nobody placed (404).
    const unknown = answer.error.code === 'NotFound' || answer.error.code === 'BadRequest';
    load = unknown ? { status: 'not-found' } : { status: 'error', message: answer.error.message };
  } else load = { status: 'loading' };
  return { load, retry };
}
