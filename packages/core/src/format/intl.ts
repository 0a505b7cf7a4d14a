/**
 * Numbers written the locale's way, cheaply.
 *
 * The first `Intl.NumberFormat` a page builds loads ICU's number data: about 35 ms of main thread
 * on a desktop and 140 ms on Lighthouse's mobile CPU, one long task on a host page that had not
 * built one yet (issue #13 budget: the widget adds ≤ 50 ms of total blocking time). en-US, the
 * shop's own locale, writes whole numbers and dollar amounts simply enough to spell out here —
 * with exactly Intl's output (format/intl.test.ts compares them) — so an en-US widget builds no
 * number format before the shopper asks for something that needs one. Other locales, and
 * fractions or options, go to `Intl`, each formatter built once per locale and options and reused.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRulesByLocale = new Map<string, Intl.PluralRules>();

/** The locale's number format with these options, built once. */
export function numberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = options ? `${locale}\u0000${JSON.stringify(options)}` : locale;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

/** A whole number's digits in groups of three ("1,234,567"), as en-US writes them. */
const groupedEnUS = (whole: number) => String(whole).replace(/\B(?=(\d{3})+$)/g, ',');

/** Can en-US be written without Intl? Whole numbers below 2^53, which is every count and every cent. */
const plainWhole = (n: number) => Number.isSafeInteger(n);

/** A number written the locale's way, as `n.toLocaleString(locale, options)` writes it. */
export function formatNumber(n: number, locale: string, options?: Intl.NumberFormatOptions): string {
  if (locale === 'en-US' && !options && plainWhole(n)) return (n < 0 ? '-' : '') + groupedEnUS(Math.abs(n));
  return numberFormat(locale, options).format(n);
}

/**
 * US dollars from cents ("$1,234.50", or "$1,235" whole), as `Intl.NumberFormat(locale, { style:
 * 'currency', currency: 'USD' })` writes them.
 */
export function formatUsd(cents: number, locale: string, whole = false): string {
  const amount = whole ? Math.round(cents / 100) : cents;
  if (locale === 'en-US' && plainWhole(amount)) {
    const sign = amount < 0 ? '-' : '';
    const abs = Math.abs(amount);
    if (whole) return `${sign}$${groupedEnUS(abs)}`;
    return `${sign}$${groupedEnUS(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
  }
  return whole
    ? numberFormat(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(amount)
    : numberFormat(locale, { style: 'currency', currency: 'USD' }).format(amount / 100);
}

/** The locale's cardinal plural rules, built once. */
export function pluralRules(locale: string): Intl.PluralRules {
  let rules = pluralRulesByLocale.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRulesByLocale.set(locale, rules);
  }
  return rules;
}

/**
 * Names joined the locale's way with `Intl.ListFormat`: "Michelin, Pirelli, and Toyo" in en-US,
 * "Michelin, Pirelli y Toyo" in es-US; `disjunction` joins with "or" ("o"). Built at each call:
 * a list is written once in a while (a refusal, a dialog), never in a loop.
 */
export const formatList = (items: readonly string[], locale: string, type: Intl.ListFormatType = 'conjunction'): string =>
  new Intl.ListFormat(locale, { type }).format(items);

/**
 * The names of a list en-US's `formatList` joined ("A", "A and B", "A, B, and C"), for writing it
 * again in another locale. A name with ", " or " and " in it cannot be told from the joins: the
 * shop's brand names have neither (format/intl.test.ts reads back what Intl writes).
 */
export const englishListItems = (text: string): string[] => text.split(/, and |, | and /);
