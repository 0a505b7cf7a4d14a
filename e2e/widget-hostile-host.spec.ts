/**
 * Widgets on hostile host pages (issue #13 "Any host page"), served from another origin than the
 * shop's: host CSS, patched prototypes, a widget set up wrongly or an API that is down, the host
 * page's secrets in its address, single-page apps that mount and unmount, and two elements of one
 * widget id on one page.
 */
import { createServer, type Server } from 'node:http';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { addToCart } from './support';

const HOST = `http://localhost:${process.env.E2E_HOST_PORT}`;
const hostPages = new Map<string, { head: string; body: string }>();
let server: Server;

test.beforeAll(async () => {
  server = createServer((req, res) => {
    const page = hostPages.get((req.url ?? '').split('?')[0]!);
    if (!page) return void res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A hostile host</title>${page.head}</head><body><h1>Tires</h1>${page.body}</body></html>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(Number(process.env.E2E_HOST_PORT), resolve));
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Serves a host page at `path` on the host origin; returns its address. */
function hostPage(path: string, body: string, head = ''): string {
  hostPages.set(path, { head, body });
  return `${HOST}${path}`;
}

const loaderTag = (shop: string) => `<script src="${shop}/widgets/v1/loader.js" async></script>`;
const widgetTag = (attributes: string) => `<tireshop-installer-widget ${attributes}></tireshop-installer-widget>`;

/** Errors thrown on the page. */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('a host that patches Object.prototype and Array.prototype as old libraries do: the shopper searches a size, adds to cart and checks out', async ({
  page,
  baseURL,
}) => {
  const errors = pageErrors(page);
  // As Prototype.js and MooTools did: enumerable methods on the built-in prototypes, set before the loader.
  const patches = `<script>
    Object.prototype.extend = function (source) { for (var key in source) this[key] = source[key]; return this; };
    Object.prototype.toQueryString = function () { return ''; };
    Array.prototype.remove = function (item) { var i = this.indexOf(item); if (i >= 0) this.splice(i, 1); return this; };
    Array.prototype.each = function (fn) { for (var i = 0; i < this.length; i++) fn(this[i], i); };
    Array.prototype.includes = function (item) { return this.indexOf(item) !== -1; };
    Function.prototype.bindAsEventListener = function () { return this; };
  </script>`;
  await page.goto(hostPage('/patched', `${widgetTag('widget-id="iw-100001"')}${loaderTag(baseURL!)}`, patches));
  const widget = page.locator('tireshop-installer-widget');
  await expect(widget.getByRole('heading', { name: /Buy tires installed at/ })).toBeVisible();
  await widget.getByLabel('Tire size').fill('225/45R17');
  await widget.getByRole('button', { name: 'Find tires' }).click();
  await expect(widget.locator('.ts-results__count')).toContainText('tires in 225/45R17');
  const summary = await addToCart(widget);
  await expect(widget.locator('.ts-widget-cart-button')).toHaveAccessibleName('Cart, 4 tires');
  await summary.getByRole('link', { name: 'Checkout' }).click();
  await expect(widget.getByRole('tablist', { name: 'Delivery options' })).toBeVisible({ timeout: 20_000 });
  // The host's own calls of the widget still work, and a name the host's prototypes add is no widget.
  await page.evaluate(() => (window as unknown as { tireshop: (...args: unknown[]) => void }).tireshop('load', 'extend'));
  expect(errors).toEqual([]);
});

/** What the shopper sees of the widget's text and controls: sizes and the inherited text properties. */
async function renderedSizes(widget: Locator) {
  const parts = {
    heading: '.ts-installer-shop__title',
    input: 'input',
    button: '.ts-size-search button[type="submit"]',
    card: '.ts-card',
    price: '.ts-card .ts-price',
  };
  const measured: Record<string, unknown> = {};
  for (const [name, selector] of Object.entries(parts)) {
    measured[name] = await widget
      .locator(selector)
      .first()
      .evaluate((el) => {
        const style = getComputedStyle(el);
        const box = el.getBoundingClientRect();
        return {
          width: box.width,
          height: box.height,
          ...Object.fromEntries(
            [
              'font-size',
              'font-style',
              'font-weight',
              'font-family',
              'line-height',
              'letter-spacing',
              'word-spacing',
              'white-space',
              'text-align',
              'text-transform',
              'cursor',
              'color',
            ].map((property) => [property, style.getPropertyValue(property)]),
          ),
        };
      });
  }
  return measured;
}

const hostileCss = {
  'inherited text properties on the body and the element': `body, tireshop-installer-widget { font-size: 30px; font-style: italic; font-weight: 900; font-family: serif;
    text-align: right; word-spacing: 12px; white-space: pre; cursor: wait; line-height: 3; letter-spacing: 4px; color: #f0f; text-transform: uppercase }`,
  'html { font-size: 62.5% }': 'html { font-size: 62.5% }',
  'html { font-size: 200% }': 'html { font-size: 200% }',
};

test('host CSS cannot reach inside: inherited text properties and the root font size leave the widget’s sizes unchanged', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1000, height: 900 });
  const body = `${widgetTag('widget-id="iw-100001" size="225/45R17"')}${loaderTag(baseURL!)}`;
  const measure = async (path: string, css: string) => {
    await page.goto(hostPage(path, body, css ? `<style>${css}</style>` : ''));
    const widget = page.locator('tireshop-installer-widget');
    // The whole first page of cards (a widget lists 8, drawn two per task) with their add-to-cart
    // buttons (the cart's chunk adds them in a task of its own): their height is measured.
    await expect(widget.locator('.ts-card')).toHaveCount(8);
    await expect(widget.locator('.ts-card__action:not(:empty)')).toHaveCount(8);
    return renderedSizes(widget);
  };
  const neutral = await measure('/neutral', '');
  expect(neutral.heading).toEqual(expect.objectContaining({ 'font-size': '22.4px', 'font-style': 'normal', 'text-align': 'start' }));
  for (const [name, css] of Object.entries(hostileCss)) {
    expect(await measure(`/hostile-css-${Object.keys(hostileCss).indexOf(name)}`, css), name).toEqual(neutral);
  }
});

