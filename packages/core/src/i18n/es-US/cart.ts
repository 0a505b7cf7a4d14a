import type { EnUS } from '../en-US/index';
import type { CatalogueOf } from '../types';

export const cart = {
  'Cart, {count} tire|Cart, {count} tires': 'Carrito, {count} llanta|Carrito, {count} llantas',
  Qty: 'Cant.',
  ' of {name}': ' de {name}',
  'Adding…': 'Agregando…',
  'Add {quantity} to cart': 'Agregar {quantity} al carrito',
} satisfies CatalogueOf<EnUS>['cart'];
