import { expect, test, type APIRequestContext, type Page, type Route } from '@playwright/test';
import { dollars, expectAccessible, pickUpAsSam } from './support';

/**
 * The cart page, /checkout/shipping (spec storefront §2, §4 Delivery tabs and Checkout; rules §5
 * messages, §8 fulfilment, §9): the real shop, API and database in Chromium. Each test makes its
 * own cart through the API, as the product page would, and opens the page with its cookies.
 */

const PAGE = '/checkout/shipping';
const AUSTIN = '78701';

async function token(request: APIRequestContext, baseURL: string, clientId = 'storefront-web'): Promise<string> {
  const res = await request.post('/api/token', {
    form: { client_id: clientId, grant_type: 'client_credentials' },
    headers: { Origin: baseURL },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).access_token;
}

/** One call of the shop's API as the storefront's own pages make it (or, with `clientId`, a widget on the shop's origin). */
async function api(
  request: APIRequestContext,
  baseURL: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
  clientId?: string,
) {
  const res = await request.fetch(`/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${await token(request, baseURL, clientId)}`, Origin: baseURL, 'Content-Type': 'application/json' },
    data: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status(), body: await res.json() };
}

/**
 * The installer widget of a dealership (spec §3 Widget app config isDealer): its carts are dealer
 * carts, decided by the API from the widget's token. Installer widgets are `iw-<shop code>`; the
 * first seed shop whose widget says isDealer.
 */
async function dealerWidget(request: APIRequestContext, baseURL: string): Promise<string> {
  for (let code = 100002; code < 100200; code++) {
    const { status, body } = await api(request, baseURL, 'GET', '/widget-app-config?identifier=installer-widget', undefined, `iw-${code}`);
    if (status === 200 && body.isDealer) return `iw-${code}`;
  }
  throw new Error('no dealership in the seed');
}

async function productId(request: APIRequestContext, baseURL: string, line: string, size: string): Promise<number> {
  const { body } = await api(request, baseURL, 'GET', `/v1/product-lines/${line}?size=${encodeURIComponent(size)}`);
  expect(body.selectedProductId, `${line} in ${size}`).toBeTruthy();
  return body.selectedProductId;
}

/** A cart of 4 Michelin Defender2 225/65R17 for a shopper in Austin (`zip: null`: nobody knows where, as after a product page), opened on the cart page. */
async function openCart(page: Page, baseURL: string, options: { zip?: string | null; clientId?: string } = {}) {
  const id = await productId(page.request, baseURL, 'michelin/defender2', '225/65R17');
  const input = { productId: id, quantity: { front: 4 }, ...(options.zip === null ? {} : { zip: options.zip ?? AUSTIN }) };
  const created = await api(page.request, baseURL, 'POST', '/v1/carts', input, options.clientId);
  expect(created.status).toBe(201);
  const cart = created.body.siteCart;
  await page.context().addCookies([
    { name: 'ST_cartId', value: cart.id, url: baseURL },
    { name: 'ST_cartQuantity', value: String(cart.totalQuantity), url: baseURL },
  ]);
  await page.goto(PAGE);
  // The cart loads in the browser after hydration (and the tabs after the mobile-installer lookup).
  await expect(page.getByRole('heading', { name: 'Tires in your cart' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('tablist', { name: 'Delivery options' })).toBeVisible({ timeout: 20_000 });
  return cart.id as string;
}

const getCart = async (page: Page, baseURL: string, cartId: string) =>
  (await api(page.request, baseURL, 'GET', `/v1/carts/${cartId}`)).body.siteCart;

const summary = (page: Page) => page.getByRole('region', { name: 'Order summary' });
const summaryRow = (page: Page, label: string | RegExp) =>
  summary(page)
    .locator('.ts-checkout-summary__row')
    .filter({ has: page.getByRole('term').filter({ hasText: label }) });
const total = (page: Page) => summary(page).locator('.ts-checkout-summary__total strong');
const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });

