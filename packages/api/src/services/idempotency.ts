/**
 * Idempotency-Key of POST /v1/orders (docs/decisions.md "Checkout and orders"): per API client and
 * key, the first request runs and its answer is kept; the same key again replays that answer, so a
 * double click or a retry after a lost answer places one order and charges once.
 *
 * A key is claimed by inserting its row 'in_progress' in a statement of its own (committed at
 * once, outside the order's transaction), so a concurrent duplicate sees it and answers 409 rather
 * than waiting. A row whose request died with its process (locked_until passed) is taken over.
 *
 * A running request renews its lock before each slow step (the gateway, the transaction), so a
 * request that is merely slow is not taken for dead. locked_until doubles as the request's token:
 * a request renews, answers or gives up its key only while the row still holds the locked_until it
 * last set, so a request that was taken over anyway never overwrites its successor's row.
 */
import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_PATTERN, PAYMENT_MESSAGES } from '@tireshop/core';
import { and, eq, lt } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { ApiError, badRequest } from '../http/errors';

/**
 * How long a claimed key is the running request's before another may take it over. Far longer
 * than placing an order takes; the cart's lock and the single-use nonce or charge still stop a
 * second order if a request ever ran past it.
 */
export const IDEMPOTENCY_LOCK_SECONDS = 60;

/** What the first request of a key answered, to replay. */
export interface StoredAnswer {
  status: number;
  body: unknown;
}

/** A key this request holds; `lockedUntil` is the value its row must still have for the request to act on it. */
export interface HeldKey {
  clientId: string;
  key: string;
  lockedUntil: Date;
  /** The time now as the request runs (the shop's clock, or its instant plus the time since): renewals extend from it. */
  now(): Date;
}

export type KeyClaim = ({ kind: 'claimed' } & HeldKey) | ({ kind: 'replay' } & StoredAnswer);

/** A clock from an instant on: `now` plus the monotonic time elapsed since the claim. */
function runningFrom(now: Date): () => Date {
  const started = performance.now();
  return () => new Date(now.getTime() + Math.round(performance.now() - started));
}

/** How long a key's row is kept: a retry comes within minutes; a day covers any client's retries. */
export const IDEMPOTENCY_KEEP_HOURS = 24;

/** The header's value, or 400 keyMissing when it is absent or malformed. */
export function requireIdempotencyKey(header: string | undefined): string {
  if (header === undefined || !IDEMPOTENCY_KEY_PATTERN.test(header)) throw badRequest(PAYMENT_MESSAGES.keyMissing);
  return header;
}

/** JSON with object keys sorted at every level: the same request gives the same text however its fields were ordered. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * The request's fingerprint: sha256 of the validated body (the contract's parse: fields it does
 * not know are dropped and defaults filled in), so a key is "reused with a different request" only
 * when the order asked for differs — not when whitespace, field order or an ignored field does.
 */
export const requestHash = (body: unknown) => createHash('sha256').update(canonicalJson(body)).digest('hex');

/**
 * The gateway's idempotency key of an order request: one per API client, Idempotency-Key and
 * request, so a retry of the same request gets the same charge and nothing else ever does.
 * Payment recovery finds a hold's placement by it.
 */
export const gatewayIdempotencyKey = (clientId: string, key: string, hash: string) =>
  `order_${createHash('sha256').update(`${clientId}\n${key}\n${hash}`).digest('base64url')}`;

const keyOf = (clientId: string, key: string) => and(eq(idempotencyKeys.clientId, clientId), eq(idempotencyKeys.key, key));

/** The held key's row, while it is still this request's. */
const stillHeld = (held: Pick<HeldKey, 'clientId' | 'key' | 'lockedUntil'>) =>
  and(keyOf(held.clientId, held.key), eq(idempotencyKeys.status, 'in_progress'), eq(idempotencyKeys.lockedUntil, held.lockedUntil));

/**
 * Claims `key` for this request, or answers why not: the earlier answer to replay, 422 keyReused
 * when the key came with another request, 409 inProgress while the first request runs.
 */
