/**
 * Order e-mails: written to the outbox (outbox_emails) in the transaction that makes them true, and
 * delivered by the mail worker (../mail/deliver.ts) at most once each.
 */
import { siteGlobalsSchema } from '@tireshop/core';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { outboxEmails, siteSettings } from '../db/schema';
import { ApiError } from '../http/errors';
import { renderOrderEmail, type OrderMailKind } from '../mail/order-email';
import type { Tx } from '../db/client';
import { readOrder } from './order-read';

export type { OrderMailKind } from '../mail/order-email';

/** spec §3 Site globals customerServiceNumber: the phone number the e-mails give for help. */
export async function supportPhone(tx: Tx): Promise<string> {
  const [row] = await tx.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, 'globals'));
  if (!row) throw new ApiError('ServerError', 'Site settings are missing: the database has not been seeded.');
  return v.parse(siteGlobalsSchema.entries.customerServiceNumber, (row.value as { customerServiceNumber?: unknown }).customerServiceNumber)
    .display;
}

/**
 * Renders the order's e-mail of this kind (text and HTML) and queues it, inside `tx`. A second call
 * for the same order and kind queues nothing (one e-mail of each kind per order).
 */
export async function enqueueOrderEmail(tx: Tx, orderId: string, kind: OrderMailKind, shopUrl: string): Promise<void> {
  const order = await readOrder(tx, orderId);
  const email = renderOrderEmail(order, kind, { shopUrl, supportPhone: await supportPhone(tx) });
  await tx
    .insert(outboxEmails)
    .values({ orderId, kind, to: order.email, ...email })
    .onConflictDoNothing({ target: [outboxEmails.orderId, outboxEmails.kind] });
}
