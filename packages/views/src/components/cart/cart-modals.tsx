import { CartSummaryModal, type CartSummaryModalProps } from './cart-summary-modal';
import { EmptyCartModal, type EmptyCartVariant } from './empty-cart-modal';

export interface CartModalsProps extends CartSummaryModalProps {
  emptyVariant?: EmptyCartVariant;
}

/** Both cart modals, mounted once per page (the storefront's header, a widget's root). */
export function CartModals({ emptyVariant, ...props }: CartModalsProps) {
  return (
    <>
      <CartSummaryModal {...props} />
      <EmptyCartModal cart={props.cart} onNavigate={props.onNavigate} returnFocus={props.returnFocus} variant={emptyVariant} />
    </>
  );
}
