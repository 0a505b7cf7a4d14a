import { CHECKOUT_PATHS, CHECKOUT_STEP_PATHS } from '@tireshop/core';
import { CHECKOUT_STEP_LABELS, type CheckoutStep, type CheckoutStepId } from '@tireshop/views';
import type { RouteObject } from 'react-router';
import { pageModule } from '../../page-module';
import { redirect } from '../../redirect';
import type { CheckoutHandle } from './checkout-page';

const shipping = pageModule('pages/checkout/shipping', () => import('./shipping'));
const services = pageModule('pages/checkout/services', () => import('./services'));
const payments = pageModule('pages/checkout/payments', () => import('./payments'));
const orderSummary = pageModule('pages/checkout/order-summary', () => import('./order-summary'));

/**
 * The checkout steps that have a page (each its own chunk, never in a catalogue page's first
 * load). A step without one is shown in the step navigation as coming next and is never linked;
 * adding its page here makes it a link and the cart page's "Continue" goes to it.
 */
const STEP_PAGES: Partial<Record<CheckoutStepId, Pick<RouteObject, 'lazy' | 'handle'>>> = {
  shipping: shipping((m) => ({ Component: m.CheckoutShippingPage })),
  services: services((m) => ({ Component: m.CheckoutServicesPage })),
  payment: payments((m) => ({ Component: m.CheckoutPaymentsPage })),
};

const ORDER: CheckoutStepId[] = ['shipping', 'services', 'payment'];

export const checkoutSteps: CheckoutStep[] = ORDER.map((id) => ({
  id,
  label: CHECKOUT_STEP_LABELS[id],
  href: STEP_PAGES[id] ? CHECKOUT_STEP_PATHS[id] : null,
}));

const handle = { checkoutSteps } satisfies CheckoutHandle;

/**
 * Checkout routes (spec storefront §2 Checkout and cart); /checkout itself opens the first step.
 * The payment step also answers /checkout/payments/{type} (the type selected), and the order
 * summary of a reviewed card payment is /checkout/order-summary.
 */
export const checkoutRoutes: RouteObject[] = [
  { path: 'checkout', loader: () => redirect(CHECKOUT_STEP_PATHS.shipping) },
  ...ORDER.flatMap((id): RouteObject[] => {
    const page = STEP_PAGES[id];
    return page ? [{ path: CHECKOUT_STEP_PATHS[id].slice(1), ...page, handle: { ...(page.handle as object), ...handle } }] : [];
  }),
  { path: `${CHECKOUT_PATHS.payments.slice(1)}/:type`, ...payments((m) => ({ Component: m.CheckoutPaymentsPage }), handle) },
  { path: CHECKOUT_PATHS.orderSummary.slice(1), ...orderSummary((m) => ({ Component: m.OrderSummaryPage }), handle) },
];
