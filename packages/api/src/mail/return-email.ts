/**
 * The return e-mails (docs/returns.md): the return number with the label instructions when a
 * return is requested, and the refund when it has gone back through the gateway. Pure: the return
 * in, a subject with a plain-text and an HTML body out.
 */
import { formatPrice, RETURN_REFUND_HOURS, type OrderReturn } from '@tireshop/core';
import { emailDocument, escapeHtml, type RenderedEmail } from './email-document';

export type ReturnMailKind = 'return-requested' | 'return-refunded';

export interface ReturnEmailContext {
  firstName: string;
  /** The order's page in the account, where the return's state shows. */
  orderUrl: string;
  /** Site globals customerServiceNumber.display. */
  supportPhone: string;
}

const tireLines = (ret: OrderReturn) => ret.lines.map((l) => `${l.quantity} × ${l.name}, ${l.size}`);

/** How the tires travel back: the carrier prints the prepaid label from the return number. */
export const labelInstructions = (returnNumber: string) => [
  `Write the return number ${returnNumber} on a piece of tape on each tire.`,
  'Take the tires, unmounted and clean, to any FedEx location within 14 days.',
  `Give them the return number ${returnNumber}: they print the prepaid return label there and attach it. There is nothing to pay.`,
  'Keep the receipt FedEx gives you until your refund arrives.',
];

export function renderReturnEmail(ret: OrderReturn, kind: ReturnMailKind, context: ReturnEmailContext): RenderedEmail {
  const requested = kind === 'return-requested';
  const subject = requested
    ? `Your tireshop return ${ret.returnNumber}: how to send the tires back`
    : `Your tireshop return ${ret.returnNumber} is refunded`;
  const lead = requested
    ? `We have your return ${ret.returnNumber} for order ${ret.orderNumber}. Once the tires reach us we refund ${formatPrice(ret.refundInCents)} within ${RETURN_REFUND_HOURS} hours.`
    : `We received the tires of return ${ret.returnNumber} and refunded ${formatPrice(ret.refundInCents)} to the way you paid for order ${ret.orderNumber}. Your bank may take a few days to show it.`;
  const money = [
    `Tires: ${formatPrice(ret.goodsInCents)}`,
    ...(ret.discountInCents ? [`Their share of the discount: −${formatPrice(ret.discountInCents)}`] : []),
    `Tax: ${formatPrice(ret.taxInCents)}`,
    ...(ret.handlingFeeInCents ? [`Handling fee: −${formatPrice(ret.handlingFeeInCents)}`] : []),
    `Refund: ${formatPrice(ret.refundInCents)}`,
  ];
  const steps = requested ? labelInstructions(ret.returnNumber) : [];
  const support = `Questions? Call customer service at ${context.supportPhone} and quote return ${ret.returnNumber}.`;
  const text = [
    `Hi ${context.firstName},`,
    '',
    lead,
    '',
    `Return number: ${ret.returnNumber}`,
    `Reason: ${ret.reasonLabel}`,
    ...tireLines(ret).map((l) => `  ${l}`),
    '',
    ...money.map((l) => `  ${l}`),
    ...(requested ? ['', 'How to send the tires back', ...steps.map((s, i) => `  ${i + 1}. ${s}`)] : []),
    '',
    `Your order and its return: ${context.orderUrl}`,
    '',
    support,
    '',
  ].join('\n');
  const e = escapeHtml;
  const bodyHtml = `<p><strong>Return number:</strong> ${e(ret.returnNumber)}<br><strong>Reason:</strong> ${e(ret.reasonLabel)}</p>
<ul>${tireLines(ret)
    .map((l) => `<li>${e(l)}</li>`)
    .join('')}</ul>
<p>${money.map(e).join('<br>')}</p>
${requested ? `<h2 style="font-size: 16px">How to send the tires back</h2><ol>${steps.map((s) => `<li>${e(s)}</li>`).join('')}</ol>` : ''}
<p><a href="${e(context.orderUrl)}">Your order and its return</a></p>
<p>${e(support)}</p>`;
  return { subject, text, html: emailDocument({ subject, greeting: `Hi ${context.firstName},`, lead, bodyHtml }) };
}
