import { expect, test, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { APPOINTMENT_MESSAGES } from '../packages/core/src/contract/appointments';
import { chooseHour, dayName, defaultTime, expectAccessible, openTimes, settled, type ScheduleDay } from './support';

/**
 * Installation booking at checkout (spec storefront §2 appointment, time change and install
 * confirmation modals; §4 Cart "an appointment (default: first available day, morning,
 * drop-off)"; rules §4 Appointments, §5 "Please select a time slot."; §8 "install time no longer
 * available"): the real shop, API and database in Chromium. Other shoppers are played through the
 * API with carts of their own. The shopper's browser is in Honolulu, far from every seeded shop:
 * every time the page shows must be the shop's own, and say so.
 */

const LINE = '/brands/michelin-tires/defender2';
const SIZE = '225/65R17';
const AUSTIN = '78701';
const PAGE = '/checkout/shipping';

async function token(request: APIRequestContext, baseURL: string): Promise<string> {
  const res = await request.post('/api/token', {
    form: { client_id: 'storefront-web', grant_type: 'client_credentials' },
    headers: { Origin: baseURL },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).access_token;
}

/** One call of the shop's API as the storefront's pages make it. */
async function api(request: APIRequestContext, baseURL: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) {
  const res = await request.fetch(`/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${await token(request, baseURL)}`, Origin: baseURL, 'Content-Type': 'application/json' },
    data: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status(), body: await res.json() };
}

async function productId(request: APIRequestContext, baseURL: string): Promise<number> {
  const { body } = await api(request, baseURL, 'GET', `/v1/product-lines/michelin/defender2?size=${encodeURIComponent(SIZE)}`);
  expect(body.selectedProductId).toBeTruthy();
  return body.selectedProductId;
}

/** Another shopper: a cart of four tires shipping to the installer. */
async function otherShopperCart(request: APIRequestContext, baseURL: string, installerId: number): Promise<string> {
  const created = await api(request, baseURL, 'POST', '/v1/carts', {
    productId: await productId(request, baseURL),
    quantity: { front: 4 },
    zip: AUSTIN,
  });
  expect(created.status).toBe(201);
  const cartId = created.body.siteCart.id;
  const shipping = await api(request, baseURL, 'PUT', `/v1/checkout/cart-shipping?cartId=${cartId}`, {
    shippingOption: 'INSTALLER',
    installerId,
  });
  expect(shipping.status).toBe(200);
  return cartId;
}

/** A value the test cannot go on without: a clear failure rather than a crash on `undefined`. */
function present<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`Missing: ${what}`);
  return value;
}

const cartIdOf = async (page: Page) =>
  decodeURIComponent(
    present(
      (await page.context().cookies()).find((c) => c.name === 'ST_cartId'),
      'the ST_cartId cookie',
    ).value,
  );
const appointmentOf = async (page: Page, baseURL: string) =>
  api(page.request, baseURL, 'GET', `/v1/checkout/cart-appointment?cartId=${await cartIdOf(page)}`);

const installerPanel = (page: Page) => page.getByRole('tabpanel', { name: /^Installer/ });
const appointmentCard = (page: Page) => page.getByRole('region', { name: 'Your installation appointment' });
const timeModal = (page: Page) => page.getByRole('dialog', { name: 'Choose your installation time' });
const summary = (page: Page) => page.getByRole('region', { name: 'Order summary' });

