/**
 * The words of the order e-mails (issue #6 "Confirmation": an order confirmation e-mail; rules §4
 * Order confirmation, Cancellation). Pure: the order as the contract answers it in, a subject with a
 * plain-text and an HTML body out, so the same order always reads the same.
 */
import { formatPrice, paths, type Order } from '@tireshop/core';
import { emailDocument, escapeHtml, type RenderedEmail } from './email-document';

export type OrderMailKind = 'order-confirmation' | 'order-cancelled';

export interface OrderEmailContext {
  /** The shop's public address, for links (config.shopUrl). */
  shopUrl: string;
  /** Site globals customerServiceNumber.display (spec §3 Site globals). */
  supportPhone: string;
}

/** The order page: spec storefront §2 /checkout/confirm-order/{orderId}. */
export const orderPageUrl = (shopUrl: string, orderId: string) => `${shopUrl.replace(/\/+$/, '')}/checkout/confirm-order/${orderId}`;

/** The totals as the order page lists them; optional lines only when they are not zero. */
function totalLines(order: Order): [label: string, amount: string][] {
  const optional = (label: string, cents: number, sign = ''): [string, string][] => (cents ? [[label, sign + formatPrice(cents)]] : []);
  return [
    ['Subtotal', formatPrice(order.subtotalInCents)],
    ...optional('Discount', order.discountInCents - order.militaryDiscountInCents, '−'),
    ...optional('Military discount', order.militaryDiscountInCents, '−'),
    ...optional('Road hazard coverage', order.roadHazardCostInCents),
    ...optional('Federal excise tax', order.fetInCents),
    ['Shipping', order.shippingCostInCents ? formatPrice(order.shippingCostInCents) : 'Free'],
    ...optional('Installation', order.installationCostInCents),
    ['Tax', formatPrice(order.taxInCents)],
    ...optional('Payment discount', order.paymentTypeDiscountInCents, '−'),
    ['Total', formatPrice(order.totalInCents)],
  ];
}

const itemLine = (item: Order['items'][number]) =>
  `${item.quantity} × ${item.name} ${item.size} at ${formatPrice(item.unitPriceInCents)}: ${formatPrice(item.lineTotalInCents)}`;

/** Where the tires go ("Ship to …", "Installed at …", "Pick up at …") and the booked installation time. */
function destinationLines(order: Order): string[] {
  const appointment = order.appointment ? [`Appointment: ${order.appointment.installerName}, ${order.appointment.label}`] : [];
  return [order.destinationLabel, ...appointment];
}

function opening(order: Order, kind: OrderMailKind): { subject: string; lead: string } {
  if (kind === 'order-cancelled') {
    return {
      subject: `Your tireshop order ${order.orderNumber} was cancelled`,
      lead: `Your order ${order.orderNumber} was cancelled. Any payment taken is returned to your ${order.payment.label}.`,
    };
  }
  return {
    subject: `Your tireshop order ${order.orderNumber} is confirmed`,
    lead: `Thank you for your order. We have received your payment and your order ${order.orderNumber} is confirmed.`,
  };
}

export function renderOrderEmail(order: Order, kind: OrderMailKind, context: OrderEmailContext): RenderedEmail {
  const { subject, lead } = opening(order, kind);
  const greeting = `Hi ${order.billing.firstName},`;
  const orderUrl = orderPageUrl(context.shopUrl, order.orderId);
  const trackUrl = `${context.shopUrl.replace(/\/+$/, '')}${paths.trackOrder()}`;
  const support = `Questions? Call customer service at ${context.supportPhone} and quote order ${order.orderNumber}.`;
  const totals = totalLines(order);
  const destination = destinationLines(order);

  const text = [
    greeting,
    '',
    lead,
    '',
    `Order number: ${order.orderNumber}`,
    `Paid with: ${order.payment.label}`,
    '',
    'Items',
    ...order.items.map((item) => `  ${itemLine(item)}`),
    '',
    'Delivery and installation',
    ...destination.map((line) => `  ${line}`),
    '',
    'Totals',
    ...totals.map(([label, amount]) => `  ${label}: ${amount}`),
    '',
    `Your order: ${orderUrl}`,
    `Track your order (order number and ZIP code): ${trackUrl}`,
    '',
    support,
    '',
  ].join('\n');

  const e = escapeHtml;
  const bodyHtml = `<p><strong>Order number:</strong> ${e(order.orderNumber)}<br><strong>Paid with:</strong> ${e(order.payment.label)}</p>
<h2 style="font-size: 16px">Items</h2>
<ul>${order.items.map((item) => `<li>${e(itemLine(item))}</li>`).join('')}</ul>
<h2 style="font-size: 16px">Delivery and installation</h2>
<p>${destination.map(e).join('<br>')}</p>
<h2 style="font-size: 16px">Totals</h2>
<table role="presentation">${totals.map(([label, amount]) => `<tr><td>${e(label)}</td><td style="text-align: right; padding-left: 24px">${e(amount)}</td></tr>`).join('')}</table>
<p><a href="${e(orderUrl)}">View your order</a> · <a href="${e(trackUrl)}">Track your order</a></p>
<p>${e(support)}</p>`;
  return { subject, text, html: emailDocument({ subject, greeting, lead, bodyHtml }) };
}
