/**
 * The shop server's API calls carry the shopper's session (the ST_session cookie) as
 * X-User-Session-Id, and only that shopper's: one client per origin is shared by every request.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApiClient, siteGlobalsEndpoint, USER_SESSION_HEADER } from '@tireshop/core';
import { describe, expect, it } from 'vitest';
import { createShopServer, forShopper } from './shop-server';

const ALICE = '0b9b6f5e-3c55-4f07-9d4a-6a2f1f0c1e11';
const BOB = '7d1f0a52-9a4e-4b53-8d2e-1b9d4f3c2a10';

/** An API that answers tokens and records every other request's session header, answering late so calls overlap. */
function recordingApi() {
  const seen: { path: string; session: string | null }[] = [];
  let tokens = 0;
  const fetch = async (request: Request) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/token')) {
      tokens++;
      return Response.json({ access_token: `t${tokens}`, token_type: 'Bearer', expires_in: 900 });
    }
    seen.push({ path: url.pathname, session: request.headers.get(USER_SESSION_HEADER) });
    await new Promise((r) => setTimeout(r, 5));
    return new Response('down', { status: 502 });
  };
  return { fetch, seen, tokens: () => tokens };
}

describe('forShopper', () => {
  it('adds the shopper’s session header to that request’s calls only, sharing the token', async () => {
    const api = recordingApi();
    const shared = createApiClient({
      baseUrl: 'http://shop.test/api',
      fetch: (input, init) => api.fetch(new Request(input, init)),
      credentials: { clientId: 'storefront', clientSecret: 'secret' },
    });
    const alice = forShopper(shared, `ST_session=${ALICE}; other=1`);
    const bob = forShopper(shared, `theme=dark; ST_session=${BOB}`);
    const nobody = forShopper(shared, undefined);
    await Promise.all([
      alice.call(siteGlobalsEndpoint, { query: {} }),
      bob.call(siteGlobalsEndpoint, { query: {} }),
      nobody.call(siteGlobalsEndpoint, { query: {} }),
      alice.request({ method: 'GET', path: '/users/me/history/search', auth: true }),
    ]);
    expect(api.seen.map((s) => s.session).sort()).toEqual([ALICE, ALICE, BOB, null].sort());
    expect(api.tokens()).toBe(1);
  });

  it('sends nothing for a cookie that is not a session id', async () => {
    const api = recordingApi();
    const shared = createApiClient({
      baseUrl: 'http://shop.test/api',
      fetch: (i, n) => api.fetch(new Request(i, n)),
      credentials: { clientId: 'storefront', clientSecret: 's' },
    });
    await forShopper(shared, 'ST_session=not-a-session').call(siteGlobalsEndpoint, { query: {} });
    expect(api.seen[0]!.session).toBeNull();
  });
});

