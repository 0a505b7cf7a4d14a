/**
 * The locales the widgets speak, and fetching a locale's words (see ./index.ts).
 *
 * es-US's words come in three chunks, each fetched when a view first needs one of its areas: the
 * first results' (the shop, its search, the cart, the site owner's console, the API's refusals), the partner widget's
 * product line page, and the checkout's (delivery, booking, payment, the placed order). An es-US
 * shopper's first results never load the checkout's Spanish.
 */
import type { Area, Catalogue } from './index';
import type { Locale } from './types';

export const LOCALES: readonly Locale[] = ['en-US', 'es-US'];
export const DEFAULT_LOCALE: Locale = 'en-US';

/** A locale attribute's value as a supported locale, or null (the widget then shows en-US). */
export const supportedLocale = (value: string | null | undefined): Locale | null =>
  LOCALES.includes(value as Locale) ? (value as Locale) : null;

/** The areas of a locale fetched so far (filled in as chunks arrive); en-US has none (its messages are their own text). */
export type LoadedCatalogue = Partial<Catalogue>;

const ES_US_CHUNKS = {
  first: () => import('./es-US/first').then((m) => m.first),
  checkout: () => import('./es-US/checkout-chunk').then((m) => m.checkoutChunk),
  product: () => import('./es-US/product-chunk').then((m) => m.productChunk),
} satisfies Record<string, () => Promise<LoadedCatalogue>>;
type Chunk = keyof typeof ES_US_CHUNKS;

/** The chunk that brings each area's Spanish. */
export const ES_US_CHUNK_OF: Record<Area, Chunk> = {
  shop: 'first',
  cart: 'first',
  siteOwner: 'first',
  search: 'first',
  api: 'first',
  checkout: 'checkout',
  installers: 'checkout',
  booking: 'checkout',
  payment: 'checkout',
  order: 'checkout',
  product: 'product',
};

const esUS: LoadedCatalogue = {};
const loading = new Map<Chunk, Promise<LoadedCatalogue>>();

/**
 * Fetches the chunk with an area's words (once; later calls share the first). It always resolves:
 * a chunk that cannot be fetched leaves its areas in en-US words (the console says why), so a view
 * waiting for it never waits forever.
 */
export function loadArea(locale: Locale, area: Area): Promise<LoadedCatalogue | null> {
  if (locale === 'en-US') return Promise.resolve(null);
  const chunk = ES_US_CHUNK_OF[area];
  if (!loading.has(chunk))
    loading.set(
      chunk,
      ES_US_CHUNKS[chunk]().then(
        (areas) => Object.assign(esUS, areas),
        (error: unknown) => {
          for (const [a, c] of Object.entries(ES_US_CHUNK_OF)) if (c === chunk) Object.assign(esUS, { [a]: {} });
          console.error(`[tireshop] the ${locale} words could not be loaded`, error);
          return esUS;
        },
      ),
    );
  return loading.get(chunk)!;
}

/**
 * A locale's words for the first results (the shop, its search, the cart, the site owner's
 * console): fetched for es-US (its own chunk); en-US's text is the messages themselves (null).
 * The object returned gains the other areas as their chunks arrive (loadArea).
 */
export const loadCatalogue = (locale: Locale): Promise<LoadedCatalogue | null> => loadArea(locale, 'shop');
