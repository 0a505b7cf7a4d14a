import { describe, expect, it } from 'vitest';
import type { AnySchema, Endpoint } from './endpoint';
import * as contract from './index';

// The storefront's browser bundle leaves the endpoints' response schemas out and takes the shop's
// answers as they come (rollup.config.mjs endpointsWithoutSchemas, docs/decisions.md "Storefront
// JavaScript"). That is only the same as parsing them when a response schema checks an answer and
// never changes it: no defaults filled in, no fallbacks, no transformations other than ones that
// leave the text the API already stored as it is.

type Node = Record<string, unknown>;

const endpoints = new Set<Endpoint>();
/** The contract's endpoints, exported one by one or in groups (`cartEndpoints.get`). */
function collect(value: unknown, depth = 0): void {
  if (typeof value !== 'object' || value === null || depth > 3) return;
  const maybe = value as Partial<Endpoint>;
  if (typeof maybe.method === 'string' && typeof maybe.path === 'string' && maybe.response) endpoints.add(value as Endpoint);
  else for (const child of Object.values(value)) collect(child, depth + 1);
}
collect(contract);

/** Every way a response schema of this endpoint could change an answer, as "where: what". */
function changes(schema: AnySchema): string[] {
  const out: string[] = [];
  const seen = new WeakSet<object>();
  const walk = (node: unknown, where: string) => {
    if (typeof node !== 'object' || node === null || seen.has(node)) return;
    seen.add(node);
    const s = node as Node;
    if (s.kind === 'transformation') out.push(`${where}: ${String(s.type)}`);
    if ('default' in s && s.default !== undefined) out.push(`${where}: default`);
    if ('fallback' in s) out.push(`${where}: fallback`);
    if (s.type === 'lazy') out.push(`${where}: lazy`);
    if (s.entries && typeof s.entries === 'object') for (const [key, entry] of Object.entries(s.entries)) walk(entry, `${where}.${key}`);
    for (const part of ['wrapped', 'item', 'key', 'value', 'rest']) walk(s[part], `${where}.${part}`);
    for (const list of [s.options, s.pipe, s.items]) if (Array.isArray(list)) for (const item of list) walk(item, where);
  };
  walk(schema, '');
  return out;
}

describe('response schemas check the API’s answers and never change them', () => {
  it('finds the contract’s endpoints', () => {
    expect(endpoints.size).toBeGreaterThan(150);
  });

  it('has no defaults, fallbacks or lazy schemas in any response, and transforms only stored text the same way again', () => {
    const found = [...endpoints].flatMap((e) => changes(e.response).map((change) => `${e.id}${change}`));
    const kinds = new Set(found.map((f) => f.split(': ')[1]));
    // `trim` and shopperText's `transform` (NFKC, invisible characters removed, trimmed) give back
    // text that already went through them when the API stored it: the past searches' vehicle words
    // and a widget theme's values.
    expect([...kinds].sort()).toEqual(['transform', 'trim']);
    for (const f of found.filter((f) => f.endsWith(': transform')))
      expect(f).toMatch(/^(addPastSearch|getPastSearches|[a-zA-Z]*PastSearch[a-zA-Z]*)\.pastSearches\.item\.vehicleMetadata\./);
  });
});
