/**
 * Schemas that hold on a page whose `Object.prototype` has enumerable properties (issue #13 "Any
 * host page": the widget runs on pages with old libraries such as Prototype.js or MooTools).
 * valibot walks an object schema's entries with `for … in`, which also visits inherited
 * enumerable keys: one `Object.prototype.extend = …` on the host makes every parse throw
 * "~run is not a function". An entries object without a prototype has nothing to inherit, so the
 * schema is rebuilt that way, once, before it is first used.
 */
import type { AnySchema } from './endpoint';

type Node = Record<string, unknown>;

const done = new WeakSet<object>();

function harden(node: unknown): void {
  if (typeof node !== 'object' || node === null || done.has(node)) return;
  done.add(node);
  const schema = node as Node;
  if (schema.entries && typeof schema.entries === 'object' && Object.getPrototypeOf(schema.entries) !== null) {
    schema.entries = Object.assign(Object.create(null), schema.entries);
  }
  if (schema.entries) for (const key of Object.keys(schema.entries)) harden((schema.entries as Node)[key]);
  // optional/nullable (wrapped), array (item), union/variant (options), pipe, record (key, value), objectWithRest (rest).
  for (const part of ['wrapped', 'item', 'key', 'value', 'rest'] as const) harden(schema[part]);
  for (const list of [schema.options, schema.pipe]) if (Array.isArray(list)) for (const item of list) harden(item);
}

/** The schema itself, its object entries (at any depth) made prototype-free. */
export function ownEntries<S extends AnySchema>(schema: S): S {
  harden(schema);
  return schema;
}
