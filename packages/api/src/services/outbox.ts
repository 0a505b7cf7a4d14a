/**
 * The e-mail outbox's dead letters for operations (mail/deliver.ts gives an e-mail up after
 * OUTBOX_MAX_ATTEMPTS): listing them, and sending one again — its attempts start over.
 */
import type { DeadLetter } from '@tireshop/core';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orders, outboxEmails } from '../db/schema';
import { notFound } from '../http/errors';

const deadLetterColumns = {
  id: outboxEmails.id,
  kind: outboxEmails.kind,
  to: outboxEmails.to,
  subject: outboxEmails.subject,
  orderNumber: sql<string | null>`(SELECT ${orders.orderNumber} FROM ${orders} WHERE ${orders.id} = ${outboxEmails.orderId})`,
  attempts: outboxEmails.attempts,
  lastError: outboxEmails.lastError,
  createdAt: outboxEmails.createdAt,
  deadAt: outboxEmails.deadAt,
};

type DeadLetterRow = { [K in keyof typeof deadLetterColumns]: unknown } & { createdAt: Date; deadAt: Date | null };

const toDeadLetter = (row: DeadLetterRow): DeadLetter => ({
  ...(row as Omit<DeadLetter, 'createdAt' | 'deadAt'>),
  createdAt: row.createdAt.toISOString(),
  deadAt: (row.deadAt ?? row.createdAt).toISOString(),
});

/** GET /v1/operations/outbox/dead-letters: newest first. */
export async function listDeadLetters(db: Db, limit: number): Promise<{ deadLetters: DeadLetter[] }> {
  const rows = await db
    .select(deadLetterColumns)
    .from(outboxEmails)
    .where(isNotNull(outboxEmails.deadAt))
    .orderBy(desc(outboxEmails.deadAt), desc(outboxEmails.id))
    .limit(limit);
  return { deadLetters: rows.map((r) => toDeadLetter(r as DeadLetterRow)) };
}

/** POST /v1/operations/outbox/{id}/retry: due at once, attempts from zero; 404 unless it is a dead letter. */
export async function retryDeadLetter(db: Db, id: number): Promise<{ deadLetter: DeadLetter }> {
  const [dead] = await db
    .select(deadLetterColumns)
    .from(outboxEmails)
    .where(and(eq(outboxEmails.id, id), isNotNull(outboxEmails.deadAt)));
  const [requeued] = await db
    .update(outboxEmails)
    .set({ deadAt: null, attempts: 0, claimedAt: null, nextAttemptAt: null })
    .where(and(eq(outboxEmails.id, id), isNotNull(outboxEmails.deadAt)))
    .returning({ id: outboxEmails.id });
  if (!dead || !requeued) throw notFound(`E-mail ${id} is not a dead letter.`);
  return { deadLetter: toDeadLetter(dead as DeadLetterRow) };
}
