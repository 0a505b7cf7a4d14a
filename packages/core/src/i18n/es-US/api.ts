import type { EnUS } from '../en-US/index';
import type { CatalogueOf } from '../types';

/** What the API writes that a widget shows (../en-US/api.ts), in US Spanish. */
export const api: CatalogueOf<EnUS>['api'] = {
  '{label} is out of stock.': 'No hay {label} en existencia.',
  'Only {count} of {label} are in stock.': 'Solo hay {count} de {label} en existencia.',
  'A cart can hold at most {max} of {label}.': 'Un carrito puede tener como máximo {max} de {label}.',
  'A cart can hold at most {max} different tires. Remove one to add another.':
    'Un carrito puede tener como máximo {max} llantas distintas. Quite una para agregar otra.',
  'That tire is not in your cart.': 'Esa llanta no está en su carrito.',
  'Choose at least one tire.': 'Elija al menos una llanta.',
  'That promo code is not valid.': 'Ese código promocional no es válido.',
  '"{code}" is not a valid promo code.': '"{code}" no es un código promocional válido.',
  'The promo code "{code}" has expired.': 'El código promocional "{code}" ya venció.',
  'The promo code "{code}" is not active yet.': 'El código promocional "{code}" todavía no está activo.',
  'This cart has already been ordered.': 'Ya se hizo un pedido con este carrito.',
  'The request is not valid.': 'La solicitud no es válida.',
};
