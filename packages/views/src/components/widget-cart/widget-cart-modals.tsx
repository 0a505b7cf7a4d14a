/** The cart modals inside a widget: their code and CSS arrive when the first one opens. */
import { useShadowStyles } from '../../element/shadow-styles';
import cartModalsCss from '../../styles/cart-modals.css';
import { CartModals, type CartModalsProps } from '../cart/cart-modals';

export function WidgetCartModals(props: CartModalsProps) {
  useShadowStyles(cartModalsCss);
  return <CartModals {...props} />;
}
