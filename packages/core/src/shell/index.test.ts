import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { accountLinkVisible, canonicalFor, chatWidgetLoads, footerVisible, locationBarVisible, normalisePath, robotsFor } from './index';

describe('page head (spec storefront §2 Shell behaviour)', () => {
  it('robots: noindex,nofollow for the shop storefront (OTS) and the paid page', () => {
    expect(robotsFor('/tire-sizes/225-45r17', 'ots')).toBe('noindex,nofollow');
    expect(robotsFor('/paid', 'retail')).toBe('noindex,nofollow');
    for (const path of ['/portal', '/portal/shops/100001/bookings', '/ops', '/ops/orders/123'])
      expect({ path, robots: robotsFor(path, 'retail') }).toEqual({ path, robots: 'noindex,nofollow' });
    expect(robotsFor('/portals-explained', 'retail')).toBe('index,follow');
  });
  it('robots: noindex,follow for write-a-review and the employee portal', () => {
    expect(robotsFor('/brands/michelin-tires/defender2/write-a-review', 'retail')).toBe('noindex,follow');
    expect(robotsFor('/', 'employee')).toBe('noindex,follow');
    expect(robotsFor('/track-your-order/result', 'retail')).toBe('noindex,follow');
    expect(robotsFor('/track-your-order', 'retail')).toBe('index,follow');
  });
  it("robots: noindex,nofollow and no canonical on checkout pages (one shopper's cart)", () => {
    expect(robotsFor('/checkout/shipping', 'retail')).toBe('noindex,nofollow');
    expect(canonicalFor('https://shop.test', '/checkout/shipping', 200, 'retail')).toBeNull();
    expect(robotsFor('/checkouts-explained', 'retail')).toBe('index,follow');
  });
  it('robots: index,follow otherwise', () => {
    expect(robotsFor('/', 'retail')).toBe('index,follow');
    expect(robotsFor('/tire-sizes/225-45r17', 'simple-shop')).toBe('index,follow');
  });
  it('canonical is suppressed on 404 and on shop storefronts', () => {
    expect(canonicalFor('https://shop.test', '/nope', 404, 'retail')).toBeNull();
    expect(canonicalFor('https://shop.test', '/', 200, 'ots')).toBeNull();
    expect(canonicalFor('https://shop.test', '/tire-sizes/225-45R17/', 200, 'retail')).toBe('https://shop.test/tire-sizes/225-45r17');
  });
});

describe('path normalisation (spec rules §2)', () => {
  it('strips /p and /p/{slug} from product paths', () => {
    expect(normalisePath('/brands/michelin-tires/defender2/p')).toBe('/brands/michelin-tires/defender2');
    expect(normalisePath('/brands/michelin-tires/defender2/p/some-slug')).toBe('/brands/michelin-tires/defender2');
  });
  it('normalises vehicle and size paths', () => {
    expect(normalisePath('/vehicles/Toyota-Tires/Camry/2020/LE')).toBe('/vehicles/toyota-tires/camry/2020');
    expect(normalisePath('//tire-sizes//225-45R17/')).toBe('/tire-sizes/225-45r17');
  });
  it('is idempotent for any path', () => {
    fc.assert(
      fc.property(fc.webPath(), (p) => {
        const once = normalisePath(p || '/');
        expect(normalisePath(once)).toBe(once);
      }),
    );
  });
});

describe('shell visibility', () => {
  it('hides the footer under /checkout only', () => {
    expect(footerVisible('/checkout/shipping')).toBe(false);
    expect(footerVisible('/checkouts-explained')).toBe(true);
    expect(footerVisible('/')).toBe(true);
  });
  it('hides the location bar in OTS and on checkout', () => {
    expect(locationBarVisible('/', 'ots')).toBe(false);
    expect(locationBarVisible('/checkout/payments', 'retail')).toBe(false);
    expect(locationBarVisible('/', 'retail')).toBe(true);
  });
  it('hides the account link in simple-shop and OTS', () => {
    expect(accountLinkVisible('simple-shop')).toBe(false);
    expect(accountLinkVisible('ots')).toBe(false);
    expect(accountLinkVisible('retail')).toBe(true);
  });
});

describe('the chat widget (rules §9 "A chat widget loads unless the user agent is a bot.")', () => {
  it('loads for browsers, headless ones included, and not for crawlers, previews or scripts', () => {
    for (const shopper of [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
    ])
      expect(chatWidgetLoads(shopper), shopper).toBe(true);
    for (const bot of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'Mozilla/5.0 (compatible; YandexBot/3.0)',
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
      'curl/8.5.0',
      '',
    ])
      expect(chatWidgetLoads(bot), bot).toBe(false);
    expect(chatWidgetLoads(null)).toBe(false);
  });
});
