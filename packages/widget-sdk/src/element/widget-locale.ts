/**
 * A `locale` attribute other than en-US (docs/integration.md "Attributes"): es-US, or any other
 * value, which shows en-US and tells the site owner in the console which values work.
 * es-US's catalogue is its own chunk, fetched the first time an element asks for it; the element
 * renders once it is in, so a Spanish widget never flashes English first (if it cannot be fetched,
 * the shop shows in en-US words and the console says why).
 */
import { DEFAULT_LOCALE, loadArea, loadCatalogue, supportedLocale, type LoadedCatalogue, type Locale } from '@tireshop/core';
import type { LocaleValue } from '@tireshop/views';

const catalogues = new Map<Locale, LoadedCatalogue | null>([[DEFAULT_LOCALE, null]]);
const loading = new Map<Locale, Promise<unknown>>();
/** The unsupported value each element was last warned about (once per value, not at every render). */
const warned = new WeakMap<HTMLElement, string>();

/**
 * The element's locale and its catalogue, or null while the catalogue is on its way (`rerender`
 * is called when it has arrived; the attribute is read again then, so the last value wins).
 */
export function widgetLocale(element: HTMLElement, asked: string, rerender: () => void): LocaleValue | null {
  const locale = supportedLocale(asked) ?? DEFAULT_LOCALE;
  if (asked !== locale && warned.get(element) !== asked) {
    warned.set(element, asked);
    void import('./site-owner-warnings').then((m) => console.warn(m.unsupportedLocaleWarning(element.localName, asked)));
  }
  if (catalogues.has(locale)) return { locale, catalogue: catalogues.get(locale)!, loadArea: (area) => loadArea(locale, area) };
  if (!loading.has(locale))
    loading.set(
      locale,
      loadCatalogue(locale).then(
        (catalogue) => catalogues.set(locale, catalogue),
        (error: unknown) => {
          // The shop still shows, in en-US words (the page's next load asks again).
          catalogues.set(locale, null);
          console.error(`[tireshop] the ${locale} words could not be loaded`, error);
        },
      ),
    );
  void loading.get(locale)!.then(rerender);
  return null;
}
