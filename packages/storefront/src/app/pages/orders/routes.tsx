import type { RouteObject } from 'react-router';
import { pageModule } from '../../page-module';

const confirmOrder = pageModule('pages/orders/confirm-order', () => import('./confirm-order'));
const orderConfirmation = pageModule('pages/orders/order-confirmation', () => import('./order-confirmation'));
const shippingConfirmation = pageModule('pages/orders/shipping-confirmation', () => import('./shipping-confirmation'));
const tracking = pageModule('pages/orders/track-your-order', () => import('./track-your-order'));
const trackReturn = pageModule('pages/orders/track-return', () => import('./track-return'));

/**
 * The order pages of spec storefront §2: the order page the payment step lands on
 * (/checkout/confirm-order/{orderId}), the last order's confirmation and shipping confirmation,
 * order tracking (/track-your-order, /track-your-order/result) and a return from it
 * (/track-your-order/return). Each is its own chunk.
 */
export const orderRoutes: RouteObject[] = [
  { path: 'checkout/confirm-order/:orderId', ...confirmOrder((m) => ({ Component: m.ConfirmOrderPage })) },
  { path: 'checkout/order-confirmation', ...orderConfirmation((m) => ({ Component: m.OrderConfirmationPage })) },
  { path: 'checkout/shipping-confirmation', ...shippingConfirmation((m) => ({ Component: m.ShippingConfirmationPage })) },
  { path: 'track-your-order', ...tracking((m) => ({ Component: m.TrackYourOrderPage })) },
  { path: 'track-your-order/result', ...tracking((m) => ({ Component: m.TrackingResultPage })) },
  { path: 'track-your-order/return', ...trackReturn((m) => ({ action: m.trackReturnAction, Component: m.TrackReturnPage })) },
];
