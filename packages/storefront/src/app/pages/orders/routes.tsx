import type { RouteObject } from 'react-router';
import { ConfirmOrderPage } from './confirm-order';
import { OrderConfirmationPage } from './order-confirmation';
import { ShippingConfirmationPage } from './shipping-confirmation';
import { TrackingResultPage, TrackYourOrderPage } from './track-your-order';

/**
 * The order pages of spec storefront §2: the order page the payment step lands on
 * (/checkout/confirm-order/{orderId}), the last order's confirmation and shipping confirmation,
 * and order tracking (/track-your-order, /track-your-order/result).
 */
export const orderRoutes: RouteObject[] = [
  { path: 'checkout/confirm-order/:orderId', Component: ConfirmOrderPage },
  { path: 'checkout/order-confirmation', Component: OrderConfirmationPage },
  { path: 'checkout/shipping-confirmation', Component: ShippingConfirmationPage },
  { path: 'track-your-order', Component: TrackYourOrderPage },
  { path: 'track-your-order/result', Component: TrackingResultPage },
];
