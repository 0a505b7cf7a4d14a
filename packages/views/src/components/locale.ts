/**
 * The locale of the views: each widget element sets it from its `locale` attribute (a context, not
 * a global, so two widgets on one page can speak two languages); the storefront leaves the default,
 * en-US. A view asks for the messages of its area (`const t = useMessages('shop')`, then
 * `t('Find tires')`: the en-US text, typed against the area's catalogue) and writes prices,
 * numbers and dates for `useLocale()` (`formatPrice(cents, { locale })`).
 */
import { formatPrice, translator, type Area, type AreaMessage, type LoadedCatalogue, type Locale, type Translate } from '@tireshop/core';
import { createContext, useContext } from 'react';

export interface LocaleValue {
  locale: Locale;
  /**
   * The locale's words fetched so far, area by area (the element fetches the first results'; the
   * others arrive when a view of theirs first renders); null for en-US, whose messages are their
   * own text.
   */
  catalogue: LoadedCatalogue | null;
  /**
   * Fetches an area's words not in yet (a widget element's `loadArea` for its locale). The
   * storefront, always en-US, has none, so the words' chunks never reach its bundle.
   */
  loadArea?: (area: Area) => Promise<unknown>;
}

export const LocaleContext = createContext<LocaleValue>({ locale: 'en-US', catalogue: null });

/**
 * `t(message, params)` over one area's messages, in the element's locale. An area whose words are
 * not in yet suspends the view until they are (every lazy step renders inside a Suspense boundary
 * with its loading message), so a Spanish checkout never flashes English.
 */
export function useMessages<A extends Area>(area: A): Translate<AreaMessage<A>> {
  const { locale, catalogue, loadArea } = useContext(LocaleContext);
  const translations = catalogue?.[area] as Record<string, string> | undefined;
  if (catalogue && !translations && loadArea) throw loadArea(area);
  return translator(locale, translations);
}

/**
 * `t` for a message that arrives as a plain string, e.g. a core validator's English message (its
 * key in the catalogue): translated when the area has it, else shown as it came.
 */
export const translateAny = <A extends Area>(t: Translate<AreaMessage<A>>, message: string): string =>
  (t as (m: string, p?: Record<string, string | number>) => string)(message);

/**
 * Text the API wrote — a refused change's or a contract validation's error message — in the
 * element's locale: the API answers in English, and the message (or the template it fills, "Only
 * {count} of {label} are in stock.") is its key in the catalogue's `api` area; a message the
 * catalogue does not have shows as the API wrote it (docs/integration.md "Languages"). A view that
 * shows the API's messages and its own rules' in one place (the payment alert: the gateway's
 * refusal or the card rules' "The card number is not valid.") names its area as `own`: a message
 * the `api` area lacks is then translated there.
 */
export function useApiText(own?: Area): (message: string) => string {
  const api = useMessages('api');
  const area = useMessages(own ?? 'api');
  return (message) => {
    const said = translateAny(api, message);
    return said !== message || own === undefined ? said : translateAny(area, message);
  };
}

/** The element's locale, for numbers and dates written with `Intl`. */
export const useLocale = (): Locale => useContext(LocaleContext).locale;

/** Prices written the element's way: `const price = usePrice(); price(cents)` (formatPrice with useLocale()). */
export function usePrice(): (cents: number, options?: { whole?: boolean }) => string {
  const locale = useLocale();
  return (cents, options = {}) => formatPrice(cents, { ...options, locale });
}
