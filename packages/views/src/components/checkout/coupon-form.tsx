import { couponAlerts, formatPrice, type CartStore } from '@tireshop/core';
import { useStore } from '@nanostores/react';
import { useId, useRef, useState, type FormEvent } from 'react';

/**
 * Promo codes (spec §3 Coupon on a cart; §7 cart update promoCode / removePromoCode): apply and
 * remove. A refused code shows the API's words beside the field and changes nothing; the coupon
 * deal alerts of spec §4 (cart quantity outside the coupon's bounds) show as a notice.
 */
export function CouponForm({ cart }: { cart: CartStore }) {
  const id = useId();
  const { cart: siteCart } = useStore(cart.$cart);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  if (!siteCart) return null;
  const alerts = couponAlerts(siteCart);

  async function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const typed = code.trim();
    if (typed === '') {
      setError('Please enter a promo code.');
      inputRef.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    setStatus('');
    const result = await cart.applyPromoCode(typed);
    setBusy(false);
    if (!result.ok) {
      setError(result.error.message);
      inputRef.current?.focus();
      return;
    }
    setCode('');
    setStatus(`Promo code ${typed.toUpperCase()} applied.`);
  }

  async function remove(promoCode: string) {
    if (busy) return;
    setBusy(true);
    setError(null);
    const result = await cart.removePromoCode(promoCode);
    setBusy(false);
    if (!result.ok) setError(result.error.message);
    else {
      setStatus(`Promo code ${promoCode} removed.`);
      inputRef.current?.focus();
    }
  }

  return (
    <div className="ts-checkout-coupon">
      {siteCart.siteCartCoupons.length > 0 && (
        <ul className="ts-checkout-coupon__applied" aria-label="Promo codes applied">
          {siteCart.siteCartCoupons.map((c) => (
            <li key={c.couponId}>
              <span className="ts-checkout-coupon__code">{c.promoCode}</span>
              <span className="ts-checkout-coupon__title">
                {c.title}
                {c.discountInCents > 0 && <strong> −{formatPrice(c.discountInCents)}</strong>}
                {c.errorDescription && <span className="ts-checkout-coupon__why">{c.errorDescription}</span>}
              </span>
              <button type="button" className="ts-checkout-link-button" disabled={busy} onClick={() => void remove(c.promoCode)}>
                Remove<span className="ts-visually-hidden"> promo code {c.promoCode}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {alerts.length > 0 && (
        <div className="ts-checkout-alert ts-checkout-alert--notice" role="status">
          {alerts.map((a) => (
            <p key={a.promoCode}>{a.message}</p>
          ))}
        </div>
      )}
      <form className="ts-checkout-coupon__form" onSubmit={apply} noValidate aria-busy={busy || undefined}>
        <div className="ts-field">
          <label htmlFor={`${id}-code`}>Promo code</label>
          <div className="ts-checkout-coupon__row">
            <input
              ref={inputRef}
              id={`${id}-code`}
              name="promoCode"
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
              value={code}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(e) => {
                setCode(e.currentTarget.value);
                if (error) setError(null);
              }}
            />
            <button type="submit" className="ts-button ts-button--quiet" disabled={busy}>
              {busy ? 'Applying…' : 'Apply'}
            </button>
          </div>
        </div>
        <div role="alert" className="ts-checkout-coupon__message">
          {error && (
            <p className="ts-field__error" id={`${id}-error`}>
              {error}
            </p>
          )}
        </div>
        <p className="ts-visually-hidden" role="status">
          {status}
        </p>
      </form>
    </div>
  );
}
