/**
 * Checkout step 3, payment (spec storefront §2 /checkout/payments, /checkout/payments/{type},
 * charge_id, #affirm-error, redirectFrom=cart_modal; §3 Payment, Cart billing; §4 Checkout
 * "Default payment credit; Affirm, PayPal and others resolve after charge. Fast checkout (card)
 * …"; rules §3 Payment types, §4 Fast checkout by card, Payment code 539; §8 payment messages; §9
 * payment type discounts). Router-agnostic: the storefront's payment page and the installer
 * widget's checkout compose the same view; the host says how the type shows in its address, where
 * a wallet session returns to, whether sessions open as a redirect or a popup, and where a placed
 * order or the review goes.
 *
 * - Card (default): the gateway's hosted fields in an iframe; "Place order" tokenises and places
 *   at once under fast checkout, otherwise "Review order" tokenises and hands the nonce to the
 *   host for the order summary page. The button waits for the card form to be ready. A declined
 *   card leaves the cart as it was and the card form is reloaded for another card (a nonce is
 *   single-use).
 * - Wallets and financing: "Continue with …" saves the billing address, starts the gateway session
 *   and goes there; coming back with a charge id places the order at once. A charge id that comes
 *   back without its type in the address is the session's the store last started; unknown, the
 *   shopper is asked to choose again.
 * - An unknown outcome (the answer was lost, the server failed, the order is still being placed;
 *   the store's `retryable`) keeps the nonce or charge and offers "Try again" with the same choice
 *   (the same Idempotency-Key: never charged twice); only a final refusal spends it.
 */
import { useStore } from '@nanostores/react';
import {
  checkoutSteps,
  isSessionPaymentType,
  PAYMENT_CANCELLED_MESSAGES,
  PAYMENT_MESSAGES,
  PAYMENT_TYPE_LABELS,
  paymentDiscountRow,
  UNKNOWN_CHARGE_TYPE_MESSAGE,
  type CartStore,
  type CheckoutStore,
  type Order,
  type PaymentChoice,
  type PaymentReturnOutcome,
  type PaymentType,
  type SessionPaymentType,
  type SiteCart,
  type StorefrontVariant,
} from '@tireshop/core';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { PlainLink, type LinkComponent } from '../link';
import { useMessages } from '../locale';
import { BillingForm, type BillingFormHandle } from './billing-form';
import { CheckoutCard } from './checkout-card';
import { HostedCardFields, type HostedCardHandle } from './hosted-card-fields';
import { OrderSummary } from './order-summary';
import { CheckoutGuard, PaymentAlert, PlacingOrder, useCheckoutGuard } from './payment-messages';
import { PaymentTypeList } from './payment-type-list';
import { RoadHazardOption } from './road-hazard-option';
import { SessionPaymentButton, type SessionMode, type SessionOutcome } from './session-payment';

export interface CheckoutPaymentViewProps {
  cart: CartStore;
  checkout: CheckoutStore;
  siteCart: SiteCart;
  /** The type shown selected: the address's (/checkout/payments/{type}) or what the gateway's return selected. */
  paymentType: PaymentType;
  /** The shopper chose another type: the storefront puts it in the address, a widget keeps it. */
  onSelectType: (type: PaymentType) => void;
  /** What the gateway's return says (core's paymentReturn); handled once. */
  returned?: PaymentReturnOutcome;
  /** The return was handled: the host drops charge_id / payment_cancelled from its address so a reload does not repeat it. */
  onReturnHandled?: () => void;
  /** spec §2 "redirectFrom=cart_modal": the shopper came straight from the cart modal (said above the form). */
  fromCartModal?: boolean;
  /** Where the gateway sends the shopper back for a type (this page, with the type). */
  returnUrlFor: (type: SessionPaymentType) => string;
  sessionMode: SessionMode;
  /** rules §4 Fast checkout by card (core's fastCheckoutEnabled for the credit type). */
  fastCheckout: boolean;
  /** Percent off by payment type (site globals paymentTypeDiscountInPercentage). */
  discounts: Partial<Record<string, number>>;
  /** The card was tokenised without fast checkout: show the order summary with this choice. */
  onReview: (choice: PaymentChoice) => void;
  onPlaced: (order: Order) => void;
  /** Step 1, for the guards' way back. */
  shippingHref: string;
  Link?: LinkComponent;
  /** The page's path, for the road hazard rule (shown here when the services step was skipped). */
  pathname: string;
  headingLevel?: 2 | 3;
  /** The storefront variant, whose state list the billing form offers (rules §6). */
  variant?: StorefrontVariant;
  /**
   * A payment handed off to someone else in place of the ways to pay (rules §6 military exchange
   * checkout): what the payment method card shows, and the action under the summary, given a
   * function that checks and saves the billing address first (true once saved).
   */
  handOff?: { method: ReactNode; action: (saveBilling: () => Promise<boolean>) => ReactNode };
}

