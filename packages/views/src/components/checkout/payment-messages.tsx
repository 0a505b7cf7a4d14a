/**
 * What the payment step tells the shopper (spec §8 Payment: "We're sorry, the payment was not able
 * to be processed…", code 539 "payment is processing", "Wallet and financing cancellations have
 * their own messages"; rules §5 "Payment checkout aborts … when cart summary, products or shipping
 * are missing"). The words come from the API or core's PAYMENT_MESSAGES; these components only
 * show them: as an alert that takes the focus, as the "Placing your order…" status, and as the
 * guard page that leads back to the step that is missing something.
 */
import { useStore } from '@nanostores/react';
import { checkoutAbortReason, needsNewTime, PAYMENT_MESSAGES, type CartStore, type SiteCart } from '@tireshop/core';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { PlainLink, type LinkComponent } from '../link';
import { useApiText, useMessages } from '../locale';
import { SELECT_SLOT } from '@tireshop/core';

export type PaymentAlertTone = 'error' | 'notice' | 'success';

/**
 * One payment message, announced and focused when it appears (or its `attempt` changes: the same
 * decline twice is announced twice), so a keyboard or screen reader user lands on it.
 */
export function PaymentAlert({
  message,
  tone = 'error',
  attempt = 0,
  children,
}: {
  message: string | null;
  tone?: PaymentAlertTone;
  attempt?: number;
  children?: ReactNode;
}) {
  // The API's refusal (the gateway's too), or one of the card rules' messages (the payment area's).
  const said = useApiText('payment');
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) ref.current?.focus();
  }, [message, attempt]);
  return (
    <div ref={ref} tabIndex={-1} role={tone === 'error' ? 'alert' : 'status'} className="ts-pay-alert">
      {message && (
        <div className={`ts-checkout-alert ts-checkout-alert--${tone}`}>
          {/* The payment rules' and the API's messages arrive in English, their catalogue keys. */}
          <p>{said(message)}</p>
          {children}
        </div>
      )}
    </div>
  );
}

/** The order on its way (rules §4 Buttons "loading"): a spinner and the words, announced politely. */
export function PlacingOrder({ text }: { text?: string }) {
  const t = useMessages('payment');
  return (
    <div className="ts-pay-placing" role="status" aria-live="polite">
      <span className="ts-spinner ts-spinner--large" aria-hidden="true" />
      <p>{text ?? t('Placing your order…')}</p>
    </div>
  );
}

/**
 * A checkout page that cannot go on (rules §5: no cart, no tires, no shipping; "Please select a
 * time slot."): the reason and the way back.
 */
export function CheckoutGuard({
  message,
  href,
  linkLabel,
  Link = PlainLink,
  headingLevel = 2,
}: {
  message: string;
  href: string;
  linkLabel: string;
  Link?: LinkComponent;
  headingLevel?: 2 | 3;
}) {
  const id = useId();
  const t = useMessages('payment');
  const said = useApiText('payment');
  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <section className="ts-checkout-card ts-pay-guard" aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`} className="ts-checkout-card__title">
        {t('We can’t take payment yet')}
      </Heading>
      <div ref={ref} tabIndex={-1} role="alert" className="ts-checkout-alert ts-checkout-alert--notice">
        <p>{said(message)}</p>
      </div>
      <p>
        <Link href={href} className="ts-button">
          {linkLabel}
        </Link>
      </p>
    </section>
  );
}

export type CheckoutGuardState = { status: 'checking' } | { status: 'ok' } | { status: 'blocked'; message: string };

/**
 * Whether the services and payment steps may go on with this cart: rules §5 "Payment checkout
 * aborts with a logged error when cart summary, products or shipping are missing" (core's
 * checkoutAbortReason; the checkout store logs it when it is asked for the quote or the order), and an installation needs its time (rules §5
 * "Please select a time slot."; the cart's appointment is asked for once when not known yet).
 */
export function useCheckoutGuard(cart: CartStore, siteCart: SiteCart | null): CheckoutGuardState {
  const { appointment, installerId, status } = useStore(cart.appointment.$appointment);
  const reason = checkoutAbortReason(siteCart);
  const shipping = siteCart?.cartShipping;
  const installing = shipping?.shippingOption === 'INSTALLER' ? shipping.installerId : null;
  const asked = useRef<number | null>(null);
  // A failed question counts as known: the server refuses the order without a time anyway.
  const known =
    installing === null || (installerId === installing && status === 'idle') || (asked.current === installing && status === 'idle');

  useEffect(() => {
    if (installing === null || installerId === installing || asked.current === installing) return;
    asked.current = installing;
    void cart.appointment.load();
  }, [installing, installerId, cart]);

  if (reason) return { status: 'blocked', message: PAYMENT_MESSAGES[reason] };
  if (!known) return { status: 'checking' };
  if (installing !== null && (!appointment || appointment.installer.installerId !== installing || needsNewTime(appointment))) {
    return { status: 'blocked', message: SELECT_SLOT };
  }
  return { status: 'ok' };
}
