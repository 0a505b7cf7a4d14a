/**
 * The locale of the views: each widget element sets it from its `locale` attribute (a context, not
 * a global, so two widgets on one page can speak two languages); the storefront leaves the default,
 * en-US. A view asks for the messages of its area (`const t = useMessages('shop')`, then
 * `t('Find tires')`: the en-US text, typed against the area's catalogue) and writes prices
 * and numbers for `useLocale()` (`formatPrice(cents, { locale })`).
 */
import { translator, type Area, type AreaMessage, type Catalogue, type Locale, type Translate } from '@tireshop/core';
import { createContext, useContext } from 'react';

export interface LocaleValue {
  locale: Locale;
  /** The locale's catalogue once fetched; null for en-US, whose messages are their own text. */
  catalogue: Catalogue | null;
}

export const LocaleContext = createContext<LocaleValue>({ locale: 'en-US', catalogue: null });

/** `t(message, params)` over one area's messages, in the element's locale. */
export function useMessages<A extends Area>(area: A): Translate<AreaMessage<A>> {
  const { locale, catalogue } = useContext(LocaleContext);
  return translator(locale, catalogue?.[area]);
}

/** The element's locale, for numbers and dates written with `Intl`. */
export const useLocale = (): Locale => useContext(LocaleContext).locale;
