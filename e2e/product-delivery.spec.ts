import { expect, test, type Page } from '@playwright/test';
import {
  apiGet,
  chooseHour,
  dayName,
  defaultTime,
  expectAccessible,
  hydrated,
  openTimes,
  pickUpAsSam,
  settled,
  type ScheduleDay,
} from './support';

/**
 * "How you get your tires" on the product page (spec storefront §2 "Other modals: … time change
 * (checkout and product page), … courier location"; §4 Cart "Adding with an installer also
 * creates … an appointment"; docs/product-page.md): the shopper in Austin changes the installation
 * time in the time-change modal, or chooses a FedEx counter in the courier location modal, adds the
 * tires and finds that choice in the cart, on the server and at checkout.
 */

const LINE = '/brands/michelin-tires/defender2';
const SIZE = '225/65R17';
const AUSTIN = '78701';

interface Location {
  id: number;
  company: string;
  addressLine1: string;
  distance: number;
}

async function inAustin(page: Page, baseURL: string) {
  await page.context().addCookies([{ name: 'ST_location', value: encodeURIComponent(`${AUSTIN}|Austin|TX`), url: baseURL }]);
  await page.goto(`${LINE}?size=${encodeURIComponent(SIZE)}`);
  await hydrated(page);
  return page.getByRole('region', { name: 'How you get your tires' });
}

async function cartIdOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'ST_cartId');
  expect(cookie, 'the cart id cookie').toBeTruthy();
  return decodeURIComponent(cookie!.value);
}

const addToCart = async (page: Page) => {
  await page.locator('form.ts-add-to-cart').getByRole('button', { name: 'Add to cart' }).click();
  const summary = page.getByRole('dialog', { name: /^Your cart(?! is empty)/ });
  await expect(summary).toBeVisible();
  return summary;
};

