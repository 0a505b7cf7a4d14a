import { formatPrice, shippingCostText, stateList, type CartAppointment, type SiteCart } from '@tireshop/core';
import { useId, type ReactNode } from 'react';

const stateName = (code: string) => stateList().find(([c]) => c === code)?.[1] ?? code;

/** Why shipping is not priced yet (spec §4 Checkout "cost TBD"): the server decides once a destination is chosen. */
export const SHIPPING_TBD_NOTE = 'Shipping is priced once you choose where your tires go.';

function Row({ label, value, note, className = '' }: { label: ReactNode; value: ReactNode; note?: ReactNode; className?: string }) {
  return (
    <div className={`ts-checkout-summary__row ${className}`.trim()}>
      <dt>{label}</dt>
      <dd>{value}</dd>
      {note && <dd className="ts-checkout-summary__note">{note}</dd>}
    </div>
  );
}

/**
 * The order summary: every amount is the server's (spec §3 Cart: subtotal, discounts, road hazard,
 * FET, shipping, estimated tax, total). Federal excise tax only when there is some (spec §9: tires
 * over 3,500 lb load); shipping as FREE, an amount or TBD (spec §4 shipping cost modes);
 * installation only when an installer is chosen (docs/pricing.md "Installation"); the tax
 * with its state, or "Calculated at checkout" before a destination is known. Where the tires go,
 * and for an installation its appointment (spec §3 Cart appointment). The total is announced when
 * it changes.
 */
export function OrderSummary({
  cart,
  appointment = null,
  busy = false,
  children,
  promo,
  paymentDiscount = null,
}: {
  cart: SiteCart;
  /** The cart's appointment; shown only with an installer shipping to its installer. */
  appointment?: CartAppointment | null;
  busy?: boolean;
  children?: ReactNode;
  promo?: ReactNode;
  /**
   * The payment step's quote (spec §9 payment type discounts, e.g. Klarna 10 %): its row, and the
   * total it leaves — what will be charged. Null before a payment type is chosen.
   */
  paymentDiscount?: { label: string; percent: number; amountInCents: number; totalInCents: number } | null;
}) {
  const id = useId();
  const shipping = shippingCostText(cart);
  const tires = cart.totalQuantity;
  const destination = cart.cartShipping;
  const total = paymentDiscount?.totalInCents ?? cart.totalInCents;
  const installation =
    destination?.shippingOption === 'INSTALLER' && appointment?.installer.installerId === destination.installerId ? appointment : null;
  return (
    <section className="ts-checkout-summary" aria-labelledby={`${id}-title`} aria-busy={busy || undefined}>
      <h2 id={`${id}-title`} className="ts-checkout-summary__title">
        Order summary
      </h2>
      <dl className="ts-checkout-summary__rows">
        <Row label={`Subtotal (${tires} ${tires === 1 ? 'tire' : 'tires'})`} value={formatPrice(cart.subtotalInCents)} />
        {cart.productDiscountInCents > 0 && (
          <Row label="Tire deals" value={`−${formatPrice(cart.productDiscountInCents)}`} className="ts-checkout-summary__row--saving" />
        )}
        {cart.couponDiscountInCents > 0 && (
          <Row
            label={`Promo code${cart.siteCartCoupons.length > 1 ? 's' : ''}${cart.siteCartCoupons.length ? ` (${cart.siteCartCoupons.map((c) => c.promoCode).join(', ')})` : ''}`}
            value={`−${formatPrice(cart.couponDiscountInCents)}`}
            className="ts-checkout-summary__row--saving"
          />
        )}
        {cart.roadHazardCostInCents > 0 && <Row label="Road hazard protection" value={formatPrice(cart.roadHazardCostInCents)} />}
        {cart.estimatedFetInCents > 0 && <Row label="Federal excise tax" value={formatPrice(cart.estimatedFetInCents)} />}
        <Row
          label="Shipping"
          value={shipping === 'FREE' ? <span className="ts-checkout-summary__free">FREE</span> : shipping}
          note={cart.shippingCostInCents === null ? SHIPPING_TBD_NOTE : undefined}
        />
        {cart.installationCostInCents > 0 && <Row label="Installation" value={formatPrice(cart.installationCostInCents)} />}
        <Row
          label={cart.taxState ? `Estimated tax (${stateName(cart.taxState)})` : 'Estimated tax'}
          value={
            cart.estimatedTaxInCents === null ? (
              <span className="ts-checkout-summary__later">Calculated at checkout</span>
            ) : (
              formatPrice(cart.estimatedTaxInCents)
            )
          }
        />
        {paymentDiscount && paymentDiscount.amountInCents > 0 && (
          <Row
            label={`${paymentDiscount.label} discount (${paymentDiscount.percent} %)`}
            value={`−${formatPrice(paymentDiscount.amountInCents)}`}
            className="ts-checkout-summary__row--saving"
          />
        )}
      </dl>
      {destination && (
        <div className="ts-checkout-summary__destination">
          <p className="ts-checkout-summary__where">{destination.destinationLabel}</p>
          {installation && (
            <p className="ts-checkout-summary__installation">
              <span className="ts-checkout-summary__installation-label">Installation:</span> {installation.label}
            </p>
          )}
        </div>
      )}
      {promo}
      <div className="ts-checkout-summary__total">
        <span>Total</span>
        <strong>{formatPrice(total)}</strong>
      </div>
      {cart.discountInCents > 0 && <p className="ts-checkout-summary__saved">You save {formatPrice(cart.discountInCents)}</p>}
      {/* Read out when the total changes (a quantity, a code, the protection, the destination). */}
      <p className="ts-visually-hidden" aria-live="polite" aria-atomic="true">
        {`Order total ${formatPrice(total)}`}
      </p>
      {children}
    </section>
  );
}