export async function claimIdempotencyKey(
  database: Database,
  clientId: string,
  key: string,
  hash: string,
  now: Date,
  clock: () => Date = runningFrom(now),
): Promise<KeyClaim> {
  const { db } = database;
  const lockedUntil = new Date(now.getTime() + IDEMPOTENCY_LOCK_SECONDS * 1000);
  // A row may vanish between the insert and the read (its request failed and released it): try again.
  for (let attempt = 0; attempt < 3; attempt++) {
    const inserted = await db
      .insert(idempotencyKeys)
      .values({ clientId, key, requestHash: hash, status: 'in_progress', lockedUntil, createdAt: now })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (inserted.length > 0) return { kind: 'claimed', clientId, key, lockedUntil, now: clock };

    const [row] = await db.select().from(idempotencyKeys).where(keyOf(clientId, key));
    if (!row) continue;
    if (row.requestHash !== hash) throw new ApiError('UnprocessableEntity', PAYMENT_MESSAGES.keyReused);
    if (row.status === 'done') return { kind: 'replay', status: row.responseStatus!, body: row.responseBody };
    if (row.lockedUntil > now) throw new ApiError('Conflict', PAYMENT_MESSAGES.inProgress);
    const taken = await takeStaleKey(database, row, now, clock);
    if (taken) return { kind: 'claimed', ...taken };
  }
  throw new ApiError('Conflict', PAYMENT_MESSAGES.inProgress);
}

/**
 * Takes a key whose request is gone (its lock ran out at `stale.lockedUntil`), as a retry does and
 * as payment recovery does before voiding its hold. Only one of several takers wins: the row must
 * still have the old lock. null when another taker was first.
 */
export async function takeStaleKey(
  database: Database,
  stale: { clientId: string; key: string; lockedUntil: Date },
  now: Date,
  clock: () => Date = runningFrom(now),
): Promise<HeldKey | null> {
  const lockedUntil = new Date(now.getTime() + IDEMPOTENCY_LOCK_SECONDS * 1000);
  const taken = await database.db
    .update(idempotencyKeys)
    .set({ lockedUntil })
    .where(stillHeld(stale))
    .returning({ key: idempotencyKeys.key });
  return taken.length > 0 ? { clientId: stale.clientId, key: stale.key, lockedUntil, now: clock } : null;
}

/** Lets a held key go at once (its lock runs out now, its row stays): the next retry takes it. */
export async function letKeyGo(database: Database, held: HeldKey): Promise<void> {
  await database.db.update(idempotencyKeys).set({ lockedUntil: held.now() }).where(stillHeld(held));
}

/**
 * Extends the held key's lock by IDEMPOTENCY_LOCK_SECONDS from the request's now (`held` takes the
 * new value), and records the gateway's charge when given. false when the key is no longer this
 * request's: it was taken over (the request ran past its lock) or released.
 */
export async function renewIdempotencyKey(database: Database, held: HeldKey, charge?: { chargeId: string }): Promise<boolean> {
  const lockedUntil = new Date(held.now().getTime() + IDEMPOTENCY_LOCK_SECONDS * 1000);
  const renewed = await database.db
    .update(idempotencyKeys)
    .set(charge ? { lockedUntil, chargeId: charge.chargeId } : { lockedUntil })
    .where(stillHeld(held))
    .returning({ key: idempotencyKeys.key });
  if (renewed.length === 0) return false;
  held.lockedUntil = lockedUntil;
  return true;
}

/**
 * Keeps the answer of a held key: the same key answers it again from now on. false (nothing kept)
 * when the key was taken over. `db` may be a transaction: an order's answer is kept in the order's
 * own transaction, so no order ever exists whose key would not replay it.
 */
export async function storeIdempotentAnswer(db: Db, held: HeldKey, answer: StoredAnswer): Promise<boolean> {
  const stored = await db
    .update(idempotencyKeys)
    .set({ status: 'done', responseStatus: answer.status, responseBody: answer.body })
    .where(stillHeld(held))
    .returning({ key: idempotencyKeys.key });
  return stored.length > 0;
}

/** Replaces the body of a key's kept answer (the order's payment captured after the answer was kept). */
export async function refreshIdempotentAnswer(database: Database, held: HeldKey, body: unknown): Promise<void> {
  await database.db
    .update(idempotencyKeys)
    .set({ responseBody: body })
    .where(and(keyOf(held.clientId, held.key), eq(idempotencyKeys.status, 'done')));
}

/** Gives a held key up (nothing happened that a replay should repeat): the same key may run again. A key taken over is left to its new request. */
export async function releaseIdempotencyKey(database: Database, held: HeldKey): Promise<void> {
  await database.db.delete(idempotencyKeys).where(stillHeld(held));
}

/** Deletes the keys older than IDEMPOTENCY_KEEP_HOURS (a worker round); answers how many. */
export async function deleteOldIdempotencyKeys(database: Database, now: Date): Promise<number> {
  const before = new Date(now.getTime() - IDEMPOTENCY_KEEP_HOURS * 3600 * 1000);
  const deleted = await database.db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, before))
    .returning({ key: idempotencyKeys.key });
  return deleted.length;
}
