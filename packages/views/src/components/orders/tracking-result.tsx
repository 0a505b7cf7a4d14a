/**
 * Where an order is (spec storefront §2 /track-your-order/result; rules §4 Order tracking steps:
 * "Order Processed, Pending Carrier Pickup, In Transit, Delivered. An order may also be
 * cancelled. Returns may be requested or cancelled."): the four steps as an ordered list with the current one marked
 * (aria-current="step"), when each was reached, the carrier's tracking number once there is one,
 * the order's returns with their state, and the tires. A cancelled order says so above the steps it reached.
 */
import { TRACKING_STEP_LABELS, trackingSteps, type OrderTracking, type TrackingStepState } from '@tireshop/core';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { formatOrderDate } from './order-text';

/** How each step's state is read out after its label. */
const STATE_TEXT: Record<TrackingStepState, string> = {
  done: 'completed',
  current: 'current step',
  upcoming: 'not yet',
  cancelled: 'not reached',
};

export function TrackingResult({
  tracking,
  headingLevel = 1,
  focusOnArrival = false,
  actions,
}: {
  tracking: OrderTracking;
  headingLevel?: 1 | 2;
  /** Moves the keyboard to the title (arriving from the form). */
  focusOnArrival?: boolean;
  /** "Track another order" and the like. */
  actions?: ReactNode;
}) {
  const id = useId();
  const Title = `h${headingLevel}` as 'h1' | 'h2';
  const Sub = `h${headingLevel + 1}` as 'h2' | 'h3';
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnArrival) titleRef.current?.focus();
  }, [focusOnArrival]);
  const steps = trackingSteps(tracking);
  const cancelled = tracking.trackingStatus === 'cancelled';

  return (
    <article className="ts-tracking" aria-labelledby={`${id}-title`}>
      <header className="ts-tracking__head">
        <Title className="ts-tracking__title" id={`${id}-title`} ref={titleRef} tabIndex={-1}>
          Order {tracking.orderNumber}
        </Title>
        <p className="ts-tracking__meta">
          Placed {formatOrderDate(tracking.placedAt)} · {tracking.destinationLabel}
        </p>
        <p className={`ts-tracking__status${cancelled ? ' ts-tracking__status--cancelled' : ''}`}>
          {tracking.trackingStatus === 'cancelled'
            ? `Cancelled${tracking.cancelledAt ? ` on ${formatOrderDate(tracking.cancelledAt)}` : ''}`
            : tracking.installedAt
              ? `Installed on ${formatOrderDate(tracking.installedAt)}`
              : TRACKING_STEP_LABELS[tracking.trackingStatus]}
        </p>
      </header>

      <section className="ts-checkout-card" aria-labelledby={`${id}-steps`}>
        <Sub className="ts-checkout-card__title" id={`${id}-steps`}>
          Order status
        </Sub>
        {cancelled && (
          <p className="ts-checkout-alert ts-checkout-alert--notice">
            This order was cancelled. Any payment taken is refunded to the way you paid.
          </p>
        )}
        <ol className={`ts-tracking-steps${cancelled ? ' ts-tracking-steps--cancelled' : ''}`}>
          {steps.map((step) => (
            <li
              key={step.status}
              className={`ts-tracking-step ts-tracking-step--${step.state}`}
              aria-current={step.state === 'current' ? 'step' : undefined}
            >
              <span className="ts-tracking-step__marker" aria-hidden="true">
                {step.state === 'done' ? '✓' : ''}
              </span>
              <span className="ts-tracking-step__label">{step.label}</span>
              <span className="ts-visually-hidden"> ({STATE_TEXT[step.state]})</span>
              {step.reachedAt && <span className="ts-tracking-step__date">{formatOrderDate(step.reachedAt)}</span>}
            </li>
          ))}
        </ol>
        {tracking.installedAt && (
          <p className="ts-tracking__installed">Your tires were installed on {formatOrderDate(tracking.installedAt)}.</p>
        )}
        {tracking.trackingNumber && (
          <p className="ts-tracking__carrier">
            {tracking.carrier ?? 'Carrier'} tracking number <strong>{tracking.trackingNumber}</strong>
          </p>
        )}
        {tracking.returns && (
          <ul className="ts-tracking__returns" aria-label="Returns">
            {tracking.returns.map((r) => (
              <li key={r.returnNumber}>
                Return {r.returnNumber} ({r.quantity} {r.quantity === 1 ? 'tire' : 'tires'}): <strong>{r.label}</strong>{' '}
                {formatOrderDate(r.at)}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="ts-checkout-card" aria-labelledby={`${id}-items`}>
        <Sub className="ts-checkout-card__title" id={`${id}-items`}>
          Tires in this order
        </Sub>
        <ul className="ts-order-items">
          {tracking.items.map((item) => (
            <li key={`${item.name}|${item.size}`} className="ts-order-item">
              <div className="ts-order-item__media">
                <img referrerPolicy="strict-origin-when-cross-origin" src={item.image.src} alt="" width={72} height={72} loading="lazy" />
              </div>
              <div className="ts-order-item__body">
                <p className="ts-order-item__name">{item.name}</p>
                <p className="ts-order-item__size">
                  {item.size} · Qty {item.quantity}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </section>
      {actions && <div className="ts-tracking__actions">{actions}</div>}
    </article>
  );
}
