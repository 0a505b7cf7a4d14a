/**
 * Checkout step 3 (spec storefront §2 /checkout/payments and /checkout/payments/{type}; the query
 * may carry charge_id (payment resolved), payment_cancelled, a hash #affirm-error, and
 * redirectFrom=cart_modal when the cart modal sent the shopper straight here): the shared
 * CheckoutPaymentView. The type selected is in the address, so the gateway's return (this page's
 * URL for the type) and Back land on it; wallet and financing sessions go to the gateway in the
 * same tab (redirect mode). A charge_id without a type in the path is placed with the type of the
 * session the store started (the view asks the shopper to choose again when none is known).
 */
import {
  CHECKOUT_PATHS,
  CHECKOUT_STEP_PATHS,
  DEFAULT_PAYMENT_TYPE,
  paymentReturn,
  paymentsPath,
  paymentTypeFromPath,
  type PaymentReturn,
  type PaymentType,
  type SiteCart,
} from '@tireshop/core';
import { AddressBookContext, CheckoutPaymentView } from '@tireshop/views';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { setReviewChoice, storefrontFastCheckout } from '../../checkout';
import { useRootData } from '../../root-data';
import { RouterLink } from '../../shell/router-link';
import { CheckoutPage, type CheckoutStores } from './checkout-page';
import { useExchangeHandOff } from './exchange-payment';
import { useShopperAddressBook } from './use-address-book';

export function CheckoutPaymentsPage() {
  return (
    <CheckoutPage title="Payment" heading="Payment" current="payment">
      {(cart, stores) => <PaymentContent cart={cart} stores={stores} />}
    </CheckoutPage>
  );
}

function PaymentContent({ cart, stores }: { cart: SiteCart; stores: CheckoutStores }) {
  const { globals, variant, exchangeCustomer } = useRootData();
  // rules §6: an exchange customer's order is handed to the exchange (exchange-payment.tsx).
  const exchange = useExchangeHandOff(cart);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // What the address said when the page opened (the gateway's return); read once, then dropped
  // from the address (onReturnHandled), which keeps the type it selected (#affirm-error, payment_cancelled).
  const [returned] = useState<PaymentReturn>(() => paymentReturn(new URL(window.location.href)));
  const paymentType: PaymentType = paymentTypeFromPath(pathname) ?? returned.paymentType ?? DEFAULT_PAYMENT_TYPE;
  const addressBook = useShopperAddressBook();

  return (
    <AddressBookContext.Provider value={addressBook}>
      <CheckoutPaymentView
        variant={variant}
        cart={stores.cart}
        checkout={stores.checkout}
        siteCart={cart}
        paymentType={paymentType}
        onSelectType={(type) => void navigate(paymentsPath(type), { replace: true, preventScrollReset: true })}
        returned={returned.outcome}
        onReturnHandled={() => void navigate(paymentsPath(paymentType), { replace: true, preventScrollReset: true })}
        fromCartModal={returned.fromCartModal}
        returnUrlFor={(type) => new URL(paymentsPath(type), window.location.origin).href}
        sessionMode="redirect"
        fastCheckout={storefrontFastCheckout(paymentType)}
        discounts={globals?.paymentTypeDiscountInPercentage ?? {}}
        onReview={(choice) => {
          setReviewChoice(choice);
          void navigate(CHECKOUT_PATHS.orderSummary);
        }}
        onPlaced={(order) => void navigate(CHECKOUT_PATHS.confirmOrder(order.orderId))}
        shippingHref={CHECKOUT_STEP_PATHS.shipping}
        Link={RouterLink}
        pathname={pathname}
        handOff={exchangeCustomer ? exchange : undefined}
      />
    </AddressBookContext.Provider>
  );
}
