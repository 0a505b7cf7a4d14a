import { useStore } from '@nanostores/react';
import { EMPTY_CART_DESCRIPTIONS, type VariantCopy } from '@tireshop/core';
import { useId } from 'react';
import { useMessages } from '../locale';
import { ModalFrame } from '../modal-frame';
import { CartModalLink } from './cart-modal-link';
import type { CartModalProps } from './cart-summary-modal';
import { useModalDialog } from './use-modal-dialog';

/**
 * rules §6 white-label: "The empty-cart modal has its own description" in the installer widget
 * and the installer-sponsored storefront (OTS); the dealer-owned storefront's is in its voice.
 * The words are core's (variants/voice.ts).
 */
export type EmptyCartVariant = VariantCopy['emptyCart'];
export { EMPTY_CART_DESCRIPTIONS };

export const EMPTY_CART_TITLE = 'Your cart is empty';

export interface EmptyCartModalProps extends CartModalProps {
  variant?: EmptyCartVariant;
}

function EmptyTire() {
  return (
    <svg className="ts-cart-empty__art" viewBox="0 0 64 64" width="64" height="64" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="29" fill="#e8ecf0" />
      <circle cx="32" cy="32" r="22" fill="none" stroke="#9aa4ae" strokeWidth="6" strokeDasharray="5 4" />
      <circle cx="32" cy="32" r="10" fill="#fff" stroke="#9aa4ae" strokeWidth="3" />
    </svg>
  );
}

/**
 * The empty-cart modal (spec storefront §2: clicking the cart at zero; the cart becoming empty on
 * the cart page). Its action goes back to the remembered previous page (store.previousPage()).
 */
export function EmptyCartModal({ cart, onNavigate, returnFocus, variant = 'retail' }: EmptyCartModalProps) {
  const t = useMessages('cart');
  const { emptyOpen } = useStore(cart.$modals);
  const baseId = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const dialog = useModalDialog(emptyOpen, () => cart.closeModals(), returnFocus);
  return (
    <ModalFrame
      dialog={dialog}
      open={emptyOpen}
      className="ts-cart-modal ts-cart-empty"
      labelledBy={`${baseId}-title`}
      describedBy={`${baseId}-description`}
    >
      <div className="ts-cart-modal__panel">
        <button
          type="button"
          className="ts-cart-modal__close ts-cart-empty__close"
          aria-label={t('Close')}
          onClick={() => cart.closeModals()}
        >
          <span aria-hidden="true">×</span>
        </button>
        <EmptyTire />
        <h2 id={`${baseId}-title`} className="ts-cart-modal__title" part="dialog-title">
          {t(EMPTY_CART_TITLE)}
        </h2>
        <p id={`${baseId}-description`} className="ts-cart-empty__description">
          {t(EMPTY_CART_DESCRIPTIONS[variant])}
        </p>
        <CartModalLink
          href={cart.previousPage()}
          className="ts-button ts-button--accent ts-cart-empty__action"
          onNavigate={onNavigate}
          onFollow={() => {
            dialog.keepFocusOnClose();
            cart.closeModals();
          }}
        >
          {t('Continue shopping')}
        </CartModalLink>
      </div>
    </ModalFrame>
  );
}
