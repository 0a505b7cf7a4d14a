import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/client';
import { forgetSessions, rememberedSession, rememberSession, SESSION_MEMORY_MS } from './session-memory';

const fleetBuyer = { userId: 7, userType: 'fleet' as const };
const now = new Date('2026-12-06T12:00:00Z');
const expiresAt = new Date('2026-12-07T12:00:00Z');
/** Each test its own database: the memory is kept per database. */
const newDb = () => ({}) as Db;

describe('session memory', () => {
  afterEach(() => vi.useRealTimers());

  it('answers a session read a moment ago, and only on the database it was read from', () => {
    const db = newDb();
    expect(rememberedSession(db, 'hash-a', now)).toBeUndefined();
    rememberSession(db, 'hash-a', fleetBuyer, expiresAt);
    expect(rememberedSession(db, 'hash-a', now)).toEqual(fleetBuyer);
    expect(rememberedSession(db, 'hash-b', now)).toBeUndefined();
    expect(rememberedSession(newDb(), 'hash-a', now)).toBeUndefined();
  });

  it('never answers past the session’s own expiry at the request’s time', () => {
    const db = newDb();
    rememberSession(db, 'hash-a', fleetBuyer, expiresAt);
    expect(rememberedSession(db, 'hash-a', new Date(expiresAt.getTime() - 1))).toEqual(fleetBuyer);
    expect(rememberedSession(db, 'hash-a', expiresAt)).toBeUndefined();
  });

  it('lets go of a session after SESSION_MEMORY_MS', () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const db = newDb();
    rememberSession(db, 'hash-a', fleetBuyer, expiresAt);
    vi.advanceTimersByTime(SESSION_MEMORY_MS - 1);
    expect(rememberedSession(db, 'hash-a', now)).toEqual(fleetBuyer);
    vi.advanceTimersByTime(1);
    expect(rememberedSession(db, 'hash-a', now)).toBeUndefined();
  });

  it('forgets every session of a database at once (sign-out, a password reset, an account type granted)', () => {
    const db = newDb();
    const other = newDb();
    rememberSession(db, 'hash-a', fleetBuyer, expiresAt);
    rememberSession(other, 'hash-a', fleetBuyer, expiresAt);
    forgetSessions(db);
    expect(rememberedSession(db, 'hash-a', now)).toBeUndefined();
    expect(rememberedSession(other, 'hash-a', now)).toEqual(fleetBuyer);
  });
});
