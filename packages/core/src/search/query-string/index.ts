/**
 * spec §5 Query strings: "The strings true and false become booleans and numeric strings become
 * numbers. A query key separator must be a single character." The separator is the one that packs
 * several values into one key (`brand=michelin,goodyear` with separator `,`).
 */
export type QueryValue = string | number | boolean | null;
export type ParsedQuery = Record<string, QueryValue | QueryValue[]>;

export interface QueryStringOptions {
  /** Splits one value into several (`,` → `a=1,2` is `[1, 2]`); must be a single character. */
  arraySeparator?: string;
  /** "true"/"false" → booleans (default true). */
  parseBooleans?: boolean;
  /** Numeric strings → numbers (default true). */
  parseNumbers?: boolean;
}

// Canonical decimal numbers only: a value that would not print back the same ("007", "1.50",
// "1e3", "-0", beyond 2^53) stays a string, so a ZIP code like "02134" is never damaged.
const DECIMAL = /^-?\d+(?:\.\d+)?$/;

/** spec §5: "true" → true, "false" → false, a numeric string → its number; anything else as is. */
export function parseQueryValue(value: string, options: Omit<QueryStringOptions, 'arraySeparator'> = {}): string | number | boolean {
  if (options.parseBooleans !== false && (value === 'true' || value === 'false')) return value === 'true';
  if (options.parseNumbers !== false && DECIMAL.test(value)) {
    const n = Number(value);
    if (Number.isFinite(n) && String(n) === value) return n;
  }
  return value;
}

/** Characters that would make a separated value ambiguous with the query string's own syntax. */
const RESERVED_SEPARATORS = new Set(['&', '=', '#', '%', '+', '?']);

/** spec §5: "A query key separator must be a single character." Throws a TypeError otherwise. */
export function assertQuerySeparator(separator: unknown): asserts separator is string {
  if (typeof separator !== 'string' || [...separator].length !== 1) {
    throw new TypeError('The query key separator must be a single character.');
  }
  if (RESERVED_SEPARATORS.has(separator)) {
    throw new TypeError(`The query key separator cannot be "${separator}": the query string itself uses it.`);
  }
}

function decode(text: string): string {
  const spaced = text.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced; // a stray "%" is kept as typed rather than failing the whole query
  }
}

/**
 * Parses `?a=1&b=true&c=x,y` into `{ a: 1, b: true, c: 'x,y' }` (or `c: ['x', 'y']` with the
 * separator `,`). A repeated key collects its values in an array; a key without `=` is null.
 * The result has no prototype, so keys like `__proto__` are plain keys.
 */
export function parseQueryString(search: string, options: QueryStringOptions = {}): ParsedQuery {
  const separator = options.arraySeparator;
  if (separator !== undefined) assertQuerySeparator(separator);
  const out: ParsedQuery = Object.create(null);
  const text = search.startsWith('?') ? search.slice(1) : search;
  for (const pair of text.split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    const key = decode(eq < 0 ? pair : pair.slice(0, eq));
    if (key === '') continue;
    let value: QueryValue | QueryValue[];
    if (eq < 0) value = null;
    else {
      const raw = pair.slice(eq + 1);
      const parts = separator !== undefined && raw.includes(separator) ? raw.split(separator) : [raw];
      const values = parts.map((p) => parseQueryValue(decode(p), options));
      value = parts.length > 1 ? values : values[0]!;
    }
    const previous = out[key];
    if (previous === undefined) out[key] = value;
    else out[key] = [...(Array.isArray(previous) ? previous : [previous]), ...(Array.isArray(value) ? value : [value])];
  }
  return out;
}

const percentEncode = (c: string) =>
  [...new TextEncoder().encode(c)].map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('');

/**
 * The inverse of parseQueryString: arrays are joined with the separator when one is given,
 * otherwise written as repeated keys; null writes the bare key; undefined is left out.
 */
export function stringifyQueryString(
  query: Record<string, QueryValue | QueryValue[] | undefined>,
  options: Pick<QueryStringOptions, 'arraySeparator'> = {},
): string {
  const separator = options.arraySeparator;
  if (separator !== undefined) assertQuerySeparator(separator);
  const encode = (value: QueryValue) => {
    const text = encodeURIComponent(String(value));
    // A separator that encodeURIComponent leaves alone ("-", "!") must not split a value.
    return separator === undefined ? text : text.split(separator).join(percentEncode(separator));
  };
  const parts: string[] = [];
  for (const key of Object.keys(query)) {
    const value = query[key];
    if (value === undefined) continue;
    const name = encodeURIComponent(key);
    if (Array.isArray(value)) {
      if (separator !== undefined && value.length > 1 && value.every((v) => v !== null)) {
        parts.push(`${name}=${value.map((v) => encode(v)).join(separator)}`);
      } else {
        for (const item of value) parts.push(item === null ? name : `${name}=${encode(item)}`);
      }
    } else parts.push(value === null ? name : `${name}=${encode(value)}`);
  }
  return parts.join('&');
}
