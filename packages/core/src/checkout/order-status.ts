/**
 * The order's status and tracking steps as the confirmation and tracking pages show them (rules §4
 * Order confirmation, Order tracking steps; spec §8 Payment code 539). Their own module: only the
 * order pages need them, so they stay out of every page's first script.
 */
import {
  PAYMENT_MESSAGES,
  TRACKING_STEP_LABELS,
  type Order,
  type OrderStatus,
  type OrderTracking,
  type TrackingStatus,
} from '../contract/checkout';

export interface OrderStatusText {
  status: OrderStatus;
  label: string;
  message: string;
}

/**
 * rules §4 Order confirmation "unconfirmed (please confirm), then confirmed (no further action)";
 * Payment code 539: an unconfirmed order's payment is processing (spec §8's words).
 */
export function orderStatusText(order: Pick<Order, 'status' | 'orderNumber' | 'email'>): OrderStatusText {
  switch (order.status) {
    case 'unconfirmed':
      return { status: 'unconfirmed', label: 'Unconfirmed: payment processing', message: PAYMENT_MESSAGES.processing };
    case 'confirmed':
      return {
        status: 'confirmed',
        label: 'Confirmed',
        message: `Thank you! Order ${order.orderNumber} is confirmed; no further action is needed. The confirmation is on its way to ${order.email}.`,
      };
    case 'cancelled':
      return { status: 'cancelled', label: 'Cancelled', message: `Order ${order.orderNumber} was cancelled.` };
  }
}

export type TrackingStepState = 'done' | 'current' | 'upcoming' | 'cancelled';

export interface TrackingStepView {
  status: Exclude<TrackingStatus, 'cancelled'>;
  label: string;
  reachedAt: string | null;
  /** done: passed; current: where the order is; upcoming: ahead; cancelled: never reached (the order was cancelled). */
  state: TrackingStepState;
}

const STEP_ORDER = Object.keys(TRACKING_STEP_LABELS) as Exclude<TrackingStatus, 'cancelled'>[];

/**
 * rules §4 Order tracking steps "Order Processed, Pending Carrier Pickup, In Transit, Delivered. An
 * order may also be cancelled." The four steps in order, each with its state; a delivered order's
 * last step is done, a cancelled order's unreached steps are `cancelled`.
 */
export function trackingSteps(tracking: Pick<OrderTracking, 'trackingStatus' | 'steps'>): TrackingStepView[] {
  const reached = new Map(tracking.steps.map((s) => [s.status, s.reachedAt]));
  const current = tracking.trackingStatus;
  const at = current === 'cancelled' ? -1 : STEP_ORDER.indexOf(current);
  return STEP_ORDER.map((status, index) => {
    const reachedAt = reached.get(status) ?? null;
    let state: TrackingStepState;
    if (current === 'cancelled') state = reachedAt ? 'done' : 'cancelled';
    else if (index < at || (index === at && status === 'delivered')) state = 'done';
    else state = index === at ? 'current' : 'upcoming';
    return { status, label: TRACKING_STEP_LABELS[status], reachedAt, state };
  });
}
