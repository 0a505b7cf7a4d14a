import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer, type Server } from 'node:http';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** Calls the shop's API the way its own pages do (public client, same origin). */
export async function apiGet<T = any>(request: APIRequestContext, baseURL: string, path: string): Promise<T> {
  const token = await request.post('/api/token', {
    form: { client_id: 'storefront-web', grant_type: 'client_credentials' },
    headers: { Origin: baseURL },
  });
  expect(token.status()).toBe(200);
  const { access_token } = await token.json();
  const res = await request.get(`/api${path}`, { headers: { Authorization: `Bearer ${access_token}` } });
  expect(res.status(), path).toBe(200);
  return res.json();
}

/** No serious or critical accessibility violations (axe-core). */
export async function expectAccessible(page: Page, include?: string) {
  // Colour contrast is judged on the page at rest: a dialog still fading in would read as faint.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  let builder = new AxeBuilder({ page });
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/**
 * Waits until the storefront page is interactive. The page is complete as the server sends it, but
 * its controls act only once the page's code has loaded and hydrated it (the cart modals mount
 * then); a change made before that — a sort chosen, a cart button pressed — does nothing.
 */
export async function hydrated(page: Page) {
  await expect(page.locator('dialog.ts-cart-summary')).toHaveCount(1);
}

export const dollars = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

/** A dialog's opening animation has finished (axe measures contrast on what it sees). */
export async function settled(dialog: Locator) {
  await dialog.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
}

/** "Monday, November 23": how the appointment modal's day strip names a day ("YYYY-MM-DD"). */
export const dayName = (date: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );

/**
 * Opens the time-change modal from the appointment `card` and waits for the schedule in it: the
 * dialog named `title` in `within` (the page, or the widget whose shadow root holds the modal).
 */
export async function openTimes(card: Locator, within: Page | Locator, title = 'Choose your installation time'): Promise<Locator> {
  await card.getByRole('button', { name: 'Change time' }).click();
  const modal = within.getByRole('dialog', { name: title });
  await expect(modal.getByRole('group', { name: 'Day', exact: true })).toBeVisible();
  return modal;
}

/** In the open time-change modal: a day, waiting at the shop, an hour. */
export async function chooseHour(modal: Locator, date: string, label: string) {
  await modal.getByRole('radio', { name: dayName(date), exact: true }).check();
  await modal.getByRole('radio', { name: /^Wait at the shop/ }).check();
  await modal.getByRole('radio', { name: label, exact: true }).check();
}

/** An installer's day as GET /v1/installers/{id}/schedule answers it (the fields the journeys read). */
export interface ScheduleDay {
  date: string;
  isAvailable: boolean;
  slots: { startTime: string; label: string; available: number }[];
  dropOffWindows: { dropOffWindow: string; startTime: string; label: string; available: number }[];
}

/**
 * spec §4 Cart "default: first available day, morning, drop-off", as the schedule shows it: the
 * first day with anything free, its morning window (its first free window when the morning is
 * gone, then its first free hour).
 */
export function defaultTime(days: ScheduleDay[]) {
  const free = (t: { available: number }) => t.available > 0;
  for (const day of days) {
    const window = day.dropOffWindows.find((w) => w.dropOffWindow === 'Morning' && free(w)) ?? day.dropOffWindows.find(free);
    if (window) return { date: day.date, isDropOff: true, dropOffWindow: window.dropOffWindow, startTime: window.startTime };
    const hour = day.slots.find(free);
    if (hour) return { date: day.date, isDropOff: false, dropOffWindow: null, startTime: hour.startTime };
  }
  throw new Error('nothing is free in the next 30 days');
}

/** In checkout's FedEx tab, a location chosen: Sam Lee collects the tires, saved ("Pick up here"). */
export async function pickUpAsSam(panel: Locator) {
  await panel.getByLabel('First name').fill('Sam');
  await panel.getByLabel('Last name').fill('Lee');
  await panel.getByLabel('Phone', { exact: true }).fill('5125550199');
  await panel.getByLabel('Email').fill('sam@example.com');
  await panel.getByRole('button', { name: 'Pick up here' }).click();
  await expect(panel.locator('.ts-checkout-saved')).toContainText('Collected by Sam Lee');
}

// ---- checkout payment journeys (e2e/checkout-payment*.spec.ts) ---------------------------------

/** One call of the shop's API as the storefront's pages make it (public client, same origin). */
export async function shopApi(
  request: APIRequestContext,
  baseURL: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
) {
  const token = await request.post('/api/token', {
    form: { client_id: 'storefront-web', grant_type: 'client_credentials' },
    headers: { Origin: baseURL },
  });
  expect(token.status()).toBe(200);
  const res = await request.fetch(`/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${(await token.json()).access_token}`, Origin: baseURL, 'Content-Type': 'application/json' },
    data: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status(), body: await res.json() };
}