/** A cart made as the product page makes it, then the cart page with the installer tab. */
async function checkoutWithTires(page: Page) {
  await page.goto(LINE);
  await expect(page.locator('dialog.ts-cart-summary')).toHaveCount(1);
  const box = page.locator('form.ts-add-to-cart');
  const size = box.locator('select[name="frontProductId"]');
  const option = await size.locator('option', { hasText: SIZE }).first().getAttribute('value');
  await size.selectOption(present(option, `the ${SIZE} option`));
  await box.getByRole('spinbutton', { name: 'Quantity' }).first().fill('4');
  const rear = box.getByRole('spinbutton', { name: 'Quantity' }).nth(1);
  if (await rear.count()) await rear.fill('0');
  await box.getByRole('button', { name: 'Add to cart' }).click();
  await page
    .getByRole('dialog', { name: /^Your cart/ })
    .getByRole('link', { name: 'Checkout' })
    .click();
  await expect(page).toHaveURL(PAGE);
  await expect(page.getByRole('tablist', { name: 'Delivery options' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('tab', { name: /^Installer/ })).toHaveAttribute('aria-selected', 'true');
}

/** A cart of four tires for Austin made through the API, shipping to the nearest shop, opened on the cart page. */
async function checkoutAtShop(page: Page, baseURL: string) {
  const created = await api(page.request, baseURL, 'POST', '/v1/carts', {
    productId: await productId(page.request, baseURL),
    quantity: { front: 4 },
    zip: AUSTIN,
  });
  const cartId = created.body.siteCart.id as string;
  const { body } = await api(page.request, baseURL, 'GET', `/v1/installers?userZip=${AUSTIN}&limit=4&cartId=${cartId}`);
  const shop = present(
    body.siteInstallers.siteInstallerList.find((i: { isMobileInstall: boolean }) => !i.isMobileInstall),
    `a shop near ${AUSTIN}`,
  );
  await api(page.request, baseURL, 'PUT', `/v1/checkout/cart-shipping?cartId=${cartId}`, {
    shippingOption: 'INSTALLER',
    installerId: shop.installerId,
  });
  await page.context().addCookies([
    { name: 'ST_cartId', value: cartId, url: baseURL },
    { name: 'ST_cartQuantity', value: '4', url: baseURL },
  ]);
  await page.goto(PAGE);
  await expect(appointmentCard(page)).toBeVisible({ timeout: 20_000 });
  return { cartId, installerId: shop.installerId as number, shopName: shop.name as string };
}

/** The schedule the shop shows to everyone (no cart: nobody's own hold counted as free). */
async function schedule(request: APIRequestContext, baseURL: string, installerId: number) {
  const { status, body } = await api(request, baseURL, 'GET', `/v1/installers/${installerId}/schedule`);
  expect(status).toBe(200);
  return body.siteInstallerSchedule as {
    timeZone: string;
    scheduleDays: { date: string; isAvailable: boolean; slots: ScheduleSlot[] }[];
  };
}
type ScheduleSlot = { startTime: string; label: string; available: number };

/**
 * The default time the cart should hold (spec §4 Cart "first available day, morning, drop-off"),
 * as the shop's schedule shows it to this cart (its own hold counts as free): the morning drop-off
 * of the first day with room, or that day's first free window or hour when the morning is gone.
 */
async function expectedDefault(page: Page, baseURL: string, installerId: number) {
  const { status, body } = await api(page.request, baseURL, 'GET', `/v1/installers/${installerId}/schedule?cartId=${await cartIdOf(page)}`);
  expect(status).toBe(200);
  return defaultTime(body.siteInstallerSchedule.scheduleDays as ScheduleDay[]);
}

/** The free places of one hour as everyone sees them (no cart: the shopper's own hold counts as taken). */
async function freePlaces(
  request: APIRequestContext,
  baseURL: string,
  installerId: number,
  date: string,
  startTime: string,
): Promise<ScheduleSlot> {
  const { scheduleDays } = await schedule(request, baseURL, installerId);
  return present(
    scheduleDays.find((d) => d.date === date)?.slots.find((s) => s.startTime === startTime),
    `the ${startTime} hour of ${date}`,
  );
}

/** A day with at least two free hours (the `nth` such day), and two of its free hours. */
function dayWithTwoHours(days: Awaited<ReturnType<typeof schedule>>['scheduleDays'], nth: number, notOn?: string) {
  const day = present(
    days.filter((d) => d.isAvailable && d.date !== notOn && d.slots.filter((s) => s.available > 0).length >= 2)[nth],
    `day ${nth + 1} with two free hours`,
  );
  const [hour, other] = day.slots.filter((s) => s.available > 0);
  return { day, hour: present(hour, 'a free hour'), other: present(other, 'another free hour') };
}

/** The shop's clock at an instant ("10:42 AM"), as the page must show a hold's end. */
const shopClock = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone }).format(new Date(iso)).replace(/\u202f/g, ' ');
const zoneName = (timeZone: string, iso: string) =>
  present(
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longGeneric' })
      .formatToParts(new Date(iso))
      .find((p) => p.type === 'timeZoneName'),
    `the name of ${timeZone}`,
  ).value;

/** The page's own calls that book or move a time (a POST or PUT of the cart appointment). */
function bookingCalls(page: Page): Request[] {
  const calls: Request[] = [];
  page.on('request', (r) => {
    if (/\/v1\/checkout\/cart-appointment\b/.test(r.url()) && (r.method() === 'POST' || r.method() === 'PUT')) calls.push(r);
  });
  return calls;
}