describe('createShopServer', () => {
  it('renders each page with the calls of its own shopper', async () => {
    const api = recordingApi();
    const server = createShopServer({
      api: { fetch: api.fetch },
      storefrontClientId: 'storefront',
      storefrontClientSecret: 'secret',
      variant: 'retail',
      rootDir: process.cwd(),
    });
    const [a, b] = await Promise.all([
      server.request('http://shop.test/', { headers: { cookie: `ST_session=${ALICE}` } }),
      server.request('http://shop.test/', { headers: { cookie: `ST_session=${BOB}` } }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const sessions = api.seen.filter((s) => s.path.startsWith('/api/v1/site/')).map((s) => s.session);
    // Three site calls per page (spec §7), each with its own shopper's id.
    expect(sessions.filter((s) => s === ALICE)).toHaveLength(3);
    expect(sessions.filter((s) => s === BOB)).toHaveLength(3);
  });
});

describe('the public origin', () => {
  function shop(loopback: boolean) {
    const api = recordingApi();
    const origins = new Set<string>();
    const server = createShopServer({
      api: {
        fetch: (request) => {
          origins.add(new URL(request.url).origin);
          return api.fetch(request);
        },
      },
      storefrontClientId: 'storefront',
      storefrontClientSecret: 'secret',
      variant: 'retail',
      rootDir: process.cwd(),
      publicOrigins: { canonical: 'https://shop.example/', others: ['https://www.shop.example'], loopback },
    });
    return { server, api, origins };
  }

  it('answers any other Host for the shop’s own origin, with one API client in all', async () => {
    const { server, api, origins } = shop(false);
    for (const host of ['evil.example', 'attacker.test:8443', 'localhost:8080', '203.0.113.9']) {
      const robots = await server.request(`http://${host}/robots.txt`);
      expect(await robots.text()).toContain('Sitemap: https://shop.example/sitemap.xml');
      expect((await server.request(`http://${host}/`)).status).toBe(200);
    }
    expect([...origins]).toEqual(['https://shop.example']);
    expect(api.tokens()).toBe(1);
  });

  it('answers a configured origin, and loopback ones outside production, as themselves', async () => {
    const { server } = shop(true);
    expect(await (await server.request('https://www.shop.example/robots.txt')).text()).toContain(
      'Sitemap: https://www.shop.example/sitemap.xml',
    );
    expect(await (await server.request('http://127.0.0.1:8123/robots.txt')).text()).toContain('Sitemap: http://127.0.0.1:8123/sitemap.xml');
    expect(await (await server.request('http://evil.example/robots.txt')).text()).toContain('Sitemap: https://shop.example/sitemap.xml');
  });

  it('tells search engines not to index the portal and the operations console, whatever they answer', async () => {
    const { server } = shop(false);
    for (const path of ['/portal', '/portal/shops/100001/reports', '/ops', '/ops/orders']) {
      const res = await server.request(`https://shop.example${path}`);
      expect({ path, robots: res.headers.get('X-Robots-Tag') }).toEqual({ path, robots: 'noindex, nofollow' });
    }
    expect((await server.request('https://shop.example/')).headers.get('X-Robots-Tag')).toBeNull();
  });
});

describe('content pages', () => {
  const server = (contentDir?: string) =>
    createShopServer({
      api: { fetch: recordingApi().fetch },
      storefrontClientId: 'storefront',
      storefrontClientSecret: 'secret',
      variant: 'retail',
      rootDir: process.cwd(),
      contentDir,
    });

  it('renders a published page and answers its view to the page in the browser; an unknown one is a 404', async () => {
    const shop = server();
    const page = await shop.request('http://shop.test/returns-and-refunds');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<title>Returns and refunds | tireshop</title>');
    expect(html).toContain('<h2 id="your-refund">Your refund</h2>');
    const view = await shop.request('http://shop.test/_content?path=%2Freturns-and-refunds');
    expect(view.status).toBe(200);
    expect(await view.json()).toMatchObject({ title: 'Returns and refunds', breadcrumbs: [{ label: 'Returns and refunds' }] });
    expect((await shop.request('http://shop.test/no-such-page')).status).toBe(404);
    expect((await shop.request('http://shop.test/_content?path=%2Fno-such-page')).status).toBe(404);
    expect((await shop.request('http://shop.test/_content')).status).toBe(404);
  });

  it('answers a question typed in the help chat with the help center’s best articles, with links', async () => {
    const shop = server();
    const answer = async (q: string) => {
      const res = await shop.request(`http://shop.test/_help/answers?q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
      return ((await res.json()) as { answers: { path: string; title: string; description: string }[] }).answers;
    };
    const answers = await answer('How do I return a tire?');
    expect(answers.length).toBeGreaterThan(0);
    expect(answers.length).toBeLessThanOrEqual(3);
    expect(answers[0]).toMatchObject({ path: '/returns-and-refunds', title: 'Returns and refunds' });
    expect(answers[0]!.description).toMatch(/return/i);
    expect(await answer('how do I')).toEqual([]);
    expect(await answer('snow chains for a tractor zeppelin')).toEqual([]);
  });

  it('does not start with a content file that breaks the rules, and names it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'content-'));
    try {
      mkdirSync(join(dir, 'pages'));
      writeFileSync(join(dir, 'pages', 'about.md'), '---\ntitle: About\n---\n\nText.\n');
      expect(() => server(dir)).toThrow(/content\/pages\/about\.md: front matter "description" is required/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