/** The sandbox gateway's test cards (common to every journey; the gateway documents them). */
export const TEST_CARDS = {
  visa: '4111 1111 1111 1111',
  mastercard: '5555 5555 5555 4444',
  decline: '4000 0000 0000 0002',
  processing: '4000 0005 3900 0002',
} as const;

/** A valid expiry (MM/YY) two years ahead: the journeys never depend on today's date. */
export const FUTURE_EXPIRY = `12/${String((new Date().getUTCFullYear() + 2) % 100).padStart(2, '0')}`;

/** The gateway's card form in its iframe on the payment page (or in a widget's shadow root). */
export const cardFrame = (within: Page | Locator) => within.frameLocator('iframe[title="Card details"]');

/** Types a card into the hosted fields as a shopper does. */
export async function fillCard(within: Page | Locator, number: string, name = 'Dana Smith') {
  const frame = cardFrame(within);
  await frame.getByLabel('Card number').fill(number);
  await frame.getByLabel('Expiration date').fill(FUTURE_EXPIRY);
  await frame.getByLabel('Security code (CVV)').fill('123');
  await frame.getByLabel('Name on card').fill(name);
}

/**
 * A cart of `quantity` Michelin Defender2 225/65R17 for Austin (`zip: null`: for nowhere yet, as
 * after a product page) made through the API as the product page makes it, opened in the browser
 * (its ST_cartId and ST_cartQuantity cookies set).
 */