test('the host page’s query string and fragment never reach the shop: not in addresses, headers or bodies, whatever the host’s referrer policy', async ({
  page,
  baseURL,
}) => {
  const shop = new URL(baseURL!).origin;
  const body = `${widgetTag('widget-id="iw-100001" size="225/45R17"')}${loaderTag(baseURL!)}`;
  const hosts = {
    // Chromium's default policy, so every request counts, the widget's scripts among them.
    '/private': { head: '', counts: () => true },
    // A host that gives its full address away to every site it loads from: the loader and the modules
    // it imports are fetched as the host's own scripts, under the host's policy; the rest is the widget's.
    '/leaky': { head: '<meta name="referrer" content="unsafe-url">', counts: (type: string) => type !== 'script' },
  };
  for (const [path, { head, counts }] of Object.entries(hosts)) {
    const sent: { url: string; headers: string; body: string }[] = [];
    const pending: Promise<void>[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).origin !== shop || !counts(request.resourceType())) return;
      pending.push(
        request.allHeaders().then((headers) => {
          sent.push({ url: request.url(), headers: JSON.stringify(headers), body: request.postData() ?? '' });
        }),
      );
    });
    await page.goto(`${hostPage(path, body, head)}?secret=1&session=abc#frag-token`);
    const widget = page.locator('tireshop-installer-widget');
    await expect(widget.locator('.ts-card').first()).toBeVisible();
    const summary = await addToCart(widget);
    await summary.getByRole('link', { name: 'Checkout' }).click();
    await expect(widget.getByRole('tablist', { name: 'Delivery options' })).toBeVisible({ timeout: 20_000 });
    await Promise.all(pending);
    page.removeAllListeners('request');

    // The configuration call says where the widget is, as origin and path.
    const config = sent.find((r) => r.url.includes('/widget-app-config'));
    expect(new URL(config!.url).searchParams.get('siteUrl')).toBe(`${HOST}${path}`);
    expect(
      sent.some((r) => r.headers.includes(`"referer":"${HOST}/"`)),
      path,
    ).toBe(true);
    const leaks = sent.filter((r) => /secret|session=abc|frag-token/.test(`${r.url} ${r.headers} ${r.body}`));
    expect(leaks, path).toEqual([]);
  }
});

/** The widget's console warnings (what the site owner reads). */
function warnings(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().startsWith('[tireshop]')) lines.push(message.text());
  });
  return lines;
}

