/**
 * What loaders need: the API client and the shop's settings. On the server each request passes
 * its own (react-router `requestContext`); in the browser one is set at start-up.
 */
import {
  readCookie,
  SESSION_STORAGE_KEY,
  sessionCookie,
  type ApiClient,
  type SearchOverlay,
  type SessionIdStorage,
  type RecentlyViewedStore,
  type ShopperLocation,
  type ShopperSession,
  locationCookie,
  type SponsoringShop,
  type StorefrontVariant,
} from '@tireshop/core';
import { createContext } from 'react';
import type { ContentSource } from './pages/content/content-view';

export interface StorefrontContext {
  api: ApiClient;
  /** Public origin of the shop, e.g. https://shop.example — for canonical URLs. */
  origin: string;
  variant: StorefrontVariant;
  /** The content pages (server: the library loaded at start; browser: none, the page asks the server). */
  content?: ContentSource;
  /**
   * Server: whether the request carries a signed-in shopper's account cookie (HttpOnly, so only the
   * server can tell). Browser: not known here; the pages read it from the root data.
   */
  signedIn?: boolean;
  /** Server: rules §9 whether the help chat loads for this request's user agent (not for bots); browser: from the root data. */
  chatWidget?: boolean;
  /** Server: the installer-sponsored storefront's shop, from its cookie (server/sponsoring-shop.ts); browser: none. */
  sponsor?: SponsoringShop | null;
  /** Server: whether the shopper arrived from the military exchange (server/exchange-customer.ts); browser: none. */
  exchangeCustomer?: boolean;
  /**
   * Where this shop answers the installer-sponsored storefront (the variant whose `sponsoringShop`
   * is on, by its host name or as the default shop; docs/variants.md "The sponsoring shop"), or
   * null when it does not: the portal gives each installer its link there.
   */
  sponsoredStorefrontOrigin?: string | null;
  /**
   * The current widget release's loader hash (`sha384-…`, from dist/widgets/v1/integrity.json),
   * for the snippet the portal gives (server: read from the build; browser: none, the page asks
   * the server's /widgets/v1/integrity.json).
   */
  widgetLoaderIntegrity?: () => Promise<string | null>;
}

let browserContext: StorefrontContext | undefined;

export function setBrowserContext(context: StorefrontContext): void {
  browserContext = context;
}

export function storefrontContext(context: unknown): StorefrontContext {
  if (context && typeof context === 'object' && 'api' in context) return context as StorefrontContext;
  if (!browserContext) throw new Error('The storefront context is not set up.');
  return browserContext;
}

/** Document-level values the server renders once: the hydration script and asset URLs. */
export interface DocumentAssets {
  hydrationScript: string;
  clientEntry: string;
  /** The modules the page needs before it hydrates (server/client-build.ts); the browser renders none. */
  modulePreloads: string[];
  css: string;
  /** This response's Content-Security-Policy nonce: the page's own scripts carry it (server/render.tsx). */
  nonce: string;
}
export const DocumentContext = createContext<DocumentAssets>({
  hydrationScript: '',
  clientEntry: '',
  modulePreloads: [],
  css: '',
  nonce: '',
});

/**
 * The search overlay exists in the browser only (it reacts to typing); the server renders the
 * page without it. Set once at start-up by the client entry.
 */
let browserSearchOverlay: SearchOverlay | undefined;

export function setBrowserSearch(overlay: SearchOverlay): void {
  browserSearchOverlay = overlay;
}

export function browserSearch(): SearchOverlay | undefined {
  return browserSearchOverlay;
}

let browserRecent: RecentlyViewedStore | undefined;

export function setBrowserRecentlyViewed(store: RecentlyViewedStore): void {
  browserRecent = store;
}

/** The shopper's recently viewed tires: a browser-only store (the server renders none). */
export function browserRecentlyViewed(): RecentlyViewedStore | undefined {
  return browserRecent;
}

/**
 * The shopper session id in the first-party cookie `ST_session` (spec §3: session values under
 * ST_-prefixed keys), so the shop's server sends the same id on its own API calls. Read and
 * write errors are swallowed and logged (spec §8 "Storage read and write errors are logged and
 * the default is returned").
 */
export function cookieSessionStorage(doc: Document): SessionIdStorage {
  return {
    read() {
      try {
        return readCookie(doc.cookie, SESSION_STORAGE_KEY);
      } catch (error) {
        console.error('[storefront] cannot read the session cookie', error);
        return null;
      }
    },
    write(id) {
      try {
        doc.cookie = sessionCookie(id, { secure: doc.location.protocol === 'https:' });
      } catch (error) {
        console.error('[storefront] cannot write the session cookie', error);
      }
    },
  };
}

let browserShopperSession: ShopperSession | undefined;

export function setBrowserSession(session: ShopperSession): void {
  browserShopperSession = session;
}

/** The shopper session (search history, location): browser-only, set at start-up by the client entry. */
export function browserSession(): ShopperSession | undefined {
  return browserShopperSession;
}

/** Keeps the shopper's location in the ST_location cookie, so the shop's server renders it (core/location). */
export function writeLocationCookie(doc: Document, location: ShopperLocation): void {
  writeDocumentCookie(doc, locationCookie(location, { secure: doc.location.protocol === 'https:' }), 'location');
}

/** Writes one of the shop's first-party cookies; a page that blocks cookies gets a logged error, not a broken page. */
export function writeDocumentCookie(doc: Document, cookie: string, what: string): boolean {
  try {
    doc.cookie = cookie;
    return true;
  } catch (error) {
    console.error(`[storefront] cannot write the ${what} cookie`, error);
    return false;
  }
}

/** The request's cookies: the request's header on the server, the document's in the browser (a client loader's request has none). */
export const requestCookies = (request: Request): string | null =>
  typeof document === 'undefined' ? request.headers.get('cookie') : document.cookie;
