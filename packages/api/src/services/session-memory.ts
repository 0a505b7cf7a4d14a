/**
 * Signed-in sessions remembered for a moment (docs/decisions.md "Signed-in calls cost what
 * anonymous ones do"). One storefront page makes several API calls with the same session (the
 * page's data, the cart badge, the listing), and each would look the session up again: for a
 * signed-in business buyer that look-up was the largest part of what their calls cost more than
 * an anonymous shopper's (issue #14: within 10 %).
 *
 * A session's account (its user and user type) is kept for SESSION_MEMORY_MS after it was read,
 * per database, never past the session's own expiry. Whatever ends a session or changes a user's
 * account types in this process forgets at once (sign-out, password reset, granting an account
 * type); another process (the `accounts:grant` command, a second shop process) is seen within
 * SESSION_MEMORY_MS. The lifetime is a cache's, measured on the process's monotonic clock, not a
 * shop rule: the session's own expiry is still checked against the request's time.
 */
import type { UserType } from '@tireshop/core';
import type { Db } from '../db/client';

export const SESSION_MEMORY_MS = 5_000;
/** Past this many sessions the memory starts afresh rather than growing. */
const SESSION_MEMORY_MAX = 10_000;

export interface SessionAccount {
  userId: number;
  userType: UserType | null;
}

interface Remembered {
  account: SessionAccount;
  sessionExpiresAt: number;
  until: number;
}

const memories = new WeakMap<Db, Map<string, Remembered>>();

const memoryOf = (db: Db) => {
  const known = memories.get(db);
  if (known) return known;
  const memory = new Map<string, Remembered>();
  memories.set(db, memory);
  return memory;
};

/** The account of a session read less than SESSION_MEMORY_MS ago and not expired at `now`. */
export function rememberedSession(db: Db, tokenHash: string, now: Date): SessionAccount | undefined {
  const memory = memories.get(db);
  const entry = memory?.get(tokenHash);
  if (!entry) return undefined;
  if (entry.until > performance.now() && entry.sessionExpiresAt > now.getTime()) return entry.account;
  memory!.delete(tokenHash);
  return undefined;
}

export function rememberSession(db: Db, tokenHash: string, account: SessionAccount, sessionExpiresAt: Date): void {
  const memory = memoryOf(db);
  if (memory.size >= SESSION_MEMORY_MAX) memory.clear();
  memory.set(tokenHash, { account, sessionExpiresAt: sessionExpiresAt.getTime(), until: performance.now() + SESSION_MEMORY_MS });
}

/** A session ended or an account's types changed: nothing remembered of this database holds. */
export function forgetSessions(db: Db): void {
  memories.get(db)?.clear();
}