test.describe('cart page', () => {
  test('without a cart: "Your cart is empty" with ways to shop; the page is private (noindex,nofollow)', async ({ page }) => {
    await page.goto(PAGE);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,nofollow');
    await expect(page).toHaveTitle('Cart and delivery | tireshop');
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Shop by tire size' })).toHaveAttribute('href', '/tire-sizes');
    // spec §2: the steps are shipping, services, payment; "can jump between them unless already on that path".
    const steps = page.getByRole('navigation', { name: 'Checkout steps' });
    await expect(steps.locator('[aria-current="step"]')).toContainText('Cart & delivery');
    await expect(steps.getByRole('link')).toHaveText([/Services/, /Payment/]);
    await expect(steps.getByRole('link', { name: /Payment/ })).toHaveAttribute('href', '/checkout/payments');
    await expectAccessible(page);
  });

  test('home delivery: exact field messages, a PO box refused, then the address saved with shipping and tax for its state', async ({
    page,
    baseURL,
  }) => {
    const cartId = await openCart(page, baseURL!);
    let shippingPuts = 0;
    page.on('request', (r) => {
      if (r.method() === 'PUT' && r.url().includes('/checkout/cart-shipping')) shippingPuts++;
    });

    await tab(page, 'Ship to me').click();
    await expect(tab(page, 'Ship to me')).toHaveAttribute('aria-selected', 'true');
    // spec §4: the pre-shipping selection goes to the server on the tab change.
    await expect.poll(async () => (await getCart(page, baseURL!, cartId)).preShippingSelection).toBe('shipToMe');
    const form = page.getByRole('form', { name: 'Shipping address' });
    await expect(form).toBeVisible();
    await expectAccessible(page);

    // Nothing filled in: each field says what is wrong in the spec's words (rules §5).
    await form.getByLabel('ZIP code').fill('7870');
    await form.getByRole('button', { name: 'Ship here' }).click();
    await expect(form.getByRole('alert')).toContainText('Please correct the');
    await expect(form.getByLabel('First name')).toBeFocused();
    await expect(form.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('First name')).toHaveAccessibleDescription('Please enter valid First Name');
    await expect(form.getByLabel('Last name')).toHaveAccessibleDescription('Please enter valid Last Name');
    await expect(form.getByLabel('Street address')).toHaveAccessibleDescription('Please enter valid Address');
    await expect(form.getByLabel('City')).toHaveAccessibleDescription('Please enter valid City');
    await expect(form.getByLabel('State')).toHaveAccessibleDescription('Please enter state.');
    await expect(form.getByLabel('ZIP code')).toHaveAccessibleDescription('Please enter valid US Zip Code.');
    await expect(form.getByLabel('Phone', { exact: true })).toHaveAccessibleDescription('Please enter a valid phone number.');
    await expect(form.getByLabel('Email')).toHaveAccessibleDescription('Please enter a valid email.');
    await expectAccessible(page);

    // The phone is formatted while typing (rules §5 partial formatter).
    await form.getByLabel('Phone', { exact: true }).pressSequentially('3035550142');
    await expect(form.getByLabel('Phone', { exact: true })).toHaveValue('(303) 555 0142');
    await expect(form.getByRole('radio', { name: 'Mobile' })).toBeChecked();

    await form.getByLabel('First name').fill('Dana');
    await form.getByLabel('Last name').fill("O'Brien");
    await form.getByLabel('Street address').fill('PO Box 1234');
    await form.getByLabel('City').fill('Denver');
    await form.getByLabel('State').selectOption('CO');
    await form.getByLabel('ZIP code').fill('80202');
    await form.getByLabel('Email').fill('dana@example.com');
    await form.getByRole('button', { name: 'Ship here' }).click();
    // spec §8 "no shipping to PO boxes", on the street field; nothing was sent.
    await expect(form.getByLabel('Street address')).toHaveAccessibleDescription(
      'We can’t ship to PO boxes. Please enter a street address.',
    );
    await expect(form.getByLabel('Street address')).toBeFocused();
    expect(shippingPuts).toBe(0);

    await form.getByLabel('Street address').fill('1550 Wewatta St');
    await form.getByRole('button', { name: 'Ship here' }).click();
    const saved = page.locator('.ts-checkout-saved');
    await expect(saved).toContainText('Address saved.');
    await expect(saved).toContainText("Dana O'Brien");
    await expect(saved).toContainText('1550 Wewatta St');
    await expect(saved).toContainText('Denver, CO 80202');
    await expect(saved).toBeFocused();
    expect(shippingPuts).toBe(1);

    // The summary shows the server's shipping and its tax for Colorado.
    const cart = await getCart(page, baseURL!, cartId);
    expect(cart.cartShipping.shippingOption).toBe('HOME');
    expect(cart.taxState).toBe('CO');
    await expect(summaryRow(page, 'Shipping')).toContainText(cart.shippingCostInCents === 0 ? 'FREE' : dollars(cart.shippingCostInCents));
    await expect(summaryRow(page, 'Estimated tax (Colorado)')).toContainText(dollars(cart.estimatedTaxInCents));
    await expect(total(page)).toHaveText(dollars(cart.totalInCents));

    // Edit opens the form with the saved address.
    await page.getByRole('button', { name: 'Edit shipping address' }).click();
    await expect(form.getByLabel('Street address')).toHaveValue('1550 Wewatta St');
    await form.getByRole('button', { name: 'Cancel' }).click();

    await expectAccessible(page);
    // spec §4: home with an address goes on to payment (the services step is skipped).
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page).toHaveURL('/checkout/payments');
  });

  /**
   * The Ship-to-me form filled with a Texas address in `city` (78701) and sent, with the address
   * check (and, with `holdSave`, the save) held until Continue has been pressed during them: the
   * button is aria-disabled meanwhile, and a shopper's press still lands on it (Playwright would
   * wait for aria-disabled to go; `force` presses as a person would).
   */
  async function pressContinueWhileSaving(page: Page, address: { street: string; city: string }, holdSave = false) {
    await tab(page, 'Ship to me').click();
    const form = page.getByRole('form', { name: 'Shipping address' });
    await form.getByLabel('First name').fill('Dana');
    await form.getByLabel('Last name').fill('Smith');
    await form.getByLabel('Street address').fill(address.street);
    await form.getByLabel('City').fill(address.city);
    await form.getByLabel('State').selectOption('TX');
    await form.getByLabel('ZIP code').fill(AUSTIN);
    await form.getByLabel('Phone', { exact: true }).fill('5125550142');
    await form.getByLabel('Email').fill('dana@example.com');

    let pressed!: () => void;
    const continuePressed = new Promise<void>((resolve) => {
      pressed = resolve;
    });
    const held: string[] = [];
    const hold = async (route: Route) => {
      held.push(route.request().url());
      await continuePressed;
      await route.continue();
    };
    await page.route(/\/v1\/checkout\/address-verification\b/, hold);
    if (holdSave) {
      await page.route(/\/v1\/checkout\/cart-shipping\b/, (route) => (route.request().method() === 'PUT' ? hold(route) : route.continue()));
    }
    await form.getByRole('button', { name: 'Ship here' }).click();
    await expect.poll(() => held.length).toBe(1);
    await expect(form).toHaveAttribute('aria-busy', 'true');
    const next = page.getByRole('button', { name: 'Continue to payment' });
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await next.click({ force: true });
    await expect(next).toHaveAttribute('aria-busy', 'true');
    pressed();
    return { next, held };
  }

  test('Continue pressed while the address is still being checked and saved: it goes on to payment once the address is saved', async ({
    page,
    baseURL,
  }) => {
    const cartId = await openCart(page, baseURL!);
    const { held } = await pressContinueWhileSaving(page, { street: '500 Congress Ave', city: 'Austin' }, true);

    // One press: the address is checked, saved, and the shopper is on the payment step.
    await expect(page).toHaveURL('/checkout/payments');
    expect(held).toHaveLength(2);
    expect((await getCart(page, baseURL!, cartId)).cartShipping).toMatchObject({ shippingOption: 'HOME', city: 'Austin', zip: AUSTIN });
  });

  test('a press of Continue while the address is checked lapses when the check asks the shopper: after the choice the page stays', async ({
    page,
    baseURL,
  }) => {
    const cartId = await openCart(page, baseURL!);
    // 78701 is Austin's ZIP code: the check offers a correction.
    const { next } = await pressContinueWhileSaving(page, { street: '600 Congress Ave', city: 'Dallas' });

    const modal = page.getByRole('dialog', { name: 'Check your address' });
    await expect(modal).toBeVisible();
    await expect(next).not.toHaveAttribute('aria-busy', 'true');
    await modal.getByRole('button', { name: 'Use suggested address' }).click();
    await expect(page.locator('.ts-checkout-saved')).toContainText('Austin, TX 78701');
    // The shopper answered a question since the press: going on is theirs to choose again.
    await expect(page).toHaveURL(PAGE);
    expect((await getCart(page, baseURL!, cartId)).cartShipping).toMatchObject({ city: 'Austin', zip: AUSTIN });
    await next.click();
    await expect(page).toHaveURL('/checkout/payments');
  });

  test('address verification: a ZIP code that is not the city’s offers the corrected address; either choice saves, closing loses nothing', async ({
    page,
    baseURL,
  }) => {
    const cartId = await openCart(page, baseURL!);
    await tab(page, 'Ship to me').click();
    const form = page.getByRole('form', { name: 'Shipping address' });
    await form.getByLabel('First name').fill('Dana');
    await form.getByLabel('Last name').fill('Smith');
    await form.getByLabel('Street address').fill('600 Congress Ave');
    await form.getByLabel('City').fill('Dallas');
    await form.getByLabel('State').selectOption('TX');
    await form.getByLabel('ZIP code').fill('78701');
    await form.getByLabel('Phone', { exact: true }).fill('5125550142');
    await form.getByLabel('Email').fill('dana@example.com');
    const shipHere = form.getByRole('button', { name: 'Ship here' });
    await shipHere.click();

    // 78701 is Austin's ZIP code: the modal shows the suggestion beside what was typed.
    const modal = page.getByRole('dialog', { name: 'Check your address' });
    await expect(modal).toBeVisible();
    const suggested = modal.getByRole('region', { name: 'Suggested address' });
    await expect(suggested).toContainText('600 Congress Ave');
    await expect(suggested).toContainText('Austin (corrected), TX 78701');
    await expect(modal.getByRole('region', { name: 'You entered' })).toContainText('Dallas, TX 78701');
    await expectAccessible(page);

    // Escape: back to the form, everything as typed, nothing saved.
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(form.getByLabel('City')).toHaveValue('Dallas');
    expect((await getCart(page, baseURL!, cartId)).cartShipping).toBeNull();

    // Keep what I entered: saved as typed (the ZIP code is in the state chosen).
    await shipHere.click();
    await modal.getByRole('button', { name: 'Keep what I entered' }).click();
    const saved = page.locator('.ts-checkout-saved');
    await expect(saved).toContainText('Address saved.');
    await expect(saved).toContainText('Dallas, TX 78701');
    await expect(saved).toBeFocused();

    // Edit, then the suggestion: the form and the saved address take the corrected city.
    await page.getByRole('button', { name: 'Edit shipping address' }).click();
    await form.getByRole('button', { name: 'Save address' }).click();
    await modal.getByRole('button', { name: 'Use suggested address' }).click();
    await expect(saved).toContainText('Austin, TX 78701');
    expect((await getCart(page, baseURL!, cartId)).cartShipping).toMatchObject({ city: 'Austin', state: 'TX', zip: '78701' });

    // A ZIP code of another state: keeping it is refused by the server, with the form as typed.
    await page.getByRole('button', { name: 'Edit shipping address' }).click();
    await form.getByLabel('City').fill('Springfeld');
    await form.getByLabel('State').selectOption('CO');
    await form.getByRole('button', { name: 'Save address' }).click();
    await expect(modal.getByRole('region', { name: 'Suggested address' })).toContainText('Austin (corrected), TX (corrected) 78701');
    await modal.getByRole('button', { name: 'Keep what I entered' }).click();
    await expect(form.getByRole('alert')).toContainText('The ZIP code is not in the state you chose.');
    await expect(form.getByLabel('City')).toHaveValue('Springfeld');
    await expect(form.getByLabel('State')).toHaveValue('CO');
    expect((await getCart(page, baseURL!, cartId)).cartShipping).toMatchObject({ city: 'Austin', state: 'TX' });
  });

  test('courier pick-up: nearest locations first, "Please select a FedEx location." without one, then saved', async ({ page, baseURL }) => {
    const cartId = await openCart(page, baseURL!);
    await tab(page, 'FedEx pick-up').click();
    const panel = page.getByRole('tabpanel', { name: /FedEx pick-up/ });

    // No courier location near a Montana zip (spec §8), with what to do instead.
    const zip = panel.getByRole('textbox', { name: 'Find FedEx locations near ZIP code' });
    await zip.fill('59001');
    await panel.getByRole('button', { name: 'Find locations' }).click();
    await expect(panel).toContainText(
      'There are no FedEx pick-up locations near 59001. Try a nearby ZIP code, or ship the tires to your home.',
    );
    await zip.fill('');
    await panel.getByRole('button', { name: 'Find locations' }).click();
    await expect(panel.getByRole('alert').filter({ hasText: 'Please enter your zip code.' })).toBeVisible();

    await zip.fill(AUSTIN);
    await panel.getByRole('button', { name: 'Find locations' }).click();
    const choices = panel.getByRole('group', { name: `FedEx locations near ${AUSTIN}, nearest first` }).getByRole('radio');
    const expected = (await api(page.request, baseURL!, 'GET', `/v1/checkout/pickup-locations?zip=${AUSTIN}&limit=5`)).body.locations;
    await expect(choices).toHaveCount(expected.length);
    const distances = await panel.locator('.ts-checkout-place__distance').allTextContents();
    const miles = distances.map((d) => Number.parseFloat(d));
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    await expectAccessible(page);

    // Continue without a location: the spec's exact words (rules §5).
    await page.getByRole('button', { name: 'Continue to services' }).click();
    await expect(panel.getByRole('alert').filter({ hasText: 'Please select a FedEx location.' })).toBeVisible();
    await expect(panel).toBeFocused();

    // The form asks for a location too, and for who collects the tires.
    await panel.getByRole('button', { name: 'Pick up here' }).click();
    await expect(panel.getByRole('group', { name: /FedEx locations near/ })).toHaveAccessibleDescription('Please select a FedEx location.');
    const nearest = expected.reduce((a: any, b: any) => (b.distance < a.distance ? b : a));
    await choices.first().check();
    await pickUpAsSam(panel);
    const cart = await getCart(page, baseURL!, cartId);
    expect(cart.cartShipping.shippingOption).toBe('FEDEX');
    expect(cart.cartShipping.shippingLocationId).toBe(nearest.id);
    await expect(panel.locator('.ts-checkout-saved')).toContainText(cart.cartShipping.destinationLabel);
    await expect(total(page)).toHaveText(dollars(cart.totalInCents));

    await page.getByRole('button', { name: 'Continue to services' }).click();
    await expect(page).toHaveURL('/checkout/services');
  });

  test('promo code refused then accepted; road hazard changes the total by the server’s amount; coupon alert', async ({
    page,
    baseURL,
  }) => {
    const cartId = await openCart(page, baseURL!);
    const before = await getCart(page, baseURL!, cartId);
    await expect(total(page)).toHaveText(dollars(before.totalInCents));

    const code = summary(page).getByRole('textbox', { name: 'Promo code' });
    await code.fill('NOPE');
    await summary(page).getByRole('button', { name: 'Apply' }).click();
    await expect(code).toHaveAccessibleDescription('"NOPE" is not a valid promo code.');
    await expect(summary(page).getByRole('alert')).toHaveText('"NOPE" is not a valid promo code.');
    await expect(total(page)).toHaveText(dollars(before.totalInCents));
    expect((await getCart(page, baseURL!, cartId)).siteCartCoupons).toEqual([]);

    await code.fill('take10');
    await summary(page).getByRole('button', { name: 'Apply' }).click();
    await expect(summary(page).getByRole('list', { name: 'Promo codes applied' })).toContainText('TAKE10');
    const withCode = await getCart(page, baseURL!, cartId);
    expect(withCode.couponDiscountInCents).toBeGreaterThan(0);
    await expect(summaryRow(page, /Promo code/)).toContainText(`−${dollars(withCode.couponDiscountInCents)}`);
    await expect(total(page)).toHaveText(dollars(withCode.totalInCents));
    await expect(code).toHaveValue('');

    // Road hazard protection (spec §4 Checkout): shown and ticked while it costs something.
    const hazard = page.getByRole('checkbox', { name: /Road hazard protection/ });
    await expect(hazard).toBeChecked();
    expect(withCode.roadHazardCostInCents).toBeGreaterThan(0);
    await expect(summaryRow(page, 'Road hazard protection')).toContainText(dollars(withCode.roadHazardCostInCents));
    await expect(page.locator('.ts-checkout-hazard__terms')).toContainText('36 months');
    await expect(page.locator('.ts-checkout-hazard__terms')).toContainText(
      'up to $400 per tire in year 1, $200 per tire in year 2 and $100 per tire in year 3',
    );
    await expect(page.locator('.ts-checkout-hazard__terms')).toContainText('Repairs are reimbursed up to $25 per tire.');

    await hazard.uncheck();
    await expect(hazard).not.toBeChecked();
    const declined = await getCart(page, baseURL!, cartId);
    expect(declined.roadHazardCostInCents).toBe(0);
    await expect(total(page)).toHaveText(dollars(declined.totalInCents));
    // The total moved by the protection's price, and its tax (the server taxes the protection too).
    expect(declined.totalInCents).toBeLessThanOrEqual(withCode.totalInCents - withCode.roadHazardCostInCents);
    await expect(summaryRow(page, 'Road hazard protection')).toHaveCount(0);

    await hazard.check();
    await expect(hazard).toBeChecked();
    await expect(total(page)).toHaveText(dollars(withCode.totalInCents));
    await expectAccessible(page);

    // Fewer tires than the code needs: the coupon deal alert (spec §4, rules §5).
    const line = page.getByRole('list', { name: 'Tires in your cart' }).getByRole('listitem').first();
    for (let i = 0; i < 3; i++) {
      const before = await line.locator('output').textContent();
      await line.getByRole('button', { name: 'One tire fewer' }).click();
      await expect(line.locator('output')).not.toHaveText(before!);
    }
    await expect(line.locator('output')).toHaveText('1');
    await expect(line.getByRole('button', { name: 'One tire fewer' })).toBeDisabled();
    await expect(summary(page).locator('.ts-checkout-alert--notice')).toHaveText('Add 1 more tire to use TAKE10.');
    const one = await getCart(page, baseURL!, cartId);
    expect(one.totalQuantity).toBe(1);
    await expect(total(page)).toHaveText(dollars(one.totalInCents));
  });

  test('delivery tabs by keyboard: arrows, Home and End move, Enter chooses and sends the pre-shipping selection', async ({
    page,
    baseURL,
  }) => {
    const cartId = await openCart(page, baseURL!);
    const tabs = page.getByRole('tablist', { name: 'Delivery options' }).getByRole('tab');
    const names = (await tabs.allTextContents()).map((t) => t.trim());
    expect(names.length).toBeGreaterThanOrEqual(3);
    // spec §4: an installable cart with no shipping opens on the left tab, the installer.
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.first()).toHaveAttribute('tabindex', '0');
    await expect(page.locator('[role="tab"][tabindex="0"]')).toHaveCount(1);
    await expect(tabs.first()).toHaveAttribute('aria-controls', /.+/);

    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true'); // moving does not choose
    await page.keyboard.press('End');
    await expect(tabs.last()).toBeFocused();
    await page.keyboard.press('Home');
    await expect(tabs.first()).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(tabs.last()).toBeFocused(); // wraps around
    await page.keyboard.press('Enter');
    await expect(tabs.last()).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'false');
    await expect(page.getByRole('tabpanel')).toHaveAccessibleName(new RegExp(`^${names.at(-1)!.split(/\s/)[0]}`));
    await expect.poll(async () => (await getCart(page, baseURL!, cartId)).preShippingSelection).toBe('shipToFedex');
    // Tab leaves the tablist for the panel.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tabpanel')).toBeFocused();

    // Every tab's panel passes the accessibility checks.
    for (let i = 0; i < names.length; i++) {
      await tabs.nth(i).click();
      await expect(tabs.nth(i)).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel')).toBeVisible();
      await expectAccessible(page);
    }
  });

  test('hasMobileInstall=true (like activeShippingType=mobile-install) opens the mobile installation tab; a bad value is ignored', async ({
    page,
    baseURL,
  }) => {
    await openCart(page, baseURL!);
    await expect(tab(page, 'Mobile installation')).toBeVisible();
    await page.goto(`${PAGE}?hasMobileInstall=true`);
    await expect(tab(page, 'Mobile installation')).toHaveAttribute('aria-selected', 'true', { timeout: 20_000 });
    await expectAccessible(page);
    await page.goto(`${PAGE}?hasMobileInstall=yes-please`);
    await expect(page.getByRole('tablist', { name: 'Delivery options' })).toBeVisible({ timeout: 20_000 });
    await expect(tab(page, 'Mobile installation')).toHaveAttribute('aria-selected', 'false');
  });

  test('a cart without a ZIP gets the mobile installation tab once the shopper searches shops near a ZIP a mobile installer serves', async ({
    page,
    baseURL,
  }) => {
    const cartId = await openCart(page, baseURL!, { zip: null });
    const tabs = page.getByRole('tablist', { name: 'Delivery options' }).getByRole('tab');
    await expect(tabs.first()).toHaveAccessibleName(/^Installer/);
    await expect(tab(page, 'Mobile installation')).toHaveCount(0);

    const panel = page.getByRole('tabpanel', { name: /Installer/ });
    await panel.getByRole('textbox', { name: 'Find shops near ZIP code' }).fill(AUSTIN);
    await panel.getByRole('button', { name: 'Find shops' }).click();
    await expect(
      panel
        .getByRole('list', { name: `Shops near ${AUSTIN}` })
        .getByRole('listitem')
        .first(),
    ).toBeVisible();
    await expect(tab(page, 'Mobile installation')).toBeVisible();
    await expect.poll(async () => (await getCart(page, baseURL!, cartId)).zip).toBe(AUSTIN);

    await tab(page, 'Mobile installation').click();
    const mobile = page.getByRole('tabpanel', { name: /Mobile installation/ });
    await expect(
      mobile
        .getByRole('list', { name: `Mobile installers for ${AUSTIN}` })
        .getByRole('listitem')
        .first(),
    ).toBeVisible();
    await expectAccessible(page);
  });

  test('installer and mobile installation: nearest shops, choosing one, the exact message without one, a mobile zip out of area', async ({
    page,
    baseURL,
  }) => {
    const cartId = await openCart(page, baseURL!);
    const panel = page.getByRole('tabpanel', { name: /Installer/ });
    await expect(panel).toContainText('We ship the tires to a shop near you, and the shop fits them at a time you choose.');
    const shops = panel.getByRole('list', { name: `Shops near ${AUSTIN}` }).getByRole('listitem');
    await expect(shops.first()).toBeVisible();
    expect(await shops.count()).toBeLessThanOrEqual(4);

    await page.getByRole('button', { name: 'Continue to services' }).click();
    await expect(panel.getByRole('alert').filter({ hasText: 'Please select a shop or change shipping option.' })).toBeVisible();

    const first = shops.first();
    const name = (await first.locator('.ts-checkout-place__name').textContent())!.replace('Verified', '').trim();
    await first.getByRole('button', { name: /^Choose shop/ }).click();
    await expect(first).toContainText('Your shop');
    const cart = await getCart(page, baseURL!, cartId);
    expect(cart.cartShipping.shippingOption).toBe('INSTALLER');
    expect(cart.cartShipping.destinationLabel).toContain(name);
    // The shop's message is gone (the panel now also holds the appointment's and the services' alerts).
    await expect(panel.getByRole('alert').filter({ hasText: 'Please select a shop or change shipping option.' })).toHaveCount(0);

    // Mobile installation: a mobile installer serves Austin (the seed), so the tab is on offer.
    await tab(page, 'Mobile installation').click();
    const mobile = page.getByRole('tabpanel', { name: /Mobile installation/ });
    const installers = mobile.getByRole('list', { name: `Mobile installers for ${AUSTIN}` }).getByRole('listitem');
    await expect(installers.first()).toBeVisible();
    await expect(installers.first()).toContainText(/travels up to \d+ mi/);
    // The shop chosen before is not a mobile installation: Continue asks again.
    await page.getByRole('button', { name: 'Continue to services' }).click();
    await expect(mobile.getByRole('alert').filter({ hasText: 'Please select a shop or change shipping option.' })).toBeVisible();
    await installers
      .first()
      .getByRole('button', { name: /^Choose installer/ })
      .click();
    await expect(installers.first()).toContainText('Your installer');
    const mobileCart = await getCart(page, baseURL!, cartId);
    expect(mobileCart.cartShipping.installer.isMobileInstall).toBe(true);
    expect(mobileCart.cartShipping.zip).toBe(AUSTIN);
    await expectAccessible(page);

    // Where to come: asked once the installer is chosen; Continue waits for it; the spec's address messages.
    const where = mobile.getByRole('form', { name: 'Where should the installer come?' });
    await expect(mobile.getByRole('region', { name: 'When the installer comes' })).toContainText(/Held for you until/);
    await page.getByRole('button', { name: 'Continue to services' }).click();
    await expect(where.getByRole('alert')).toHaveText('Please enter the address where the installer should come.');
    await where.getByRole('button', { name: 'Save address' }).click();
    await expect(where.getByRole('textbox', { name: 'Street address' })).toHaveAccessibleDescription('Please enter valid Address');
    await expect(where.getByRole('textbox', { name: 'Street address' })).toBeFocused();
    await where.getByRole('textbox', { name: 'Street address' }).fill('501 Congress Ave');
    await where.getByRole('textbox', { name: /^Apartment/ }).fill('Suite 200');
    await where.getByRole('textbox', { name: 'City' }).fill('Austin');
    await where.getByRole('button', { name: 'Save address' }).click();
    await expect(mobile.getByText('The installer comes to: 501 Congress Ave, Suite 200, Austin, TX 78701')).toBeVisible();
    await expect(mobile.getByRole('region', { name: 'When the installer comes' })).toContainText(
      'comes to 501 Congress Ave, Suite 200, Austin, TX 78701',
    );
    const addressed = (await getCart(page, baseURL!, cartId)).cartShipping;
    expect(addressed).toMatchObject({
      addressLine1: '501 Congress Ave',
      addressLine2: 'Suite 200',
      city: 'Austin',
      state: 'TX',
      zip: AUSTIN,
    });
    expect(addressed.destinationLabel).toContain('at 501 Congress Ave');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Continue to services' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm your installation' });
    await expect(confirm).toContainText('Comes to 501 Congress Ave, Suite 200, Austin, TX 78701');
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/checkout\/services$/);
    await page.goBack();
    await tab(page, 'Mobile installation').click();

    // Nobody comes to a zip far from every mobile installer (spec §8 "zip outside the installer's serviceable area").
    await mobile.getByRole('textbox', { name: /ZIP code/ }).fill('59001');
    await mobile.getByRole('button', { name: 'Find installers' }).click();
    await expect(mobile).toContainText(
      'No mobile installer comes to 59001 yet. Try a nearby ZIP code, or have your tires installed at a shop.',
    );
  });

  test('a cart made in a widget stays with that widget: the storefront does not open it', async ({ page, baseURL }) => {
    // Dealer carts are made in a dealership's widget, which offers their warehouse pick-up itself
    // (widget-cart.spec.ts); the storefront's pages are another API client and never reach them.
    const widget = await dealerWidget(page.request, baseURL!);
    const id = await productId(page.request, baseURL!, 'michelin/defender2', '225/65R17');
    const created = await api(page.request, baseURL!, 'POST', '/v1/carts', { productId: id, quantity: { front: 4 }, zip: AUSTIN }, widget);
    expect(created.status).toBe(201);
    const cartId = created.body.siteCart.id as string;
    expect((await api(page.request, baseURL!, 'GET', `/v1/carts/${cartId}`)).status).toBe(404);
    await page.context().addCookies([
      { name: 'ST_cartId', value: cartId, url: baseURL! },
      { name: 'ST_cartQuantity', value: '4', url: baseURL! },
    ]);
    await page.goto(PAGE);
    await expect(page.getByRole('main').getByRole('heading', { name: 'Your cart is empty' })).toBeAttached({ timeout: 20_000 });
    await expect(page.getByRole('heading', { name: 'Tires in your cart' })).toHaveCount(0);
    // The widget's own cart is untouched.
    const own = await api(page.request, baseURL!, 'GET', `/v1/carts/${cartId}`, undefined, widget);
    expect(own.status).toBe(200);
    expect(own.body.siteCart).toMatchObject({ isDealer: true, totalQuantity: 4 });
  });

  test('quantities and removal: the stepper changes the server’s line total; removing the last tire empties the cart', async ({
    page,
    baseURL,
  }) => {
    const cartId = await openCart(page, baseURL!);
    const other = await productId(page.request, baseURL!, 'michelin/pilot-sport-4s', '245/40R19');
    await api(page.request, baseURL!, 'PUT', `/v1/carts/${cartId}`, { isNewItem: true, productId: other, quantity: { front: 2 } });
    await page.reload();
    const lines = page.getByRole('list', { name: 'Tires in your cart' }).getByRole('listitem');
    await expect(lines).toHaveCount(2, { timeout: 20_000 });

    const first = lines.filter({ hasText: '225/65R17' });
    await first.getByRole('button', { name: 'One tire more' }).click();
    await expect(first.locator('output')).toHaveText('5');
    const cart = await getCart(page, baseURL!, cartId);
    const line = cart.siteProducts.find((p: any) => p.size === '225/65R17');
    expect(line.quantity).toBe(5);
    await expect(first).toContainText(dollars(line.lineTotalInCents));
    await expect(page.getByRole('heading', { name: 'Tires in your cart' }).locator('..')).toContainText('7 tires');
    await expect(total(page)).toHaveText(dollars(cart.totalInCents));

    await lines
      .filter({ hasText: '245/40R19' })
      .getByRole('button', { name: /^Remove/ })
      .click();
    await expect(lines).toHaveCount(1);
    await expect(page.getByRole('status').filter({ hasText: 'removed from your cart' })).toHaveText(
      'Michelin Pilot Sport 4S 245/40R19 removed from your cart.',
    );

    // spec §2: the cart emptied on the cart page shows the empty-cart modal.
    await lines
      .first()
      .getByRole('button', { name: /^Remove/ })
      .click();
    await expect(page.getByRole('dialog', { name: 'Your cart is empty' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { name: 'Your cart is empty' })).toBeAttached();
    expect((await api(page.request, baseURL!, 'GET', `/v1/carts/${cartId}`)).status).toBe(404);
  });
});
