/**
 * Delivers the e-mail outbox (outbox_emails) at most once per e-mail: a row is claimed in its own
 * committed statement before it is sent, and a claimed row is never picked again — not when the
 * sending failed (last_error says why), not when the process died between claim and send. A lost
 * e-mail is preferable to a shopper receiving the same confirmation twice; an operator can resend
 * one by clearing its claimed_at (docs/operations.md "Order e-mails").
 */
import { eq, sql } from 'drizzle-orm';
import type { ApiConfig } from '../config';
import type { Database } from '../db/client';
import { orders, outboxEmails } from '../db/schema';
import { createMailTransport, type MailTransport } from './transport';

export interface DeliveryResult {
  sent: number;
  failed: number;
}

/**
 * Claims the oldest unclaimed e-mail. SKIP LOCKED lets concurrent workers (several API processes)
 * each take a different row instead of waiting on one another or taking the same one.
 */
function claimNext(database: Database) {
  return database.db
    .update(outboxEmails)
    .set({ claimedAt: sql`now()` })
    .where(
      eq(
        outboxEmails.id,
        sql`(SELECT ${outboxEmails.id} FROM ${outboxEmails} WHERE ${outboxEmails.claimedAt} IS NULL ORDER BY ${outboxEmails.id} FOR UPDATE SKIP LOCKED LIMIT 1)`,
      ),
    )
    .returning({
      id: outboxEmails.id,
      kind: outboxEmails.kind,
      to: outboxEmails.to,
      subject: outboxEmails.subject,
      text: outboxEmails.text,
      html: outboxEmails.html,
      orderNumber: sql<string | null>`(SELECT ${orders.orderNumber} FROM ${orders} WHERE ${orders.id} = ${outboxEmails.orderId})`,
    });
}

/** Sends up to `limit` pending e-mails, one claim at a time. */
export async function deliverPending(database: Database, config: ApiConfig, limit = 50): Promise<DeliveryResult> {
  const result: DeliveryResult = { sent: 0, failed: 0 };
  // Made on the first claimed row: a round with nothing to send opens nothing.
  let transport: MailTransport | undefined;
  try {
    for (let i = 0; i < limit; i++) {
      const [email] = await claimNext(database);
      if (!email) break;
      transport ??= createMailTransport(config);
      try {
        await transport.send(email);
        await database.db.update(outboxEmails).set({ sentAt: sql`now()`, lastError: null }).where(eq(outboxEmails.id, email.id));
        result.sent++;
      } catch (err) {
        const reason = err instanceof Error ? err.message : String(err);
        console.error(`[mail] e-mail ${email.id} (${email.kind}${email.orderNumber ? `, order ${email.orderNumber}` : ''}) not sent: ${reason}`);
        await database.db.update(outboxEmails).set({ lastError: reason.slice(0, 1000) }).where(eq(outboxEmails.id, email.id));
        result.failed++;
      }
    }
  } finally {
    transport?.close();
  }
  return result;
}
