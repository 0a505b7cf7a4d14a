/**
 * The cart and checkout inside the installer widget, on the example host pages (spec storefront
 * §2 cart modals, §4 Delivery tabs and Checkout; rules §6 white-label: change-shop controls inert):
 * the shopper adds tires, checks out inside the widget and chooses where the tires go; the host
 * page is never navigated. The dealership example's carts are dealer carts (warehouse pick-up).
 * Installation is booked at the widget's own shop (storefront §2 time change and install
 * confirmation modals, §4 Cart default appointment; rules §4 Appointments, §8 "install time no
 * longer available"), never at another one.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { chooseHour, dayName, defaultTime, dollars, expectAccessible, openTimes, settled, type ScheduleDay } from './support';

const PLAIN = '/examples/plain-html/';
const DEALER = '/examples/plain-html/dealer.html';

async function token(request: APIRequestContext, baseURL: string, clientId: string): Promise<string> {
  const res = await request.post('/api/token', {
    form: { client_id: clientId, grant_type: 'client_credentials' },
    headers: { Origin: baseURL },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).access_token;
}

/** The API as the widget calls it (its own client, from the shop's origin where the examples live). */
async function widgetApi(request: APIRequestContext, baseURL: string, widgetId: string, path: string) {
  const res = await request.get(`/api${path}`, {
    headers: { Authorization: `Bearer ${await token(request, baseURL, widgetId)}`, Origin: baseURL },
  });
  expect(res.status(), path).toBe(200);
  return res.json();
}

const widgetIdOf = (page: Page) => page.locator('tireshop-installer-widget').getAttribute('widget-id') as Promise<string>;
const storedCartId = (page: Page, widgetId: string) => page.evaluate((id) => localStorage.getItem(`tireshop.${id}.ST_cartId`), widgetId);

/** Opens the example page at `path`: its widget, the widget's id, and its shop's config as the widget reads it. */
async function openWidget(page: Page, baseURL: string, path = PLAIN) {
  await page.goto(path);
  const widget = page.locator('tireshop-installer-widget');
  const widgetId = await widgetIdOf(page);
  const config = await widgetApi(page.request, baseURL, widgetId, '/widget-app-config?identifier=installer-widget');
  return { widget, widgetId, config };
}

/** Searches a size in the widget and adds `count` of the n-th result; the summary opens. Returns the tire's name. */
async function addTires(widget: Locator, size: string, nth = 0): Promise<string> {
  const sizeBox = widget.getByLabel('Tire size');
  if ((await sizeBox.inputValue()) !== size || (await widget.locator('.ts-card').count()) === 0) {
    await sizeBox.fill(size);
    await widget.getByRole('button', { name: 'Find tires' }).click();
  }
  const card = widget.locator('.ts-card').nth(nth);
  await expect(card).toBeVisible();
  const name = (await card.locator('.ts-card__name').textContent())!;
  await card.getByRole('button', { name: /^Add 4 to cart/ }).click();
  const summary = widget.locator('dialog.ts-cart-summary');
  await expect(summary).toHaveAttribute('open', '');
  await expect(summary.locator('.ts-cart-line__name', { hasText: name })).toBeVisible();
  return name;
}

async function openCheckout(widget: Locator) {
  const summary = widget.locator('dialog.ts-cart-summary');
  await summary.getByRole('link', { name: 'Checkout' }).click();
  await expect(summary).not.toHaveAttribute('open');
  const checkout = widget.locator('.ts-widget-checkout');
  await expect(checkout.getByRole('heading', { name: 'Your cart', exact: true })).toBeFocused();
  await expect(checkout.getByRole('tablist', { name: 'Delivery options' })).toBeVisible({ timeout: 20_000 });
  return checkout;
}

const summaryRow = (checkout: Locator, label: string | RegExp) =>
  checkout.locator('.ts-checkout-summary__row').filter({ has: checkout.page().getByRole('term').filter({ hasText: label }) });

