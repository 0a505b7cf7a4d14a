/**
 * The words of the order views that depend on the order (rules §4 Order confirmation, Order
 * tracking steps, Cancellation; storefront §9 "Date format MM/dd/yyyy"). Pure, so they are unit
 * tested without rendering.
 */
import { streetAddressLine, translator, type AreaMessage, type Locale, type Order, type Translate } from '@tireshop/core';

/** The order's words (i18n en-US/order.ts); en-US unless a view passes its locale's. */
type Words = Translate<AreaMessage<'order'>>;
const EN: Words = translator('en-US');

/** The tracking pages (spec storefront §2 /track-your-order, /track-your-order/result). */
export const TRACK_ORDER_PATH = '/track-your-order';
export const TRACK_ORDER_RESULT_PATH = '/track-your-order/result';

/** /track-your-order/result?orderId=…&zip=… — the result page a tracking link opens. */
export const trackingResultHref = (orderNumber: string, zip: string) =>
  `${TRACK_ORDER_RESULT_PATH}?${new URLSearchParams({ orderId: orderNumber, zip }).toString()}`;

/** /track-your-order/return?orderId=…&zip=… — returning an order placed without an account (docs/returns.md). */
export const trackingReturnHref = (orderNumber: string, zip: string) =>
  `/track-your-order/return?${new URLSearchParams({ orderId: orderNumber, zip }).toString()}`;

/** The ZIP code an order is tracked with: the shipping address's, else the billing address's (the API accepts either). */
export const trackingZip = (order: Pick<Order, 'shipping' | 'billing'>) => order.shipping.zip ?? order.billing.zip;

/**
 * storefront §9 Other: "Date format MM/dd/yyyy", on the shopper's own calendar: the day is the
 * browser's time zone (an order placed at 11 pm in Los Angeles was placed that day, not the next
 * UTC day). `timeZone` names another zone (tests, a server rendering for a known zone).
 */
export const formatOrderDate = (iso: string, timeZone?: string, locale: Locale = 'en-US') =>
  new Intl.DateTimeFormat(locale, { month: '2-digit', day: '2-digit', year: 'numeric', timeZone }).format(new Date(iso));

/** Delivery by carrier (rules §9 shipping methods SHIPTOME / FEDEX): business days, not a promise of a day. */
export const DELIVERY_DAYS_TEXT =
  'Your tires usually arrive in 2–4 business days. We e-mail you the tracking number when they ship.' as const;
/** Warehouse pick-up (spec §4 Delivery tabs: "ready in 24 hours"). */
export const WAREHOUSE_READY_TEXT =
  'Your tires will be ready for pick-up at the warehouse in 24 hours. Bring your order number and a photo ID.' as const;

/**
 * What happens next, by where the tires go: delivery in 2–4 business days (home and FedEx
 * pick-up), warehouse pick-up ready in 24 hours, installation at the booked time.
 */
export function orderNextSteps(
  order: Pick<Order, 'shippingOption' | 'appointment' | 'destinationLabel' | 'email' | 'status'> & {
    shipping?: Pick<Order['shipping'], 'addressLine1' | 'addressLine2' | 'city' | 'state' | 'zip'>;
  },
  t: Words = EN,
): string[] {
  if (order.status === 'cancelled') return [t('This order was cancelled. Any payment taken is refunded to the way you paid.')];
  const mail = t('We send updates to {email}.', { email: order.email });
  switch (order.shippingOption) {
    case 'INSTALLER': {
      const appointment = order.appointment;
      if (!appointment)
        return [t('Your tires go to {place}; the shop contacts you to set a time.', { place: order.destinationLabel }), mail];
      return appointment.isMobileInstall
        ? [
            t('{name} comes to {place} {when} to install your tires.', {
              name: appointment.installerName,
              place: order.shipping?.addressLine1 ? streetAddressLine(order.shipping) : t('you'),
              when: appointment.label,
            }),
            mail,
          ]
        : [
            t('Your tires are installed at {name} {when}. We ship them to the shop before then.', {
              name: appointment.installerName,
              when: appointment.label,
            }),
            mail,
          ];
    }
    case 'WAREHOUSE':
      return [t(WAREHOUSE_READY_TEXT), mail];
    case 'HOME':
    case 'FEDEX':
      return [t(DELIVERY_DAYS_TEXT), mail];
  }
}

/**
 * rules §4 Cancellation: "Online only while the order is within 30 minutes of placing and only for
 * logged-in users through order history. Others phone support." The order page says how, until the
 * order is delivered or already cancelled: a signed-in shopper's order from My orders (which says
 * whether the window is still open), any other by phone.
 */
export const cancelWay = (order: Pick<Order, 'status' | 'trackingStatus' | 'accountOrder'>): 'my-orders' | 'phone' | null => {
  if (order.status === 'cancelled' || order.trackingStatus === 'delivered') return null;
  return order.accountOrder ? 'my-orders' : 'phone';
};
export const CANCEL_BY_PHONE = 'To cancel, call customer service' as const;
export const CANCEL_FROM_MY_ORDERS = 'Cancel it from My orders' as const;
