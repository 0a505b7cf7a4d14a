/**
 * The order summary (spec storefront §2 /checkout/order-summary): with fast checkout off (rules §4
 * Fast checkout by card) the payment step tokenises the card and sends the shopper here to check
 * everything before "Place order" — the shared OrderReviewView. Part of the payment step in the
 * step navigation.
 */
import { CHECKOUT_PATHS, CHECKOUT_STEP_PATHS, paymentsPath, type SiteCart } from '@tireshop/core';
import { OrderReviewView } from '@tireshop/views';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { reviewChoice } from '../../checkout';
import { RouterLink } from '../../shell/router-link';
import { CheckoutPage, type CheckoutStores } from './checkout-page';

export function OrderSummaryPage() {
  return (
    <CheckoutPage title="Review your order" heading="Review your order" current="payment">
      {(cart, stores) => <ReviewContent cart={cart} stores={stores} />}
    </CheckoutPage>
  );
}

function ReviewContent({ cart, stores }: { cart: SiteCart; stores: CheckoutStores }) {
  const navigate = useNavigate();
  const [choice] = useState(reviewChoice);
  return (
    <OrderReviewView
      cart={stores.cart}
      checkout={stores.checkout}
      siteCart={cart}
      choice={choice}
      onPlaced={(order) => void navigate(CHECKOUT_PATHS.confirmOrder(order.orderId))}
      paymentHref={paymentsPath(choice?.paymentType)}
      shippingHref={CHECKOUT_STEP_PATHS.shipping}
      Link={RouterLink}
    />
  );
}