/** One call of the API as a client makes it: the widget's own, or the storefront's for other shoppers. */
async function apiCall(
  request: APIRequestContext,
  baseURL: string,
  clientId: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
) {
  const res = await request.fetch(`/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${await token(request, baseURL, clientId)}`, Origin: baseURL, 'Content-Type': 'application/json' },
    data: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status(), body: await res.json() };
}

/** The installer's 30 days; with the cart, its own held time counts as free (it is the shopper's to keep). */
async function scheduleOf(
  request: APIRequestContext,
  baseURL: string,
  widgetId: string,
  installerId: number,
  cartId?: string,
): Promise<ScheduleDay[]> {
  const query = cartId ? `?cartId=${cartId}` : '';
  return (await widgetApi(request, baseURL, widgetId, `/v1/installers/${installerId}/schedule${query}`)).siteInstallerSchedule.scheduleDays;
}

/** The cart's appointment as the API has it, read with the widget's own client and stored cart id. */
async function appointmentOf(page: Page, baseURL: string, widgetId: string) {
  const cartId = (await storedCartId(page, widgetId))!;
  return (await widgetApi(page.request, baseURL, widgetId, `/v1/checkout/cart-appointment?cartId=${cartId}`)).siteCartAppointment;
}

/** Other shoppers, through the storefront's API with carts of their own, take every free place of an hour at the shop. */
async function takeEveryPlace(
  request: APIRequestContext,
  baseURL: string,
  shop: { installerId: number; productId: number; zip: string },
  date: string,
  hour: { startTime: string; available: number },
) {
  for (let place = 0; place < hour.available; place++) {
    const created = await apiCall(request, baseURL, 'storefront-web', 'POST', '/v1/carts', {
      productId: shop.productId,
      quantity: { front: 4 },
      zip: shop.zip,
    });
    expect(created.status).toBe(201);
    const cartId = created.body.siteCart.id;
    const shipping = await apiCall(request, baseURL, 'storefront-web', 'PUT', `/v1/checkout/cart-shipping?cartId=${cartId}`, {
      shippingOption: 'INSTALLER',
      installerId: shop.installerId,
    });
    expect(shipping.status).toBe(200);
    const booked = await apiCall(request, baseURL, 'storefront-web', 'POST', `/v1/checkout/cart-appointment?cartId=${cartId}`, {
      installerId: shop.installerId,
      date,
      isDropOff: false,
      startTime: hour.startTime,
    });
    expect(booked.status).toBe(201);
  }
}

/** The plain example page with another shop's widget id in its tag (the page is otherwise the same). */
async function gotoPlainWith(page: Page, widgetId: string) {
  await page.route(`**${PLAIN}`, async (route) => {
    const res = await route.fetch();
    await route.fulfill({ response: res, body: (await res.text()).replaceAll('iw-100001', widgetId) });
  });
  await page.goto(PLAIN);
}

