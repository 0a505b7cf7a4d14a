import { stateList, type CartAppointment, type SiteCart } from '@tireshop/core';
import { useId, type ReactNode } from 'react';
import { useMessages, usePrice } from '../locale';
import { useDestinationText } from './destination-text';

const stateName = (code: string) => stateList().find(([c]) => c === code)?.[1] ?? code;

/** Why shipping is not priced yet (spec §4 Checkout "cost TBD"): the server decides once a destination is chosen. */
export const SHIPPING_TBD_NOTE = 'Shipping is priced once you choose where your tires go.' as const;

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
  const t = useMessages('checkout');
  const destinationText = useDestinationText();
  const formatPrice = usePrice();
  const shippingCents = cart.shippingCostInCents;
  const shipping = shippingCents === null ? t('TBD') : shippingCents === 0 ? 'FREE' : formatPrice(shippingCents);
  const tires = cart.totalQuantity;
  const destination = cart.cartShipping;
  const total = paymentDiscount?.totalInCents ?? cart.totalInCents;
  const installation =
    destination?.shippingOption === 'INSTALLER' && appointment?.installer.installerId === destination.installerId ? appointment : null;
  return (
    <section className="ts-checkout-summary" aria-labelledby={`${id}-title`} aria-busy={busy || undefined}>
      <h2 id={`${id}-title`} className="ts-checkout-summary__title">
        {t('Order summary')}
      </h2>
      <dl className="ts-checkout-summary__rows">
        <Row label={t('Subtotal ({count} tire)|Subtotal ({count} tires)', { count: tires })} value={formatPrice(cart.subtotalInCents)} />
        {cart.productDiscountInCents > 0 && (
          <Row
            label={t('Tire deals')}
            value={`−${formatPrice(cart.productDiscountInCents)}`}
            className="ts-checkout-summary__row--saving"
          />
        )}
        {cart.couponDiscountInCents > 0 && (
          <Row
            label={
              cart.siteCartCoupons.length
                ? t('Promo code ({codes})|Promo codes ({codes})', {
                    count: cart.siteCartCoupons.length,
                    codes: cart.siteCartCoupons.map((c) => c.promoCode).join(', '),
                  })
                : t('Promo code')
            }
            value={`−${formatPrice(cart.couponDiscountInCents)}`}
            className="ts-checkout-summary__row--saving"
          />
        )}
        {cart.militaryDiscountInCents > 0 && (
          <Row
            label={t('Military discount (5%)')}
            value={`−${formatPrice(cart.militaryDiscountInCents)}`}
            className="ts-checkout-summary__row--saving"
          />
        )}
        {cart.roadHazardCostInCents > 0 && <Row label={t('Road hazard protection')} value={formatPrice(cart.roadHazardCostInCents)} />}
        {cart.estimatedFetInCents > 0 && <Row label={t('Federal excise tax')} value={formatPrice(cart.estimatedFetInCents)} />}
        <Row
          label={t('Shipping')}
          value={shipping === 'FREE' ? <span className="ts-checkout-summary__free">{t('FREE')}</span> : shipping}
          note={cart.shippingCostInCents === null ? t(SHIPPING_TBD_NOTE) : undefined}
        />
        {cart.installationCostInCents > 0 && <Row label={t('Installation')} value={formatPrice(cart.installationCostInCents)} />}
        <Row
          label={cart.taxState ? t('Estimated tax ({state})', { state: stateName(cart.taxState) }) : t('Estimated tax')}
          value={
            cart.estimatedTaxInCents === null ? (
              <span className="ts-checkout-summary__later">{t('Calculated at checkout')}</span>
            ) : (
              formatPrice(cart.estimatedTaxInCents)
            )
          }
        />
        {paymentDiscount && paymentDiscount.amountInCents > 0 && (
          <Row
            label={t('{label} discount ({percent} %)', { label: paymentDiscount.label, percent: paymentDiscount.percent })}
            value={`−${formatPrice(paymentDiscount.amountInCents)}`}
            className="ts-checkout-summary__row--saving"
          />
        )}
      </dl>
      {destination && (
        <div className="ts-checkout-summary__destination">
          <p className="ts-checkout-summary__where">{destinationText(destination.destinationLabel)}</p>
          {installation && (
            <p className="ts-checkout-summary__installation">
              <span className="ts-checkout-summary__installation-label">{t('Installation:')}</span> {installation.label}
            </p>
          )}
        </div>
      )}
      {promo}
      <div className="ts-checkout-summary__total">
        <span>{t('Total')}</span>
        <strong>{formatPrice(total)}</strong>
      </div>
      {cart.discountInCents > 0 && (
        <p className="ts-checkout-summary__saved">{t('You save {amount}', { amount: formatPrice(cart.discountInCents) })}</p>
      )}
      {/* Read out when the total changes (a quantity, a code, the protection, the destination). */}
      <p className="ts-visually-hidden" aria-live="polite" aria-atomic="true">
        {t('Order total {amount}', { amount: formatPrice(total) })}
      </p>
      {children}
    </section>
  );
}
