/**
 * Theming a widget from the host page with the `::part` names (docs/integration.md "Theming"):
 * the host's CSS reaches exactly the parts the widget exposes — product cards, primary buttons,
 * the price, the search form, the cart button and the cart's dialog and its title — and nothing else.
 */
import type { Server } from 'node:http';
import { expect, test, type Locator } from '@playwright/test';
import { addToCart, serveHostPage } from './support';

const HOST = `http://localhost:${process.env.E2E_HOST_PORT}`;
let server: Server;
let hostPage = '';

// The host page, on the origin the shop lets widgets be embedded on.
test.beforeAll(async () => {
  server = await serveHostPage(() => hostPage);
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const hostCss = `
  tireshop-installer-widget::part(product-card) { border: 3px solid rgb(255, 0, 128); }
  tireshop-installer-widget::part(button-primary) { background-color: rgb(0, 128, 0); }
  tireshop-installer-widget::part(price) { color: rgb(10, 20, 30); }
  tireshop-installer-widget::part(search) { outline: 4px dashed rgb(0, 0, 255); }
  tireshop-installer-widget::part(cart-button) { background-color: rgb(200, 100, 0); }
  tireshop-installer-widget::part(dialog) { border: 5px solid rgb(1, 2, 3); }
  tireshop-installer-widget::part(dialog-title) { color: rgb(4, 5, 6); }
  /* Not a part: class names inside the widget stay out of the host's reach. */
  tireshop-installer-widget::part(ts-card__name), .ts-card__name { color: rgb(255, 0, 0); }
`;

const style = (locator: Locator, property: string) =>
  locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

test('a host page styles ::part(product-card), ::part(button-primary) and the other parts of the installer widget', async ({
  page,
  baseURL,
}) => {
  hostPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A themed host</title><style>${hostCss}</style></head>
    <body><tireshop-installer-widget widget-id="iw-100001" size="225/45R17"></tireshop-installer-widget>
    <script src="${baseURL}/widgets/v1/loader.js" async></script></body></html>`;
  await page.goto(`${HOST}/theming`);
  const widget = page.locator('tireshop-installer-widget');
  const card = widget.locator('.ts-card').first();
  await expect(card).toBeVisible();

  expect(await style(card, 'border-top-color')).toBe('rgb(255, 0, 128)');
  expect(await style(card, 'border-top-width')).toBe('3px');
  const add = card.getByRole('button', { name: /^Add 4 to cart/ });
  expect(await style(add, 'background-color')).toBe('rgb(0, 128, 0)');
  expect(await style(widget.getByRole('button', { name: 'Find tires' }), 'background-color')).toBe('rgb(0, 128, 0)');
  expect(await style(card.locator('.ts-price'), 'color')).toBe('rgb(10, 20, 30)');
  expect(await style(widget.getByRole('search'), 'outline-style')).toBe('dashed');
  expect(await style(widget.locator('.ts-cart-button'), 'background-color')).toBe('rgb(200, 100, 0)');
  // Inside the widget, what is no part keeps the widget's own look.
  expect(await style(card.locator('.ts-card__name a'), 'color')).not.toBe('rgb(255, 0, 0)');

  const summary = await addToCart(widget);
  expect(await style(summary, 'border-top-color')).toBe('rgb(1, 2, 3)');
  expect(await style(summary.getByRole('heading').first(), 'color')).toBe('rgb(4, 5, 6)');
});
