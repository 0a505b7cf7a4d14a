import { useStore } from '@nanostores/react';
import type { CartStore, SiteCart } from '@tireshop/core';
import type { ReactNode } from 'react';
import { PlainLink, type LinkComponent } from '../link';
import { useApiText, useMessages } from '../locale';
import { ErrorState } from '../tire-results';

/**
 * The cart page for the cart store's state, the same in the storefront and in a widget: the cart
 * (children) once the store has it; the skeleton while it loads, or while a stored cart id is still
 * to be loaded; the API's error with "Try again"; otherwise the host's empty state.
 */
export function CartPageContent({
  store,
  empty,
  children,
}: {
  store: CartStore;
  empty: ReactNode;
  children: (cart: SiteCart) => ReactNode;
}) {
  const state = useStore(store.$cart);
  const t = useMessages('checkout');
  const apiText = useApiText();
  if (state.cart) return children(state.cart);
  if (state.status === 'loading' || (store.cartId() && state.status !== 'error')) return <CartPageSkeleton />;
  if (state.status === 'error')
    return (
      <ErrorState
        message={state.error ? apiText(state.error.message) : t('We could not load your cart.')}
        onRetry={() => void store.load()}
      />
    );
  return empty;
}

/**
 * No cart (or an empty one) on the cart page: not an error, a way back to the tires. The links
 * are the host's (the storefront's catalogue, a widget's own search).
 */
export function EmptyCart({ links, Link = PlainLink }: { links: { href: string; label: string }[]; Link?: LinkComponent }) {
  return (
    <section className="ts-checkout-empty-cart" aria-labelledby="ts-checkout-empty-title">
      <svg className="ts-checkout-empty-cart__icon" viewBox="0 0 48 48" width="56" height="56" aria-hidden="true">
        <circle cx="24" cy="24" r="21" fill="none" stroke="currentColor" strokeWidth="3" />
        <circle cx="24" cy="24" r="11" fill="none" stroke="currentColor" strokeWidth="3" />
        <circle cx="24" cy="24" r="3" fill="currentColor" />
      </svg>
      <h2 id="ts-checkout-empty-title">Your cart is empty</h2>
      <p>Find tires by size, vehicle or brand, and they’ll show up here.</p>
      <ul className="ts-checkout-empty-cart__links">
        {links.map((l, i) => (
          <li key={l.href}>
            <Link href={l.href} className={i === 0 ? 'ts-button' : 'ts-button ts-button--quiet'}>
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The cart page while the cart loads: the shapes of lines, options and summary. */
export function CartPageSkeleton() {
  const t = useMessages('checkout');
  return (
    <div className="ts-checkout-layout" role="status" aria-live="polite">
      <span className="ts-visually-hidden">{t('Loading your cart…')}</span>
      <div className="ts-checkout-layout__main">
        <div className="ts-checkout-card">
          <div className="ts-skeleton ts-checkout-skeleton--line" />
          <div className="ts-skeleton ts-checkout-skeleton--line" />
        </div>
        <div className="ts-checkout-card">
          <div className="ts-skeleton ts-checkout-skeleton--tabs" />
          <div className="ts-skeleton ts-checkout-skeleton--panel" />
        </div>
      </div>
      <div className="ts-checkout-layout__aside">
        <div className="ts-checkout-card">
          <div className="ts-skeleton ts-checkout-skeleton--summary" />
        </div>
      </div>
    </div>
  );
}
