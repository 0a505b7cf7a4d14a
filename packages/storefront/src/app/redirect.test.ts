import { describe, expect, it } from 'vitest';
import { encodeLocation, isPathOf, redirect } from './redirect';

describe('redirects with any path', () => {
  it('percent-encodes what a header cannot carry, and keeps URL syntax and escapes', () => {
    expect(encodeLocation('/brands/😀-tires')).toBe('/brands/%F0%9F%98%80-tires');
    expect(encodeLocation('/brands/<script>-tires?x=%3C&y=a b')).toBe('/brands/%3Cscript%3E-tires?x=%3C&y=a%20b');
    expect(encodeLocation('/brands/100%-tires')).toBe('/brands/100%25-tires');
    expect(encodeLocation('/a/\ud800')).toBe('/a/%EF%BF%BD');
    expect(encodeLocation('/tire-sizes/225-45r17?rear=245-40r17')).toBe('/tire-sizes/225-45r17?rear=245-40r17');
  });

  it('makes a redirect Response where a raw emoji in the Location would throw', () => {
    expect(() => new Headers({ Location: '/brands/😀' })).toThrow();
    const res = redirect('/brands/😀-tires', 301);
    expect(res.status).toBe(301);
    expect(res.headers.get('Location')).toBe('/brands/%F0%9F%98%80-tires');
  });

  it('knows a path however the browser encoded it, so a canonical redirect cannot loop', () => {
    expect(isPathOf(new URL('http://shop.test/brands/%3Cscript%3E-tires'), '/brands/<script>-tires')).toBe(true);
    expect(isPathOf(new URL('http://shop.test/brands/%F0%9F%98%80-tires'), '/brands/😀-tires')).toBe(true);
    expect(isPathOf(new URL('http://shop.test/brands/Michelin'), '/brands/michelin-tires')).toBe(false);
    expect(isPathOf(new URL('http://shop.test/brands/%E0%A4%A'), '/brands/x')).toBe(false);
  });
});
