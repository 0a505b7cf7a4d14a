import { CHECKOUT_PATHS, CHECKOUT_STEP_PATHS } from '@tireshop/core';
import { CHECKOUT_STEP_LABELS, type CheckoutStep, type CheckoutStepId } from '@tireshop/views';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { redirect } from '../../redirect';
import { OrderSummaryPage } from './order-summary';
import type { CheckoutHandle } from './checkout-page';
import { CheckoutPaymentsPage } from './payments';
import { CheckoutServicesPage } from './services';
import { CheckoutShippingPage } from './shipping';

/**
 * The checkout steps that have a page. A step without one is shown in the step navigation as
 * coming next and is never linked; adding its page here makes it a link and the cart page's
 * "Continue" goes to it.
 */
const STEP_PAGES: Partial<Record<CheckoutStepId, ComponentType>> = {
  shipping: CheckoutShippingPage,
  services: CheckoutServicesPage,
  payment: CheckoutPaymentsPage,
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
    const Component = STEP_PAGES[id];
    return Component ? [{ path: CHECKOUT_STEP_PATHS[id].slice(1), Component, handle }] : [];
  }),
  { path: `${CHECKOUT_PATHS.payments.slice(1)}/:type`, Component: CheckoutPaymentsPage, handle },
  { path: CHECKOUT_PATHS.orderSummary.slice(1), Component: OrderSummaryPage, handle },
];
