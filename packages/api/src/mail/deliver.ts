/**
 * Delivers the e-mail outbox (outbox_emails): every e-mail is sent, retried with backoff when the
 * mail server refuses or cannot be reached, picked up again when the process sending it died, and
 * given up — a dead letter operations can see and retry (services/outbox.ts) — after
 * OUTBOX_MAX_ATTEMPTS.
 *
 * An attempt claims the row in its own committed statement (FOR UPDATE SKIP LOCKED: several
 * processes never take the same one) and records the outcome afterwards. A claim older than
 * OUTBOX_CLAIM_LEASE_MINUTES with no outcome is a sender that died: the e-mail is due again. Sending
 * is idempotent where it can be: the file transport writes each e-mail to one file name of its own
 * and never twice, and every e-mail keeps one Message-ID across attempts, so in the one case a
 * process died after the SMTP server took the message and before the outcome was written, the
 * repeat is the same message, which mail clients show once. (docs/operations.md "Order e-mails")
 */
import { and, eq, sql } from 'drizzle-orm';
import type { ApiConfig } from '../config';
import type { Database } from '../db/client';
import { orders, outboxEmails } from '../db/schema';
import { createMailTransport, type MailTransport } from './transport';

export interface DeliveryResult {
  sent: number;
  failed: number;
}

/** Attempts before an e-mail becomes a dead letter: with the backoff below, about two hours of trying. */
export const OUTBOX_MAX_ATTEMPTS = 8;
/** A claim without an outcome for this long is a sender that died. */
export const OUTBOX_CLAIM_LEASE_MINUTES = 10;
const BACKOFF_FIRST_MS = 60_000;
const BACKOFF_MAX_MS = 6 * 3600_000;

/** The wait after failed attempt `attempts` (1, 2, …): one minute, doubling, at most six hours. */
export const outboxBackoffMs = (attempts: number) => Math.min(BACKOFF_FIRST_MS * 2 ** Math.max(0, attempts - 1), BACKOFF_MAX_MS);

/** Claims the e-mail due longest (never sent, not dead, not claimed by a live sender), counting the attempt. */
function claimNext(database: Database, now: Date) {
  const leaseEnd = new Date(now.getTime() - OUTBOX_CLAIM_LEASE_MINUTES * 60_000);
  return database.db
    .update(outboxEmails)
    .set({ claimedAt: now, attempts: sql`${outboxEmails.attempts} + 1` })
    .where(
      eq(
        outboxEmails.id,
        sql`(SELECT ${outboxEmails.id} FROM ${outboxEmails}
              WHERE ${outboxEmails.sentAt} IS NULL AND ${outboxEmails.deadAt} IS NULL
                AND (${outboxEmails.nextAttemptAt} IS NULL OR ${outboxEmails.nextAttemptAt} <= ${now})
                AND (${outboxEmails.claimedAt} IS NULL OR ${outboxEmails.claimedAt} < ${leaseEnd})
              ORDER BY ${outboxEmails.nextAttemptAt} NULLS FIRST, ${outboxEmails.id}
              FOR UPDATE SKIP LOCKED LIMIT 1)`,
      ),
    )
    .returning({
      id: outboxEmails.id,
      kind: outboxEmails.kind,
      to: outboxEmails.to,
      subject: outboxEmails.subject,
      text: outboxEmails.text,
      html: outboxEmails.html,
      createdAt: outboxEmails.createdAt,
      attempts: outboxEmails.attempts,
      orderNumber: sql<string | null>`(SELECT ${orders.orderNumber} FROM ${orders} WHERE ${orders.id} = ${outboxEmails.orderId})`,
    });
}

/**
 * Sends up to `limit` due e-mails, one claim at a time. `now` is the shop's time (clock.ts): claims,
 * backoffs and dead letters are stamped with it.
 */
export async function deliverPending(database: Database, config: ApiConfig, now: Date, limit = 50): Promise<DeliveryResult> {
  const result: DeliveryResult = { sent: 0, failed: 0 };
  // Made on the first claimed row: a round with nothing to send opens nothing.
  let transport: MailTransport | undefined;
  try {
    for (let i = 0; i < limit; i++) {
      const [email] = await claimNext(database, now);
      if (!email) break;
      transport ??= createMailTransport(config);
      const mine = and(eq(outboxEmails.id, email.id), eq(outboxEmails.claimedAt, now), eq(outboxEmails.attempts, email.attempts));
      try {
        await transport.send(email);
        await database.db.update(outboxEmails).set({ sentAt: now, lastError: null }).where(eq(outboxEmails.id, email.id));
        result.sent++;
      } catch (err) {
        const reason = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
        const dead = email.attempts >= OUTBOX_MAX_ATTEMPTS;
        const about = `e-mail ${email.id} (${email.kind}${email.orderNumber ? `, order ${email.orderNumber}` : ''})`;
        console.error(
          dead
            ? `[mail] ${about} given up after ${email.attempts} attempts, now a dead letter: ${reason}`
            : `[mail] ${about} not sent (attempt ${email.attempts} of ${OUTBOX_MAX_ATTEMPTS}), retried in ${outboxBackoffMs(email.attempts) / 60_000} min: ${reason}`,
        );
        await database.db
          .update(outboxEmails)
          .set(
            dead
              ? { lastError: reason, deadAt: now }
              : { lastError: reason, claimedAt: null, nextAttemptAt: new Date(now.getTime() + outboxBackoffMs(email.attempts)) },
          )
          .where(mine);
        result.failed++;
      }
    }
  } finally {
    transport?.close();
  }
  return result;
}
