/**
 * Where the cart's id, quantity, shipping and appointment flags and previous page live between
 * page loads (spec §3 "Session values are kept under keys prefixed ST_ and in cookies for cart id,
 * cart quantity, shipping, appointment"; "prefixed storage inside a widget"). Platform objects are
 * passed in (CONVENTIONS: core never touches `document` itself). Every adapter logs a storage error and returns the
 * default instead of throwing (spec §8 "Storage read and write errors are logged and the default
 * is returned"), keeping the value in memory so the page still works.
 */
import { readCookie } from '../search-overlay/session/index';
import type { CartLogger, CartStorage, CartStorageKey } from './types';

export const CART_STORAGE_KEYS = [
  'cartId',
  'cartQuantity',
  'cartShipping',
  'cartAppointment',
  'previousPage',
  'placedOrderId',
  'disableFirstTab',
  'installLocation',
  'promotion',
] as const satisfies readonly CartStorageKey[];

/** spec §3 ST_ prefix: ST_cartId, ST_cartQuantity, ST_cartShipping, ST_cartAppointment, ST_previousPage, ST_placedOrderId… */
export const cartCookieName = (key: CartStorageKey) => `ST_${key}`;

/** 30 days: a cart outlives a visit but not a season. */
export const CART_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;

/** What cookieCartStorage needs of `document`. */
export interface CookieDocument {
  cookie: string;
  location?: { protocol: string } | null;
}

/**
 * The storefront's first-party cookies, readable by its server (readCartCookies) so the header
 * badge renders without a fetch. Path=/, SameSite=Lax, Secure on https, 30 days; not httpOnly
 * (spec §8 "a cookie marked httpOnly cannot be set from the browser").
 */
export function cookieCartStorage(doc: CookieDocument, options: { secure?: boolean; logger?: CartLogger } = {}): CartStorage {
  const logger = options.logger ?? console;
  const memory = new Map<CartStorageKey, string | null>();
  const secure = () => options.secure ?? doc.location?.protocol === 'https:';
  const set = (key: CartStorageKey, value: string, maxAge: number) => {
    doc.cookie = `${cartCookieName(key)}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure() ? '; Secure' : ''}`;
  };
  return {
    read(key) {
      try {
        return readCookie(doc.cookie, cartCookieName(key));
      } catch (error) {
        logger.error(`[cart] cannot read the ${cartCookieName(key)} cookie`, error);
        return memory.get(key) ?? null;
      }
    },
    write(key, value) {
      memory.set(key, value);
      try {
        set(key, value, CART_COOKIE_MAX_AGE_S);
      } catch (error) {
        logger.error(`[cart] cannot write the ${cartCookieName(key)} cookie`, error);
      }
    },
    remove(key) {
      memory.set(key, null);
      try {
        set(key, '', 0);
      } catch (error) {
        logger.error(`[cart] cannot remove the ${cartCookieName(key)} cookie`, error);
      }
    },
  };
}

export interface CartCookies {
  cartId: string | null;
  /** Total quantity for the badge; 0 when absent or not a count. */
  quantity: number;
  /** A cart shipping exists (ST_cartShipping is '1'). */
  hasShipping: boolean;
  previousPage: string | null;
}

/** The cart cookies of a request's `Cookie` header, for server rendering (the badge without a fetch). */
export function readCartCookies(cookieHeader: string | null | undefined): CartCookies {
  const read = (key: CartStorageKey) => readCookie(cookieHeader, cartCookieName(key));
  return {
    cartId: read('cartId') || null,
    quantity: parseQuantity(read('cartQuantity')),
    hasShipping: read('cartShipping') === '1',
    previousPage: read('previousPage') || null,
  };
}

/** A stored quantity as a count: anything but a non-negative integer reads as 0. */
export function parseQuantity(value: string | null | undefined): number {
  return value && /^\d{1,6}$/.test(value.trim()) ? Number(value.trim()) : 0;
}

/** The bits of the Web Storage API the widget adapter uses. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * A widget's storage: the host page's `localStorage` (default) under keys `${prefix}.ST_cartId` …,
 * never cookies (they would be third-party on the host's site). Widgets pass
 * `tireshop.<widget id>`, the prefix of their session key (views/element/widget-session.ts).
 * `localStorage` is looked up on each use: touching it can throw in a sandboxed frame.
 */
export function localCartStorage(prefix: string, storage?: KeyValueStorage, options: { logger?: CartLogger } = {}): CartStorage {
  const logger = options.logger ?? console;
  const memory = new Map<CartStorageKey, string | null>();
  const keyOf = (key: CartStorageKey) => `${prefix}.${cartCookieName(key)}`;
  const store = (): KeyValueStorage => storage ?? globalThis.localStorage;
  return {
    read(key) {
      try {
        return store().getItem(keyOf(key));
      } catch (error) {
        logger.error(`[cart] cannot read ${keyOf(key)}`, error);
        return memory.get(key) ?? null;
      }
    },
    write(key, value) {
      memory.set(key, value);
      try {
        store().setItem(keyOf(key), value);
      } catch (error) {
        logger.error(`[cart] cannot write ${keyOf(key)}`, error);
      }
    },
    remove(key) {
      memory.set(key, null);
      try {
        store().removeItem(keyOf(key));
      } catch (error) {
        logger.error(`[cart] cannot remove ${keyOf(key)}`, error);
      }
    },
  };
}

/** Storage in memory, for tests and server-side stores. `values` shows what is held. */
export function memoryCartStorage(initial: Partial<Record<CartStorageKey, string>> = {}): CartStorage & {
  values: Partial<Record<CartStorageKey, string>>;
} {
  const values: Partial<Record<CartStorageKey, string>> = { ...initial };
  return {
    values,
    read: (key) => values[key] ?? null,
    write: (key, value) => {
      values[key] = value;
    },
    remove: (key) => {
      delete values[key];
    },
  };
}
