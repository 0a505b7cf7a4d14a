import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSiteRelativeLink } from './index';

describe('isSiteRelativeLink (past search links)', () => {
  it('accepts paths on this site, with a query or a hash', () => {
    for (const link of [
      '/',
      '/tire-sizes/225-45r17',
      '/vehicles/toyota-tires/camry/2021?trim=LE',
      '/brands/michelin-tires#reviews',
      '/search?q=a%20b',
    ]) {
      expect(isSiteRelativeLink(link), link).toBe(true);
    }
  });

  it('refuses links that leave the site or run script', () => {
    for (const link of [
      'javascript:alert(1)',
      'https://evil.example/',
      'http:/evil.example',
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      'data:text/html,x',
      'tire-sizes',
      '',
      ' /x',
      '/x y',
      '/\t/evil.example',
      '/x\n',
    ]) {
      expect(isSiteRelativeLink(link), JSON.stringify(link)).toBe(false);
    }
  });

  it('refuses every absolute URL', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (url) => {
        expect(isSiteRelativeLink(url)).toBe(false);
      }),
    );
  });

  it('accepts every plain path of slugs', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z0-9-]{1,12}$/), { maxLength: 5 }), (segments) => {
        expect(isSiteRelativeLink(`/${segments.join('/')}`)).toBe(true);
      }),
    );
  });

  it('never accepts a link that a browser would resolve to another origin', () => {
    const tricky = fc.oneof(
      fc.webPath(),
      fc.webUrl(),
      fc.string(),
      fc
        .tuple(fc.constantFrom('/', '//', '/\\', '\\/', '/\t/', '/ /', '/%2F/', '/\u3000/', '\u0000/'), fc.webSegment())
        .map(([a, b]) => a + b),
    );
    fc.assert(
      fc.property(tricky, (link) => {
        if (!isSiteRelativeLink(link)) return;
        for (const base of ['https://shop.example/a/b', 'http://localhost:3000/']) {
          expect(new URL(link, base).origin).toBe(new URL(base).origin);
        }
        expect(link).not.toMatch(/[\s\\\p{Cc}]/u);
      }),
    );
  });
});
