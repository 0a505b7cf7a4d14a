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
  'A bearer token is required. Request one from POST /api/token.':
    'Se necesita un token de acceso (bearer). Solicite uno con POST /api/token.',
  'The bearer token is invalid or has expired.': 'El token de acceso no es válido o ya venció.',
  'This token was issued to {issued} and cannot be used from {origin}.':
    'Este token se emitió para {issued} y no se puede usar desde {origin}.',
  'Invalid client credentials.': 'Las credenciales del cliente no son válidas.',
  'Widget tokens are issued only to pages on an allowed origin.': 'Los tokens del widget solo se emiten a páginas de un origen permitido.',
  'The origin {origin} is not allowed for widget {widgetId}.': 'El origen {origin} no está permitido para el widget {widgetId}.',
  'This tire shop is disabled at the moment. Please contact the shop.':
    'Esta tienda de llantas está desactivada por el momento. Comuníquese con la tienda.',
  '"{size}" is not a tire size. Try a size like 225/45R17.': '"{size}" no es una medida de llanta. Pruebe una medida como 225/45R17.',
  "We don't carry tires in size {size}.": 'No tenemos llantas de la medida {size}.',
  'Bad request': 'Solicitud incorrecta',
  Unauthorized: 'No autorizado',
  Forbidden: 'Prohibido',
  'Not found': 'No se encontró',
  'Server error': 'Error del servidor',
  'Server error (HTTP {status})': 'Error del servidor (HTTP {status})',
  'Network error': 'Error de red',
  'The request was aborted': 'Se canceló la solicitud',
  'The response is not valid JSON': 'La respuesta no es un JSON válido',
  'Unexpected error': 'Error inesperado',
  'fetch API not configured': 'La API de fetch no está configurada',
  'Missing clientId or clientSecret': 'Falta el clientId o el clientSecret',
  'We can’t reach the tire shop right now. Please try again.':
    'No podemos comunicarnos con la tienda de llantas en este momento. Inténtelo de nuevo.',
  'The shop is briefly unavailable. Please try again in a moment.':
    'La tienda no está disponible por un momento. Por favor intente de nuevo en unos instantes.',
  "We're experiencing a technical problem. Please try again.": 'Tenemos un problema técnico. Por favor intente de nuevo.',
  'This cart no longer exists.': 'Este carrito ya no existe.',
  'This cart has no shipping yet.': 'Este carrito todavía no tiene forma de envío.',
  'Warehouse pick-up is only available on dealer orders.': 'Recoger en el almacén solo está disponible en pedidos de distribuidores.',
  'This warehouse no longer has every tire in your cart. Choose another.':
    'Este almacén ya no tiene todas las llantas de su carrito. Elija otro.',
  "These tires can't be installed. Choose home delivery or a pick-up location.":
    'Estas llantas no se pueden instalar. Elija envío a domicilio o un lugar para recogerlas.',
  "This address is outside the installer's serviceable area.": 'Esta dirección está fuera del área de servicio del instalador.',
  'This installer comes to you: choose mobile installation.': 'Este instalador va a donde usted esté: elija instalación a domicilio.',
  'Please enter your zip code.': 'Por favor escriba su código postal (ZIP).',
  'The ZIP code is not in the state you chose.': 'El código postal (ZIP) no está en el estado que eligió.',
  'This shop does not offer installation at a shop. Choose another way to get your tires.':
    'Esta tienda no ofrece instalación en un taller. Elija otra forma de recibir sus llantas.',
  'This shop does not offer mobile installation. Choose another way to get your tires.':
    'Esta tienda no ofrece instalación a domicilio. Elija otra forma de recibir sus llantas.',
  'This shop does not offer home delivery. Choose another way to get your tires.':
    'Esta tienda no ofrece envío a domicilio. Elija otra forma de recibir sus llantas.',
  'This shop does not offer FedEx pick-up. Choose another way to get your tires.':
    'Esta tienda no ofrece recoger en FedEx. Elija otra forma de recibir sus llantas.',
  'This shop does not offer warehouse pick-up. Choose another way to get your tires.':
    'Esta tienda no ofrece recoger en el almacén. Elija otra forma de recibir sus llantas.',
  'Please select a FedEx location.': 'Por favor elija una ubicación de FedEx.',
  'Please enter the address where the installer should come.': 'Por favor escriba la dirección a la que debe ir el instalador.',
  'Please enter a valid ZIP code.': 'Por favor escriba un código postal (ZIP) válido.',
  'No installer with id {id}.': 'No hay ningún instalador con el id {id}.',
  'No warehouse with id {id}.': 'No hay ningún almacén con el id {id}.',
  'No pick-up location with id {id}.': 'No hay ningún lugar para recoger con el id {id}.',
  'No tire with id {id}.': 'No hay ninguna llanta con el id {id}.',
  'No such shop.': 'No existe ese taller.',
  'Please select a time slot.': 'Por favor elija un horario.',
  'Please select a shop or change shipping option.': 'Por favor elija un taller o cambie la opción de envío.',
  'Please enter a valid date (YYYY-MM-DD).': 'Por favor escriba una fecha válida (AAAA-MM-DD).',
  'That day has passed. Please choose another day.': 'Ese día ya pasó. Por favor elija otro día.',
  'Appointments can be reserved up to 30 days ahead.': 'Las citas se pueden reservar con hasta 30 días de anticipación.',
  'The shop is closed that day. Please choose another day.': 'El taller está cerrado ese día. Por favor elija otro día.',
  'The shop has no such time that day. Please select a time slot.': 'El taller no tiene ese horario ese día. Por favor elija un horario.',
  'That time is too soon for this shop. Please choose a later time.':
    'Ese horario es demasiado pronto para este taller. Por favor elija un horario más tarde.',
  'This install time is no longer available. Change the time, browse other shops, or continue without installation.':
    'Este horario de instalación ya no está disponible. Cambie el horario, busque otros talleres o continúe sin instalación.',
  'There is an issue with your appointment. Please reschedule.': 'Hay un problema con su cita. Por favor elija otro horario.',
  'This shop has no free time in the next 30 days. Please choose another shop.':
    'Este taller no tiene horarios libres en los próximos 30 días. Por favor elija otro taller.',
  'This time is for a different installer than the one in your cart.': 'Este horario es de un instalador distinto al de su carrito.',
  'This cart has no appointment yet.': 'Este carrito todavía no tiene cita.',
  'This cart already has an appointment.': 'Este carrito ya tiene una cita.',
  'This installation is booked with your order. To change it, please contact us.':
    'Esta instalación está reservada con su pedido. Para cambiarla, por favor comuníquese con nosotros.',
  'Many shoppers are booking at this shop right now. Please try again.':
    'Muchos clientes están reservando en este taller en este momento. Por favor intente de nuevo.',
  'This shop does not offer that service.': 'Este taller no ofrece ese servicio.',
  'This cart has no billing address yet.': 'Este carrito todavía no tiene dirección de facturación.',
  'The card number is not valid.': 'El número de la tarjeta no es válido.',
  'Please fill out an expiration date.': 'Por favor escriba una fecha de vencimiento.',
  'This expiration date is not valid (format MM/YY).': 'Esta fecha de vencimiento no es válida (formato MM/AA).',
  'Please enter the 3- or 4-digit security code (CVV) from your card.':
    'Por favor escriba el código de seguridad (CVV) de 3 o 4 dígitos de su tarjeta.',
  'Please enter the name on the card.': 'Por favor escriba el nombre que aparece en la tarjeta.',
  'Credit card is invalid': 'La tarjeta de crédito no es válida',
  "We're sorry, the payment was not able to be processed. Please try again or use another payment method.":
    'Lo sentimos, no se pudo procesar el pago. Por favor intente de nuevo o use otra forma de pago.',
  'Your payment is processing. Please check your e-mail for your order confirmation, and contact customer service if none arrives within 30 minutes.':
    'Su pago se está procesando. Revise su correo electrónico para ver la confirmación de su pedido y comuníquese con servicio al cliente si no le llega en 30 minutos.',
  'This payment has already been used. Please enter your payment details again.':
    'Este pago ya se usó. Por favor escriba de nuevo los datos de pago.',
  'This payment session has expired. Please enter your payment details again.':
    'Esta sesión de pago venció. Por favor escriba de nuevo los datos de pago.',
  'The price of your order has been updated. Please review the new total before paying.':
    'El precio de su pedido se actualizó. Por favor revise el nuevo total antes de pagar.',
  'Your cart could not be found. Please return to your cart.': 'No encontramos su carrito. Por favor regrese a su carrito.',
  'Your cart has no tires. Please add tires before paying.': 'Su carrito no tiene llantas. Por favor agregue llantas antes de pagar.',
  'Please choose how your tires reach you before paying.': 'Por favor elija cómo le llegan sus llantas antes de pagar.',
  'Please enter your billing address.': 'Por favor escriba su dirección de facturación.',
  'Sorry, we no longer have enough of a tire in your cart. Please update your cart.':
    'Lo sentimos, ya no tenemos suficientes unidades de una llanta de su carrito. Por favor actualice su carrito.',
  'Your order is already being placed. Please wait a moment.': 'Su pedido ya se está realizando. Por favor espere un momento.',
  'This Idempotency-Key was already used for a different order request.': 'Esta Idempotency-Key ya se usó para otra solicitud de pedido.',
  'An Idempotency-Key header (8 to 100 letters, digits, - or _) is required to place an order.':
    'Para hacer un pedido se necesita un encabezado Idempotency-Key (de 8 a 100 letras, dígitos, - o _).',
  'Cannot contact the gateway at this time.': 'No se puede contactar a la pasarela de pago en este momento.',
  'Request timed out waiting for a reply.': 'Se agotó el tiempo de espera de la respuesta.',
  'There was a problem with your request.': 'Hubo un problema con su solicitud.',
  'Too many card attempts. Please try again in a few minutes.':
    'Demasiados intentos con la tarjeta. Por favor intente de nuevo en unos minutos.',
  'Please enter your card details.': 'Por favor escriba los datos de su tarjeta.',
  'Please choose how to pay and approve the payment.': 'Por favor elija cómo pagar y apruebe el pago.',
  '{brands} tires are not sold in this shop. Remove them from your cart to place your order.':
    'Las llantas {brands} no se venden en esta tienda. Quítelas de su carrito para hacer su pedido.',
  "returnUrl must be on this shop or the widget's site.": 'returnUrl debe estar en esta tienda o en el sitio del widget.',
  "The card fields cannot be embedded on {origin}: it is not this shop's or the widget's site.":
    'Los campos de la tarjeta no se pueden insertar en {origin}: no es el sitio de esta tienda ni el del widget.',
  'This order does not exist.': 'Este pedido no existe.',
  'Please review. Order ID & ZIP Code do not match.': 'Por favor revise. El número de pedido y el código postal (ZIP) no coinciden.',
  'Too many tracking requests. Please wait a moment and try again.':
    'Demasiadas consultas de seguimiento. Por favor espere un momento e intente de nuevo.',
};