test('installer widget: add tires, check out inside the widget, the shop pre-selected, then home delivery with shipping and tax', async ({
  page,
  baseURL,
}) => {
  const { widget, widgetId, config } = await openWidget(page, baseURL!);
  expect(config.isDealer).toBe(false);
  await expect(widget.getByRole('heading', { name: `Buy tires installed at ${config.name}` })).toBeVisible();

  await addTires(widget, '225/45R17');
  await expectAccessible(page, 'tireshop-installer-widget');
  const checkout = await openCheckout(widget);
  await expect(page).toHaveURL(new RegExp(`${PLAIN.replace(/\//g, '\\/')}$`));

  // spec rules §6: the installer tab is the widget's own shop, already chosen; changing it does nothing.
  const installerTab = checkout.getByRole('tab', { name: /^Installer/ });
  await expect(installerTab).toHaveAttribute('aria-selected', 'true');
  await expect(checkout.getByRole('tab')).toHaveText([/^Installer/, /^Ship to me/, /^FedEx pick-up/]);
  const panel = checkout.getByRole('tabpanel', { name: /^Installer/ });
  const shop = panel.getByRole('list', { name: 'Your shop' }).getByRole('listitem');
  await expect(shop).toHaveCount(1);
  await expect(shop.getByRole('heading', { name: config.name })).toBeVisible();
  await expect(shop).toContainText(`${config.city}, ${config.state} ${config.zip}`);
  await expect(shop).toContainText('Your shop');
  const change = shop.getByRole('button', { name: 'Change shop' });
  await expect(change).toHaveAttribute('aria-disabled', 'true');
  await expect(change).toHaveAccessibleDescription(`Tires ordered on this site are installed at ${config.name}.`);
  await change.click({ force: true }); // aria-disabled: Playwright would wait for it to be enabled
  await expect(panel.getByRole('search')).toHaveCount(0);
  await expect(panel.getByRole('button', { name: /^Choose shop/ })).toHaveCount(0);
  await expect(shop).toContainText('Your shop');
  const cartId = (await storedCartId(page, widgetId))!;
  const withShop = (await widgetApi(page.request, baseURL!, widgetId, `/v1/carts/${cartId}`)).siteCart;
  expect(withShop.cartShipping).toMatchObject({ shippingOption: 'INSTALLER', installerId: config.installerId });
  await expect(summaryRow(checkout, 'Shipping')).toContainText('FREE');
  await expectAccessible(page, 'tireshop-installer-widget');

  // Home delivery with a valid address: the server's shipping and the tax of that state.
  await checkout.getByRole('tab', { name: /^Ship to me/ }).click();
  const form = checkout.getByRole('form', { name: 'Shipping address' });
  await expect(form).toBeVisible();
  await form.getByLabel('First name').fill('Dana');
  await form.getByLabel('Last name').fill('Okafor');
  await form.getByLabel('Street address').fill('1550 Wewatta St');
  await form.getByLabel('City').fill('Denver');
  await form.getByLabel('State').selectOption('CO');
  await form.getByLabel('ZIP code').fill('80202');
  await form.getByLabel('Phone', { exact: true }).pressSequentially('3035550142');
  await form.getByLabel('Email').fill('dana@example.com');
  await form.getByRole('button', { name: 'Ship here' }).click();
  const saved = checkout.locator('.ts-checkout-saved');
  await expect(saved).toContainText('Address saved.');
  await expect(saved).toContainText('Denver, CO 80202');

  const cart = (await widgetApi(page.request, baseURL!, widgetId, `/v1/carts/${cartId}`)).siteCart;
  expect(cart.cartShipping.shippingOption).toBe('HOME');
  expect(cart.taxState).toBe('CO');
  expect(cart.estimatedTaxInCents).toBeGreaterThan(0);
  await expect(summaryRow(checkout, 'Shipping')).toContainText(cart.shippingCostInCents === 0 ? 'FREE' : dollars(cart.shippingCostInCents));
  await expect(summaryRow(checkout, 'Estimated tax (Colorado)')).toContainText(dollars(cart.estimatedTaxInCents));
  await expect(checkout.locator('.ts-checkout-summary__total strong')).toHaveText(dollars(cart.totalInCents));
  await checkout.getByRole('button', { name: 'Continue to payment' }).click();
  // The checkout goes on inside the widget (e2e/widget-checkout.spec.ts follows it to the order).
  await expect(checkout.getByRole('heading', { level: 2, name: 'Payment' })).toBeFocused();
  await expectAccessible(page, 'tireshop-installer-widget');

  // Back to tires: the results as they were, the badge still counting the cart; the host page never moved.
  await checkout.getByRole('button', { name: 'Back to tires' }).click();
  await expect(widget.getByRole('button', { name: 'Cart, 4 tires' })).toBeFocused();
  await expect(widget.locator('.ts-card').first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${PLAIN.replace(/\//g, '\\/')}$`));
});

test('dealer widget: warehouse pick-up first, warehouses holding every tire ready in 24 hours, one chosen and saved', async ({
  page,
  baseURL,
}) => {
  const { widget, widgetId, config } = await openWidget(page, baseURL!, DEALER);
  // The example must be a dealership's widget (seed: packages/api/src/seed/dealers.ts).
  expect(config.isDealer, `${widgetId} is not a dealership's widget`).toBe(true);

  await addTires(widget, '225/45R17', 0);
  await widget.locator('dialog.ts-cart-summary').getByRole('button', { name: 'Keep shopping' }).first().click();
  await addTires(widget, '225/45R17', 1);
  // The host page hears the widget's events (the example prints the count).
  await expect(page.locator('#cart-note')).toHaveText('Your cart holds 8 tires.');
  const checkout = await openCheckout(widget);

  const cartId = (await storedCartId(page, widgetId))!;
  const cart = (await widgetApi(page.request, baseURL!, widgetId, `/v1/carts/${cartId}`)).siteCart;
  expect(cart.isDealer).toBe(true);
  expect(cart.siteProducts).toHaveLength(2);

  // spec §4 Delivery tabs, dealer tire: warehouse first, and opened first.
  const tabs = checkout.getByRole('tab');
  await expect(tabs.first()).toHaveText(/^Warehouse pick-up/);
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  await expect(tabs).toHaveText([/^Warehouse pick-up/, /^Installer/, /^Ship to me/, /^FedEx pick-up/]);

  // The warehouses that hold every tire of the cart, nearest the shop first, each ready in 24 hours.
  const productIds = cart.siteProducts.map((p: { productId: number }) => p.productId).join(',');
  const expected = (
    await widgetApi(
      page.request,
      baseURL!,
      widgetId,
      `/v1/checkout/warehouse-pickup-locations?productIds=${productIds}&cartId=${cartId}&zip=${config.zip}`,
    )
  ).siteWarehouses.siteWarehouseList as { warehouseId: number; name: string; readyInHours: number }[];
  expect(expected.length).toBeGreaterThan(0);
  const panel = checkout.getByRole('tabpanel', { name: /^Warehouse pick-up/ });
  const list = panel.getByRole('list', { name: 'Warehouses holding your tires' });
  const showAll = panel.getByRole('button', { name: /^Show all \d+ warehouses$/ });
  if (await showAll.isVisible()) await showAll.click();
  const items = list.getByRole('listitem');
  await expect(items).toHaveCount(expected.length);
  await expect(items.locator('.ts-checkout-place__name')).toHaveText(expected.map((w) => w.name));
  for (const w of expected) expect(w.readyInHours).toBe(24);
  await expect(items.filter({ hasText: 'Ready for pick-up in 24 hours' })).toHaveCount(expected.length);
  await expectAccessible(page, 'tireshop-installer-widget');

  // Continue without a warehouse says so; choosing one saves it.
  await checkout.getByRole('button', { name: 'Continue to services' }).click();
  await expect(panel.getByRole('alert').filter({ hasText: 'Please select a warehouse.' })).toBeVisible();
  const nearest = expected[0]!;
  await panel.getByRole('button', { name: `Pick up here at ${nearest.name}` }).click();
  await expect(items.filter({ hasText: nearest.name })).toContainText('Your pick-up warehouse');
  await expect
    .poll(async () => (await widgetApi(page.request, baseURL!, widgetId, `/v1/carts/${cartId}`)).siteCart.cartShipping)
    .toMatchObject({
      shippingOption: 'WAREHOUSE',
      warehouseId: nearest.warehouseId,
    });
  await checkout.getByRole('button', { name: 'Continue to services' }).click();
  // The checkout goes on inside the widget (e2e/widget-checkout.spec.ts follows it to the order).
  await expect(checkout.getByRole('heading', { level: 2, name: 'Services' })).toBeFocused();
  await expectAccessible(page, 'tireshop-installer-widget');
  await expect(page).toHaveURL(new RegExp(`${DEALER.replace(/\//g, '\\/').replace('.', '\\.')}$`));
});

test('installer widget: its own shop booked — its default time held, another day and hour saved as the API has it, then the install confirmation', async ({
  page,
  baseURL,
}) => {
  const { widget, widgetId, config } = await openWidget(page, baseURL!);
  await addTires(widget, '225/45R17');
  const checkout = await openCheckout(widget);

  // spec rules §6: the widget's shop, already chosen; there is no other shop to choose.
  const panel = checkout.getByRole('tabpanel', { name: /^Installer/ });
  const shop = panel.getByRole('list', { name: 'Your shop' }).getByRole('listitem');
  await expect(shop.getByRole('heading', { name: config.name })).toBeVisible();
  await expect(shop).toContainText('Your shop');
  await expect(shop.getByRole('button', { name: 'Change shop' })).toHaveAttribute('aria-disabled', 'true');
  await expect(panel.getByRole('search')).toHaveCount(0);
  await expect(widget.getByRole('button', { name: /^(Choose shop|See all shops|Browse shops)/ })).toHaveCount(0);

  // spec §4 Cart: the default appointment, held for the cart.
  const card = panel.getByRole('region', { name: 'Your installation appointment' });
  await expect(card).toContainText(/Held for you until \d{1,2}:\d{2} [AP]M/);
  const cartId = (await storedCartId(page, widgetId))!;
  const days = await scheduleOf(page.request, baseURL!, widgetId, config.installerId, cartId);
  const held = await appointmentOf(page, baseURL!, widgetId);
  expect(held).toMatchObject({
    ...defaultTime(days),
    status: 'held',
    installer: { installerId: config.installerId, name: config.name, isMobileInstall: false },
  });
  await expect(card).toContainText(held.label);
  await expect(card).toContainText(`At ${config.name}`);
  const summary = checkout.getByRole('complementary', { name: 'Order summary and checkout' });
  await expect(summary).toContainText(`Installation: ${held.label}`);
  await expectAccessible(page, 'tireshop-installer-widget');

  // Change time: the held day is chosen; another day and an hour to wait at the shop are saved.
  const times = await openTimes(card, widget);
  await expect(times).toContainText(config.name);
  await expect(times.getByRole('radio', { name: dayName(held.date), exact: true })).toBeChecked();
  await settled(times);
  await expectAccessible(page, 'tireshop-installer-widget');
  const day = days.filter(
    (d) => d.isAvailable && d.date !== held.date && d.dropOffWindows.length > 0 && d.slots.some((s) => s.available > 0),
  )[1]!;
  const hour = day.slots.find((s) => s.available > 0 && s.startTime >= '10:00') ?? day.slots.find((s) => s.available > 0)!;
  await chooseHour(times, day.date, hour.label);
  await times.getByRole('button', { name: 'Save time' }).click();
  await expect(times).toBeHidden();
  await expect(card.getByRole('button', { name: 'Change time' })).toBeFocused();

  const moved = await appointmentOf(page, baseURL!, widgetId);
  expect(moved).toMatchObject({
    date: day.date,
    isDropOff: false,
    startTime: hour.startTime,
    status: 'held',
    installer: { installerId: config.installerId },
  });
  await expect(card).toContainText(moved.label);
  await expect(summary).toContainText(`Installation: ${moved.label}`);
  // The hour is really the cart's: everyone else sees one place fewer.
  const seen = (await scheduleOf(page.request, baseURL!, widgetId, config.installerId)).find((d) => d.date === day.date)!;
  expect(seen.slots.find((s) => s.startTime === hour.startTime)!.available).toBe(hour.available - 1);

  // Continue: the install confirmation says where and when, then checkout goes on inside the widget.
  await checkout.getByRole('button', { name: 'Continue to services' }).click();
  const confirm = widget.getByRole('dialog', { name: 'Confirm your installation' });
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText(config.name);
  await expect(confirm).toContainText(`${config.city}, ${config.state} ${config.zip}`);
  await expect(confirm).toContainText(moved.label);
  await expect(confirm).toContainText('4 ×');
  await expect(confirm).toContainText('225/45R17');
  await settled(confirm);
  await expectAccessible(page, 'tireshop-installer-widget');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(confirm).toBeHidden();
  // The checkout goes on inside the widget (e2e/widget-checkout.spec.ts follows it to the order).
  await expect(checkout.getByRole('heading', { level: 2, name: 'Services' })).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`${PLAIN.replace(/\//g, '\\/')}$`));
});

test('installer widget: a time someone else takes meanwhile is refused in the modal and the cart keeps its time; another hour is booked', async ({
  page,
  baseURL,
}) => {
  const { widget, widgetId, config } = await openWidget(page, baseURL!);
  await addTires(widget, '225/45R17');
  const checkout = await openCheckout(widget);
  const card = checkout.getByRole('region', { name: 'Your installation appointment' });
  await expect(card).toContainText(/Held for you until/);
  const held = await appointmentOf(page, baseURL!, widgetId);
  const cart = (await widgetApi(page.request, baseURL!, widgetId, `/v1/carts/${await storedCartId(page, widgetId)}`)).siteCart;

  const days = await scheduleOf(page.request, baseURL!, widgetId, config.installerId);
  const day = days.filter(
    (d) => d.isAvailable && d.date !== held.date && d.dropOffWindows.length > 0 && d.slots.filter((s) => s.available > 0).length >= 2,
  )[2]!;
  const [hour, other] = day.slots.filter((s) => s.available > 0);
  // The modal is open before anyone else books: it shows the hour as free.
  const times = await openTimes(card, widget);
  await chooseHour(times, day.date, hour!.label);
  await takeEveryPlace(
    page.request,
    baseURL!,
    { installerId: config.installerId, productId: cart.siteProducts[0].productId, zip: config.zip },
    day.date,
    hour!,
  );
  await times.getByRole('button', { name: 'Save time' }).click();

  // Refused where the shopper is: the modal says so, asks the schedule again (the hour now full)
  // and the cart keeps the time it held (rules §4: a refused move keeps the old time).
  await expect(times.getByRole('alert')).toContainText('That time was just taken.');
  await expect(times.getByRole('alert')).toContainText(held.label);
  await expect(times.getByRole('radio', { name: dayName(held.date), exact: true })).toBeChecked();
  await times.getByRole('radio', { name: dayName(day.date), exact: true }).check();
  await times.getByRole('radio', { name: /^Wait at the shop/ }).check();
  await expect(times.getByRole('radio', { name: `${hour!.label} Full` })).toBeDisabled();
  expect(await appointmentOf(page, baseURL!, widgetId)).toMatchObject({
    date: held.date,
    startTime: held.startTime,
    isDropOff: held.isDropOff,
    status: 'held',
  });
  await settled(times);
  await expectAccessible(page, 'tireshop-installer-widget');

  await times.getByRole('radio', { name: other!.label, exact: true }).check();
  await times.getByRole('button', { name: 'Save time' }).click();
  await expect(times).toBeHidden();
  const booked = await appointmentOf(page, baseURL!, widgetId);
  expect(booked).toMatchObject({
    date: day.date,
    startTime: other!.startTime,
    isDropOff: false,
    status: 'held',
    installer: { installerId: config.installerId },
  });
  await expect(card).toContainText(booked.label);
});

test('installer widget: a hold that ran out and was taken — "no longer available" offers a new time or no installation, never other shops', async ({
  page,
  baseURL,
}) => {
  await page.goto(PLAIN);
  const widget = page.locator('tireshop-installer-widget');
  const widgetId = await widgetIdOf(page);
  await addTires(widget, '225/45R17');
  const checkout = await openCheckout(widget);
  const card = checkout.getByRole('region', { name: 'Your installation appointment' });
  await expect(card).toContainText(/Held for you until/);

  // A hold lasts 20 minutes on the server's clock (APPOINTMENT_HOLD_MINUTES), which the test cannot
  // wait for: the next reading of the appointment answers as the API does once the hold ran out
  // and someone took the time (status expired, no longer available).
  await page.route(
    '**/api/v1/checkout/cart-appointment?*',
    async (route) => {
      const res = await route.fetch();
      const body = await res.json();
      const lapsed = { ...body.siteCartAppointment, status: 'expired', holdExpiresAt: null, isAvailable: false };
      await route.fulfill({ response: res, json: { siteCartAppointment: lapsed } });
    },
    { times: 1 },
  );
  await checkout.getByRole('button', { name: 'Continue to services' }).click();

  // spec §8 "install time no longer available (change time, browse shops, or no install)"; in the
  // installer widget the shop cannot be changed (rules §6), so browsing shops is not offered.
  const refused = widget.getByRole('alertdialog', { name: 'This install time is no longer available' });
  await expect(refused).toBeVisible();
  await expect(refused.getByRole('button', { name: 'Change time' })).toBeVisible();
  await expect(refused.getByRole('button', { name: 'Continue without installation' })).toBeVisible();
  await expect(refused.getByRole('button', { name: /^Browse/ })).toHaveCount(0);
  await expect(refused).not.toContainText(/browse/i);
  await settled(refused);
  await expectAccessible(page, 'tireshop-installer-widget');

  // Without installation: the home delivery tab, chosen and focused; the time is freed.
  await refused.getByRole('button', { name: 'Continue without installation' }).click();
  await expect(refused).toBeHidden();
  const home = checkout.getByRole('tab', { name: /^Ship to me/ });
  await expect(home).toHaveAttribute('aria-selected', 'true');
  await expect(home).toBeFocused();
  const cartId = (await storedCartId(page, widgetId))!;
  await expect
    .poll(async () => (await apiCall(page.request, baseURL!, widgetId, 'GET', `/v1/checkout/cart-appointment?cartId=${cartId}`)).status)
    .toBe(404);
  await expect(page).toHaveURL(new RegExp(`${PLAIN.replace(/\//g, '\\/')}$`));
});

test('a mobile installer’s widget: the mobile tab, its installer fixed, coming to the shopper’s zip in an arrival window', async ({
  page,
  baseURL,
}) => {
  // Seed: installer 8 (shop code 100008) is a mobile installer.
  const widgetId = 'iw-100008';
  await gotoPlainWith(page, widgetId);
  const widget = page.locator('tireshop-installer-widget');
  expect(await widgetIdOf(page)).toBe(widgetId);
  const config = await widgetApi(page.request, baseURL!, widgetId, '/widget-app-config?identifier=installer-widget');
  expect(config.isDealer).toBe(false);
  await addTires(widget, '225/45R17');
  const checkout = await openCheckout(widget);

  // A mobile installer's widget: the mobile tab in place of the installer tab, opened first.
  const tabs = checkout.getByRole('tab');
  await expect(tabs, `${widgetId} is not a mobile installer's widget`).toHaveText([
    /^Mobile installation/,
    /^Ship to me/,
    /^FedEx pick-up/,
  ]);
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  const panel = checkout.getByRole('tabpanel', { name: /^Mobile installation/ });
  const installer = panel.getByRole('list', { name: 'Your mobile installer' }).getByRole('listitem');
  await expect(installer.getByRole('heading', { name: config.name })).toBeVisible();
  await expect(installer.getByRole('button', { name: 'Change installer' })).toHaveAttribute('aria-disabled', 'true');
  await expect(widget.getByRole('button', { name: /^(Choose installer|See all mobile installers|Browse installers)/ })).toHaveCount(0);

  // Where to come: the shop's own zip is offered; checking it chooses the installer and books its default time.
  const zip = panel.getByRole('textbox', { name: 'Where should the installer come? ZIP code' });
  await expect(zip).toHaveValue(config.zip);
  await panel.getByRole('button', { name: 'Check and choose' }).click();
  await expect(installer).toContainText('Your installer');
  const card = panel.getByRole('region', { name: 'When the installer comes' });
  await expect(card).toContainText(/Held for you until/);
  const cartId = (await storedCartId(page, widgetId))!;
  const shipping = (await widgetApi(page.request, baseURL!, widgetId, `/v1/carts/${cartId}`)).siteCart.cartShipping;
  expect(shipping).toMatchObject({
    shippingOption: 'INSTALLER',
    installerId: config.installerId,
    zip: config.zip,
    installer: { isMobileInstall: true },
  });

  // The default is the first free time (spec §4 "first available day, morning drop-off"): an
  // arrival window (a mobile installer's drop-off), unless late in the day only an hour of today
  // is left — then the shopper chooses the first free arrival window.
  const days = await scheduleOf(page.request, baseURL!, widgetId, config.installerId, cartId);
  let booked = await appointmentOf(page, baseURL!, widgetId);
  expect(booked).toMatchObject({
    ...defaultTime(days),
    status: 'held',
    installer: { installerId: config.installerId, isMobileInstall: true },
  });
  if (!booked.isDropOff) {
    const day = days.find((d) => d.dropOffWindows.some((w) => w.available > 0));
    const free = day?.dropOffWindows.find((w) => w.available > 0);
    if (!day || !free) throw new Error('no free arrival window in the next 30 days');
    const times = await openTimes(card, widget, 'Choose when the installer comes');
    await times.getByRole('radio', { name: dayName(day.date), exact: true }).check();
    await times.getByRole('radio', { name: /^Arrival window/ }).check();
    await times
      .getByRole('group', { name: `Arrival window, ${dayName(day.date)}` })
      .getByRole('radio', { name: new RegExp(`^${free.dropOffWindow} `) })
      .check();
    await times.getByRole('button', { name: 'Save time' }).click();
    await expect(times).toBeHidden();
    booked = await appointmentOf(page, baseURL!, widgetId);
  }
  // An arrival window is shown with its hours.
  expect(booked).toMatchObject({ isDropOff: true, status: 'held' });
  const window = days.find((d) => d.date === booked.date)!.dropOffWindows.find((w) => w.dropOffWindow === booked.dropOffWindow)!;
  const hours = window.label.slice(window.label.indexOf(', ') + 2); // "7:00 AM–12:00 PM"
  await expect(card).toContainText(booked.label);
  await expect(card).toContainText(hours);
  await expect(card).toContainText(`${config.name} comes to ${config.zip}`);
  await expectAccessible(page, 'tireshop-installer-widget');

  // The time-change modal speaks of arrival: the window the installer arrives in is the one held.
  const times = await openTimes(card, widget, 'Choose when the installer comes');
  await expect(times).toContainText(config.name);
  await expect(times.getByRole('radio', { name: /^Arrival window/ })).toBeChecked();
  const windows = times.getByRole('group', { name: `Arrival window, ${dayName(booked.date)}` });
  await expect(windows.getByRole('radio', { name: `${booked.dropOffWindow} ${hours}`, exact: true })).toBeChecked();
  await settled(times);
  await expectAccessible(page, 'tireshop-installer-widget');
  await times.getByRole('button', { name: 'Cancel' }).click();
  await expect(times).toBeHidden();
  await expect(card.getByRole('button', { name: 'Change time' })).toBeFocused();
});
