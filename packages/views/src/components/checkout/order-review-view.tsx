/**
 * The order summary page's body (spec storefront §2 /checkout/order-summary): without fast checkout
 * (rules §4 Fast checkout by card) the card is tokenised first and the shopper checks everything —
 * the tires, where they go and when, the billing address, the card, every amount with the payment
 * type's quote — before "Place order". The nonce lives only in the page's memory: after a reload
 * the card is asked for again (a nonce is single-use and is not stored). An unknown outcome (the
 * store's `retryable`: the answer was lost, the order is still being placed) offers "Try again"
 * with the same card; only a final refusal spends it. A billing address that cannot be loaded
 * says so with "Try again" rather than loading forever.
 */
import { useStore } from '@nanostores/react';
import {
  PAYMENT_MESSAGES,
  PAYMENT_TYPE_LABELS,
  paymentDiscountRow,
  type AreaMessage,
  type CartStore,
  type CheckoutStore,
  type Order,
  type PaymentChoice,
  type SiteCart,
  type Translate,
} from '@tireshop/core';
import { useEffect, useId, useRef, useState } from 'react';
import { PlainLink, type LinkComponent } from '../link';
import { useMessages, usePrice } from '../locale';
import { useDestinationText } from './destination-text';
import { OrderSummary } from './order-summary';
import { CheckoutGuard, PaymentAlert, useCheckoutGuard } from './payment-messages';

export interface OrderReviewViewProps {
  cart: CartStore;
  checkout: CheckoutStore;
  siteCart: SiteCart;
  /** The tokenised card from the payment step; null after a reload (the card is asked for again). */
  choice: PaymentChoice | null;
  onPlaced: (order: Order) => void;
  /** The payment step, to change the card or the billing address. */
  paymentHref: string;
  shippingHref: string;
  Link?: LinkComponent;
  headingLevel?: 2 | 3;
}

/** Said when the saved billing address could not be loaded (our words; the spec has none). */
export const BILLING_LOAD_FAILED_MESSAGE = 'We could not load your billing address.' as const;
/** The cart has no billing address yet (it is entered on the payment step). */
export const NO_BILLING_MESSAGE = 'No billing address yet. Please enter it on the payment step.' as const;

const paymentLabel = (choice: PaymentChoice, t: Translate<AreaMessage<'payment'>>) =>
  choice.paymentType === 'credit' && choice.last4
    ? t('{brand} ending in {last4}', { brand: choice.brand ?? t('Card'), last4: choice.last4 })
    : choice.paymentType === 'credit'
      ? t('Credit card')
      : PAYMENT_TYPE_LABELS[choice.paymentType];

