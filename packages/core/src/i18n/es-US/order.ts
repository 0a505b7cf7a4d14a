import type { EnUS } from '../en-US/index';
import type { CatalogueOf } from '../types';

export const order = {
  'Loading your order…': 'Cargando su pedido…',
  Installation: 'Instalación',
  Delivery: 'Entrega',
  'FedEx pick-up': 'Recoger en FedEx',
  'Warehouse pick-up': 'Recoger en el almacén',
  'We couldn’t load your order: {reason}': 'No pudimos cargar su pedido: {reason}',
  'Try again': 'Intentar de nuevo',
  'Thank you for your order': 'Gracias por su pedido',
  'Order number': 'Número de pedido',
  ' · placed {date}': ' · realizado el {date}',
  'Mobile installation:': 'Instalación a domicilio:',
  'Installation time:': 'Hora de instalación:',
  'What happens next': 'Qué sigue',
  'To cancel, call customer service': 'Para cancelar, llame a servicio al cliente',
  at: 'al',
  'Track your order': 'Rastrear su pedido',
  'Your tires': 'Sus llantas',
  '{count} tire|{count} tires': '{count} llanta|{count} llantas',
  '{size} · Qty {quantity} × {price}': '{size} · Cant. {quantity} × {price}',
  'Road hazard protection {price}': 'Protección contra peligros del camino {price}',
  'Payment and totals': 'Pago y totales',
  'Order total': 'Total del pedido',
  'Payment and billing': 'Pago y facturación',
  Processing: 'En proceso',
  'PO number {number}': 'Orden de compra (PO) {number}',
  'Unconfirmed: payment processing': 'Sin confirmar: pago en proceso',
  Confirmed: 'Confirmado',
  'Thank you! Order {number} is confirmed; no further action is needed. The confirmation is on its way to {email}.':
    '¡Gracias! El pedido {number} está confirmado; no necesita hacer nada más. La confirmación va en camino a {email}.',
  Cancelled: 'Cancelado',
  'Order {number} was cancelled.': 'El pedido {number} se canceló.',
  'Your payment went through. Your order is confirmed.': 'Su pago se procesó. Su pedido está confirmado.',
  Subtotal: 'Subtotal',
  Discounts: 'Descuentos',
  'Road hazard protection': 'Protección contra peligros del camino',
  'Federal excise tax': 'Impuesto federal al consumo',
  Shipping: 'Envío',
  FREE: 'GRATIS',
  Tax: 'Impuesto',
  '{label} discount': 'Descuento de {label}',
  Total: 'Total',
  'This order was cancelled. Any payment taken is refunded to the way you paid.':
    'Este pedido se canceló. Cualquier pago cobrado se reembolsa a la forma en que pagó.',
  'We send updates to {email}.': 'Enviamos las novedades a {email}.',
  'Your tires go to {place}; the shop contacts you to set a time.':
    'Sus llantas van a {place}; el taller se comunica con usted para fijar un horario.',
  '{name} comes to {place} {when} to install your tires.': '{name} va a {place} {when} a instalar sus llantas.',
  you: 'su domicilio',
  'Your tires are installed at {name} {when}. We ship them to the shop before then.':
    'Sus llantas se instalan en {name}, {when}. Las enviamos al taller antes de esa fecha.',
  'Your tires usually arrive in 2–4 business days. We e-mail you the tracking number when they ship.':
    'Sus llantas suelen llegar en 2 a 4 días hábiles. Le enviamos por correo el número de rastreo cuando se envíen.',
  'Your tires will be ready for pick-up at the warehouse in 24 hours. Bring your order number and a photo ID.':
    'Sus llantas estarán listas para recoger en el almacén en 24 horas. Traiga su número de pedido y una identificación con foto.',
} satisfies CatalogueOf<EnUS>['order'];
