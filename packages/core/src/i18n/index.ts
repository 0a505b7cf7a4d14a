/**
 * The widgets' words, one catalogue per locale (issue #13 "A public API hosts can build on": every
 * widget string in one catalogue per locale, en-US and es-US shipped, prices formatted with Intl).
 *
 * en-US (./en-US) is the source of every string the widgets show, one module per area of the
 * widgets (the shop's first results, the cart, the site owner's console …); the spec's exact
 * messages are there byte for byte (rules §5 "Messages (exact)", §8 "Text shown to the user").
 * A message's English text is its key (as in gettext): en-US needs no lookup table at run time, so
 * moving the words into the catalogue costs en-US shoppers nothing, and a message changed in
 * English is a type error in every other locale until it is translated again. es-US (./es-US)
 * maps every en-US message of every area, nothing more (type-checked), and arrives as its own chunk
 * only when an element asks for it (./locales.ts).
 *
 * A message has `{name}` parameters; "one|other" is a message with plural forms, chosen by
 * `Intl.PluralRules` for its `{count}`. Numbers given as parameters are written the locale's way.
 * A `{brands}` parameter names several things ("{brands} tires are not sold in this shop."):
 * the API joins them with en-US's `Intl.ListFormat` ("Michelin and Pirelli"), and a filled-in
 * message arriving in another locale has them joined again in that locale's way ("Michelin y Pirelli").
 */
import { englishListItems, formatList, formatNumber, pluralRules } from '../format/intl';
import type { EnUS } from './en-US/index';
import type { CatalogueOf, Locale, Translate } from './types';

export type * from './types';
export type { EnUS };
export type Catalogue = CatalogueOf<EnUS>;
export type Area = keyof EnUS;
/** The en-US messages of an area. */
export type AreaMessage<A extends Area> = EnUS[A][number];

/**
 * A message with its `{name}`s filled in, as a core rule or the API writes it in English (the
 * widgets translate such a message by the template it fills: translator below).
 */
export const fillMessage = (template: string, params: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name]));

/** A list of names as a message's `{brands}`: joined the locale's way (en-US for the API's English). */
export const listParam = (names: readonly string[], locale: Locale = 'en-US'): string => formatList(names, locale);

/** The parameter names of a message, sorted (tests compare them across locales). */
export const messageParams = (message: string): string[] => [...new Set([...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!))].sort();

/** An area's templates (messages with `{name}`s and no plural forms) as patterns, made once per area. */
type Pattern = { template: string; pattern: RegExp; names: string[] };
const patternsOf = new WeakMap<Record<string, string>, Pattern[]>();
function templatePatterns(translations: Record<string, string>): Pattern[] {
  let patterns = patternsOf.get(translations);
  if (!patterns) {
    patterns = [];
    for (const template of Object.keys(translations)) {
      if (!template.includes('{') || template.includes('|')) continue;
      const names: string[] = [];
      const source = template.replace(/[.*+?^$()[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_, name: string) => {
        names.push(name);
        return '(.+?)';
      });
      patterns.push({ template, pattern: new RegExp(`^${source}$`), names });
    }
    patternsOf.set(translations, patterns);
  }
  return patterns;
}

/**
 * A message that arrives filled in (a core rule's "At most 60 characters."): the translation of the
 * area's template it fills ("At most {max} characters."), with the same values; undefined when none.
 */
function filledTemplate(locale: Locale, translations: Record<string, string>, message: string): string | undefined {
  let best: string | undefined;
  let bestLength = 0;
  // The longest template that fits wins ("Mobile installation by {name} at {address}" over "… by {name}").
  for (const { template, pattern, names } of templatePatterns(translations)) {
    const values = template.length > bestLength ? pattern.exec(message) : null;
    if (!values) continue;
    best = translations[template]!.replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = values[names.indexOf(name) + 1]!;
      return name === 'brands' ? listParam(englishListItems(value), locale) : value;
    });
    bestLength = template.length;
  }
  return best;
}

/** Messages of one area in a locale: its translations (none for en-US: the message is its own text). */
export function translator<M extends string>(locale: Locale, translations?: Record<string, string>): Translate<M> {
  return ((message: string, params: Record<string, string | number> = {}) => {
    const translated = translations?.[message];
    if (translations && translated === undefined) return filledTemplate(locale, translations, message) ?? message;
    const forms = (translated ?? message).split('|');
    const text = forms[1] !== undefined && pluralRules(locale).select(params.count as number) !== 'one' ? forms[1] : forms[0]!;
    return text.replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = params[name]!;
      return typeof value === 'number' ? formatNumber(value, locale) : value;
    });
  }) as Translate<M>;
}
