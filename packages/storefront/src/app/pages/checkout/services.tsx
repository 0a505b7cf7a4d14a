/**
 * Checkout step 2 (spec storefront §2 /checkout/services): road hazard protection and the shop's
 * services — the shared CheckoutServicesView, which the installer widget's checkout shows too. A
 * cart shipped home has no services step (spec §4 Checkout "Home tab … goes to payment"; core's
 * checkoutSteps): its address leads on to payment.
 */
import { CHECKOUT_STEP_PATHS, nextCheckoutStep, type SiteCart } from '@tireshop/core';
import { CheckoutServicesView } from '@tireshop/views';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { RouterLink } from '../../shell/router-link';
import { CheckoutPage, type CheckoutStores } from './checkout-page';

export function CheckoutServicesPage() {
  return (
    <CheckoutPage title="Services" heading="Services" current="services">
      {(cart, stores) => <ServicesContent cart={cart} stores={stores} />}
    </CheckoutPage>
  );
}

function ServicesContent({ cart, stores }: { cart: SiteCart; stores: CheckoutStores }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const skipped = cart.cartShipping?.shippingOption === 'HOME';
  useEffect(() => {
    if (skipped) void navigate(CHECKOUT_STEP_PATHS.payment, { replace: true });
  }, [skipped, navigate]);
  if (skipped) return null;
  const next = nextCheckoutStep('services', cart) ?? 'payment';
  return (
    <CheckoutServicesView
      cart={stores.cart}
      checkout={stores.checkout}
      siteCart={cart}
      onNext={() => void navigate(CHECKOUT_STEP_PATHS[next])}
      shippingHref={CHECKOUT_STEP_PATHS.shipping}
      Link={RouterLink}
      pathname={pathname}
    />
  );
}
