/**
 * The widget loader on host pages of another origin than the shop's (ARCHITECTURE "Embedding
 * model", "Widget delivery"): the loader pasted twice and at its old address, elements before and
 * after it and added later by a single-page app, calls queued before it arrived, view code fetched
 * only when the shopper gets to it, the widget files' cache and CORS headers, and hostile hosts —
 * a strict nonce Content-Security-Policy with Trusted Types, blocked storage and cookies, and
 * elements moved and re-created.
 *
 * The host pages are served here, on localhost, and the shop on 127.0.0.1: two origins, as for a
 * real installer's site (the shop lets widgets be embedded there: playwright.config.ts).
 */
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { addToCart, openTimes, settled } from './support';

const HOST = `http://localhost:${process.env.E2E_HOST_PORT}`;
const hostPages = new Map<string, { body: string; headers: Record<string, string> }>();
let server: Server;

test.beforeAll(async () => {
  server = createServer((req, res) => {
    const page = hostPages.get((req.url ?? '').split('?')[0]!);
    if (!page) return void res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', ...page.headers });
    res.end(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>An installer's website</title></head><body><h1>Tires</h1>${page.body}</body></html>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(Number(process.env.E2E_HOST_PORT), resolve));
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Serves a host page at `path` on the host origin; returns its address. */
function hostPage(path: string, body: string, headers: Record<string, string> = {}): string {
  hostPages.set(path, { body, headers });
  return `${HOST}${path}`;
}

/** Every URL the page asks for, in order (the shop's widget files and API calls among them). */
function requested(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(`${request.method()} ${request.url()}`));
  return urls;
}

/** The widget modules fetched so far whose names start with `name` (content hash and .js after it). */
const modules = (urls: string[], name: string) => urls.filter((u) => new RegExp(`/widgets/v1/${name}\\.[\\w-]{8}\\.js$`).test(u));

/** Console lines of Content-Security-Policy and Trusted Types refusals. */
function refusals(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to|Trusted ?Type/i.test(message.text())) lines.push(message.text());
  });
  return lines;
}

const loaderTag = (shop: string, attributes = '') => `<script src="${shop}/widgets/v1/loader.js" async ${attributes}></script>`;
const QUEUE_STUB = 'window.tireshop = window.tireshop || function () { (tireshop.q = tireshop.q || []).push(arguments) };';

test('the loader pasted twice and once at its old address: each element defined once, one widget, one token request', async ({
  page,
  baseURL,
}) => {
  const urls = requested(page);
  await page.goto(
    hostPage(
      '/twice',
      `<tireshop-installer-widget widget-id="iw-100001" size="225/45R17"></tireshop-installer-widget>
       ${loaderTag(baseURL!)}${loaderTag(baseURL!)}<script src="${baseURL}/widgets/installer.js" async></script>`,
    ),
  );
  const widget = page.locator('tireshop-installer-widget');
  await expect(widget.locator('.ts-card').first()).toBeVisible();
  await expect(widget.locator('.ts-root')).toHaveCount(1);
  await expect(widget.locator('.ts-installer-shop')).toHaveCount(1);
  expect(urls.filter((u) => u.startsWith('POST ') && u.endsWith('/api/token'))).toHaveLength(1);
  expect(
    await page.evaluate(() =>
      ['installer', 'partner', 'affiliate'].map((name) => customElements.get(`tireshop-${name}-widget`) !== undefined),
    ),
  ).toEqual([true, true, true]);
  // Each module once, from the shop's origin.
  const fetched = urls.filter((u) => u.includes('/widgets/v1/') && !u.endsWith('/loader.js'));
  expect(fetched.length).toBeGreaterThan(0);
  expect(new Set(fetched).size).toBe(fetched.length);
  for (const u of fetched) expect(u).toContain(`GET ${baseURL}/widgets/v1/`);
});

test('elements before and after the loader and added later by a single-page app upgrade in place, attributes kept; a widget’s code comes with its first element', async ({
  page,
  baseURL,
}) => {
  const urls = requested(page);
  await page.goto(
    hostPage(
      '/elements',
      `<tireshop-installer-widget id="before" widget-id="iw-100001" size="225/45R17"></tireshop-installer-widget>
       <script>document.getElementById('before').hostMark = 'kept';</script>
       ${loaderTag(baseURL!)}
       <tireshop-installer-widget id="after" widget-id="iw-100002" size="265/70R17"></tireshop-installer-widget>
       <div id="app"></div>`,
    ),
  );
  const before = page.locator('#before');
  const after = page.locator('#after');
  await expect(before.locator('.ts-results__count')).toContainText('tires in 225/45R17');
  await expect(after.locator('.ts-results__count')).toContainText('tires in 265/70R17');
  // The same node as before the loader ran (a property the host set on it survives), its attributes as written.
  expect(
    await before.evaluate((el) => [
      (el as HTMLElement & { hostMark?: string }).hostMark,
      el.getAttribute('size'),
      el.getAttribute('widget-id'),
    ]),
  ).toEqual(['kept', '225/45R17', 'iw-100001']);
  expect(modules(urls, 'partner')).toEqual([]);

  // A single-page app shows a partner widget later: its code is fetched then.
  await page.evaluate(() => {
    const element = document.createElement('tireshop-partner-widget');
    element.setAttribute('widget-id', 'pw-demo-brand');
    element.setAttribute('size', '225/45R17');
    document.getElementById('app')!.append(element);
  });
  await expect(page.locator('tireshop-partner-widget .ts-results__count')).toContainText('tires in 225/45R17');
  expect(modules(urls, 'partner')).toHaveLength(1);
  expect(modules(urls, 'affiliate')).toEqual([]);

  // An attribute changed later re-renders the widget.
  await after.evaluate((el) => el.setAttribute('size', '225/45R17'));
  await expect(after.locator('.ts-results__count')).toContainText('tires in 225/45R17');
});

test('calls queued before the loader arrived are replayed: an event listener and an early load', async ({ page, baseURL }) => {
  const urls = requested(page);
  await page.goto(
    hostPage(
      '/queue',
      `<script>
         ${QUEUE_STUB}
         window.heard = [];
         window.dispatched = 0;
         tireshop('on', 'cart-updated', (detail) => heard.push(detail));
         document.addEventListener('tireshop:cart-updated', () => dispatched++);
         tireshop('load', 'affiliate');
       </script>
       <tireshop-installer-widget widget-id="iw-100001" size="225/45R17"></tireshop-installer-widget>
       ${loaderTag(baseURL!)}`,
    ),
  );
  const widget = page.locator('tireshop-installer-widget');
  await expect(widget.locator('.ts-card').first()).toBeVisible();
  // No affiliate element on the page, but its code was asked for before the loader arrived.
  await expect.poll(() => modules(urls, 'affiliate').length).toBe(1);
  await addToCart(widget);
  const heard = () =>
    page.evaluate(() => {
      const host = window as unknown as { heard: { totalQuantity: number }[]; dispatched: number };
      return { heard: host.heard, dispatched: host.dispatched };
    });
  await expect.poll(async () => (await heard()).heard.at(-1)).toEqual(expect.objectContaining({ version: 1, totalQuantity: 4 }));
  // Once per event: the listener was registered once although the loader ran the queue.
  const { heard: calls, dispatched } = await heard();
  expect(calls.length).toBe(dispatched);
});

test('the search, cart dialogs, checkout, booking and payment code is fetched only when the shopper gets there', async ({ page }) => {
  const urls = requested(page);
  await page.goto('/examples/plain-html/');
  const widget = page.locator('tireshop-installer-widget');
  await widget.getByLabel('Tire size').fill('225/45R17');
  await widget.getByRole('button', { name: 'Find tires' }).click();
  await expect(widget.locator('.ts-card').first()).toBeVisible();
  for (const lazy of [
    'widget-search',
    'widget-cart-modals',
    'widget-checkout',
    'appointment-modal',
    'widget-payment-steps',
    'widget-placed-order',
  ]) {
    expect(modules(urls, lazy), lazy).toEqual([]);
  }

  await widget.getByRole('button', { name: /Search by vehicle or brand/ }).click();
  const search = widget.locator('dialog.ts-search');
  await expect(search).toHaveAttribute('open', '');
  expect(modules(urls, 'widget-search')).toHaveLength(1);
  await page.keyboard.press('Escape');
  await expect(search).not.toHaveAttribute('open');

  const summary = await addToCart(widget);
  expect(modules(urls, 'widget-cart-modals')).toHaveLength(1);
  expect(modules(urls, 'widget-checkout')).toEqual([]);
  await summary.getByRole('link', { name: 'Checkout' }).click();
  const checkout = widget.locator('.ts-widget-checkout');
  await expect(checkout.getByRole('heading', { name: 'Your cart', exact: true })).toBeFocused();
  await expect(checkout.getByRole('tablist', { name: 'Delivery options' })).toBeVisible({ timeout: 20_000 });
  expect(modules(urls, 'widget-checkout')).toHaveLength(1);
  expect(modules(urls, 'widget-payment-steps')).toEqual([]);

  const appointment = checkout.getByRole('region', { name: 'Your installation appointment' });
  await expect(appointment).toContainText(/Held for you until/);
  expect(modules(urls, 'appointment-modal')).toEqual([]);
  const times = await openTimes(appointment, widget);
  expect(modules(urls, 'appointment-modal')).toHaveLength(1);
  await times.getByRole('button', { name: 'Cancel' }).click();
  await expect(times).toBeHidden();
  await checkout.getByRole('button', { name: 'Continue to services' }).click();
  const confirm = widget.getByRole('dialog', { name: 'Confirm your installation' });
  await settled(confirm);
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(checkout.getByRole('heading', { level: 2, name: 'Services' })).toBeFocused();
  expect(modules(urls, 'widget-payment-steps')).toEqual([]);
  await checkout.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(checkout.getByRole('radio', { name: 'Credit card' })).toBeChecked();
  expect(modules(urls, 'widget-payment-steps')).toHaveLength(1);
  expect(modules(urls, 'widget-placed-order')).toEqual([]);
});

test('widget files: hashed modules immutable, the loader and its old addresses short-cached, all CORS-open and precompressed', async ({
  request,
}) => {
  const manifest = (await (await request.get('/widgets/v1/manifest.json')).json()) as {
    widgets: Record<string, string[]>;
    chunks: Record<string, unknown>;
  };
  const files = Object.keys(manifest.chunks);
  expect(files.length).toBeGreaterThan(4);
  for (const file of files) {
    expect(file).toMatch(/^[\w-]+\.[\w-]{8}\.js$/);
    const res = await request.get(`/widgets/v1/${file}`, { headers: { 'Accept-Encoding': 'br', Origin: 'https://installer.example' } });
    expect(res.status(), file).toBe(200);
    expect(res.headers()['cache-control'], file).toBe('public, max-age=31536000, immutable');
    expect(res.headers()['access-control-allow-origin'], file).toBe('*');
    expect(res.headers()['content-encoding'], file).toBe('br');
    expect(res.headers()['content-type'], file).toMatch(/javascript/);
  }
  for (const path of ['/widgets/v1/loader.js', '/widgets/installer.js', '/widgets/partner.js', '/widgets/affiliate.js']) {
    const res = await request.get(path, { headers: { 'Accept-Encoding': 'gzip', Origin: 'https://installer.example' } });
    expect(res.status(), path).toBe(200);
    expect(res.headers()['cache-control'], path).toBe('public, max-age=300');
    expect(res.headers()['access-control-allow-origin'], path).toBe('*');
    expect(res.headers()['content-encoding'], path).toBe('gzip');
  }
  // The old addresses are the loader, pointing at the same modules one folder down.
  const old = await (await request.get('/widgets/installer.js')).text();
  expect(old).toContain(JSON.stringify(`v1/${manifest.widgets.installer![0]}`));
});

const NONCE = 'hOst-n0nce-2f9a';
const policies = (shop: string) => ({
  // What docs/integration.md tells hosts with a nonce policy: the nonce, 'strict-dynamic', and the shop for older browsers.
  'a nonce policy with strict-dynamic and Trusted Types': `script-src 'nonce-${NONCE}' 'strict-dynamic' ${shop}; require-trusted-types-for 'script'; trusted-types 'none'`,
  // The modules the loader imports carry its nonce: the nonce alone is enough.
  'a nonce policy without strict-dynamic or the shop': `script-src 'nonce-${NONCE}'`,
  // The policy of the first integration guide: the shop's origin, no nonce (and the old address).
  'the shop’s origin allowed, no nonce': `script-src ${shop}`,
});

for (const [name, scripts] of Object.entries(policies('SHOP'))) {
  test(`a host page with ${name}, on another origin: results, search and checkout with nothing refused`, async ({
    page,
    baseURL,
    request,
  }) => {
    const shop = baseURL!;
    const policy = `default-src 'none'; ${scripts.replace('SHOP', shop)}; connect-src ${shop}; img-src ${shop}; frame-src ${shop}; base-uri 'none'; object-src 'none'`;
    const withNonce = policy.includes('nonce-');
    // The loader as a host pins it: crossorigin and integrity (the shop sends it with CORS).
    const loader = await (await request.get('/widgets/v1/loader.js')).body();
    const integrity = `sha384-${createHash('sha384').update(loader).digest('base64')}`;
    const body = withNonce
      ? `<tireshop-installer-widget widget-id="iw-100001" size="225/45R17"></tireshop-installer-widget>
         <script nonce="${NONCE}">${QUEUE_STUB} window.heard = []; tireshop('on', 'view-changed', (detail) => heard.push(detail.view));</script>
         ${loaderTag(shop, `nonce="${NONCE}" crossorigin="anonymous" integrity="${integrity}"`)}`
      : `<tireshop-installer-widget widget-id="iw-100001" size="225/45R17"></tireshop-installer-widget>
         <script src="${shop}/widgets/installer.js" async></script>`;
    const refused = refusals(page);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const response = await page.goto(
      hostPage(`/csp-${Object.keys(policies('')).indexOf(name)}`, body, { 'Content-Security-Policy': policy }),
    );
    expect(response!.headers()['content-security-policy']).toBe(policy);

    const widget = page.locator('tireshop-installer-widget');
    await expect(widget.locator('.ts-card').first()).toBeVisible();
    await widget.getByRole('button', { name: /Search by vehicle or brand/ }).click();
    await expect(widget.locator('dialog.ts-search')).toHaveAttribute('open', '');
    await page.keyboard.press('Escape');
    const summary = await addToCart(widget);
    await summary.getByRole('link', { name: 'Checkout' }).click();
    await expect(widget.getByRole('tablist', { name: 'Delivery options' })).toBeVisible({ timeout: 20_000 });
    if (withNonce) await expect.poll(() => page.evaluate(() => (window as unknown as { heard: string[] }).heard)).toEqual(['checkout']);
    expect(refused).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('blocked storage and cookies: the widget lists tires and keeps its cart for the page’s life', async ({ page, baseURL }) => {
  // As in a browser that refuses this site storage: every access throws.
  await page.addInitScript(() => {
    const refuse = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    for (const name of ['localStorage', 'sessionStorage']) Object.defineProperty(window, name, { get: refuse, configurable: true });
    Object.defineProperty(Document.prototype, 'cookie', { get: refuse, set: refuse, configurable: true });
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(
    hostPage(
      '/no-storage',
      `<tireshop-installer-widget widget-id="iw-100001" size="225/45R17"></tireshop-installer-widget>${loaderTag(baseURL!)}`,
    ),
  );
  const widget = page.locator('tireshop-installer-widget');
  await expect(widget.locator('.ts-card').first()).toBeVisible();
  const summary = await addToCart(widget);
  await summary.getByRole('link', { name: 'Checkout' }).click();
  await expect(widget.getByRole('tablist', { name: 'Delivery options' })).toBeVisible({ timeout: 20_000 });
  await widget.getByRole('button', { name: 'Back to tires' }).click();
  await expect(widget.locator('.ts-widget-cart-button')).toHaveAccessibleName('Cart, 4 tires');
  expect(errors).toEqual([]);
});

test('a single-page app moves the element, removes it and adds a new one: one widget each time, nothing left mounted', async ({
  page,
  baseURL,
}) => {
  await page.goto(
    hostPage(
      '/spa',
      `<div id="one"><tireshop-installer-widget widget-id="iw-100001" size="225/45R17"></tireshop-installer-widget></div><div id="two"></div>${loaderTag(baseURL!)}`,
    ),
  );
  const widget = page.locator('tireshop-installer-widget');
  await expect(widget.locator('.ts-card').first()).toBeVisible();
  await addToCart(widget);
  await widget.locator('dialog.ts-cart-summary .ts-cart-modal__close').click();

  // Moved to another place of the page: the same widget, still one mount, its results kept.
  await page.evaluate(() => document.getElementById('two')!.append(document.querySelector('tireshop-installer-widget')!));
  await expect(page.locator('#two tireshop-installer-widget .ts-card').first()).toBeVisible();
  await expect(widget.locator('.ts-root')).toHaveCount(1);

  // Removed: its view is unmounted. A new element for the same shop reads the kept cart.
  const left = await page.evaluate(async () => {
    const old = document.querySelector('tireshop-installer-widget')!;
    old.remove();
    await new Promise((resolve) => setTimeout(resolve, 50));
    return old.shadowRoot!.querySelectorAll('.ts-root').length;
  });
  expect(left).toBe(0);
  await page.evaluate(() => {
    const element = document.createElement('tireshop-installer-widget');
    element.setAttribute('widget-id', 'iw-100001');
    document.getElementById('one')!.append(element);
  });
  await expect(widget.locator('.ts-widget-cart-button')).toHaveAccessibleName('Cart, 4 tires');
  await expect(widget.locator('.ts-root')).toHaveCount(1);
});