export function OrderReviewView({
  cart,
  checkout,
  siteCart,
  choice,
  onPlaced,
  paymentHref,
  shippingHref,
  Link = PlainLink,
  headingLevel = 2,
}: OrderReviewViewProps) {
  const id = useId();
  const t = useMessages('payment');
  const words = useMessages('checkout');
  const destinationText = useDestinationText();
  const formatPrice = usePrice();
  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  const state = useStore(checkout.$state);
  const { appointment } = useStore(cart.appointment.$appointment);
  const guard = useCheckoutGuard(cart, siteCart);
  const [error, setError] = useState<{ message: string; attempt: number } | null>(null);
  /** A refused card cannot be used again: the way on is the payment step. */
  const [spent, setSpent] = useState(false);
  /** Placing from the click on (before the store says so): a second click does nothing. */
  const running = useRef(false);
  const [billingAsked, setBillingAsked] = useState(false);
  const paymentType = choice?.paymentType ?? 'credit';

  useEffect(() => {
    void checkout.loadBilling().then(() => setBillingAsked(true));
    void checkout.selectPaymentType(paymentType);
  }, [checkout, paymentType]);

  if (guard.status === 'blocked')
    return (
      <CheckoutGuard
        message={guard.message}
        href={shippingHref}
        linkLabel={words('Back to cart and delivery')}
        Link={Link}
        headingLevel={headingLevel}
      />
    );
  if (!choice)
    return (
      <CheckoutGuard
        message={PAYMENT_MESSAGES.tokenExpired}
        href={paymentHref}
        linkLabel={t('Back to payment')}
        Link={Link}
        headingLevel={headingLevel}
      />
    );
  const current = choice;

  async function place() {
    if (running.current || spent) return;
    running.current = true;
    setError(null);
    const result = await checkout.placeOrder(current).finally(() => (running.current = false));
    if (result.ok) return onPlaced(result.order);
    setError((e) => ({ message: result.error.message, attempt: (e?.attempt ?? 0) + 1 }));
    // The outcome is unknown: the same card again ("Try again" is the place button); a refusal spends it.
    if (!result.retryable) setSpent(true);
  }

  const billing = state.billing;
  const shipping = siteCart.cartShipping;
  const installation =
    shipping?.shippingOption === 'INSTALLER' && appointment?.installer.installerId === shipping.installerId ? appointment : null;
  const tiresId = `${id}-tires`;
  const detailsId = `${id}-details`;

  return (
    <div className="ts-checkout-layout">
      <div className="ts-checkout-layout__main">
        <section className="ts-checkout-card" aria-labelledby={tiresId}>
          <Heading className="ts-checkout-card__title" id={tiresId}>
            {t('Your tires')}
          </Heading>
          <ul className="ts-review-items">
            {siteCart.siteProducts.map((p) => (
              <li key={p.itemId} className="ts-review-items__item">
                <span className="ts-review-items__name">
                  {p.brand.label} {p.productLine.name} <span className="ts-review-items__size">{p.size}</span>
                </span>
                <span className="ts-review-items__quantity">× {p.quantity}</span>
                <span className="ts-review-items__total">{formatPrice(p.lineTotalInCents)}</span>
              </li>
            ))}
          </ul>
        </section>
        <section className="ts-checkout-card" aria-labelledby={detailsId}>
          <Heading className="ts-checkout-card__title" id={detailsId}>
            {t('Delivery and payment')}
          </Heading>
          <dl className="ts-review-details">
            <div>
              <dt>{installation ? words('Installation') : t('Delivery')}</dt>
              <dd>
                {shipping && destinationText(shipping.destinationLabel)}
                {installation && <span className="ts-review-details__line">{installation.label}</span>}
                <Link href={shippingHref} className="ts-checkout-link-button">
                  {t('Change delivery')}
                </Link>
              </dd>
            </div>
            <div>
              <dt>{t('Billing address')}</dt>
              <dd>
                {billing ? (
                  <>
                    <span className="ts-review-details__line">
                      {billing.firstName} {billing.lastName}
                    </span>
                    <span className="ts-review-details__line">
                      {billing.addressLine1}
                      {billing.addressLine2 ? `, ${billing.addressLine2}` : ''}
                    </span>
                    <span className="ts-review-details__line">
                      {billing.city}, {billing.state} {billing.zip}
                    </span>
                    <span className="ts-review-details__line">{billing.email}</span>
                    {billing.poNumber && (
                      <span className="ts-review-details__line">{t('PO number {number}', { number: billing.poNumber })}</span>
                    )}
                  </>
                ) : state.billingStatus === 'error' ? (
                  <span className="ts-review-details__line" role="alert">
                    {t(BILLING_LOAD_FAILED_MESSAGE)}{' '}
                    <button type="button" className="ts-checkout-link-button" onClick={() => void checkout.loadBilling()}>
                      {t('Try again')}
                    </button>
                  </span>
                ) : billingAsked && state.billingStatus === 'idle' ? (
                  <span className="ts-review-details__line">
                    {t(NO_BILLING_MESSAGE)}{' '}
                    <Link href={paymentHref} className="ts-checkout-link-button">
                      {t('Add billing address')}
                    </Link>
                  </span>
                ) : (
                  <span className="ts-skeleton ts-review-details__skeleton" aria-label={t('Loading the billing address')} role="img" />
                )}
              </dd>
            </div>
            <div>
              <dt>{words('Payment')}</dt>
              <dd>
                {paymentLabel(choice, t)}
                <Link href={paymentHref} className="ts-checkout-link-button">
                  {t('Change payment')}
                </Link>
              </dd>
            </div>
          </dl>
        </section>
      </div>
      <aside className="ts-checkout-layout__aside" aria-label={t('Order summary and payment')}>
        <OrderSummary
          cart={siteCart}
          appointment={appointment}
          busy={state.placing}
          paymentDiscount={paymentDiscountRow(state.quote, paymentType, siteCart)}
        >
          <div className="ts-checkout-next">
            <PaymentAlert message={error?.message ?? null} attempt={error?.attempt}>
              {spent && (
                <Link href={paymentHref} className="ts-checkout-link-button">
                  {t('Enter another card')}
                </Link>
              )}
            </PaymentAlert>
            {!spent && (
              <button
                type="button"
                className="ts-button ts-button--accent"
                aria-disabled={state.placing || guard.status === 'checking' || undefined}
                aria-busy={state.placing || undefined}
                onClick={() => void place()}
              >
                {state.placing ? (
                  <>
                    <span className="ts-spinner" aria-hidden="true" /> {t('Placing your order…')}
                  </>
                ) : error ? (
                  t('Try again')
                ) : (
                  t('Place order')
                )}
              </button>
            )}
          </div>
        </OrderSummary>
      </aside>
    </div>
  );
}
