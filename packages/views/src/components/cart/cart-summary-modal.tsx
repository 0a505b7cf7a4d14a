import {
  cartModalCheckoutHref,
  formatPrice as formatPriceIn,
  shippingCostText,
  type CartActionResult,
  type CartStore,
  type SiteCart,
} from '@tireshop/core';
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useApiText, useLocale, useMessages } from '../locale';
import { ModalFrame } from '../modal-frame';
import { CartModalLink } from './cart-modal-link';
import { CartSummaryLine } from './cart-summary-line';
import { useModalDialog } from './use-modal-dialog';

/** spec storefront §2 Checkout and cart: the first checkout step. */
export const CHECKOUT_PATH = '/checkout/shipping';

export interface CartModalProps {
  cart: CartStore;
  /**
   * Carries out a link of the modal (the storefront routes to it). Without it links are plain
   * anchors: a widget's host page loads the address.
   */
  onNavigate?: (href: string) => void;
  /** Where focus goes when a modal closes and what opened it is gone (the header's cart button). */
  returnFocus?: () => HTMLElement | null | undefined;
}

export interface CartSummaryModalProps extends CartModalProps {
  /** Where "Checkout" leads; by default the storefront's: payment once the delivery is settled, else the first step (core cartModalCheckoutHref). */
  checkoutHref?: string;
}

