/**
 * One order as the API has it, kept fresh while its payment is processing (rules §4 Order
 * confirmation: "unconfirmed (please confirm), then confirmed"; §4 Payment code 539). The
 * gateway settles a processing payment in the background, so the page asks again every few
 * seconds until the order is confirmed or cancelled — then it stops.
 */
import type { ApiResult, Order } from '@tireshop/core';
import { useEffect, useRef, useState } from 'react';

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
  const [load, setLoad] = useState<OrderLoad>(initial ? { status: 'ready', order: initial } : { status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const loader = useRef(loadOrder);
  loader.current = loadOrder;
  const pollMs = options.pollMs ?? ORDER_POLL_MS;

  // biome-ignore lint/correctness/useExhaustiveDependencies: polling restarts for a new order or retry; the order handed in only seeds the first answer
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let polls = 0;
    let last = initial;

    const schedule = () => {
      polls += 1;
      timer = setTimeout(() => void fetchOrder(), polls > FAST_POLLS ? SLOW_POLL_MS : pollMs);
    };
    async function fetchOrder() {
      const result = await loader.current(orderId);
      if (!live) return;
      if (result.ok) {
        last = result.data.order;
        setLoad({ status: 'ready', order: last });
      } else if (!last) {
        // An id that is not an order id at all (400) is as unknown as one nobody placed (404).
        const unknown = result.error.code === 'NotFound' || result.error.code === 'BadRequest';
        setLoad(unknown ? { status: 'not-found' } : { status: 'error', message: result.error.message });
      }
      // A failed poll keeps the order shown and asks again later.
      if (last?.status === 'unconfirmed') schedule();
    }

    if (last?.status === 'unconfirmed') schedule();
    else if (!last) void fetchOrder();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [orderId, attempt, pollMs]);

  return {
    load,
    retry: () => {
      setLoad({ status: 'loading' });
      setAttempt((n) => n + 1);
    },
  };
}