/**
 * spec §8 a hold that ran out, as the API answers it once it has (a hold lasts 20 minutes; the
 * journey cannot wait): the page's GETs of the appointment are answered with the real appointment
 * marked expired, still free or taken. Everything else goes to the real API.
 */
async function holdsRunOut(page: Page) {
  const lapse: { as: 'free' | 'taken' | null } = { as: null };
  await page.route(/\/v1\/checkout\/cart-appointment\b/, async (route) => {
    if (route.request().method() !== 'GET' || lapse.as === null) return route.continue();
    const response = await route.fetch();
    if (response.status() !== 200) return route.fulfill({ response });
    const body = await response.json();
    body.siteCartAppointment = { ...body.siteCartAppointment, status: 'expired', holdExpiresAt: null, isAvailable: lapse.as === 'free' };
    return route.fulfill({ response, json: body });
  });
  return lapse;
}

/** Other shoppers take every free place of an hour at the shop (through the API, with carts of their own). */
async function takeEveryPlace(
  request: APIRequestContext,
  baseURL: string,
  installerId: number,
  date: string,
  slot: { startTime: string; available: number },
) {
  for (let place = 0; place < slot.available; place++) {
    const cartId = await otherShopperCart(request, baseURL, installerId);
    const booked = await api(request, baseURL, 'POST', `/v1/checkout/cart-appointment?cartId=${cartId}`, {
      installerId,
      date,
      isDropOff: false,
      startTime: slot.startTime,
    });
    expect(booked.status).toBe(201);
  }
}

