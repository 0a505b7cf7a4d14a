import type { EnUS } from '../en-US/index';
import type { CatalogueOf } from '../types';

export const cart = {
  'Cart, {count} tire|Cart, {count} tires': 'Carrito, {count} llanta|Carrito, {count} llantas',
  Qty: 'Cant.',
  ' of {name}': ' de {name}',
  'Adding…': 'Agregando…',
  'Add {quantity} to cart': 'Agregar {quantity} al carrito',
  '{count} tire|{count} tires': '{count} llanta|{count} llantas',
  'Your cart': 'Su carrito',
  'Close cart': 'Cerrar carrito',
  Close: 'Cerrar',
  'Loading your cart…': 'Cargando su carrito…',
  "We couldn't load your cart right now.": 'No pudimos cargar su carrito en este momento.',
  'Try again': 'Intentar de nuevo',
  'Your cart is empty.': 'Su carrito está vacío.',
  'Keep shopping': 'Seguir comprando',
  'Tires in your cart': 'Llantas en su carrito',
  '{name} {size}: quantity {quantity}.': '{name} {size}: cantidad {quantity}.',
  '{name} {size} removed from your cart.': '{name} {size} se quitó de su carrito.',
  'Updating your cart…': 'Actualizando su carrito…',
  'Choose installation or delivery at checkout.': 'Elija instalación o entrega al pagar.',
  Checkout: 'Pagar',
  'Subtotal ({tires})': 'Subtotal ({tires})',
  Discounts: 'Descuentos',
  'Road hazard coverage': 'Protección contra peligros del camino',
  'Federal excise tax': 'Impuesto federal al consumo',
  Shipping: 'Envío',
  Installation: 'Instalación',
  'Estimated tax': 'Impuesto estimado',
  Total: 'Total',
  'Your cart is empty': 'Su carrito está vacío',
  "You haven't added any tires yet. Find tires by vehicle, size or brand, then choose an installer near you or delivery to your door.":
    'Todavía no ha agregado llantas. Busque llantas por vehículo, medida o marca y luego elija un instalador cerca de usted o la entrega a domicilio.',
  "You haven't added any tires yet. Choose tires from this shop's selection and we'll have them ready for your installation here.":
    'Todavía no ha agregado llantas. Elija llantas de la selección de este taller y las tendremos listas para su instalación aquí.',
  'Continue shopping': 'Seguir comprando',
} satisfies CatalogueOf<EnUS>['cart'];
