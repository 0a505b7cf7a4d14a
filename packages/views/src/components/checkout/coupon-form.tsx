import { couponAlerts, type CartStore } from '@tireshop/core';
import { useStore } from '@nanostores/react';
import { useRef, useState } from 'react';
import { useApiText, useMessages, usePrice } from '../locale';
import { InlineFieldForm } from './inline-field-form';

/**
 * Promo codes (spec §3 Coupon on a cart; §7 cart update promoCode / removePromoCode): apply and
 * remove. A refused code shows the API's words beside the field and changes nothing; the coupon
 * deal alerts of spec §4 (cart quantity outside the coupon's bounds) show as a notice.
 */
export function CouponForm({ cart }: { cart: CartStore }) {
  const t = useMessages('checkout');
  const formatPrice = usePrice();
  const apiText = useApiText();
  const { cart: siteCart } = useStore(cart.$cart);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  if (!siteCart) return null;
  const alerts = couponAlerts(siteCart);

  async function apply() {
    if (busy) return;
    const typed = code.trim();
    if (typed === '') {
      setError(t('Please enter a promo code.'));
      inputRef.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    setStatus('');
    const result = await cart.applyPromoCode(typed);
    setBusy(false);
    if (!result.ok) {
      setError(apiText(result.error.message));
      inputRef.current?.focus();
      return;
    }
    setCode('');
    setStatus(t('Promo code {code} applied.', { code: typed.toUpperCase() }));
  }

  async function remove(promoCode: string) {
    if (busy) return;
    setBusy(true);
    setError(null);
    const result = await cart.removePromoCode(promoCode);
    setBusy(false);
    if (!result.ok) setError(apiText(result.error.message));
    else {
      setStatus(t('Promo code {code} removed.', { code: promoCode }));
      inputRef.current?.focus();
    }
  }

  return (
    <div className="ts-checkout-coupon">
      {siteCart.siteCartCoupons.length > 0 && (
        <ul className="ts-checkout-coupon__applied" aria-label={t('Promo codes applied')}>
          {siteCart.siteCartCoupons.map((c) => (
            <li key={c.couponId}>
              <span className="ts-checkout-coupon__code">{c.promoCode}</span>
              <span className="ts-checkout-coupon__title">
                {c.title}
                {c.discountInCents > 0 && <strong> −{formatPrice(c.discountInCents)}</strong>}
                {c.errorDescription && <span className="ts-checkout-coupon__why">{c.errorDescription}</span>}
              </span>
              <button type="button" className="ts-checkout-link-button" disabled={busy} onClick={() => void remove(c.promoCode)}>
                {t('Remove')}
                <span className="ts-visually-hidden">{t(' promo code {code}', { code: c.promoCode })}</span>
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
      <InlineFieldForm
        className="ts-checkout-coupon__form"
        rowClassName="ts-checkout-coupon__row"
        form={{ 'aria-busy': busy || undefined }}
        label={t('Promo code')}
        value={code}
        onValueChange={(value) => {
          setCode(value);
          if (error) setError(null);
        }}
        error={error}
        buttonLabel={busy ? t('Applying…') : t('Apply')}
        busy={busy}
        onSubmit={() => void apply()}
        inputRef={inputRef}
        input={{ name: 'promoCode', type: 'text', autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false, maxLength: 40 }}
        messageClassName="ts-checkout-coupon__message"
      >
        <p className="ts-visually-hidden" role="status">
          {status}
        </p>
      </InlineFieldForm>
    </div>
  );
}
