import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectAccessible } from './support';

/**
 * Every link the shop renders resolves (issue "Every link the shop renders resolves"): starting at
 * the home page, the crawl requests the internal links of the pages it reads, and none may answer
 * 4xx or 5xx; every page has a <title>. The catalogue has thousands of pages of a few kinds (a
 * kind: the path's first segment, its depth and its query keys; every one-segment page — /about,
 * /faqs … — is a kind of its own), made by one template each, so the crawl requests at most
 * CHECKS_PER_KIND links of a kind and reads the links of PAGES_READ_PER_KIND of them. Axe runs on
 * one page of each template (a kind without its query; all content pages share theirs: one page
 * with text, one list, the help center).
 */
const PAGES_READ_PER_KIND = 2;
const CHECKS_PER_KIND = 12;
/** A bound on the crawl, well above what the shop has, so a link explosion fails instead of running on. */
const MAX_URLS = 2500;

interface Found {
  url: string;
  from: string;
}

/** The internal links of a server-rendered page: same origin, no API, no fragment, no file downloads. */
function linksOf(html: string, pageUrl: URL): string[] {
  const links: string[] = [];
  for (const [, raw] of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)) {
    const href = raw!.replaceAll('&amp;', '&');
    if (/^(mailto|tel|javascript):/i.test(href)) continue;
    const url = new URL(href, pageUrl);
    if (url.origin !== pageUrl.origin || url.pathname.startsWith('/api/') || url.pathname.startsWith('/_content')) continue;
    url.hash = '';
    links.push(url.pathname + url.search);
  }
  return links;
}

/** A page's kind: /about, /brands:2 (a brand), /tire-sizes:2?page … */
function kindOf(path: string): string {
  const url = new URL(path, 'http://shop');
  const segments = url.pathname.split('/').filter(Boolean);
  const keys = [...new Set(url.searchParams.keys())].sort().join('&');
  const base = segments.length <= 1 ? url.pathname : `/${segments[0]}:${segments.length}`;
  return keys ? `${base}?${keys}` : base;
}

/** The template that rendered a page: a content page's shape, or else its kind without the query. */
function templateOf(html: string, kind: string): string {
  if (!html.includes('class="sf-container sf-content"')) return kind.split('?')[0]!;
  if (html.includes('class="sf-content__search"')) return 'content: help center';
  return html.includes('class="sf-prose"') ? 'content: page with text' : 'content: list';
}

async function crawl(request: APIRequestContext) {
  const seen = new Set<string>(['/']);
  const queue: Found[] = [{ url: '/', from: '(start)' }];
  const readPerKind = new Map<string, number>();
  const broken: string[] = [];
  const untitled: string[] = [];
  const kinds = new Map<string, string>();
  const checksPerKind = new Map<string, number>();
  for (let next = queue.shift(); next; next = queue.shift()) {
    const response = await request.get(next.url, { maxRedirects: 5 });
    if (response.status() >= 400) {
      broken.push(`${next.url} answered ${response.status()} (linked from ${next.from})`);
      continue;
    }
    if (!(response.headers()['content-type'] ?? '').includes('text/html')) continue;
    const html = await response.text();
    if (!/<title>[^<]*\S[^<]*<\/title>/.test(html)) untitled.push(next.url);
    const kind = kindOf(next.url);
    const template = templateOf(html, kind);
    if (!kinds.has(template)) kinds.set(template, next.url);
    const read = readPerKind.get(kind) ?? 0;
    if (read >= PAGES_READ_PER_KIND) continue;
    readPerKind.set(kind, read + 1);
    for (const link of linksOf(html, new URL(response.url()))) {
      const linkKind = kindOf(link);
      const checks = checksPerKind.get(linkKind) ?? 0;
      if (seen.has(link) || checks >= CHECKS_PER_KIND) continue;
      seen.add(link);
      checksPerKind.set(linkKind, checks + 1);
      queue.push({ url: link, from: next.url });
    }
    expect(seen.size, 'the crawl found more links than the shop should have').toBeLessThan(MAX_URLS);
  }
  return { checked: seen, broken, untitled, kinds };
}

test('every internal link resolves, every page has a title and passes axe', async ({ page, request }) => {
  test.setTimeout(600_000);
  const { checked, broken, untitled, kinds } = await crawl(request);
  expect(broken).toEqual([]);
  expect(untitled).toEqual([]);
  // The footer's and header's informational pages are among those the crawl reached.
  for (const path of ['/about', '/contact', '/press', '/faqs', '/help-center', '/returns-and-refunds', '/free-shipping']) {
    expect(checked, path).toContain(path);
  }
  for (const path of ['/financing', '/military-discount', '/terms', '/privacy-policy', '/affiliates', '/partner-program']) {
    expect(checked, path).toContain(path);
  }
  expect([...checked]).toEqual(expect.arrayContaining(['/installer-signup', '/learn', '/learn/tire-basics/how-to-read-a-tire-size']));

  for (const [kind, url] of kinds) {
    await test.step(`axe on ${url} (${kind})`, async () => {
      const response = await page.goto(url);
      expect(response!.status(), url).toBeLessThan(400);
      await expectAccessible(page);
    });
  }
});
