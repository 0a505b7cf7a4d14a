/**
 * The shopper session (spec §7 GET /users/session): an anonymous id that past and recent searches
 * hang off, sent as the `X-User-Session-Id` header (spec §7 Headers: "the user session id").
 *
 * Where the id is kept is a platform choice, so it is injected (CONVENTIONS: core never touches
 * `document`): the storefront keeps it in the first-party cookie `ST_session` so its server can
 * read it too (spec §3: session values under ST_-prefixed keys); a widget keeps it in
 * `localStorage` under a key of its own widget id, never in cookies (ARCHITECTURE "Embedding").
 */
import type { ApiClient } from '../../client/index';
import { USER_SESSION_HEADER, userSessionEndpoint } from '../../contract/search';

/** The cookie (storefront) and the storage key suffix (widgets) that hold the id (spec §3 ST_ prefix). */
export const SESSION_STORAGE_KEY = 'ST_session';

/** Where the id lives between page loads. Errors are the port's to swallow (spec §8 storage errors). */
export interface SessionIdStorage {
  read(): string | null;
  write(id: string): void;
}

export interface ShopperSession {
  /** The id held now, or null before the first session call. Never calls the API. */
  id(): string | null;
  /**
   * Makes sure the API knows the session: the first call asks GET /users/session (sending the
   * stored id, which the API confirms, or starting a new one) and stores the answer; later calls
   * share that answer. A failed call is not remembered, so the next `ensure` asks again.
   */
  ensure(): Promise<string | null>;
  /** Forgets the confirmation (not the id): the next `ensure` asks the API again. */
  invalidate(): void;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A value fit to send as the session header: the API's ids are UUIDs; anything else is dropped. */
export function isSessionId(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/**
 * The header for an API client's `headers` option. It only reads storage, so the client can be
 * built before the session that uses it (the session needs the client for its own call).
 */
export function sessionHeaders(storage: SessionIdStorage): () => Record<string, string | undefined> {
  return () => {
    const id = storage.read();
    return { [USER_SESSION_HEADER]: isSessionId(id) ? id : undefined };
  };
}

export function createShopperSession(options: { api: ApiClient; storage: SessionIdStorage }): ShopperSession {
  const { api, storage } = options;
  let confirmed: Promise<string | null> | null = null;

  const stored = () => {
    const id = storage.read();
    return isSessionId(id) ? id : null;
  };

  async function ask(): Promise<string | null> {
    // The stored id travels in the header the client adds (sessionHeaders); the API answers it
    // back when it knows it, or a new one.
    const result = await api.call(userSessionEndpoint, { query: {} });
    if (!result.ok) {
      confirmed = null;
      return stored();
    }
    if (result.data.userSessionId !== stored()) storage.write(result.data.userSessionId);
    return result.data.userSessionId;
  }

  return {
    id: stored,
    ensure() {
      confirmed ??= ask();
      return confirmed;
    },
    invalidate() {
      confirmed = null;
    },
  };
}

// ---- Cookie text (pure, for the storefront's browser and server sides) ----

/** The value of one cookie in a `Cookie` header or `document.cookie`, or null. */
export function readCookie(cookieHeader: string | null | undefined, name: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

/** One year: the session outlives a visit, as a shopper's past searches should. */
export const SESSION_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * The `Set-Cookie`/`document.cookie` text for the session id: first-party, whole site, readable
 * by the browser side (not httpOnly: spec §8 "a cookie marked httpOnly cannot be set from the
 * browser"), `SameSite=Lax` so it is sent on top-level navigations to the shop but not to
 * other sites' requests, `Secure` on https.
 */
export function sessionCookie(id: string, options: { secure: boolean }): string {
  return `${SESSION_STORAGE_KEY}=${encodeURIComponent(id)}; Path=/; Max-Age=${SESSION_COOKIE_MAX_AGE_S}; SameSite=Lax${
    options.secure ? '; Secure' : ''
  }`;
}