/** Requests to the shop's API whose path ends with one of `names`. */
function apiCalls(page: Page, ...names: string[]): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/') && names.some((name) => path.endsWith(name))) urls.push(path);
  });
  return urls;
}

const NOT_SET_UP = 'This tire shop is not set up yet. Please contact the shop.';
const NOT_ENABLED = 'This tire shop is not enabled for this website yet. Please contact the shop.';
const UNREACHABLE = 'We can’t reach the tire shop right now. Trying again…';
const SLOW = 'The tire shop is taking longer than usual to answer…';

test('a widget set up wrongly says so inside it, and the console tells the site owner what to fix', async ({ page, baseURL }) => {
  const told = warnings(page);
  await page.goto(
    hostPage(
      '/set-up-wrongly',
      `<div id="missing">${widgetTag('size="225/45R17"')}</div>
       <div id="unknown">${widgetTag('widget-id="iw-not-a-shop" size="225/45R17"')}</div>${loaderTag(baseURL!)}`,
    ),
  );
  await expect(page.locator('#missing [role="alert"]')).toHaveText(NOT_SET_UP);
  await expect(page.locator('#unknown [role="alert"]')).toHaveText(NOT_SET_UP);
  await expect.poll(() => told).toContainEqual(expect.stringMatching(/<tireshop-installer-widget> has no widget-id attribute/));
  await expect
    .poll(() => told)
    .toContainEqual(expect.stringContaining('widget-id "iw-not-a-shop" on <tireshop-installer-widget> is not a widget of'));

  // The same page on an origin the widget is not registered for (the shop allows localhost:<port> only).
  const elsewhere = `http://127.0.0.1:${process.env.E2E_HOST_PORT}`;
  hostPage('/not-allowed', `${widgetTag('widget-id="iw-100001" size="225/45R17"')}${loaderTag(baseURL!)}`);
  await page.goto(`${elsewhere}/not-allowed`);
  await expect(page.locator('tireshop-installer-widget [role="alert"]')).toHaveText(NOT_ENABLED);
  await expect
    .poll(() => told)
    .toContainEqual(
      `[tireshop] widget "iw-100001" may not be shown on ${elsewhere}: ask the shop to add this origin to the widget’s allowed origins.`,
    );
  for (const text of await page.locator('tireshop-installer-widget').allInnerTexts())
    expect(text).not.toMatch(/fetch|Unauthorized|Forbidden/i);
});

test('an API that is down: the widget says so, retries by itself and shows the tires once the shop answers', async ({ page, baseURL }) => {
  const told = warnings(page);
  let down = true;
  await page.route(`${baseURL}/api/**`, (route) => (down ? route.abort('connectionrefused') : route.continue()));
  await page.goto(hostPage('/outage', `${widgetTag('widget-id="iw-100001" size="225/45R17"')}${loaderTag(baseURL!)}`));
  const widget = page.locator('tireshop-installer-widget');
  await expect(widget.getByRole('alert')).toHaveText(`${UNREACHABLE}Try again`);
  await expect
    .poll(() => told)
    .toContainEqual(expect.stringMatching(/the shop’s API at .*\/api is not answering \(.*\); trying again in 1 s\./));
  await expect.poll(() => told.length).toBeGreaterThan(1); // retried by itself, still down
  down = false;
  await expect(widget.getByRole('heading', { name: /Buy tires installed at/ })).toBeVisible();
  await expect(widget.locator('.ts-results__count')).toContainText('tires in 225/45R17');
  await expect(widget.locator('.ts-state--error')).toHaveCount(0);
});

