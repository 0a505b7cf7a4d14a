/**
 * The storefront shell against the real API on a test database: spec §8 "a site globals, menu or
 * notifications failure leaves that data undefined and the page still renders", and the shell
 * rules of storefront §2 as a shopper receives them in the HTML.
 */
import { expect, it } from 'vitest';
import { describeOnDatabases } from '../../api/test/databases';
import { TEST_STOREFRONT_SECRET, testApi } from '../../api/test/support/api';
import { createShopServer } from '../src/server/shop-server';
import { parseStorefrontHosts, type StorefrontHosts } from '../src/server/storefront-hosts';
import type { StorefrontVariant } from '@tireshop/core';

describeOnDatabases('storefront shell', ({ database }) => {
  async function shop(options: { variant?: StorefrontVariant; hosts?: StorefrontHosts; failing?: RegExp } = {}) {
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
      hosts: options.hosts,
      rootDir: process.cwd(),
    });
    return async (path: string, host = 'shop.test') => {
      const res = await server.request(`http://${host}${path}`);
      return { status: res.status, html: await res.text(), location: res.headers.get('location'), headers: res.headers };
    };
  }

  it('renders every site call’s part when all succeed', async () => {
    const get = await shop();
    const { status, html } = await get('/');
    expect(status).toBe(200);
    expect(html).toContain('Browse tires'); // menu
    expect(html).toContain('Customer service'); // footer from globals
    expect(html).toContain('class="sf-notice sf-notice--shop"'); // notification
  });

  it('still renders the page when globals, menu and notifications all fail', async () => {
    const get = await shop({ failing: /\/v1\/site\// });
    const { status, html } = await get('/');
    expect(status).toBe(200);
    expect(html).toContain('The right tires, installed near you');
    expect(html).not.toContain('Browse tires');
    expect(html).not.toContain('class="sf-notice ');
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

  it('answers each host name of the host map as its own shop, and any other host as the default', async () => {
    const get = await shop({
      hosts: parseStorefrontHosts('{"simple.test": "simple-shop", "employees.test": {"variant": "employee"}}'),
    });
    const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
    // The home page's tiles (their links' words) and the footer's column headings.
    const tiles = (html: string) =>
      [...(/<ul class="sf-tiles">([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? '').matchAll(/<a [^>]*>([^<]*)<\/a>/g)].map((m) => m[1]);
    const footer = (html: string) =>
      [...(/<footer[\s\S]*<\/footer>/.exec(html)?.[0] ?? '').matchAll(/<h2>([^<]*)<\/h2>/g)].map((m) => m[1]);
    const retail = await get('/', 'SHOP.test');
    expect(title(retail.html)).toBe('Tires online, installed near you | tireshop');
    expect(retail.html).toContain('>Account<');
    expect(tiles(retail.html)).toEqual([
      'Free shipping',
      'Installed near you',
      'SimpleCrew exclusive savings',
      '0% financing options',
      'Road hazard coverage',
    ]);
    expect(footer(retail.html)).toEqual(['Shop', 'Company', 'Help', 'Customer service']);
    expect(retail.html).toContain('<link rel="canonical" href="http://shop.test/"/>');

    // rules §6 Simple-shop: no account link, no shop section, three tiles left out.
    const simple = await get('/', 'simple.test');
    expect(title(simple.html)).toBe('Tires online, installed near you | tireshop');
    expect(simple.html).not.toContain('>Account<');
    expect(tiles(simple.html)).toEqual(['Installed near you', 'Road hazard coverage']);
    expect(footer(simple.html)).toEqual(['Company', 'Help', 'Customer service']);
    expect(simple.html).toContain('<link rel="canonical" href="http://simple.test/"/>');
    expect(simple.html).toContain('<meta name="robots" content="index,follow"/>');
    // Its own colours (the simple theme).
    expect(simple.html).toContain('--ts-color-primary:#0f6e4f');
    expect(retail.html).not.toContain('--ts-color-primary:#0f6e4f');

    // rules §6 Employee purchase portal; storefront §2 noindex,follow.
    const employee = await get('/tire-sizes/225-45r17', 'employees.test:8443');
    expect(title(employee.html)).toBe('225/45R17 tires | Employee Purchase Portal');
    expect(employee.html).toContain('<meta name="robots" content="noindex,follow"/>');
    expect(employee.html).toContain('<link rel="canonical" href="http://employees.test:8443/tire-sizes/225-45r17"/>');

    // robots.txt and the sitemap are each host's own.
    expect((await get('/robots.txt', 'simple.test')).html).toContain('Sitemap: http://simple.test/sitemap.xml');
    const sitemap = await get('/sitemap.xml', 'simple.test');
    expect(sitemap.html).toContain('<loc>http://simple.test/</loc>');
    expect(sitemap.html).not.toContain('shop.test');
    const employeeRobots = await get('/robots.txt', 'employees.test');
    expect(employeeRobots.html).toContain('Disallow: /checkout');
    expect(employeeRobots.html).not.toContain('Sitemap:');
    expect((await get('/sitemap.xml', 'employees.test')).status).toBe(404);

    // A host the map does not list: the default shop, not an error.
    const unknown = await get('/', 'nowhere.test');
    expect(unknown.status).toBe(200);
    expect(title(unknown.html)).toBe('Tires online, installed near you | tireshop');
    expect(unknown.html).toContain('>Account<');
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
    // The camera for the shop's own pages only (SimpleSnap's live view, reached by client-side
    // navigation from any page, docs/simplesnap.md); never a framed origin's; no microphone.
    expect(home.headers.get('permissions-policy')).toContain('camera=(self)');
    expect(home.headers.get('permissions-policy')).toContain('microphone=()');
    expect(home.headers.get('cache-control')).toBe('no-cache');
    expect((await get('/checkout/shipping')).headers.get('cache-control')).toBe('private, no-store');
    expect((await get('/track-your-order')).headers.get('cache-control')).toBe('private, no-store');
  });
});
