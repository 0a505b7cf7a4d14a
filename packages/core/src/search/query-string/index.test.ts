import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertQuerySeparator, parseQueryString, parseQueryValue, stringifyQueryString, type QueryValue } from './index';

describe('parseQueryValue (spec §5 Query strings)', () => {
  it('turns true and false into booleans and numeric strings into numbers', () => {
    expect(parseQueryValue('true')).toBe(true);
    expect(parseQueryValue('false')).toBe(false);
    expect(parseQueryValue('42')).toBe(42);
    expect(parseQueryValue('-7')).toBe(-7);
    expect(parseQueryValue('12.5')).toBe(12.5);
    expect(parseQueryValue('0')).toBe(0);
  });

  it('leaves other text alone, including numbers that would not print back the same', () => {
    for (const text of [
      '',
      'True',
      'FALSE',
      'yes',
      '225/45R17',
      '02134',
      '1.50',
      '1e3',
      '-0',
      ' 12',
      '12 ',
      'NaN',
      'Infinity',
      '0x10',
      '9007199254740993',
    ]) {
      expect(parseQueryValue(text), text).toBe(text);
    }
  });

  it('can be told not to parse booleans or numbers', () => {
    expect(parseQueryValue('true', { parseBooleans: false })).toBe('true');
    expect(parseQueryValue('42', { parseNumbers: false })).toBe('42');
  });

  it('reads every integer and every plainly written number back from its text', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (n) => {
        expect(parseQueryValue(String(n))).toBe(Object.is(n, -0) ? 0 : n);
      }),
    );
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (n) => {
        fc.pre(!/e/.test(String(n)));
        expect(parseQueryValue(String(n))).toBe(Object.is(n, -0) ? 0 : n);
      }),
    );
  });

  it('never loses information: the value always prints back as the text it came from', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(String(parseQueryValue(text))).toBe(text);
      }),
    );
  });
});

describe('parseQueryString', () => {
  it('parses values, repeated keys and bare keys', () => {
    expect({ ...parseQueryString('?size=225%2F45R17&page=2&inStock=true&brand=a&brand=b&flag&q=all+season') }).toEqual({
      size: '225/45R17',
      page: 2,
      inStock: true,
      brand: ['a', 'b'],
      flag: null,
      q: 'all season',
    });
  });

  it('splits values on the separator when one is given', () => {
    expect({ ...parseQueryString('brand=michelin,goodyear&rim=17,18', { arraySeparator: ',' }) }).toEqual({
      brand: ['michelin', 'goodyear'],
      rim: [17, 18],
    });
    expect({ ...parseQueryString('brand=michelin,goodyear') }).toEqual({ brand: 'michelin,goodyear' });
  });

  it('keeps a stray % as typed and treats __proto__ as a plain key', () => {
    const parsed = parseQueryString('q=100%&__proto__=x');
    expect(parsed.q).toBe('100%');
    // biome-ignore lint/suspicious/noProto: reading a key named __proto__ is the point of this test
    expect(parsed.__proto__).toBe('x');
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('insists on a single-character separator (spec §5)', () => {
    for (const bad of ['', ',,', 'ab', '&', '=']) {
      expect(() => parseQueryString('a=1', { arraySeparator: bad }), JSON.stringify(bad)).toThrow(TypeError);
      expect(() => stringifyQueryString({ a: 1 }, { arraySeparator: bad }), JSON.stringify(bad)).toThrow(TypeError);
    }
    expect(() => assertQuerySeparator(',')).not.toThrow();
    expect(() => assertQuerySeparator('|')).not.toThrow();
    expect(() => assertQuerySeparator('🛞')).not.toThrow(); // one character, two UTF-16 units
    expect(() => parseQueryString('a=1', { arraySeparator: ',,' })).toThrow('The query key separator must be a single character.');
  });

  const scalar = fc.oneof(fc.string(), fc.boolean(), fc.integer(), fc.constant(null));
  const query = fc.dictionary(
    fc.string({ minLength: 1 }),
    fc.oneof(scalar, fc.array(fc.oneof(fc.string(), fc.boolean(), fc.integer()), { minLength: 2, maxLength: 4 })),
  );
  /** What a value reads back as: text through parseQueryValue. */
  const expected = (value: QueryValue | QueryValue[]): QueryValue | QueryValue[] =>
    Array.isArray(value) ? value.map((v) => expected(v) as QueryValue) : value === null ? null : parseQueryValue(String(value));
  const withoutProto = (q: Record<string, unknown>) => Object.assign(Object.create(null), q);

  it('reads back what stringifyQueryString wrote, with or without a separator', () => {
    fc.assert(
      fc.property(query, fc.option(fc.constantFrom(',', '|', '-', 'a', ';', '🛞'), { nil: undefined }), (q, arraySeparator) => {
        const text = stringifyQueryString(q, { arraySeparator });
        const back = parseQueryString(text, { arraySeparator });
        const want = withoutProto(Object.fromEntries(Object.entries(q).map(([k, v]) => [k, expected(v)])));
        expect(back).toEqual(want);
      }),
    );
  });
});
