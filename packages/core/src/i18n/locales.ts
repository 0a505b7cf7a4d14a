/** The locales the widgets speak, and fetching a locale's catalogue (see ./index.ts). */
import type { Catalogue } from './index';
import type { Locale } from './types';

export const LOCALES: readonly Locale[] = ['en-US', 'es-US'];
export const DEFAULT_LOCALE: Locale = 'en-US';

/** A locale attribute's value as a supported locale, or null (the widget then shows en-US). */
export const supportedLocale = (value: string | null | undefined): Locale | null =>
  LOCALES.includes(value as Locale) ? (value as Locale) : null;

/** A locale's catalogue: es-US's is fetched (its own chunk); en-US's text is the messages themselves (null). */
export const loadCatalogue = (locale: Locale): Promise<Catalogue | null> =>
  locale === 'es-US' ? import('./es-US/index').then((m) => m.esUS) : Promise.resolve(null);
