import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { ownEntries } from './own-entries';

const proto = Object.prototype as unknown as Record<string, unknown>;

describe('ownEntries: schemas on a page whose Object.prototype has enumerable properties', () => {
  afterEach(() => {
    delete proto.extend;
  });

  const shape = () =>
    v.object({
      id: v.string(),
      shop: v.nullable(v.object({ name: v.string() })),
      items: v.array(v.object({ size: v.pipe(v.string(), v.minLength(1)) })),
      kind: v.union([v.object({ a: v.number() }), v.object({ b: v.number() })]),
    });
  const answer = { id: 'iw-1', shop: { name: 'Main St Tires' }, items: [{ size: '225/45R17' }], kind: { b: 1 } };

  it('a plain valibot schema breaks once the host adds an enumerable Object.prototype method', () => {
    const schema = shape();
    proto.extend = function extend() {};
    expect(() => v.safeParse(schema, answer)).toThrow();
  });

  it('parses the same answer at every depth, and keeps rejecting what does not fit', () => {
    const schema = ownEntries(shape());
    proto.extend = function extend() {};
    const parsed = v.safeParse(schema, answer);
    expect(parsed.success && parsed.output).toEqual(answer);
    expect(Object.keys(parsed.output as object)).toEqual(['id', 'shop', 'items', 'kind']);
    expect(v.safeParse(schema, { ...answer, items: [{ size: '' }] }).success).toBe(false);
  });
});
