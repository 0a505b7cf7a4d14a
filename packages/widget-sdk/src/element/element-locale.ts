/**
 * The `locale` attribute of a widget element (docs/integration.md "Attributes"). en-US, the default,
 * needs nothing more; for any other value the code that reads it (./widget-locale.ts) and the
 * locale's words are fetched when an element first asks, so en-US shoppers' first results carry none.
 */
import type { LocaleValue } from '@tireshop/views';

const EN_US: LocaleValue = { locale: 'en-US', catalogue: null };
let locales: typeof import('./widget-locale') | undefined;

/** The element's locale, or null while its code or words are on their way (`rerender` is called then). */
export function elementLocale(element: HTMLElement, rerender: () => void): LocaleValue | null {
  const asked = element.getAttribute('locale');
  if (!asked || asked === EN_US.locale) return EN_US;
  if (locales) return locales.widgetLocale(element, asked, rerender);
  import('./widget-locale').then((loaded) => {
    locales = loaded;
    rerender();
  }, console.error);
  return null;
}
