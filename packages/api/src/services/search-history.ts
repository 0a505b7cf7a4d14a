/**
 * Past searches (spec §7 GET, POST, DELETE /users/me/history/search), per shopper session.
 *
 * Each command is one transaction that first locks the session's row, so two tabs posting at the
 * same moment cannot both insert the same link or both miss the cap. Times come from
 * clock_timestamp() taken after the lock: a request that waited is ordered after the one it
 * waited for (now() would be its transaction's start, possibly earlier).
 */
import { PAST_SEARCH_LIMIT, type PastSearch } from '@tireshop/core';
import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import { searchHistory, shopperSessions } from '../db/schema';
import { notFound } from '../http/errors';

export interface NewPastSearch {
  label: string;
  link: string;
  typeName: string;
  detailLabel?: string | null;
  vehicleMetadata?: { make: string; model?: string; year?: string; trim?: string } | null;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function latest(db: Db | Tx, sessionId: string): Promise<PastSearch[]> {
  const rows = await db
    .select()
    .from(searchHistory)
    .where(eq(searchHistory.sessionId, sessionId))
    .orderBy(desc(searchHistory.createdAt), desc(searchHistory.id))
    .limit(PAST_SEARCH_LIMIT);
  return rows.map((r) => ({
    id: r.id,
    label: r.label,
    link: r.link,
    typeName: r.typeName,
    detailLabel: r.detailLabel,
    vehicleMetadata: (r.vehicleMetadata as PastSearch['vehicleMetadata']) ?? null,
    createdAt: r.createdAt.toISOString(),
  }));
}

const lockSession = (tx: Tx, sessionId: string) =>
  tx.select({ id: shopperSessions.id }).from(shopperSessions).where(eq(shopperSessions.id, sessionId)).for('update');

export function listPastSearches(database: Database, sessionId: string): Promise<PastSearch[]> {
  return latest(database.db, sessionId);
}

/** Adds a search at the top; the same link searched again moves up instead of repeating. */
export function addPastSearch(database: Database, sessionId: string, entry: NewPastSearch): Promise<PastSearch[]> {
  return database.db.transaction(async (tx) => {
    await lockSession(tx, sessionId);
    const fields = {
      label: entry.label,
      typeName: entry.typeName,
      detailLabel: entry.detailLabel || null,
      vehicleMetadata: entry.vehicleMetadata ?? null,
      createdAt: sql`clock_timestamp()`,
    };
    const moved = await tx
      .update(searchHistory)
      .set(fields)
      .where(and(eq(searchHistory.sessionId, sessionId), eq(searchHistory.link, entry.link)))
      .returning({ id: searchHistory.id });
    if (moved.length === 0) await tx.insert(searchHistory).values({ sessionId, link: entry.link, ...fields });
    // Keep only what is ever listed (spec §7 past searches; PAST_SEARCH_LIMIT).
    const kept = await latest(tx, sessionId);
    await tx.delete(searchHistory).where(
      and(
        eq(searchHistory.sessionId, sessionId),
        notInArray(
          searchHistory.id,
          kept.map((k) => k.id),
        ),
      ),
    );
    return kept;
  });
}

/** Forgets one entry of this session (404 when it has none with that id) or all of them. */
export function deletePastSearches(database: Database, sessionId: string, id?: number): Promise<PastSearch[]> {
  return database.db.transaction(async (tx) => {
    await lockSession(tx, sessionId);
    if (id === undefined) {
      await tx.delete(searchHistory).where(eq(searchHistory.sessionId, sessionId));
      return [];
    }
    const deleted = await tx
      .delete(searchHistory)
      .where(and(eq(searchHistory.sessionId, sessionId), eq(searchHistory.id, id)))
      .returning({ id: searchHistory.id });
    // Another session's entry reads exactly like one that does not exist.
    if (deleted.length === 0) throw notFound('There is no such past search.');
    return latest(tx, sessionId);
  });
}