test.describe('installation booking', () => {
  test.use({ timezoneId: 'Pacific/Honolulu' });

  test('size → cart → installer tab → a shop: one default time held on the shop’s clock; another day and hour saved; then that hour filled by others and refused to one more shopper', async ({
    page,
    baseURL,
  }) => {
    await checkoutWithTires(page);
    const panel = installerPanel(page);
    // The cart has no zip yet: the shopper says where.
    const zip = panel.getByRole('textbox', { name: /ZIP code/ });
    if ((await zip.inputValue()) !== AUSTIN) {
      await zip.fill(AUSTIN);
      await panel.getByRole('button', { name: 'Find shops' }).click();
    }
    const shops = panel.getByRole('list', { name: `Shops near ${AUSTIN}` }).getByRole('listitem');
    await expect(shops.first()).toBeVisible();
    // spec §4 Installer selection "first entry selected by default": suggested, not saved by itself.
    await expect(shops.first().locator('.ts-checkout-place__suggested')).toHaveText(/^(Closest|Suggested)$/);
    await expect(appointmentCard(page)).toHaveCount(0);
    const shopName = (await shops.first().locator('.ts-checkout-place__name').textContent())?.replace('Verified', '').trim();
    expect(shopName, 'the first shop’s name').toBeTruthy();
    const booking = bookingCalls(page);
    await shops
      .first()
      .getByRole('button', { name: /^Choose shop/ })
      .click();

    // spec §4 Cart: the first available day, morning, drop-off — booked and held for the cart.
    const card = appointmentCard(page);
    await expect(card).toContainText(/Held for you until \d{1,2}:\d{2} [AP]M \w[\w ]* Time/);
    const held = await appointmentOf(page, baseURL!);
    expect(held.status).toBe(200);
    const first = held.body.siteCartAppointment;
    expect(first).toMatchObject({
      ...(await expectedDefault(page, baseURL!, first.installer.installerId)),
      status: 'held',
      installer: { name: shopName },
    });
    // Every time on the card is the shop's, on its clock, and the card says which clock once.
    const zone = first.installer.timeZone as string;
    await expect(card).toContainText(`Held for you until ${shopClock(first.holdExpiresAt, zone)} ${zoneName(zone, first.holdExpiresAt)}`);
    await expect(card.getByText(/^Times are the shop’s local time/)).toHaveText(
      `Times are the shop’s local time (${zoneName(zone, first.startsAt)}).`,
    );
    await expect(card).toContainText(first.label);
    await expect(card).toContainText(`At ${shopName}`);
    await expect(summary(page)).toContainText(`Installation: ${first.label}`);
    await expectAccessible(page);
    // The tab mounted with a freshly chosen shop booked its default once.
    expect(booking.map((r) => r.method())).toEqual(['POST']);

    // Change time: another day, waiting at the shop, an hour that is free.
    const modal = await openTimes(card, page);
    await expect(modal).toContainText(/Times are the shop’s local time \(\w[\w ]* Time\)/);
    await expect(modal.getByRole('radio', { name: dayName(first.date), exact: true })).toBeChecked();
    await settled(modal);
    await expectAccessible(page);
    const installerId = first.installer.installerId as number;
    const { day, hour } = dayWithTwoHours((await schedule(page.request, baseURL!, installerId)).scheduleDays, 1, first.date);
    await chooseHour(modal, day.date, hour.label);
    await modal.getByRole('button', { name: 'Save time' }).click();
    await expect(modal).toBeHidden();
    // Focus is back on "Change time".
    await expect(card.getByRole('button', { name: 'Change time' })).toBeFocused();
    expect(booking.map((r) => r.method())).toEqual(['POST', 'PUT']);

    const moved = (await appointmentOf(page, baseURL!)).body.siteCartAppointment;
    expect(moved).toMatchObject({ date: day.date, startTime: hour.startTime, isDropOff: false, status: 'held' });
    await expect(card).toContainText(moved.label);
    await expect(summary(page)).toContainText(`Installation: ${moved.label}`);

    await page.reload();
    await expect(appointmentCard(page)).toContainText(moved.label, { timeout: 20_000 });
    await expect(summary(page)).toContainText(`Installation: ${moved.label}`);
    expect((await page.context().cookies()).find((c) => c.name === 'ST_cartAppointment')?.value).toBe('1');

    // Then the same hour is taken by someone else: other shoppers fill the places left (the
    // shopper's own is already counted), and one more shopper asks for it.
    await takeEveryPlace(
      page.request,
      baseURL!,
      installerId,
      day.date,
      await freePlaces(page.request, baseURL!, installerId, day.date, hour.startTime),
    );
    expect((await freePlaces(page.request, baseURL!, installerId, day.date, hour.startTime)).available).toBe(0);
    const late = await api(
      page.request,
      baseURL!,
      'POST',
      `/v1/checkout/cart-appointment?cartId=${await otherShopperCart(page.request, baseURL!, installerId)}`,
      {
        installerId,
        date: day.date,
        isDropOff: false,
        startTime: hour.startTime,
      },
    );
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe(APPOINTMENT_MESSAGES.slotTaken);
    // The shopper's appointment is untouched, in the API and on the page.
    expect((await appointmentOf(page, baseURL!)).body.siteCartAppointment).toMatchObject({
      date: day.date,
      startTime: hour.startTime,
      status: 'held',
      label: moved.label,
    });
    await page.reload();
    await expect(appointmentCard(page)).toContainText(moved.label, { timeout: 20_000 });
    await expect(appointmentCard(page)).toContainText(/Held for you until/);
  });

  test('a time someone else takes while the modal is open is a refused move: the modal stays on a fresh schedule, the held time stands; Cancel leaves no stale error', async ({
    page,
    baseURL,
  }) => {
    const { installerId } = await checkoutAtShop(page, baseURL!);
    const card = appointmentCard(page);
    await expect(card).toContainText(/Held for you until/);
    const held = (await appointmentOf(page, baseURL!)).body.siteCartAppointment;
    const { day, hour, other } = dayWithTwoHours((await schedule(page.request, baseURL!, installerId)).scheduleDays, 2);

    // The modal is open before anyone else books: it shows the hour as free.
    const modal = await openTimes(card, page);
    await chooseHour(modal, day.date, hour.label);
    // Meanwhile other shoppers take every place of that hour.
    await takeEveryPlace(page.request, baseURL!, installerId, day.date, hour);
    expect((await freePlaces(page.request, baseURL!, installerId, day.date, hour.startTime)).available).toBe(0);

    await modal.getByRole('button', { name: 'Save time' }).click();
    // Refused in place: no "no longer available" dialog (the shopper's time was never lost).
    await expect(modal.getByRole('alert').filter({ hasText: 'just taken' })).toHaveText(
      `That time was just taken. Your time ${held.label} is still held for you.`,
    );
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    // A fresh schedule, starting from the time held; the hour taken is full.
    await expect(modal.getByRole('radio', { name: dayName(held.date), exact: true })).toBeChecked();
    await modal.getByRole('radio', { name: dayName(day.date), exact: true }).check();
    await modal.getByRole('radio', { name: /^Wait at the shop/ }).check();
    await expect(modal.getByRole('radio', { name: `${hour.label} Full` })).toBeDisabled();
    await settled(modal);
    await expectAccessible(page);
    // The cart keeps the time it held.
    expect((await appointmentOf(page, baseURL!)).body.siteCartAppointment).toMatchObject({
      date: held.date,
      startTime: held.startTime,
      isDropOff: held.isDropOff,
      dropOffWindow: held.dropOffWindow,
      status: 'held',
    });

    // Cancel: the card says nothing of the refusal.
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await expect(modal).toBeHidden();
    await expect(card).toContainText(held.label);
    await expect(card).not.toContainText('just taken');
    await expect(card).not.toContainText(APPOINTMENT_MESSAGES.slotTaken);

    // Another hour of that day is booked.
    const again = await openTimes(card, page);
    await expect(again.getByRole('group', { name: 'Day', exact: true })).toBeVisible();
    await expect(again).not.toContainText('just taken');
    await chooseHour(again, day.date, other.label);
    await again.getByRole('button', { name: 'Save time' }).click();
    await expect(again).toBeHidden();
    const booked = (await appointmentOf(page, baseURL!)).body.siteCartAppointment;
    expect(booked).toMatchObject({ date: day.date, startTime: other.startTime, status: 'held' });
    await expect(card).toContainText(booked.label);
  });

  test('Continue without a time: "Please select a time slot."; with one, the install confirmation, then on', async ({ page, baseURL }) => {
    const { cartId, installerId, shopName } = await checkoutAtShop(page, baseURL!);
    await expect(appointmentCard(page)).toContainText(/Held for you until/);
    // The appointment goes away behind the page's back (another tab, an expired session).
    expect((await api(page.request, baseURL!, 'DELETE', `/v1/checkout/cart-appointment?cartId=${cartId}`)).status).toBe(200);

    await page.getByRole('button', { name: 'Continue to services' }).click();
    const card = appointmentCard(page);
    await expect(card.getByRole('alert').filter({ hasText: 'Please select a time slot.' })).toBeVisible();
    await expect(card).toContainText('No installation time is booked yet.');
    await expectAccessible(page);

    // Choose a time, then Continue: the install confirmation says where, when and what.
    await card.getByRole('button', { name: 'Choose a time' }).click();
    const modal = timeModal(page);
    await expect(modal.getByRole('group', { name: 'Day', exact: true })).toBeVisible();
    // The shop's name, though the cart has no appointment to tell it.
    await expect(modal).toContainText(shopName);
    const { scheduleDays } = await schedule(page.request, baseURL!, installerId);
    const day = present(scheduleDays.filter((d) => d.isAvailable)[1], 'a second day with free time');
    await modal.getByRole('radio', { name: dayName(day.date), exact: true }).check();
    await modal.getByRole('radio', { name: /^Afternoon/ }).check();
    await modal.getByRole('button', { name: 'Save time' }).click();
    await expect(modal).toBeHidden();
    await expect(card.getByRole('alert').filter({ hasText: 'Please select a time slot.' })).toHaveCount(0);
    const booked = (await appointmentOf(page, baseURL!)).body.siteCartAppointment;
    expect(booked).toMatchObject({ date: day.date, isDropOff: true, dropOffWindow: 'Afternoon' });

    await page.getByRole('button', { name: 'Continue to services' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm your installation' });
    await expect(confirm).toBeVisible();
    await expect(confirm).toContainText(shopName);
    await expect(confirm).toContainText(booked.label);
    await expect(confirm).toContainText(/Times are the shop’s local time \(\w[\w ]* Time\)/);
    await expect(confirm).toContainText(`4 × Michelin`);
    await expect(confirm).toContainText(SIZE);
    await settled(confirm);
    await expectAccessible(page);

    // "Change" goes back to the time.
    await confirm.getByRole('button', { name: 'Change', exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(card.getByRole('button', { name: 'Change time' })).toBeFocused();

    await page.getByRole('button', { name: 'Continue to services' }).click();
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL('/checkout/services');
  });

  test('a hold that runs out with the page open: only asked again; still free → "Keep this time"; taken → the three choices, "Browse shops" and "Continue without installation"', async ({
    page,
    baseURL,
  }) => {
    await page.clock.install();
    const lapse = await holdsRunOut(page);
    await checkoutAtShop(page, baseURL!);
    const card = appointmentCard(page);
    await expect(card).toContainText(/Held for you until/);
    const held = (await appointmentOf(page, baseURL!)).body.siteCartAppointment;
    const booking = bookingCalls(page);

    // The hold's end passes while the tab is open: the page asks, and holds nothing by itself.
    lapse.as = 'free';
    await page.clock.fastForward('21:00');
    await expect(card).toContainText('Your hold ran out — this time is still free.');
    await expect(card).not.toContainText(/Held for you/);
    expect(booking).toHaveLength(0);
    await expectAccessible(page);
    // "Keep this time": the same time held again (PUT), and focus stays on the card.
    await card.getByRole('button', { name: 'Keep this time' }).click();
    await expect.poll(() => booking.map((r) => r.method())).toEqual(['PUT']);
    // The default is a drop-off window, or that day's first free hour once the window is past the shop's notice (time of day).
    const sameTime = held.isDropOff
      ? { isDropOff: true, dropOffWindow: held.dropOffWindow }
      : { isDropOff: false, startTime: held.startTime };
    expect(JSON.parse(present(booking[0]?.postData(), 'the PUT body'))).toMatchObject({ date: held.date, ...sameTime });
    lapse.as = null;
    await expect(card).toContainText(/Held for you until/);
    await expect(card.getByRole('button', { name: 'Change time' })).toBeFocused();

    // Then someone takes the time after its hold runs out; Continue asks again: spec §8, with the
    // choices on offer here.
    lapse.as = 'taken';
    await page.getByRole('button', { name: 'Continue to services' }).click();
    const refused = page.getByRole('alertdialog', { name: 'This install time is no longer available' });
    await expect(refused).toBeVisible();
    await expect(refused).toContainText('Change the time, browse other shops, or continue without installation.');
    await expect(refused.getByRole('button')).toHaveText(['×', 'Change time', 'Browse shops', 'Continue without installation']);
    await expect(card).toContainText('This time is no longer available. Please choose another.');
    await settled(refused);
    await expectAccessible(page);

    // Browse shops: every shop near the zip; a shop's details, "Choose this shop" there moves the cart.
    await refused.getByRole('button', { name: 'Browse shops' }).click();
    lapse.as = null;
    const allShops = page.getByRole('dialog', { name: 'All installation shops' });
    await expect(allShops).toBeVisible();
    const others = allShops.getByRole('listitem').filter({ has: page.getByRole('button', { name: /^Choose/ }) });
    await expect(others.first()).toBeVisible();
    await settled(allShops);
    await expectAccessible(page);
    const otherName = present(await others.first().getByRole('heading').first().textContent(), 'another shop’s name').trim();
    await others
      .first()
      .getByRole('button', { name: /^Details/ })
      .click();
    const details = page.getByRole('dialog', { name: otherName });
    await expect(details).toBeVisible();
    await details.getByRole('button', { name: 'Choose this shop' }).click();
    await expect(details).toBeHidden();
    await expect(allShops).toBeHidden();
    // Both modals gone: focus on the list's "See all shops", not lost to the page.
    await expect(installerPanel(page).getByRole('button', { name: 'See all shops' })).toBeFocused();
    // The new shop's own default time (spec §4 Cart), held for the cart.
    await expect(card).toContainText(`At ${otherName}`);
    await expect(card).toContainText(/Held for you until/);
    const moved = (await appointmentOf(page, baseURL!)).body.siteCartAppointment;
    expect(moved).toMatchObject({
      ...(await expectedDefault(page, baseURL!, moved.installer.installerId)),
      installer: { name: otherName },
      status: 'held',
    });

    // Continue without installation: the home delivery tab, and the lost time is freed.
    lapse.as = 'taken';
    await page.getByRole('button', { name: 'Continue to services' }).click();
    await expect(refused).toBeVisible();
    await refused.getByRole('button', { name: 'Continue without installation' }).click();
    const home = page.getByRole('tab', { name: /^Ship to me/ });
    await expect(home).toHaveAttribute('aria-selected', 'true');
    await expect(home).toBeFocused();
    await expect.poll(async () => (await appointmentOf(page, baseURL!)).status).toBe(404);
    expect((await page.context().cookies()).find((c) => c.name === 'ST_cartAppointment')).toBeUndefined();
  });

  test('on a phone: the time picker is a sheet with a strip of days', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 412, height: 660 });
    await checkoutAtShop(page, baseURL!);
    await expect(appointmentCard(page)).toContainText(/Held for you until/);
    await expectAccessible(page);
    const modal = await openTimes(appointmentCard(page), page);
    const strip = modal.locator('.ts-appointment-days__strip');
    // 30 days scroll sideways in the strip, not the page.
    expect(await strip.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expect(modal.getByRole('radio', { checked: true }).first()).toBeInViewport();
    await settled(modal);
    await expectAccessible(page);
  });
});
