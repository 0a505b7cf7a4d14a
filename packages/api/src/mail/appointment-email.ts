/**
 * The shopper's e-mail when the shop moves their installation (the portal's reschedule,
 * docs/portal.md): the new time and where to follow the order. Pure: the words in, a subject with a
 * plain-text and an HTML body out.
 */
import { renderParagraphsEmail } from './installer-application-email';
import type { RenderedEmail } from './email-document';

export function renderRescheduleEmail(input: { orderNumber: string; shopName: string; label: string; trackUrl: string }): RenderedEmail {
  return renderParagraphsEmail(`Your installation for order ${input.orderNumber} has a new time`, [
    `${input.shopName} has moved the installation of your order ${input.orderNumber}.`,
    `Your new appointment: ${input.label}.`,
    `If this time does not suit you, please call the shop. You can follow your order at ${input.trackUrl}.`,
  ]);
}