type Notice = { message: string; tone: 'error' | 'notice'; attempt: number };

/** The card's client token, asked again for every new card form (after a decline). */
function useCardClientToken(checkout: CheckoutStore, active: boolean, generation: number) {
  const [token, setToken] = useState<{ clientToken: string; hostedFieldsUrl: string } | { error: string } | null>(null);
  useEffect(() => {
    if (!active) return;
    let live = true;
    setToken(null);
    void checkout.cardClientToken().then((result) => {
      if (live) setToken(result.ok ? result.data : { error: result.error.message });
    });
    return () => {
      live = false;
    };
  }, [checkout, active, generation]);
  return token;
}

export function CheckoutPaymentView(props: CheckoutPaymentViewProps) {
  const {
    cart,
    checkout,
    siteCart,
    paymentType: shownType,
    onSelectType,
    returned,
    onReturnHandled,
    fromCartModal = false,
    returnUrlFor,
    sessionMode,
    fastCheckout,
    discounts,
    onReview,
    onPlaced,
    shippingHref,
    Link = PlainLink,
    pathname,
    headingLevel = 2,
  } = props;
  const id = useId();
  const t = useMessages('payment');
  const words = useMessages('checkout');
  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  // The shopper's choice shows at once; the host's (its address) follows, and wins when it changes.
  const [paymentType, setPaymentType] = useState(shownType);
  useEffect(() => setPaymentType(shownType), [shownType]);
  const state = useStore(checkout.$state);
  const { status: cartStatus } = useStore(cart.$cart);
  const { appointment } = useStore(cart.appointment.$appointment);
  const guard = useCheckoutGuard(cart, siteCart);
  const billingRef = useRef<BillingFormHandle | null>(null);
  const cardRef = useRef<HostedCardHandle | null>(null);
  const [billingLoaded, setBillingLoaded] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [cardMessage, setCardMessage] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const [cardGeneration, setCardGeneration] = useState(0);
  const [cardReady, setCardReady] = useState(false);
  /** A placement whose outcome is unknown: "Try again" sends the same choice (its key is kept by the store). */
  const [retry, setRetry] = useState<PaymentChoice | null>(null);
  /** The type a gateway return's charge id is for: the address's, else the session the store started (it outlived the redirect). */
  const [returnedType] = useState(() => (isSessionPaymentType(shownType) ? shownType : checkout.startedSessionType()));
  /** A gateway return with a charge id is being placed: the page shows only that (spec §2 "payment resolved"). */
  const [resolving, setResolving] = useState(returned?.kind === 'resolved' && returnedType !== null);
  /**
   * Set in the click, before React renders again: a second click, or one while the cart is saving,
   * finds the form busy however stale the handler's closure is.
   */
  const actionRunning = useRef(false);
  const busyRef = useRef(false);
  const token = useCardClientToken(checkout, paymentType === 'credit' && guard.status === 'ok', cardGeneration);

  const show = (message: string, tone: Notice['tone'] = 'error') => setNotice((n) => ({ message, tone, attempt: (n?.attempt ?? 0) + 1 }));

  useEffect(() => {
    // rules §5: the store checks (and logs) a cart that cannot be paid for; the guard above shows it.
    void checkout.checkCart();
    void checkout.loadBilling().then(() => setBillingLoaded(true));
  }, [checkout]);

  // The quote for the type shown (its payment type discount), again whenever the cart's total moves.
  useEffect(() => {
    if (checkout.$state.get().paymentType !== paymentType || !checkout.$state.get().quote) void checkout.selectPaymentType(paymentType);
    else void checkout.loadQuote();
  }, [checkout, paymentType, siteCart.totalInCents]);

  // The gateway's answer, once (spec §2): place with the charge id, or say it was cancelled. The
  // host then drops it from its address (once), so a reload does not repeat it.
  const handledReturn = useRef(false);
  const returnCleared = useRef(false);
  function clearReturn() {
    if (returnCleared.current || !returned || returned.kind === 'none') return;
    returnCleared.current = true;
    onReturnHandled?.();
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: a return from a payment page is handled once, with the handlers of that render
  useEffect(() => {
    if (!returned || handledReturn.current || returned.kind === 'none') return;
    handledReturn.current = true;
    if (returned.kind === 'resolved') {
      if (returnedType) {
        if (returnedType !== paymentType) choose(returnedType);
        void runAction(() => place({ paymentType: returnedType, chargeId: returned.chargeId }), true).then(() => setResolving(false));
      } else {
        show(UNKNOWN_CHARGE_TYPE_MESSAGE);
        clearReturn();
      }
      return;
    }
    show(returned.message, 'notice');
    clearReturn();
  }, [returned]);

  /**
   * One action at a time (ref-guarded, see actionRunning); a click does nothing while the form is
   * busy. The gateway's return is no click: it runs whatever the form shows (`whenBusy`).
   */
  async function runAction(action: () => Promise<void>, whenBusy = false): Promise<void> {
    if (actionRunning.current || (busyRef.current && !whenBusy)) return;
    actionRunning.current = true;
    setWorking(true);
    try {
      await action();
    } finally {
      actionRunning.current = false;
      setWorking(false);
    }
  }

  async function place(choice: PaymentChoice): Promise<void> {
    setNotice(null);
    setRetry(null);
    const result = await checkout.placeOrder(choice);
    if (result.ok) return onPlaced(result.order);
    show(result.error.message);
    if (result.retryable) {
      // The outcome is unknown: the same nonce or charge again (the card form is kept as it is).
      setRetry(choice);
      return;
    }
    clearReturn();
    // A nonce is single-use: the card form starts again for the next card (or the same one).
    if (choice.paymentType === 'credit') setCardGeneration((g) => g + 1);
    void checkout.loadQuote();
  }

  /** The card button: billing saved, the card tokenised in the gateway's frame, then placed or reviewed. */
  function payByCard() {
    if (!cardReady) return;
    return runAction(async () => {
      setNotice(null);
      setCardMessage(null);
      if (!(await billingRef.current?.save())) return;
      const card = cardRef.current;
      if (!card) return show(PAYMENT_MESSAGES.gatewayUnreachable);
      const tokenised = await card.tokenize();
      // The frame shows the field's own message and moves the focus there; this repeats it for screen readers.
      if (!tokenised.ok) return setCardMessage(tokenised.message);
      const choice: PaymentChoice = {
        paymentType: 'credit',
        nonce: tokenised.nonce,
        brand: tokenised.details.brand,
        last4: tokenised.details.last4,
      };
      if (fastCheckout) await place(choice);
      else onReview(choice);
    });
  }

  function onSessionOutcome(type: SessionPaymentType, outcome: SessionOutcome) {
    if (outcome.kind === 'approved') return void runAction(() => place({ paymentType: type, chargeId: outcome.chargeId }), true);
    // A cancelled (or declined) session is spent at the gateway: trying again starts a new one.
    checkout.forgetSession(type);
    if (outcome.kind === 'affirm-error') {
      choose('affirm');
      return show(PAYMENT_CANCELLED_MESSAGES.affirm, 'notice');
    }
    show(PAYMENT_CANCELLED_MESSAGES[type], 'notice');
  }

  function choose(type: PaymentType) {
    setNotice(null);
    setCardMessage(null);
    setRetry(null);
    setPaymentType(type);
    onSelectType(type);
  }

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
  if (resolving) {
    return (
      <div className="ts-checkout-card">
        <PlacingOrder />
      </div>
    );
  }

  const paymentDiscount = paymentDiscountRow(state.quote, paymentType, siteCart);
  const shownDiscounts = paymentDiscount ? { ...discounts, [paymentType]: paymentDiscount.percent } : discounts;
  const busy = working || state.placing || cartStatus === 'saving' || guard.status === 'checking';
  busyRef.current = busy;
  const servicesSkipped = !checkoutSteps(siteCart).includes('services');
  const billingId = `${id}-billing`;
  const methodId = `${id}-method`;
  const cardMessageId = `${id}-card-message`;

  const cardPanel =
    token === null ? (
      <div className="ts-card-fields__loading" role="status">
        <span className="ts-visually-hidden">{t('Loading the secure card form…')}</span>
        <div className="ts-skeleton ts-card-fields__skeleton" />
      </div>
    ) : 'error' in token ? (
      <PaymentAlert message={token.error}>
        <button type="button" className="ts-checkout-link-button" onClick={() => setCardGeneration((g) => g + 1)}>
          {t('Try again')}
        </button>
      </PaymentAlert>
    ) : (
      <>
        <HostedCardFields
          key={cardGeneration}
          clientToken={token.clientToken}
          hostedFieldsUrl={token.hostedFieldsUrl}
          handleRef={cardRef}
          timeoutMessage={PAYMENT_MESSAGES.gatewayTimeout}
          onReadyChange={setCardReady}
          onReload={() => setCardGeneration((g) => g + 1)}
        />
        <p className="ts-visually-hidden" id={cardMessageId} aria-live="polite">
          {cardMessage ?? ''}
        </p>
      </>
    );

  const sessionPanel = isSessionPaymentType(paymentType) ? (
    <p className="ts-pay-types__hint">
      {t('You’ll approve the payment on {name}’s page, then come back here and your order is placed.', {
        name: PAYMENT_TYPE_LABELS[paymentType],
      })}
    </p>
  ) : null;

  const action = isSessionPaymentType(paymentType) ? (
    <SessionPaymentButton
      key={paymentType}
      type={paymentType}
      label={t('Continue with {name}', { name: PAYMENT_TYPE_LABELS[paymentType] })}
      mode={sessionMode}
      returnUrl={returnUrlFor(paymentType)}
      beforeStart={async () => (await billingRef.current?.save()) ?? false}
      startSession={(type, returnUrl) => checkout.startSession(type, returnUrl)}
      onOutcome={(outcome) => onSessionOutcome(paymentType, outcome)}
      onError={(message) => show(message)}
      disabled={busy}
    />
  ) : (
    <button
      type="button"
      className="ts-button ts-button--accent"
      aria-disabled={busy || !cardReady || undefined}
      aria-busy={working || state.placing || undefined}
      onClick={() => void payByCard()}
    >
      {state.placing ? (
        <>
          <span className="ts-spinner" aria-hidden="true" /> {t('Placing your order…')}
        </>
      ) : working ? (
        <>
          <span className="ts-spinner" aria-hidden="true" /> {t('Checking your card…')}
        </>
      ) : !cardReady && !(token && 'error' in token) ? (
        t('Loading card form…')
      ) : fastCheckout ? (
        t('Place order')
      ) : (
        t('Review order')
      )}
    </button>
  );

  return (
    <div className="ts-checkout-layout">
      <div className="ts-checkout-layout__main">
        {fromCartModal && (
          <p className="ts-checkout-form__note" role="status">
            {t('Checking out from your cart: your delivery is set, so you can pay right away.')}
          </p>
        )}
        {servicesSkipped && (
          <section className="ts-checkout-card" aria-label={words('Road hazard protection')}>
            <RoadHazardOption cart={cart} pathname={pathname} />
          </section>
        )}
        <CheckoutCard id={billingId} title={t('Billing address')} Heading={Heading}>
          {billingLoaded ? (
            <BillingForm
              saved={state.billing}
              shipping={siteCart.cartShipping}
              onSave={(input) => checkout.saveBilling(input)}
              handleRef={billingRef}
              headingId={billingId}
              variant={props.variant}
            />
          ) : (
            <div role="status">
              <span className="ts-visually-hidden">{t('Loading your billing address…')}</span>
              <div className="ts-skeleton ts-checkout-skeleton--panel" />
            </div>
          )}
        </CheckoutCard>
        <CheckoutCard id={methodId} title={t('Payment method')} Heading={Heading}>
          {props.handOff ? (
            props.handOff.method
          ) : (
            <PaymentTypeList selected={paymentType} onSelect={choose} discounts={shownDiscounts} disabled={state.placing}>
              {paymentType === 'credit' ? cardPanel : sessionPanel}
            </PaymentTypeList>
          )}
        </CheckoutCard>
      </div>

      <aside className="ts-checkout-layout__aside" aria-label={t('Order summary and payment')}>
        <OrderSummary cart={siteCart} appointment={appointment} busy={busy} paymentDiscount={paymentDiscount}>
          <div className="ts-checkout-next">
            <PaymentAlert message={notice?.message ?? null} tone={notice?.tone} attempt={notice?.attempt}>
              {retry && (
                <button
                  type="button"
                  className="ts-checkout-link-button"
                  aria-disabled={busy || undefined}
                  onClick={() => void runAction(() => place(retry))}
                >
                  {t('Try again')}
                </button>
              )}
            </PaymentAlert>
            {props.handOff ? props.handOff.action(async () => (await billingRef.current?.save()) ?? false) : action}
            {!props.handOff && paymentType === 'credit' && !fastCheckout && (
              <p className="ts-checkout-form__note">{t('You can check everything before the order is placed.')}</p>
            )}
          </div>
        </OrderSummary>
      </aside>
    </div>
  );
}
