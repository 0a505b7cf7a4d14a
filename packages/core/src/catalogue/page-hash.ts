/**
 * The page hash a link may carry (spec storefront §2 Checkout and cart: "hash tireSize and brand";
 * how it is used is ours, docs/decisions.md "Size and brand links"):
 *
 *   /brands/michelin-tires/defender2#tireSize=225/65R17   that size chosen in Add to cart
 *   /tire-sizes/225-65r17#brand=michelin,goodyear        those brands ticked in the brand filter
 *
 * The hash is the shop's own and never reaches the server, so partners and ads can link with it
 * without changing the page's URL. Sizes are read as people type them (`225-65r17`, URL-encoded
 * `225%2F65R17`); a value that is not a size or a brand slug is dropped, never an error. The
 * storefront loads this module only with such a hash.
 */
import { parseTireSize, tireSizeFromSlug, type TireSize } from '../tire-size/index';
import { withoutTiresSuffix } from '../routes/paths';

export interface PageHash {
  /** The size of `tireSize=`, or null without a valid one. */
  tireSize: TireSize | null;
  /** The bare brand slugs of `brand=` (comma-separated or repeated), lowercase, in order, once each. */
  brands: string[];
}

/** A brand slug: lowercase letters, digits and single hyphens. */
const BRAND_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** More brands than a filter panel shows is not a link anyone made. */
const MAX_HASH_BRANDS = 20;

/** Reads `location.hash` (with or without its `#`); other hash parts (`openCart`) are left to their readers. */
export function parsePageHash(hash: string): PageHash {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  let tireSize: TireSize | null = null;
  const brands: string[] = [];
  for (const [key, value] of params) {
    const name = key.toLowerCase();
    if (name === 'tiresize' && !tireSize) tireSize = tireSizeFromSlug(value.trim()) ?? parseTireSize(value);
    if (name !== 'brand') continue;
    for (const part of value.split(',')) {
      const slug = withoutTiresSuffix(part.trim().toLowerCase());
      if (BRAND_SLUG.test(slug) && !brands.includes(slug) && brands.length < MAX_HASH_BRANDS) brands.push(slug);
    }
  }
  return { tireSize, brands };
}

/**
 * The brand filter a page's `#brand=` asks for: the brands already ticked plus the hash's brands
 * the listing offers (its brand facet's values), or null when there is nothing to tick — no hash
 * brand, none the listing has, or all of them ticked already (so following it once is enough).
 */
export function brandFilterFromHash(
  hashBrands: readonly string[],
  offered: readonly { value: string }[],
  ticked: readonly string[] = [],
): string[] | null {
  const add = hashBrands.filter((slug) => !ticked.includes(slug) && offered.some((o) => o.value === slug));
  return add.length ? [...ticked, ...add] : null;
}

/** The line's size a `#tireSize=` names, by size (not spelling); undefined when the line is not made in it. */
export function sizeFromHash<T extends { size: string }>(hash: PageHash, sizes: readonly T[]): T | undefined {
  const wanted = hash.tireSize?.sizeKey;
  return wanted ? sizes.find((s) => parseTireSize(s.size)?.sizeKey === wanted) : undefined;
}