export async function newCart(page: Page, baseURL: string, quantity = 2, options: { zip?: string | null } = {}): Promise<string> {
  const line = await shopApi(page.request, baseURL, 'GET', `/v1/product-lines/michelin/defender2?size=${encodeURIComponent('225/65R17')}`);
  expect(line.body.selectedProductId, 'Michelin Defender2 in 225/65R17').toBeTruthy();
  const created = await shopApi(page.request, baseURL, 'POST', '/v1/carts', {
    productId: line.body.selectedProductId,
    quantity: { front: quantity },
    ...(options.zip === null ? {} : { zip: options.zip ?? AUSTIN_ADDRESS.zip }),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const cartId = created.body.siteCart.id as string;
  await page.context().addCookies([
    { name: 'ST_cartId', value: cartId, url: baseURL },
    { name: 'ST_cartQuantity', value: String(quantity), url: baseURL },
  ]);
  return cartId;
}

/** newCart shipped to Dana Smith's home in Austin (spec §4: home shipping goes from the cart straight to payment). */
export async function homeCart(page: Page, baseURL: string, quantity = 2): Promise<string> {
  const cartId = await newCart(page, baseURL, quantity);
  const shipping = await shopApi(page.request, baseURL, 'PUT', `/v1/checkout/cart-shipping?cartId=${cartId}`, {
    shippingOption: 'HOME',
    ...AUSTIN_ADDRESS,
    email: 'dana@example.com',
  });
  expect(shipping.status, JSON.stringify(shipping.body)).toBe(200);
  return cartId;
}

/** An address form (the payment step's billing address, the shipping address), filled with an Austin address. */
export async function fillBilling(form: Locator) {
  await form.getByLabel('First name').fill('Dana');
  await form.getByLabel('Last name').fill('Smith');
  await form.getByLabel('Street address').fill('500 Congress Ave');
  await form.getByLabel('City').fill('Austin');
  await form.getByLabel('State').selectOption('TX');
  await form.getByLabel('ZIP code').fill('78701');
  await form.getByLabel('Phone', { exact: true }).fill('5125550142');
  await form.getByLabel('Email').fill('dana@example.com');
}

// ---- orders placed through the API, moved along by operations (e2e/order-tracking.spec.ts) --------

/** A bearer token of a confidential client (client_credentials with its secret). */
async function clientToken(request: APIRequestContext, baseURL: string, clientId: string, clientSecret: string): Promise<string> {
  const res = await request.post('/api/token', {
    form: { client_id: clientId, client_secret: clientSecret, grant_type: 'client_credentials' },
    headers: { Origin: baseURL },
  });
  expect(res.status(), `token of ${clientId}`).toBe(200);
  return (await res.json()).access_token;
}

/** The storefront server's own client: it shares carts and orders with the storefront's pages (storefront-web). */
export const storefrontServerToken = (request: APIRequestContext, baseURL: string) =>
  clientToken(request, baseURL, 'storefront', 'dev-storefront-secret');

async function callAs(
  request: APIRequestContext,
  baseURL: string,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const res = await request.fetch(path, {
    method,
    headers: { Authorization: `Bearer ${token}`, Origin: baseURL, 'Content-Type': 'application/json', ...headers },
    data: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status(), body: await res.json(), headers: res.headers() };
}

/** A placed order as POST /v1/orders answers it (the fields the journeys read). */
export interface PlacedOrder {
  orderId: string;
  orderNumber: string;
  status: 'unconfirmed' | 'confirmed' | 'cancelled';
  shipping: { zip: string | null };
  billing: { zip: string };
  items: { name: string; quantity: number }[];
}

/** Dana Smith in Austin: the home delivery and billing of the API-placed orders. */
export const AUSTIN_ADDRESS = {
  firstName: 'Dana',
  lastName: 'Smith',
  addressLine1: '500 Congress Ave',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  phone: '512-555-0142',
} as const;

/**
 * An order placed the way the storefront places one, straight through the API: a cart of 4 Michelin
 * Defender2 225/65R17 shipped home to Austin, the billing address, the card typed into the gateway's
 * tokenizer (POST /gateway/v1/tokenize with the client token, never /api), then POST /api/v1/orders
 * with an Idempotency-Key. `card` is a sandbox test card (TEST_CARDS.processing gives an
 * unconfirmed order that settles later).
 */
export async function placeOrderThroughApi(
  request: APIRequestContext,
  baseURL: string,
  card: string = TEST_CARDS.visa,
  installAt?: { installerId: number },
): Promise<PlacedOrder & { appointmentDate?: string }> {
  const token = await storefrontServerToken(request, baseURL);
  const call = (method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown, headers?: Record<string, string>) =>
    callAs(request, baseURL, token, method, `/api${path}`, body, headers);
  const line = await call('GET', `/v1/product-lines/michelin/defender2?size=${encodeURIComponent('225/65R17')}`);
  expect(line.body.selectedProductId, 'Michelin Defender2 in 225/65R17').toBeTruthy();
  const created = await call('POST', '/v1/carts', {
    productId: line.body.selectedProductId,
    quantity: { front: 4 },
    zip: AUSTIN_ADDRESS.zip,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const cartId = created.body.siteCart.id as string;
  const shipped = await call(
    'PUT',
    `/v1/checkout/cart-shipping?cartId=${cartId}`,
    installAt ? { shippingOption: 'INSTALLER', installerId: installAt.installerId } : { shippingOption: 'HOME', ...AUSTIN_ADDRESS },
  );
  expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
  // An installation: the shop's default time (spec §4 Cart: first available day, morning drop-off).
  const booked = installAt ? await call('POST', `/v1/checkout/cart-appointment?cartId=${cartId}`, {}) : null;
  if (booked) expect(booked.status, JSON.stringify(booked.body)).toBe(201);
  const billed = await call('PUT', `/v1/checkout/cart-billing?cartId=${cartId}`, {
    ...AUSTIN_ADDRESS,
    phoneType: 'Mobile',
    email: 'dana@example.com',
  });
  expect(billed.status, JSON.stringify(billed.body)).toBe(200);
  const issued = await call('GET', '/v1/checkout/sandbox-client-token');
  expect(issued.status).toBe(200);
  const tokenized = await request.post('/gateway/v1/tokenize', {
    headers: { Origin: baseURL, 'Content-Type': 'application/json' },
    data: JSON.stringify({ clientToken: issued.body.clientToken, number: card, expiry: FUTURE_EXPIRY, cvv: '123', name: 'Dana Smith' }),
  });
  expect(tokenized.status(), await tokenized.text()).toBe(201);
  const { nonce } = await tokenized.json();
  const placed = await call(
    'POST',
    '/v1/orders',
    { cartId, paymentType: 'credit', paymentMethodNonce: nonce },
    { 'Idempotency-Key': `e2e-${cartId}` },
  );
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return { ...(placed.body.order as PlacedOrder), appointmentDate: booked?.body.siteCartAppointment.date };
}

/**
 * The signed-in shopper of `page` orders two tires delivered home through the storefront (the cart
 * is the account's: its calls carry the session cookie), paid with the Visa test card; answers the
 * order as GET /v1/orders/{id} has it, from its confirmation page.
 */
export async function placeOrderSignedIn(
  page: Page,
  baseURL: string,
): Promise<{ orderId: string; orderNumber: string; totalInCents: number }> {
  await homeCart(page, baseURL);
  await page.goto('/checkout/payments');
  await expect(page.getByRole('form', { name: 'Billing address' })).toBeVisible({ timeout: 20_000 });
  await fillCard(page, TEST_CARDS.visa);
  await page.getByRole('region', { name: 'Order summary' }).getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/checkout\/confirm-order\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  const orderId = new URL(page.url()).pathname.split('/').pop()!;
  const placed = await shopApi(page.request, baseURL, 'GET', `/v1/orders/${orderId}`);
  expect(placed.status).toBe(200);
  const { orderNumber, totalInCents } = placed.body.order as { orderNumber: string; totalInCents: number };
  return { orderId, orderNumber, totalInCents };
}

/** Operations move an order along (POST /api/v1/fulfilment/orders/{number}/events as the `ops` client). */
export async function recordFulfilment(
  request: APIRequestContext,
  baseURL: string,
  orderNumber: string,
  event: { status: 'pending_pickup' | 'in_transit' | 'delivered' | 'cancelled'; carrier?: string; trackingNumber?: string },
) {
  const token = await clientToken(request, baseURL, 'ops', 'dev-ops-secret');
  const answer = await callAs(request, baseURL, token, 'POST', `/api/v1/fulfilment/orders/${orderNumber}/events`, event);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.orderTracking;
}

/**
 * GET /api/v1/order-tracking as a browser at `clientAddress` (X-Forwarded-For): the tracking limit
 * counts per address, so each journey uses its own and can run the limit out on purpose.
 */
export async function trackAs(request: APIRequestContext, baseURL: string, clientAddress: string, orderId: string, zip: string) {
  const token = await storefrontServerToken(request, baseURL);
  return callAs(request, baseURL, token, 'GET', `/api/v1/order-tracking?${new URLSearchParams({ orderId, zip })}`, undefined, {
    'X-Forwarded-For': clientAddress,
  });
}

/** Signs a demo portal account in from /portal (its sign-in page, back to the portal). */
export async function signInToPortal(page: Page, email: string, password = 'dev-demo-password') {
  await page.goto('/portal');
  await expect(page).toHaveURL(/\/account\/sign-in\?returnTo=%2Fportal$/);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** In a widget's results: "Add 4 to cart" on the first tire; the cart summary dialog it opens. */
export async function addToCart(widget: Locator): Promise<Locator> {
  const card = widget.locator('.ts-card').first();
  await card.getByRole('button', { name: /^Add 4 to cart/ }).click();
  const summary = widget.locator('dialog.ts-cart-summary');
  await expect(summary).toHaveAttribute('open', '');
  return summary;
}

/**
 * Serves an example host page (examples/…) at `path` on the host port (E2E_HOST_PORT), as the
 * site that embeds a widget serves it: another origin than the shop's, its loader from the shop's
 * address (`shopOrigin()`, known once a test has its baseURL). Call in beforeAll; close in afterAll.
 */
export async function serveExamplePage(example: string, path: string, shopOrigin: () => string): Promise<Server> {
  const html = readFileSync(new URL(`../examples/${example}`, import.meta.url), 'utf8');
  const server = createServer((req, res) => {
    if ((req.url ?? '').split('?')[0] !== path) return void res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(html.replace('src="/widgets/v1/loader.js"', `src="${shopOrigin()}/widgets/v1/loader.js"`));
  });
  await new Promise<void>((resolve) => server.listen(Number(process.env.E2E_HOST_PORT), resolve));
  return server;
}

// ---- signed-in journeys (e2e/account-area.spec.ts, e2e/checkout-saved-addresses.spec.ts) -------

/** The password every journey's new shopper signs up with. */
export const SHOPPER_PASSWORD = 'a long enough passphrase';

/** On the open "Create an account" page: Dana Smith with a new e-mail (`tag` names the journey), submitted. */
export async function createAccount(page: Page, tag = 'dana') {
  await page.getByLabel('First name').fill('Dana');
  await page.getByLabel('Last name').fill('Smith');
  await page.getByLabel('E-mail').fill(`${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`);
  await page.getByLabel(/^Password/).fill(SHOPPER_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
}

/** A new shopper signed up from /account/create, back on `returnTo` signed in. */
export async function signUp(page: Page, returnTo = '/account', tag = 'dana') {
  await page.goto(`/account/create?returnTo=${encodeURIComponent(returnTo)}`);
  await createAccount(page, tag);
  await expect(page).toHaveURL(new RegExp(`${returnTo.replace(/[/?]/g, '\\$&')}$`));
}

/**
 * A host page on the host port (E2E_HOST_PORT), another origin than the shop's: every path answers
 * what `html()` gives at the time. Call in beforeAll; close in afterAll.
 */
export async function serveHostPage(html: () => string): Promise<Server> {
  const server = createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html()));
  await new Promise<void>((resolve) => server.listen(Number(process.env.E2E_HOST_PORT), resolve));
  return server;
}

// ---- the shop's e-mails (written as .eml files: no SMTP server in the journeys) ------------------

/** Where the e2e shop writes its e-mails (playwright.config.ts TIRESHOP_DATA_DIR, MAIL_DIR's default). */
const MAIL_DIR = '.tmp/e2e/mail';

/** The e-mails written so far to `to`, as raw .eml text, oldest first. */
export function mailsTo(to: string): string[] {
  let files: string[] = [];
  try {
    files = readdirSync(MAIL_DIR)
      .filter((f) => f.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
  return files.map((f) => readFileSync(join(MAIL_DIR, f), 'utf8')).filter((eml) => eml.includes(`To: ${to}`));
}

/**
 * The plain-text part of an .eml as its reader sees it: its transfer encoding (quoted-printable,
 * which wraps long lines such as links, or base64) undone.
 */
export function mailText(eml: string): string {
  const part = /Content-Type: text\/plain[^\r\n]*\r?\n((?:[^\r\n]+\r?\n)*)\r?\n([\s\S]*?)(?:\r?\n--|$)/.exec(eml);
  if (!part) throw new Error('no text/plain part in the e-mail');
  const [, headers, body] = part as unknown as [string, string, string];
  const encoding = /Content-Transfer-Encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding !== 'quoted-printable') return body;
  const text = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text[i] === '=' ? text.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(text[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

// ---- installers: applying, being paid through their widget, their day's work --------------------

/** Applies at /installer-signup as a shop in Austin (Rosa Delgado, no website); answers the application number. */
export async function applyAsInstaller(page: Page, company: string, email: string): Promise<string> {
  await page.goto('/installer-signup');
  const form = page.getByRole('form', { name: 'Apply to become an installer' });
  await form.getByLabel('Company name').fill(company);
  await form.getByLabel('First name').fill('Rosa');
  await form.getByLabel('Last name').fill('Delgado');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Phone').fill('(512) 555-0142');
  await form.getByLabel('Street address').fill('2400 S Lamar Blvd');
  await form.getByLabel('City').fill('Austin');
  await form.getByLabel('State').selectOption('TX');
  await form.getByLabel('ZIP code').fill('78704');
  await form.getByRole('button', { name: 'Send my application' }).click();
  const status = page.getByRole('status').filter({ hasText: 'Your application number is' });
  await expect(status).toContainText(email);
  return (await status.locator('strong').first().textContent())!;
}

/**
 * In a widget's checkout on its services step: on to payment, Dana Smith's billing address and the
 * sandbox Visa card typed into the gateway's frame, "Place order"; answers the confirmed order's number.
 */
export async function payByCardInWidget(widget: Locator): Promise<string> {
  const checkout = widget.locator('.ts-widget-checkout');
  await expect(checkout.getByRole('heading', { level: 2, name: 'Services' })).toBeFocused();
  await checkout.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(checkout.getByRole('heading', { level: 2, name: 'Payment' })).toBeFocused();
  await expect(widget.locator('iframe[title="Card details"]')).toBeVisible({ timeout: 20_000 });
  await fillBilling(checkout.getByRole('form', { name: 'Billing address' }));
  await fillCard(widget, TEST_CARDS.visa);
  await checkout.getByRole('complementary', { name: 'Order summary and payment' }).getByRole('button', { name: 'Place order' }).click();
  await expect(checkout.getByRole('heading', { level: 2, name: 'Your order' })).toBeFocused({ timeout: 20_000 });
  await expect(checkout.locator('.ts-order-status__label')).toHaveText('Confirmed');
  return (await checkout.locator('.ts-order__number strong').textContent())!;
}

/** On the portal's bookings day: the booking's tires marked received (Delivered), then the booking installed. */
export async function markReceivedAndInstalled(page: Page, booking: Locator) {
  await booking.getByRole('button', { name: 'Tires received' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The tires are marked received.' })).toBeVisible();
  await expect(booking).toContainText('Delivered');
  await booking.getByRole('button', { name: 'Mark installed' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The booking is marked installed.' })).toBeVisible();
  await expect(booking).toContainText('Installed');
}

/**
 * On one shop of this process by host name (`host`, e.g. http://dealer.localhost:8931; docs/variants.md):
 * a cart of `quantity` Michelin Defender2 225/65R17 for Austin made as that shop's own product page
 * makes it (the page's token names its origin, so the dealer storefront makes a dealer cart), kept
 * in that host's cart cookies. Answers the cart as the API made it.
 */
export async function cartOnHost(page: Page, baseURL: string, host: string, quantity = 2) {
  const line = await shopApi(page.request, baseURL, 'GET', `/v1/product-lines/michelin/defender2?size=${encodeURIComponent('225/65R17')}`);
  expect(line.body.selectedProductId, 'Michelin Defender2 in 225/65R17').toBeTruthy();
  await page.goto(`${host}/`);
  await hydrated(page);
  const made = await page.evaluate(
    async ({ productId, quantity, zip }) => {
      const grant = await fetch('/api/token', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'client_id=storefront-web&grant_type=client_credentials',
      });
      const { access_token } = await grant.json();
      const res = await fetch('/api/v1/carts', {
        method: 'POST',
        headers: { Authorization: `Bearer ${access_token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ productId, quantity: { front: quantity }, zip }),
      });
      return { status: res.status, body: await res.json() };
    },
    { productId: line.body.selectedProductId as number, quantity, zip: AUSTIN_ADDRESS.zip },
  );
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  await page.context().addCookies([
    { name: 'ST_cartId', value: made.body.siteCart.id, url: host },
    { name: 'ST_cartQuantity', value: String(quantity), url: host },
  ]);
  return made.body.siteCart;
}

/**
 * From the services step on `host`: on to payment, Dana Smith's billing address and the Visa test
 * card, "Place order", and the confirmation page. Answers the placed order as the API has it.
 */
export async function placeOrderOnHost(page: Page, baseURL: string, host: string) {
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(`${host}/checkout/payments`);
  await fillBilling(page.getByRole('form', { name: 'Billing address' }));
  await fillCard(page, TEST_CARDS.visa);
  await page.getByRole('region', { name: 'Order summary' }).getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/checkout\/confirm-order\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  const orderId = new URL(page.url()).pathname.split('/').pop()!;
  const order = await shopApi(page.request, baseURL, 'GET', `/v1/orders/${orderId}`);
  expect(order.status).toBe(200);
  await expect(page.getByText(order.body.order.orderNumber).first()).toBeVisible({ timeout: 20_000 });
  return order.body.order;
}
