/**
 * Which pages may call the API from a browser (CORS). Widgets call from the pages of the sites
 * they are embedded on; a response is shared only with an origin some widget may be embedded on
 * (api_clients.allowed_origins, config.extraWidgetOrigins) or with the shop's own pages (the
 * request's own host). Every other origin — including `null` (sandboxed frames, file: pages) —
 * gets no Access-Control-Allow-Origin, so its page cannot read the answer; except POST /token,
 * whose refusal any page may read.
 *
 * Access itself is decided by tokens (POST /token checks the calling origin against the widget's
 * own list); this keeps the browser from handing other sites' scripts an answer at all.
 */
import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Database } from '../db/client';
import { apiClients } from '../db/schema';

/** How long the set of embedding origins is kept before it is read again (a new widget site works within this). */
export const EMBEDDING_ORIGINS_TTL_MS = 30_000;

/** Which origin an answer may be shared with; `forget()` makes the next request read the widget origins afresh. */
export type CorsOriginPolicy = ((origin: string, c: Context) => Promise<string | null>) & { forget(): void };

/**
 * The origin the answer may be shared with, or null. The set of widget origins is read at most once
 * per TTL, by one query — or sooner after `forget()`, which a change of this process's own (an
 * installer approved with its website) calls so the new site works at once.
 */
export function corsOriginPolicy(database: Database, extraOrigins: readonly string[]): CorsOriginPolicy {
  let cached: { origins: Set<string>; until: number } | undefined;
  let loading: Promise<Set<string>> | undefined;
  /** Raised by forget(): a read begun before it is not kept (it may miss the change). */
  let generation = 0;

  async function embeddingOrigins(): Promise<Set<string>> {
    if (cached && cached.until > performance.now()) return cached.origins;
    const readFor = generation;
    loading ??= database.db
      .select({ origin: sql<string>`jsonb_array_elements_text(${apiClients.allowedOrigins})` })
      .from(apiClients)
      .then((rows) => {
        const origins = new Set([...rows.map((r) => r.origin), ...extraOrigins]);
        if (readFor === generation) cached = { origins, until: performance.now() + EMBEDDING_ORIGINS_TTL_MS };
        return origins;
      })
      .finally(() => (loading = undefined));
    return loading;
  }

  const policy = async (origin: string, c: Context) => {
    if (!origin || origin === 'null') return null;
    let host: string;
    try {
      host = new URL(origin).host;
    } catch {
      return null;
    }
    if (host === new URL(c.req.url).host) return origin;
    // POST /token decides by origin itself and refuses one not allowed with a 403: that refusal is
    // shared with any page, so a widget on a site it is not enabled for can say so rather than
    // read as an outage (issue #13 "Any host page"). A disallowed origin never gets a token.
    if (c.req.method === 'POST' && /\/token$/.test(c.req.path)) return origin;
    return (await embeddingOrigins()).has(origin) ? origin : null;
  };
  return Object.assign(policy, {
    forget() {
      generation++;
      cached = undefined;
      loading = undefined;
    },
  });
}