test('a slow API: the widget says it is waiting, then shows the shop when the answer comes', async ({ page, baseURL }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${baseURL}/api/token`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(hostPage('/slow', `${widgetTag('widget-id="iw-100001" size="225/45R17"')}${loaderTag(baseURL!)}`));
  const widget = page.locator('tireshop-installer-widget');
  await expect(widget.getByRole('status').filter({ hasText: SLOW })).toBeVisible();
  release();
  await expect(widget.getByRole('heading', { name: /Buy tires installed at/ })).toBeVisible();
  await expect(widget.locator('.ts-results__count')).toContainText('tires in 225/45R17');
  await expect(widget.getByText(SLOW)).toHaveCount(0);
});

test('a single-page app that removes and re-adds the widget: one token and one configuration request in all', async ({ page, baseURL }) => {
  const calls = apiCalls(page, '/token', '/widget-app-config');
  await page.goto(
    hostPage('/spa-remount', `<div id="app">${widgetTag('widget-id="iw-100001" size="225/45R17"')}</div>${loaderTag(baseURL!)}`),
  );
  const widget = page.locator('tireshop-installer-widget');
  await expect(widget.getByRole('heading', { name: /Buy tires installed at/ })).toBeVisible();
  for (let round = 0; round < 3; round++) {
    // A route change: the page's view (and the element) goes, a new one comes; then the same element is put back.
    await page.evaluate(async () => {
      const app = document.getElementById('app')!;
      const old = app.querySelector('tireshop-installer-widget')!;
      old.remove();
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      const fresh = document.createElement('tireshop-installer-widget');
      fresh.setAttribute('widget-id', 'iw-100001');
      fresh.setAttribute('size', '225/45R17');
      app.append(fresh);
    });
    await expect(widget.locator('.ts-results__count')).toContainText('tires in 225/45R17');
    await expect(widget.getByRole('heading', { name: /Buy tires installed at/ })).toBeVisible();
  }
  expect(calls.filter((path) => path.endsWith('/token'))).toHaveLength(1);
  expect(calls.filter((path) => path.endsWith('/widget-app-config'))).toHaveLength(1);
});

test('after the widget is removed, no timer of it asks the shop anything', async ({ page, baseURL }) => {
  await page.clock.install();
  const calls = apiCalls(page, '');
  await page.route(`${baseURL}/api/**`, (route) => route.abort('connectionrefused'));
  await page.goto(hostPage('/spa-timers', `<div id="app">${widgetTag('widget-id="iw-100001"')}</div>${loaderTag(baseURL!)}`));
  const widget = page.locator('tireshop-installer-widget');
  await expect(widget.getByRole('alert')).toHaveText(`${UNREACHABLE}Try again`);
  // While it is on the page, its retry timer asks again.
  const first = calls.length;
  await page.clock.runFor(1_000);
  await expect.poll(() => calls.length).toBeGreaterThan(first);

  await page.evaluate(() => document.querySelector('tireshop-installer-widget')!.remove());
  await page.clock.runFor(5_000); // the moment a store stays mounted for an element that only moved, and a retry due then
  const afterRemoval = calls.length;
  await page.clock.runFor(10 * 60_000);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  expect(calls.length).toBe(afterRemoval);
});

test('two elements of one widget id share one cart, live; another widget id keeps its own; the host hears each change once', async ({
  page,
  baseURL,
}) => {
  await page.goto(
    hostPage(
      '/two-elements',
      `<script>window.heard = []; document.addEventListener('tireshop:cart-updated', (event) => heard.push(event.target.parentElement.id + JSON.stringify(event.detail)));</script>
       <div id="a">${widgetTag('widget-id="iw-100001" size="225/45R17"')}</div>
       <div id="b">${widgetTag('widget-id="iw-100001" size="265/70R17"')}</div>
       <div id="c">${widgetTag('widget-id="iw-100002" size="225/45R17"')}</div>${loaderTag(baseURL!)}`,
    ),
  );
  const [a, b, c] = ['#a', '#b', '#c'].map((id) => page.locator(`${id} tireshop-installer-widget`));
  // Each element its own listing.
  await expect(a!.locator('.ts-results__count')).toContainText('tires in 225/45R17');
  await expect(b!.locator('.ts-results__count')).toContainText('tires in 265/70R17');
  await expect(c!.locator('.ts-results__count')).toContainText('tires in 225/45R17');
  await addToCart(a!);
  await expect(a!.locator('.ts-widget-cart-button')).toHaveAccessibleName('Cart, 4 tires');
  await expect(b!.locator('.ts-widget-cart-button')).toHaveAccessibleName('Cart, 4 tires');
  await expect(c!.locator('.ts-widget-cart-button')).toHaveAccessibleName('Cart, 0 tires');
  // Dispatched once, on the first element of the widget id, not once per element showing the cart.
  const heard = await page.evaluate(() => (window as unknown as { heard: string[] }).heard);
  expect(heard.at(-1)).toMatch(/^a\{.*"totalQuantity":4\}$/);
  expect(heard.filter((line) => !line.startsWith('a'))).toEqual([]);
});
