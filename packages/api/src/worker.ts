/**
 * Background work of the shop process: settling payments that were processing (rules §4 code 539),
 * capturing authorised payments whose capture after placing failed, voiding the holds no order was
 * placed with (services/payment-recovery.ts), deleting Idempotency-Keys past their day and analytics
 * events past their retention, and
 * delivering the e-mail outbox. `runOnce` does one round (tests call it); `startWorkers` runs one
 * at once — what a process that died left behind is picked up on start — and then every
 * `intervalMs` until stopped.
 */
import { systemClock, type Clock } from './clock';
import type { ApiConfig } from './config';
import type { Database } from './db/client';
import { deliverPending } from './mail/deliver';
import type { PaymentProvider } from './payments/provider';
import { deleteOldIdempotencyKeys } from './services/idempotency';
import { voidOrphanedCharges } from './services/payment-recovery';
import { deleteOldRateLimitCounts } from './services/rate-limit';
import { deleteEndedAccountRecords } from './services/accounts';
import { deleteOldAnalyticsEvents } from './services/analytics';
import { captureAuthorizedPayments, settleProcessingOrders } from './services/orders';

export interface WorkerOptions {
  database: Database;
  config: ApiConfig;
  payments: PaymentProvider;
  /** What time it is for the shop (clock.ts). */
  now?: Clock;
}

export interface RoundResult {
  /** Orders whose payment was settled: processing ones confirmed or cancelled, authorised ones captured. */
  settled: number;
  /** Holds without an order given back. */
  voided: number;
  sent: number;
  failed: number;
}

/**
 * Settles and captures first, so the confirmation e-mail of an order confirmed in this round goes
 * out in the same round. A failed step does not hold back the others: the first failure is thrown
 * once the e-mails are out.
 */
export async function runOnce(options: WorkerOptions): Promise<RoundResult> {
  const { database, config, payments } = options;
  const now = (options.now ?? systemClock)();
  const failures: unknown[] = [];
  const attempt = <T>(step: () => Promise<T>, fallback: T) =>
    step().catch((error: unknown) => {
      failures.push(error);
      return fallback;
    });
  const settled = await attempt(() => settleProcessingOrders(database, payments, now, config.shopUrl), 0);
  const captured = await attempt(() => captureAuthorizedPayments(database, payments, now), 0);
  const voided = await attempt(() => voidOrphanedCharges(database, payments, now), 0);
  await attempt(() => deleteOldIdempotencyKeys(database, now), 0);
  await attempt(() => deleteOldRateLimitCounts(database, now), 0);
  await attempt(() => deleteEndedAccountRecords(database.db, now), 0);
  await attempt(() => deleteOldAnalyticsEvents(database.db, now), 0);
  const { sent, failed } = await deliverPending(database, config, now);
  if (failures.length > 0) throw failures[0];
  return { settled: settled + captured, voided, sent, failed };
}

export function startWorkers(options: WorkerOptions, intervalMs = 2000): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const round = () => {
    running = running.then(() => runOnce(options)).catch((err) => console.error('[worker] round failed:', err));
  };
  round();
  const timer = setInterval(round, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
