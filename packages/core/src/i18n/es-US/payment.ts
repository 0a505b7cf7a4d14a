import type { EnUS } from '../en-US/index';
import type { CatalogueOf } from '../types';

export const payment = {
  'Placing your order…': 'Estamos realizando su pedido…',
  'We can’t take payment yet': 'Todavía no podemos cobrar',
  'Payment method': 'Forma de pago',
  'Credit card': 'Tarjeta de crédito',
  'Save {percent} %': 'Ahorre {percent} %',
  'Visa, MasterCard, American Express, Discover, JCB': 'Visa, MasterCard, American Express, Discover, JCB',
  'Pay with Apple Pay': 'Pague con Apple Pay',
  'Pay with Google Pay': 'Pague con Google Pay',
  'Pay with your PayPal account': 'Pague con su cuenta de PayPal',
  'Pay with your Venmo account': 'Pague con su cuenta de Venmo',
  'Pay over time': 'Pague a plazos',
  'Lease to own': 'Arrendamiento con opción a compra',
  'Pay over time with Synchrony financing': 'Pague a plazos con el financiamiento de Synchrony',
  'Loading the secure card form…': 'Cargando el formulario seguro de la tarjeta…',
  'Try again': 'Intentar de nuevo',
  'You’ll approve the payment on {name}’s page, then come back here and your order is placed.':
    'Aprobará el pago en la página de {name}, luego volverá aquí y se realizará su pedido.',
  'Continue with {name}': 'Continuar con {name}',
  'Checking your card…': 'Verificando su tarjeta…',
  'Loading card form…': 'Cargando el formulario de la tarjeta…',
  'Place order': 'Realizar pedido',
  'Review order': 'Revisar pedido',
  'Checking out from your cart: your delivery is set, so you can pay right away.':
    'Pagando desde su carrito: su entrega ya está elegida, así que puede pagar de inmediato.',
  'Billing address': 'Dirección de facturación',
  'Loading your billing address…': 'Cargando su dirección de facturación…',
  'Order summary and payment': 'Resumen del pedido y pago',
  'You can check everything before the order is placed.': 'Podrá revisar todo antes de realizar el pedido.',
  'Same as shipping address': 'Igual que la dirección de envío',
  'Your order confirmation goes to this e-mail address.': 'La confirmación de su pedido se envía a este correo electrónico.',
  'Waiting for your approval…': 'Esperando su aprobación…',
  'Opening…': 'Abriendo…',
  'Your browser blocked the payment window. Please allow pop-ups for this site and try again.':
    'Su navegador bloqueó la ventana de pago. Por favor permita las ventanas emergentes en este sitio e intente de nuevo.',
  'Your payment is processing. Please check your e-mail for your order confirmation, and contact customer service if none arrives within 30 minutes.':
    'Su pago se está procesando. Revise su correo electrónico para ver la confirmación de su pedido y comuníquese con servicio al cliente si no le llega en 30 minutos.',
  'Apple Pay was cancelled. Your cart is saved — choose a way to pay.':
    'Se canceló Apple Pay. Su carrito está guardado: elija una forma de pago.',
  'Google Pay was cancelled. Your cart is saved — choose a way to pay.':
    'Se canceló Google Pay. Su carrito está guardado: elija una forma de pago.',
  'You cancelled paying with PayPal. Your cart is saved — choose a way to pay.':
    'Canceló el pago con PayPal. Su carrito está guardado: elija una forma de pago.',
  'You cancelled paying with Venmo. Your cart is saved — choose a way to pay.':
    'Canceló el pago con Venmo. Su carrito está guardado: elija una forma de pago.',
  'Your Affirm application was not completed. Choose another way to pay, or try Affirm again.':
    'Su solicitud de Affirm no se completó. Elija otra forma de pago o intente de nuevo con Affirm.',
  'You left Klarna before finishing. Choose another way to pay, or try Klarna again.':
    'Salió de Klarna antes de terminar. Elija otra forma de pago o intente de nuevo con Klarna.',
  'Your Katapult lease was not completed. Choose another way to pay, or try Katapult again.':
    'Su arrendamiento con Katapult no se completó. Elija otra forma de pago o intente de nuevo con Katapult.',
  'Your Synchrony financing was not completed. Choose another way to pay, or try again.':
    'Su financiamiento con Synchrony no se completó. Elija otra forma de pago o intente de nuevo.',
  'Your Resolve payment was not completed. Choose another way to pay, or try Resolve again.':
    'Su pago con Resolve no se completó. Elija otra forma de pago o intente de nuevo.',
  '{brand} ending in {last4}': '{brand} terminada en {last4}',
  Card: 'Tarjeta',
  'Back to payment': 'Volver al pago',
  'Your tires': 'Sus llantas',
  'Delivery and payment': 'Entrega y pago',
  Delivery: 'Entrega',
  'Change delivery': 'Cambiar entrega',
  'PO number {number}': 'Orden de compra (PO) {number}',
  'We could not load your billing address.': 'No pudimos cargar su dirección de facturación.',
  'No billing address yet. Please enter it on the payment step.':
    'Todavía no hay dirección de facturación. Por favor escríbala en el paso de pago.',
  'Add billing address': 'Agregar dirección de facturación',
  'Loading the billing address': 'Cargando la dirección de facturación',
  'Change payment': 'Cambiar forma de pago',
  'Enter another card': 'Usar otra tarjeta',
  'Card details': 'Datos de la tarjeta',
  'Your card details go straight to our payment gateway; we never see or store the card number.':
    'Los datos de su tarjeta van directo a nuestra pasarela de pago; nunca vemos ni guardamos el número de la tarjeta.',
} satisfies CatalogueOf<EnUS>['payment'];
