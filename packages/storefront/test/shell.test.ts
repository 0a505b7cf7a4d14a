/**
 * The storefront shell against the real API on a test database: spec §8 "a site globals, menu or
 * notifications failure leaves that data undefined and the page still renders", and the shell
 * rules of storefront §2 as a shopper receives them in the HTML.
 */
import { expect, it } from 'vitest';
import { describeOnDatabases } from '../../api/test/databases';
import { TEST_STOREFRONT_SECRET, testApi } from '../../api/test/support/api';
import { createShopServer } from '../src/server/shop-server';
import type { StorefrontVariant } from '@tireshop/core';

describeOnDatabases('storefront shell', ({ database }) => {
  async function shop(options: { variant?: StorefrontVariant; failing?: RegExp } = {}) {
    const { app } = await testApi(database());
    const api = {
      // The real API, with chosen calls failing the way a broken upstream would.
      fetch: async (request: Request) =>
        options.failing?.test(new URL(request.url).pathname) ? new Response('upstream down', { status: 502 }) : app.fetch(request),
    };
    const server = createShopServer({
      api,
      storefrontClientId: 'storefront',
      storefrontClientSecret: TEST_STOREFRONT_SECRET,
      variant: options.variant ?? 'retail',
      rootDir: process.cwd(),
    });
    return async (path: string) => {
      const res = await server.request(`http://shop.test${path}`);
      return { status: res.status, html: await res.text(), location: res.headers.get('location'), headers: res.headers };
    };
  }

  it('renders every site call’s part when all succeed', async () => {
    const get = await shop();
    const { status, html } = await get('/');
    expect(status).toBe(200);
    expect(html).toContain('Browse tires'); // menu
    expect(html).toContain('Customer service'); // footer from globals
    expect(html).toContain('class="sf-notice"'); // notification
  });

  it('still renders the page when globals, menu and notifications all fail', async () => {
    const get = await shop({ failing: /\/v1\/site\// });
    const { status, html } = await get('/');
    expect(status).toBe(200);
    expect(html).toContain('The right tires, installed near you');
    expect(html).not.toContain('Browse tires');
    expect(html).not.toContain('class="sf-notice"');
  });

  it('shows a size listing although the menu call fails', async () => {
    const get = await shop({ failing: /\/v1\/site\/menu/ });
    const { status, html } = await get('/tire-sizes/225-45r17');
    expect(status).toBe(200);
    expect(html).toContain('225/45R17 tires');
    expect(html).toContain('ts-price__sale');
  });

  it('answers the 500 page with the spec text when the listing call fails', async () => {
    // Every tire listing goes through GET /v1/tires.
    const get = await shop({ failing: /\/v1\/tires$/ });
    const { status, html } = await get('/tire-sizes/225-45r17');
    expect(status).toBe(500);
    expect(html).toContain('We&#x27;re experiencing a technical problem. Please try again.');
  });

  it('hides the footer and location bar under /checkout', async () => {
    const get = await shop();
    const { html } = await get('/checkout/shipping');
    expect(html).not.toContain('<footer');
    expect(html).not.toContain('class="sf-location-bar"');
    const home = await get('/');
    expect(home.html).toContain('<footer');
    expect(home.html).toContain('class="sf-location-bar"');
  });

  it('marks the installer storefront noindex,nofollow without a canonical, account link and location bar', async () => {
    const get = await shop({ variant: 'ots' });
    const { html } = await get('/tire-sizes/225-45r17');
    expect(html).toContain('<meta name="robots" content="noindex,nofollow"/>');
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('>Account<');
    expect(html).not.toContain('class="sf-location-bar"');
  });

  it('gives retail pages index,follow and a canonical URL, and 404 pages no canonical', async () => {
    const get = await shop();
    const page = await get('/tire-sizes/225-45r17?sort=price-asc');
    expect(page.html).toContain('<meta name="robots" content="index,follow"/>');
    expect(page.html).toContain('<link rel="canonical" href="http://shop.test/tire-sizes/225-45r17"/>');
    for (const [path, heading] of [
      ['/tire-sizes/405-20r30', 'We don&#x27;t carry 405/20R30 tires'],
      ['/no/such/page', 'The page you are looking for is missing.'],
    ]) {
      const missing = await get(path!);
      expect(missing.status).toBe(404);
      expect(missing.html).toContain(heading);
      expect(missing.html).not.toContain('rel="canonical"');
    }
  });

  it('escapes the hydration state so data cannot close the script', async () => {
    const get = await shop();
    const { html } = await get('/tire-sizes/225-45r17');
    const script = /<script id="sf-hydration"[^>]*>([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(script).toContain('window.__staticRouterHydrationData = JSON.parse(');
    expect(script).not.toMatch(/<\/|<!--/);
  });

  it('answers odd page paths with a page or a 404, or one redirect to a path that answers — never a 5xx or a loop', async () => {
    const get = await shop();
    for (const path of [
      '/brands/%F0%9F%98%80',
      '/brands/%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      '/brands/a%20b',
      '/categories/%F0%9F%98%80',
      '/tire-shops/%F0%9F%98%80',
      '/tire-shops/shop/%3Cb%3E',
      '/tire-sizes/%F0%9F%98%80',
      '/brands/%E0%A4%A',
      '/brands/a%00b',
    ]) {
      let at = path;
      const seen = new Set<string>();
      for (;;) {
        const res = await get(at);
        expect(res.status, at).toBeLessThan(500);
        if (res.status < 300 || res.status >= 400) break;
        // A Location is a valid, percent-encoded URL, and never one already visited.
        expect(res.location, at).toMatch(/^\/[\x21-\x7e]*$/);
        expect(seen.has(res.location!), `${path} loops at ${res.location}`).toBe(false);
        seen.add(at);
        at = res.location!;
        expect(seen.size, path).toBeLessThan(3);
      }
    }
  });

  it('sends every page with a nonce policy its own scripts carry, no framing by other sites, and no caching of checkout', async () => {
    const get = await shop();
    const home = await get('/');
    const csp = home.headers.get('content-security-policy')!;
    const nonce = /script-src 'self' 'nonce-([A-Za-z0-9+/=]{20,})'/.exec(csp)?.[1];
    expect(nonce).toBeDefined();
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    // Every script of the page carries this response's nonce, and no other page gets the same one.
    const scripts = [...home.html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThanOrEqual(1);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    expect((await get('/')).headers.get('content-security-policy')).not.toContain(nonce);
    expect(home.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(home.headers.get('x-content-type-options')).toBe('nosniff');
    expect(home.headers.get('permissions-policy')).toContain('camera=()');
    expect(home.headers.get('cache-control')).toBe('no-cache');
    expect((await get('/checkout/shipping')).headers.get('cache-control')).toBe('private, no-store');
    expect((await get('/track-your-order')).headers.get('cache-control')).toBe('private, no-store');
  });
});
