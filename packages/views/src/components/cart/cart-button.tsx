import { badgeLabel, translator, type AreaMessage, type Translate } from '@tireshop/core';
import type { Ref } from 'react';
import { useMessages } from '../locale';

/** What a screen reader hears: the count in words (the visible badge says "9 +" above 9). */
export function cartButtonLabel(quantity: number, t: Translate<AreaMessage<'cart'>> = translator('en-US')): string {
  return t('Cart, {count} tire|Cart, {count} tires', { count: Math.max(0, Math.floor(quantity) || 0) });
}

export function CartIcon({ size = 24 }: { size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path
        d="M2.5 3.5h2.4l2.3 11.2a1.6 1.6 0 0 0 1.6 1.3h8.6a1.6 1.6 0 0 0 1.6-1.2l1.6-6.8H6.1"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="9.5" cy="20" r="1.6" fill="currentColor" />
      <circle cx="17" cy="20" r="1.6" fill="currentColor" />
    </svg>
  );
}

/**
 * The cart button of a header (spec storefront §2 Shell "cart button"; rules §9 "Cart badge shows
 * the count, and '9 +' above 9"). It opens a dialog — the summary, or the empty-cart modal at zero
 * (spec §2) — so it is a button, not a link. The count comes as a prop: the storefront renders it
 * on the server from the cart quantity cookie, then follows the cart store.
 */
export function CartButton({
  quantity,
  onClick,
  buttonRef,
  className,
  busy,
}: {
  quantity: number;
  onClick?: () => void;
  buttonRef?: Ref<HTMLButtonElement>;
  className?: string;
  /** The cart is being changed (the count may move). */
  busy?: boolean;
}) {
  const t = useMessages('cart');
  const badge = badgeLabel(quantity);
  return (
    <button
      ref={buttonRef}
      type="button"
      className={`ts-cart-button${className ? ` ${className}` : ''}`}
      aria-label={cartButtonLabel(quantity, t)}
      part="cart-button"
      aria-haspopup="dialog"
      aria-busy={busy || undefined}
      data-cart-button=""
      onClick={onClick}
    >
      <CartIcon />
      {badge && (
        <span className="ts-cart-button__badge" aria-hidden="true">
          {badge}
        </span>
      )}
    </button>
  );
}
