/**
 * One process, several shops: which storefront variant (and theme) answers a request, by the host
 * name it was sent to. The map comes from configuration (`STOREFRONT_HOSTS`, docs/operations.md
 * "Several shops from one process") and is checked once at start: a bad entry stops the start with
 * a message naming it. A host name the map does not list gets the default shop
 * (`STOREFRONT_VARIANT`, else retail) — never an error.
 */
import {
  isStorefrontTheme,
  isStorefrontVariant,
  STOREFRONT_THEMES,
  STOREFRONT_VARIANTS,
  variantConfig,
  type StorefrontTheme,
  type StorefrontVariant,
} from '@tireshop/core';

/** What one host name is answered as. */
export interface HostShop {
  variant: StorefrontVariant;
  theme: StorefrontTheme;
}

/** Host name (lower case, no port) → its shop. */
export type StorefrontHosts = ReadonlyMap<string, HostShop>;

/** A host name as DNS and the map write it: letters, digits and hyphens in dot-separated labels. */
const HOST_NAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** The shop of a variant with the variant's own theme. */
export const shopOf = (variant: StorefrontVariant, theme?: StorefrontTheme): HostShop => ({
  variant,
  theme: theme ?? variantConfig(variant).theme,
});

/** The single-variant default (`STOREFRONT_VARIANT`), checked. */
export function parseDefaultVariant(value: string | undefined): StorefrontVariant {
  const variant = value?.trim() || 'retail';
  if (!isStorefrontVariant(variant)) {
    throw new Error(`STOREFRONT_VARIANT is "${variant}": it must be one of ${STOREFRONT_VARIANTS.join(', ')}.`);
  }
  return variant;
}

/**
 * Reads `STOREFRONT_HOSTS`: a JSON object whose keys are host names and whose values are a variant
 * name, or `{ "variant": "…", "theme": "…" }`:
 *
 *   {"simple.example": "simple-shop", "employees.example": {"variant": "employee", "theme": "employee"}}
 *
 * Empty or unset: no map (every host gets the default shop). Throws an Error that names the entry
 * and what is wrong with it.
 */
export function parseStorefrontHosts(value: string | undefined): StorefrontHosts {
  const hosts = new Map<string, HostShop>();
  if (!value?.trim()) return hosts;
  const fail = (why: string): never => {
    throw new Error(`STOREFRONT_HOSTS: ${why}`);
  };
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch (error) {
    fail(`not valid JSON (${(error as Error).message}); expected {"host.name": "variant", …}`);
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) fail('expected a JSON object {"host.name": "variant", …}');
  for (const [key, entry] of Object.entries(parsed as Record<string, unknown>)) {
    const host = key.trim().toLowerCase().replace(/\.$/, '');
    if (!HOST_NAME.test(host)) fail(`"${key}" is not a host name (no scheme, port or path: "shop.example")`);
    if (hosts.has(host)) fail(`"${key}" is listed twice`);
    const spec = typeof entry === 'string' ? { variant: entry } : entry;
    if (!spec || typeof spec !== 'object' || Array.isArray(spec)) fail(`"${key}" must map to a variant name or {"variant": …, "theme": …}`);
    const { variant, theme, ...rest } = spec as Record<string, unknown>;
    const unknown = Object.keys(rest);
    if (unknown.length > 0) fail(`"${key}" has unknown field ${unknown.map((k) => `"${k}"`).join(', ')} (fields: variant, theme)`);
    if (!isStorefrontVariant(variant))
      fail(`"${key}" maps to the variant ${JSON.stringify(variant)}; variants: ${STOREFRONT_VARIANTS.join(', ')}`);
    if (theme !== undefined && !isStorefrontTheme(theme))
      fail(`"${key}" has the theme ${JSON.stringify(theme)}; themes: ${STOREFRONT_THEMES.join(', ')}`);
    hosts.set(host, shopOf(variant as StorefrontVariant, theme as StorefrontTheme | undefined));
  }
  return hosts;
}

/** The host name of a request URL as the map keys it: lower case, without port or a trailing dot. */
export function requestHostName(requestUrl: string): string {
  return new URL(requestUrl).hostname.toLowerCase().replace(/\.$/, '');
}

/** Which shop answers a request: its host's, else the default. */
export function shopResolver(hosts: StorefrontHosts, fallback: HostShop): (requestUrl: string) => HostShop {
  return (requestUrl) => hosts.get(requestHostName(requestUrl)) ?? fallback;
}