test('the time-change modal moves the installation time at the nearest shop; the add holds that time in one call', async ({
  page,
  baseURL,
}) => {
  const section = await inAustin(page, baseURL!);
  const [shop] = (await apiGet(page.request, baseURL!, `/v1/installers?userZip=${AUSTIN}&limit=4`)).siteInstallers.siteInstallerList;
  const days: ScheduleDay[] = (await apiGet(page.request, baseURL!, `/v1/installers/${shop.installerId}/schedule`)).siteInstallerSchedule
    .scheduleDays;

  // The first free time (spec §4 default: first available day, morning, drop-off) at the first shop.
  const first = defaultTime(days);
  await expect(section).toContainText(shop.name);
  await expect(section).toContainText(first.isDropOff ? `${dayName(first.date)} · ${first.dropOffWindow} drop-off` : dayName(first.date));
  await expect(section.getByRole('radio', { name: 'Decide at checkout' })).toBeChecked();

  // Another day, an hour to wait at the shop: the modal is checkout's, on this shop's 30 days.
  const later = days.filter((d) => d.isAvailable && d.date !== first.date && d.slots.some((s) => s.available > 0))[1]!;
  const hour = later.slots.find((s) => s.available > 0)!;
  const modal = await openTimes(section, page);
  await settled(modal);
  await expectAccessible(page);
  await chooseHour(modal, later.date, hour.label);
  await modal.getByRole('button', { name: 'Save time' }).click();
  await expect(modal).toBeHidden();
  await expect(section.getByRole('button', { name: 'Change time' })).toBeFocused();
  const label = `${dayName(later.date)} · ${hour.label}`;
  await expect(section).toContainText(label);
  await expect(section.getByRole('radio', { name: 'Installed at a shop near you' })).toBeChecked();

  // Reopened, it shows the time chosen; Escape closes it and changes nothing.
  const again = await openTimes(section, page);
  await expect(again.getByRole('radio', { name: hour.label, exact: true })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(again).toBeHidden();
  await expect(section.getByRole('button', { name: 'Change time' })).toBeFocused();
  await expect(section).toContainText(label);

  // The add: one call (spec §3 Add-to-cart input appointmentTime) ships the tires to that shop and
  // holds that time — held once the cart shows them; checkout's appointment card has it.
  const bookings: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/v1/checkout/cart-appointment') && request.method() !== 'GET') bookings.push(request.method());
  });
  await addToCart(page);
  const cartId = await cartIdOf(page);
  const appointment = (await apiGet(page.request, baseURL!, `/v1/checkout/cart-appointment?cartId=${cartId}`)).siteCartAppointment;
  expect(appointment).toMatchObject({ date: later.date, isDropOff: false, startTime: hour.startTime, label });
  expect(appointment.installer.installerId).toBe(shop.installerId);
  expect(bookings, 'no separate booking call').toEqual([]);
  const cart = (await apiGet(page.request, baseURL!, `/v1/carts/${cartId}`)).siteCart;
  expect(cart.cartShipping).toMatchObject({ shippingOption: 'INSTALLER', installerId: shop.installerId });
  await page.goto('/checkout/shipping');
  await expect(page.getByRole('region', { name: 'Your installation appointment' })).toContainText(label);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the courier location modal lists the FedEx counters near the shopper; the one chosen reaches the cart and checkout', async ({
    page,
    baseURL,
  }) => {
    const section = await inAustin(page, baseURL!);
    const locations: Location[] = (await apiGet(page.request, baseURL!, `/v1/checkout/pickup-locations?zip=${AUSTIN}&limit=5`)).locations;
    expect(locations.length).toBeGreaterThan(1);
    const chosen = [...locations].sort((a, b) => a.distance - b.distance)[1]!;

    await section.getByRole('button', { name: 'Choose location' }).click();
    const modal = page.getByRole('dialog', { name: 'Choose a FedEx pick-up location' });
    const group = modal.getByRole('group', { name: `FedEx locations near ${AUSTIN}, nearest first` });
    await expect(group.getByRole('radio')).toHaveCount(locations.length);
    const box = await modal.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(390);
    await settled(modal);
    await expectAccessible(page);

    // Without a choice: the spec's exact words (rules §5), and nothing is chosen.
    await modal.getByRole('button', { name: 'Pick up here' }).click();
    await expect(modal.getByRole('alert').filter({ hasText: 'Please select a FedEx location.' })).toBeVisible();
    await expect(group).toHaveAccessibleDescription('Please select a FedEx location.');

    await group.getByRole('listitem').filter({ hasText: chosen.addressLine1 }).getByRole('radio').check();
    await modal.getByRole('button', { name: 'Pick up here' }).click();
    await expect(modal).toBeHidden();
    await expect(section.getByRole('button', { name: 'Change location' })).toBeFocused();
    await expect(section).toContainText(chosen.company);
    await expect(section).toContainText(chosen.addressLine1);
    await expect(section.getByRole('radio', { name: 'Pick up at a FedEx location' })).toBeChecked();

    // Reopened (viewing the choice): that counter is the one selected; Escape leaves it so.
    await section.getByRole('button', { name: 'Change location' }).click();
    await expect(group.getByRole('listitem').filter({ hasText: chosen.addressLine1 }).getByRole('radio')).toBeChecked();
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(section).toContainText(chosen.addressLine1);

    // The add: the cart is for pick-up at a courier near that ZIP code (spec §4 pre-shipping selection).
    const summary = await addToCart(page);
    const cartId = await cartIdOf(page);
    await expect
      .poll(async () => (await apiGet(page.request, baseURL!, `/v1/carts/${cartId}`)).siteCart.preShippingSelection)
      .toBe('shipToFedex');
    expect((await apiGet(page.request, baseURL!, `/v1/carts/${cartId}`)).siteCart.zip).toBe(AUSTIN);

    // Checkout's FedEx tab starts from that counter: who collects the tires, and it is saved.
    await summary.getByRole('link', { name: 'Checkout' }).click();
    await expect(page).toHaveURL('/checkout/shipping');
    await page.getByRole('tab', { name: /^FedEx pick-up/ }).click();
    const panel = page.getByRole('tabpanel', { name: /FedEx pick-up/ });
    await expect(panel.getByRole('listitem').filter({ hasText: chosen.addressLine1 }).getByRole('radio')).toBeChecked();
    await pickUpAsSam(panel);
    const cart = (await apiGet(page.request, baseURL!, `/v1/carts/${cartId}`)).siteCart;
    expect(cart.cartShipping).toMatchObject({ shippingOption: 'FEDEX', shippingLocationId: chosen.id });
  });
});
