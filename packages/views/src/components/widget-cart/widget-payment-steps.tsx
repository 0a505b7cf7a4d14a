/**
 * The widget checkout's payment and order-summary steps. Their code (billing, the gateway's card
 * fields, wallets and financing) and their CSS arrive when the shopper reaches the payment step.
 */
import { useShadowStyles } from '../../element/shadow-styles';
import checkoutPaymentCss from '../../styles/checkout-payment.css';
import { CheckoutPaymentView, type CheckoutPaymentViewProps } from '../checkout/checkout-payment-view';
import { OrderReviewView, type OrderReviewViewProps } from '../checkout/order-review-view';

export function WidgetPaymentStep(props: CheckoutPaymentViewProps) {
  useShadowStyles(checkoutPaymentCss);
  return <CheckoutPaymentView {...props} />;
}

export function WidgetReviewStep(props: OrderReviewViewProps) {
  useShadowStyles(checkoutPaymentCss);
  return <OrderReviewView {...props} />;
}