function TotalRow({ label, children, strong }: { label: ReactNode; children: ReactNode; strong?: boolean }) {
  return (
    <div className={`ts-cart-totals__row${strong ? ' ts-cart-totals__row--total' : ''}`}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Every amount as the server computed it; rows that are zero or unknown are left out. */
function CartTotals({ cart }: { cart: SiteCart }) {
  const t = useMessages('cart');
  const locale = useLocale();
  const formatPrice = (cents: number) => formatPriceIn(cents, { locale });
  return (
    <dl className="ts-cart-totals">
      <TotalRow label={t('Subtotal ({tires})', { tires: t('{count} tire|{count} tires', { count: cart.totalQuantity }) })}>
        {formatPrice(cart.subtotalInCents)}
      </TotalRow>
      {cart.discountInCents > 0 && (
        <TotalRow label={t('Discounts')}>
          <span className="ts-cart-totals__saving">−{formatPrice(cart.discountInCents)}</span>
        </TotalRow>
      )}
      {cart.roadHazardCostInCents > 0 && <TotalRow label={t('Road hazard coverage')}>{formatPrice(cart.roadHazardCostInCents)}</TotalRow>}
      {cart.estimatedFetInCents > 0 && <TotalRow label={t('Federal excise tax')}>{formatPrice(cart.estimatedFetInCents)}</TotalRow>}
      {cart.cartShipping && <TotalRow label={t('Shipping')}>{shippingCostText(cart)}</TotalRow>}
      {cart.installationCostInCents > 0 && <TotalRow label={t('Installation')}>{formatPrice(cart.installationCostInCents)}</TotalRow>}
      {cart.estimatedTaxInCents !== null && <TotalRow label={t('Estimated tax')}>{formatPrice(cart.estimatedTaxInCents)}</TotalRow>}
      <TotalRow label={t('Total')} strong>
        {formatPrice(cart.totalInCents)}
      </TotalRow>
    </dl>
  );
}

function LoadingLines() {
  return (
    <div className="ts-cart-summary__loading" aria-hidden="true">
      <span />
      <span />
    </div>
  );
}

/**
 * The cart summary modal (spec storefront §2 "Cart summary modal"; §4 Cart): the tires with a
 * quantity stepper and remove, the server's totals, "Checkout" and "Keep shopping". A native
 * modal `<dialog>`: the browser traps focus and makes the page inert; Escape, the close button,
 * "Keep shopping" and a backdrop click close it and focus goes back to the cart button. A refused
 * change leaves the cart as it was and says why in the API's words, in the widget's locale (role=alert).
 */
export function CartSummaryModal({ cart, onNavigate, returnFocus, checkoutHref }: CartSummaryModalProps) {
  const t = useMessages('cart');
  const apiText = useApiText();
  const { summaryOpen } = useStore(cart.$modals);
  const state = useStore(cart.$cart);
  const { appointment } = useStore(cart.appointment.$appointment);
  const baseId = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const titleId = `${baseId}-title`;
  const dialog = useModalDialog(summaryOpen, () => cart.closeModals(), returnFocus);
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const listRef = useRef<HTMLUListElement | null>(null);

  // Each opening starts without the last opening's messages.
  useEffect(() => {
    if (summaryOpen) {
      setError(null);
      setAnnouncement('');
    }
  }, [summaryOpen]);

  const siteCart = state.cart;
  const products = siteCart?.siteProducts ?? [];
  const saving = state.status === 'saving';
  const loading = state.status === 'loading' && !siteCart;

  async function change(action: () => Promise<CartActionResult>, done?: (result: CartActionResult & { ok: true }) => void) {
    setError(null);
    const result = await action();
    if (!result.ok) {
      setError(result.error.message);
      return result;
    }
    done?.(result);
    return result;
  }

  const follow = () => {
    dialog.keepFocusOnClose();
    cart.closeModals();
  };
  const link = (href: string, children: ReactNode, className?: string) => (
    <CartModalLink href={href} className={className} onFollow={follow} onNavigate={onNavigate}>
      {children}
    </CartModalLink>
  );

  let body: ReactNode;
  if (loading) {
    body = (
      <>
        <p className="ts-cart-summary__hint" role="status">
          {t('Loading your cart…')}
        </p>
        <LoadingLines />
      </>
    );
  } else if (!siteCart && state.status === 'error') {
    body = (
      <div className="ts-state ts-state--error">
        <p>{t("We couldn't load your cart right now.")}</p>
        <button type="button" className="ts-button ts-button--quiet" part="button" onClick={() => void cart.load()}>
          {t('Try again')}
        </button>
      </div>
    );
  } else if (products.length === 0) {
    body = (
      <div className="ts-cart-summary__empty">
        <p className="ts-cart-summary__hint">{t('Your cart is empty.')}</p>
        <button type="button" className="ts-button ts-button--quiet" part="button" onClick={() => cart.closeModals()}>
          {t('Keep shopping')}
        </button>
      </div>
    );
  } else {
    body = (
      <ul className="ts-cart-lines" ref={listRef} tabIndex={-1} aria-label={t('Tires in your cart')}>
        {products.map((p) => (
          <CartSummaryLine
            key={p.itemId}
            product={p}
            saving={saving}
            renderLink={link}
            onChange={(quantity) =>
              change(
                () => cart.setQuantity(p.itemId, quantity),
                () => setAnnouncement(t('{name} {size}: quantity {quantity}.', { name: p.productLine.name, size: p.size, quantity })),
              )
            }
            onRemove={() =>
              change(
                () => cart.remove(p.itemId, { onCartPage: true }),
                (result) => {
                  setAnnouncement(
                    t('{name} {size} removed from your cart.', { name: `${p.brand.label} ${p.productLine.name}`, size: p.size }),
                  );
                  if (result.cart === null) {
                    // The last tire went: the empty-cart modal takes over (spec §2).
                    if (!cart.$modals.get().emptyOpen) cart.openCart();
                  } else {
                    // The line and its button are gone: keep the keyboard in the list.
                    listRef.current?.focus();
                  }
                },
              )
            }
          />
        ))}
      </ul>
    );
  }

  return (
    <ModalFrame dialog={dialog} open={summaryOpen} className="ts-cart-modal ts-cart-summary" labelledBy={titleId}>
      <div className="ts-cart-modal__panel" aria-busy={saving || undefined}>
        <div className="ts-cart-modal__head">
          <h2 id={titleId} className="ts-cart-modal__title" part="dialog-title">
            {t('Your cart')}
            {siteCart && siteCart.totalQuantity > 0 && (
              <span className="ts-cart-modal__count"> ({t('{count} tire|{count} tires', { count: siteCart.totalQuantity })})</span>
            )}
          </h2>
          <button type="button" className="ts-cart-modal__close" aria-label={t('Close cart')} onClick={() => cart.closeModals()}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="ts-cart-summary__alert" role="alert">
          {error && <p className="ts-cart-summary__error">{apiText(error)}</p>}
        </div>
        <div className="ts-cart-summary__body">{body}</div>
        <p className="ts-visually-hidden" role="status">
          {saving ? t('Updating your cart…') : announcement}
        </p>
        {siteCart && products.length > 0 && (
          <div className="ts-cart-summary__foot">
            <div className={`ts-cart-summary__totals${saving ? ' ts-cart-summary__totals--saving' : ''}`}>
              <CartTotals cart={siteCart} />
              {saving && <span className="ts-cart-summary__spinner" aria-hidden="true" />}
            </div>
            <p className="ts-cart-summary__note">{t('Choose installation or delivery at checkout.')}</p>
            <div className="ts-cart-summary__actions">
              {link(
                checkoutHref ?? cartModalCheckoutHref(siteCart, appointment !== null),
                t('Checkout'),
                'ts-button ts-button--accent ts-cart-summary__checkout',
              )}
              <button type="button" className="ts-button ts-button--quiet" part="button" onClick={() => cart.closeModals()}>
                {t('Keep shopping')}
              </button>
            </div>
          </div>
        )}
      </div>
    </ModalFrame>
  );
}
