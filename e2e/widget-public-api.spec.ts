/**
 * The widgets' public API on host pages of another origin (docs/integration.md "The public API"):
 * the elements' methods and the `tireshop` global — open and close the cart, set the size or a
 * vehicle, reset,
 * read the cart, the version — including calls made before the loader arrived; the React host
 * example that drives them from its own buttons; and the loader pinned by its published
 * Subresource Integrity hash.
 */
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { expect, test, type Locator } from '@playwright/test';
import type { TireshopInstallerWidgetElement as Widget } from '@tireshop/widgets';
import { addToCart } from './support';

const HOST = `http://localhost:${process.env.E2E_HOST_PORT}`;
const hostPages = new Map<string, string>();
let server: Server;

test.beforeAll(async () => {
  server = createServer((req, res) => {
    const body = hostPages.get((req.url ?? '').split('?')[0]!);
    if (body === undefined) return void res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>An installer's website</title>${body}</html>`);
  });
  await new Promise<void>((resolve) => server.listen(Number(process.env.E2E_HOST_PORT), resolve));
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Serves `head` and `body` at `path` on the host origin; returns its address. */
function hostPage(path: string, head: string, body: string): string {
  hostPages.set(path, `${head}</head><body><h1>Tires</h1>${body}</body>`);
  return `${HOST}${path}`;
}

const QUEUE_STUB = 'window.tireshop = window.tireshop || function () { (tireshop.q = tireshop.q || []).push(arguments) };';
const SIZE_PROBLEM = '"999/99R99" is not a tire size. Try a size like 225/45R17.';
/** What the widget's size box says under a text that is no size (as for such a `size` attribute). */
const SIZE_HINT = 'Enter a tire size like 225/45R17, LT265/70R17 or 33x12.50R15LT.';

const summaryOf = (widget: Locator) => widget.locator('dialog.ts-cart-summary');

test('the elements and the global: a queued size, the version, open and close the cart, read it, reset', async ({ page, baseURL }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // The stub and a call in <head>, before the element exists and before the loader has arrived.
  await page.goto(
    hostPage(
      '/api',
      `<script>${QUEUE_STUB} tireshop('setSize', '225/45R17', { widgetId: 'iw-100001' });</script>
       <script src="${baseURL}/widgets/v1/loader.js" async></script>`,
      '<tireshop-installer-widget widget-id="iw-100001"></tireshop-installer-widget>',
    ),
  );
  const widget = page.locator('tireshop-installer-widget');
  await expect(widget.locator('.ts-card').first()).toBeVisible();
  await expect(widget).toHaveAttribute('size', '225/45R17');

  // The version, on the element and the global: a 1.x, as the /widgets/v1/ address pins.
  const versions = await page.evaluate(() => ({
    element: document.querySelector('tireshop-installer-widget')!.version,
    global: window.tireshop!.version,
  }));
  expect(versions.element).toMatch(/^1\.\d+\.\d+$/);
  expect(versions.global).toBe(versions.element);

  // A text that is no size: the widget says so, and the call is refused with the same words.
  const refused = await widget.evaluate((el) =>
    (el as Widget).setSize('999/99R99').then(
      () => 'resolved',
      (error: Error) => `${error.name}: ${error.message}`,
    ),
  );
  expect(refused).toBe(`TypeError: [tireshop] setSize: ${SIZE_PROBLEM}`);
  await expect(widget.getByText(SIZE_HINT)).toBeVisible();
  await expect(widget.getByRole('textbox', { name: 'Tire size' })).toHaveValue('999/99R99');

  // The global with a target lists the size again.
  await page.evaluate(() => window.tireshop!('setSize', '225/45R17', { widgetId: 'iw-100001' }));
  await expect(widget.getByRole('region', { name: 'Tires in 225/45R17' })).toBeVisible();
  // The shopper searches another size; the page's size (the attribute's already) lists again.
  await widget.getByPlaceholder('225/45R17').fill('265/70R17');
  await widget.getByRole('button', { name: 'Find tires' }).click();
  await expect(widget.getByRole('region', { name: 'Tires in 265/70R17' })).toBeVisible();
  await widget.evaluate((el) => (el as Widget).setSize('225/45R17'));
  await expect(widget.getByRole('region', { name: 'Tires in 225/45R17' })).toBeVisible();

  expect(await widget.evaluate((el) => (el as Widget).getCart())).toBeNull();
  const summary = await addToCart(widget);
  await widget.evaluate((el) => (el as Widget).closeCart());
  await expect(summary).not.toHaveAttribute('open');
  const cart = await widget.evaluate((el) => (el as Widget).getCart());
  expect(cart).toEqual({ version: 1, cartId: expect.any(String), totalQuantity: 4 });
  expect(await page.evaluate(() => window.tireshop!('getCart'))).toEqual(cart);

  await page.evaluate(() => window.tireshop!('openCart', { widgetId: 'iw-100001' }));
  await expect(summaryOf(widget)).toHaveAttribute('open', '');
  await page.evaluate(() => window.tireshop!('closeCart'));
  await expect(summaryOf(widget)).not.toHaveAttribute('open');

  // Reset: the first screen again (no size, no results); the cart is kept.
  await widget.evaluate((el) => (el as Widget).reset());
  await expect(widget).not.toHaveAttribute('size');
  await expect(widget.locator('.ts-card')).toHaveCount(0);
  await expect(widget.getByRole('textbox').first()).toHaveValue('');
  expect(await widget.evaluate((el) => (el as Widget).getCart())).toEqual(cart);

  // A call for a widget that is not on the page is refused clearly.
  const missing = await page.evaluate(() => window.tireshop!('openCart', { widgetId: 'iw-999999' }).catch((error: Error) => error.message));
  expect(missing).toContain('no widget element with widget-id "iw-999999" on the page');
  expect(errors).toEqual([]);
});

test('a method called on the element before its code has arrived waits for it', async ({ page, baseURL }) => {
  await page.goto(hostPage('/early', `<script src="${baseURL}/widgets/v1/loader.js"></script>`, ''));
  const result = await page.evaluate(async () => {
    const element = document.createElement('tireshop-installer-widget');
    element.setAttribute('widget-id', 'iw-100001');
    document.body.append(element);
    // Called at once: the widget's code has not arrived (nothing rendered in its shadow root yet).
    const rendered = element.shadowRoot!.childElementCount > 0;
    const calls = Promise.all([element.setSize('225/45R17'), element.getCart()]);
    return { rendered, answers: await calls };
  });
  expect(result).toEqual({ rendered: false, answers: [undefined, null] });
  await expect(page.locator('tireshop-installer-widget .ts-card').first()).toBeVisible();
});

test('the partner widget opens its cart from the page (its cart code fetched for it); an affiliate widget only where it sells', async ({
  page,
  baseURL,
}) => {
  const told: string[] = [];
  page.on('console', (m) => m.type() === 'warning' && told.push(m.text()));
  await page.goto(
    hostPage(
      '/partner-api',
      `<script src="${baseURL}/widgets/v1/loader.js" async></script>`,
      `<tireshop-partner-widget widget-id="pw-demo-brand"></tireshop-partner-widget>
       <tireshop-affiliate-widget widget-id="aw-demo-affiliate"></tireshop-affiliate-widget>
       <tireshop-affiliate-widget widget-id="aw-demo-manufacturer"></tireshop-affiliate-widget>
       <tireshop-partner-widget></tireshop-partner-widget>`,
    ),
  );
  const partner = page.locator('tireshop-partner-widget[widget-id]');
  expect(await partner.evaluate((el) => (el as Widget).getCart())).toBeNull();
  await partner.evaluate((el) => (el as Widget).openCart());
  // No cart yet: the empty-cart dialog.
  await expect(partner.getByRole('dialog', { name: 'Your cart is empty' })).toBeVisible();
  await partner.evaluate((el) => (el as Widget).closeCart());
  await expect(partner.getByRole('dialog')).toHaveCount(0);

  // An affiliate widget that sends shoppers to the shop's site has no cart, and says so.
  const linksOut = page.locator('tireshop-affiliate-widget[widget-id="aw-demo-affiliate"]');
  const refused = await linksOut.evaluate((el) => (el as Widget).openCart().catch((error: Error) => error.message));
  expect(refused).toBe("[tireshop] widget aw-demo-affiliate has no cart: it sends shoppers to the shop's site to buy");
  // One whose configuration sells inside it opens its cart like the partner widget.
  const sells = page.locator('tireshop-affiliate-widget[widget-id="aw-demo-manufacturer"]');
  expect(await sells.evaluate((el) => (el as Widget).getCart())).toBeNull();
  await sells.evaluate((el) => (el as Widget).openCart());
  await expect(sells.getByRole('dialog', { name: 'Your cart is empty' })).toBeVisible();

  // The site owner who forgot the id is shown what a partner widget's id looks like.
  await expect.poll(() => told).toContainEqual(expect.stringContaining('e.g. <tireshop-partner-widget widget-id="pw-…">'));
});

test("setVehicle lists the tires of a vehicle's size, and refuses a vehicle the shop does not know", async ({ page, baseURL }) => {
  await page.goto(
    hostPage(
      '/vehicle',
      `<script src="${baseURL}/widgets/v1/loader.js" async></script>`,
      '<tireshop-installer-widget widget-id="iw-100001"></tireshop-installer-widget>',
    ),
  );
  const widget = page.locator('tireshop-installer-widget');
  const fit = await widget.evaluate((el) => (el as Widget).setVehicle({ year: 2021, make: 'Toyota', model: 'Camry', trim: 'SE' }));
  expect(fit).toEqual({ year: 2021, make: 'Toyota', model: 'Camry', trim: 'SE', size: '235/45R18', rearSize: '235/45R18' });
  await expect(widget.getByRole('region', { name: 'Tires in 235/45R18' })).toBeVisible();
  await expect(widget).toHaveAttribute('size', '235/45R18');

  // Through the global, for a widget id: no trim is the year's first (the LE's 205/65R16).
  const first = await page.evaluate(() =>
    window.tireshop!('setVehicle', { year: 2021, make: 'toyota', model: 'camry' }, { widgetId: 'iw-100001' }),
  );
  expect(first).toMatchObject({ trim: 'LE', size: '205/65R16' });
  await expect(widget.getByRole('region', { name: 'Tires in 205/65R16' })).toBeVisible();

  const refusal = (vehicle: unknown) =>
    widget.evaluate(
      (el, v) =>
        (el as Widget).setVehicle(v as never).then(
          () => 'resolved',
          (error: Error) => `${error.name}: ${error.message}`,
        ),
      vehicle,
    );
  expect(await refusal({ year: 2021, make: 'Toyota', model: 'Flying Carpet' })).toBe(
    "TypeError: [tireshop] setVehicle: the shop does not know a 2021 Toyota Flying Carpet. Try { year: 2021, make: 'Toyota', model: 'Camry' }.",
  );
  expect(await refusal({ year: 2021, make: 'Toyota', model: 'Camry', trim: 'Limo' })).toBe(
    'TypeError: [tireshop] setVehicle: the shop does not know a 2021 Toyota Camry Limo; its trims are LE, SE, XLE, XSE',
  );
  expect(await refusal('2021 Camry')).toMatch(/^TypeError: \[tireshop\] setVehicle\(\) takes a vehicle with a year, a make and a model/);
  // Nothing refused changed what the widget lists.
  await expect(widget.getByRole('region', { name: 'Tires in 205/65R16' })).toBeVisible();
});

test('the React host example drives the widget through its typed elements and methods', async ({ page }) => {
  await page.goto('/examples/react-host/');
  const widget = page.locator('tireshop-installer-widget');
  await expect(page.getByText(/^Widgets 1\.\d+\.\d+$/)).toBeVisible();

  await page.getByRole('button', { name: 'Show 999/99R99' }).click();
  await expect(page.getByRole('alert').filter({ hasText: `[tireshop] setSize: ${SIZE_PROBLEM}` })).toBeVisible();
  await expect(widget.getByText(SIZE_HINT)).toBeVisible();
  await expect(widget.getByRole('textbox', { name: 'Tire size' })).toHaveValue('999/99R99');

  await page.getByRole('button', { name: 'Show 225/45R17' }).click();
  await addToCart(widget);
  await expect(page.getByRole('button', { name: 'Your cart (4)' })).toBeVisible();
  // The cart's dialog is modal: the shopper closes it (Escape) before the site's own buttons answer again.
  await page.keyboard.press('Escape');
  await expect(summaryOf(widget)).not.toHaveAttribute('open');
  await page.getByRole('button', { name: 'Your cart (4)' }).click();
  await expect(summaryOf(widget)).toHaveAttribute('open', '');
  await page.keyboard.press('Escape');
  await expect(summaryOf(widget)).not.toHaveAttribute('open');
  await page.getByRole('button', { name: 'Check the cart' }).click();
  await expect(page.locator('output')).toHaveText('4 tires in the cart');

  await page.getByRole('button', { name: 'Start over' }).click();
  await expect(widget.locator('.ts-card')).toHaveCount(0);
});

test('the published integrity hashes match what is served, and pin the loader with integrity=', async ({ page, request, baseURL }) => {
  const list = (await (await request.get(`${baseURL}/widgets/v1/integrity.json`)).json()) as {
    version: string;
    algorithm: string;
    files: Record<string, string>;
  };
  expect(list.version).toMatch(/^1\./);
  expect(Object.keys(list.files)).toContain('loader.js');
  expect(Object.keys(list.files).length).toBeGreaterThan(5);
  for (const [file, hash] of Object.entries(list.files)) {
    const served = await request.get(`${baseURL}/widgets/v1/${file}`);
    expect(hash, file).toBe(
      `sha384-${createHash('sha384')
        .update(await served.body())
        .digest('base64')}`,
    );
  }

  const loader = (integrity: string) =>
    `<script src="${baseURL}/widgets/v1/loader.js" integrity="${integrity}" crossorigin="anonymous" async></script>`;
  await page.goto(
    hostPage(
      '/sri',
      loader(list.files['loader.js']!),
      '<tireshop-installer-widget widget-id="iw-100001" size="225/45R17"></tireshop-installer-widget>',
    ),
  );
  await expect(page.locator('tireshop-installer-widget .ts-card').first()).toBeVisible();

  // Another hash: the browser refuses the loader, so no widget element is defined.
  const wrong = `sha384-${createHash('sha384').update('not the loader').digest('base64')}`;
  const refused = new Promise<void>((resolve) => page.on('console', (m) => /integrity/i.test(m.text()) && resolve()));
  await page.goto(hostPage('/sri-wrong', loader(wrong), '<tireshop-installer-widget widget-id="iw-100001"></tireshop-installer-widget>'));
  await refused;
  expect(await page.evaluate(() => customElements.get('tireshop-installer-widget') === undefined)).toBe(true);
});
