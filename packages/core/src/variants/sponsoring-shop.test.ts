import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isShopCode, readSponsorShopCookie, SPONSOR_SHOP_COOKIE, sponsorShopCookie, type SponsoringShop } from './sponsoring-shop';

const JOES: SponsoringShop = { installerId: 42, name: "Joe's Tires | Auto", city: 'Austin', state: 'TX', zip: '78701' };

/** The Cookie header a browser sends back for a Set-Cookie string. */
const sentBack = (setCookie: string) => setCookie.split(';')[0]!;

describe('the sponsoring shop cookie (rules §6 OTS "the shop name, read from a cookie")', () => {
  it('reads back what the server wrote, a "|" in the name included; host-only, HttpOnly, 30 days', () => {
    const written = sponsorShopCookie(JOES, { secure: true });
    expect(written).toMatch(new RegExp(`^${SPONSOR_SHOP_COOKIE}=`));
    expect(written).toContain('; HttpOnly');
    expect(written).toContain('; Secure');
    expect(written).toContain(`Max-Age=${30 * 24 * 3600}`);
    expect(written).not.toMatch(/Domain=/i);
    expect(readSponsorShopCookie(`a=1; ${sentBack(written)}; b=2`)).toEqual(JOES);
    expect(sponsorShopCookie(null, { secure: false })).toContain('Max-Age=0');
  });

  it('round-trips any shop name', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 120 }).filter((s) => s.trim() === s && s.length > 0),
        (name) => {
          const shop = { ...JOES, name };
          expect(readSponsorShopCookie(sentBack(sponsorShopCookie(shop, { secure: false })))).toEqual(shop);
        },
      ),
    );
  });

  it('ignores values the shop did not write', () => {
    for (const bad of [
      '',
      'x',
      '0|78701|TX|Austin|Joe',
      '42|787|TX|Austin|Joe',
      '42|78701|tx|Austin|Joe',
      '42|78701|TX||Joe',
      '42|78701|TX|Austin|',
      '-1|78701|TX|Austin|Joe',
    ])
      expect(readSponsorShopCookie(`${SPONSOR_SHOP_COOKIE}=${encodeURIComponent(bad)}`), bad).toBeNull();
    expect(readSponsorShopCookie(undefined)).toBeNull();
  });

  it('tells shop codes from anything else', () => {
    expect(isShopCode('100001')).toBe(true);
    expect(isShopCode('AB-12')).toBe(true);
    for (const bad of [null, '', 'a b', '../x', 'x'.repeat(21)]) expect(isShopCode(bad)).toBe(false);
  });
});
