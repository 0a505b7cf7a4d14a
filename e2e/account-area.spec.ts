import { expect, test, type Locator } from '@playwright/test';
import { createAccount, dollars, expectAccessible, hydrated, placeOrderSignedIn, shopApi, signUp } from './support';

/**
 * The signed-in shopper's account area (spec storefront §2 /account/my-orders, /account/my-garage;
 * §4 "Order cancellable within 30 minutes"; rules §6 "Only logged-in users can cancel online"):
 * an order placed while signed in shows in My orders and is cancelled from its page; saved
 * addresses and the garage are added to and removed from. The real shop, API, database and gateway.
 */

/** The address form as a shopper fills it: Dana Smith in Texas at `street`. */
async function fillAddress(form: Locator, a: { street: string; city: string; zip: string; phone: string }) {
  await form.getByLabel('First name').fill('Dana');
  await form.getByLabel('Last name').fill('Smith');
  await form.getByLabel('Street address').fill(a.street);
  await form.getByLabel('City').fill(a.city);
  await form.getByLabel('State').selectOption('TX');
  await form.getByLabel('ZIP code').fill(a.zip);
  await form.getByLabel('Phone', { exact: true }).fill(a.phone);
}

test.describe('the account area', () => {
  test('sign in → place an order → My orders → cancel it → the order shows cancelled', async ({ page, baseURL }) => {
    // Signed out, My orders asks to sign in and comes back.
    await page.goto('/account/my-orders');
    await expect(page).toHaveURL(/\/account\/sign-in\?returnTo=%2Faccount%2Fmy-orders$/);
    await page.getByRole('link', { name: 'Create an account' }).click();
    await createAccount(page, 'dana-orders');
    await expect(page).toHaveURL(/\/account\/my-orders$/);
    await expect(page.getByText('You have no orders yet.')).toBeVisible();
    await expectAccessible(page, 'main');

    // An order placed while signed in: the cart is the account's (its calls carry the session cookie).
    const { orderId, orderNumber, totalInCents } = await placeOrderSignedIn(page, baseURL!);
    // The confirmation sends an account's shopper to My orders to cancel, not to the phone (rules §4 Cancellation).
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Cancel it from My orders' })).toHaveAttribute('href', `/account/my-orders/${orderNumber}`);
    await expect(main).not.toContainText('To cancel, call customer service');

    // My orders: the order with its number, status, total and tires.
    await page.goto('/account/my-orders');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Order ${orderNumber}` }) });
    await expect(card).toContainText('Order Processed');
    await expect(card).toContainText(dollars(totalInCents));
    await expect(card).toContainText(/2 × Michelin Defender2, 225\/65R17/);
    await expectAccessible(page, 'main');

    // Its page: the tracking steps, the way to the tracking view, and "Cancel order" with a confirmation.
    await hydrated(page);
    await card.getByRole('link', { name: `Order ${orderNumber}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open in order tracking' })).toHaveAttribute(
      'href',
      `/track-your-order/result?orderId=${orderNumber}&zip=78701`,
    );
    await expectAccessible(page, 'main');
    await page.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel order ${orderNumber}?` });
    await expect(dialog).toBeVisible();
    await expectAccessible(page, 'main');
    // "Keep the order" closes it and changes nothing.
    await dialog.getByRole('button', { name: 'Keep the order' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Cancel order' })).toBeFocused();

    // A form on another site cannot cancel it, even with the shopper's cookies.
    const forged = await page.request.post(`/account/my-orders/${orderNumber}`, {
      headers: { Origin: 'https://attacker.example', 'Sec-Fetch-Site': 'cross-site' },
      form: {},
    });
    expect(forged.status()).toBe(403);
    expect((await shopApi(page.request, baseURL!, 'GET', `/v1/orders/${orderId}`)).body.order.status).toBe('confirmed');

    await page.getByRole('button', { name: 'Cancel order' }).click();
    await dialog.getByRole('button', { name: 'Yes, cancel the order' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Order ${orderNumber} is cancelled.` })).toBeVisible();
    await expect(page.getByText(/^Cancelled on /)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
    await expectAccessible(page, 'main');

    await page.goto('/account/my-orders');
    await expect(card).toContainText('Cancelled');
    const after = await shopApi(page.request, baseURL!, 'GET', `/v1/orders/${orderId}`);
    expect(after.body.order).toMatchObject({ status: 'cancelled', trackingStatus: 'cancelled' });
    expect(after.body.order.payment.status).toBe('refunded');
  });

  test('saved addresses and the garage: add, refuse bad input, set the default, remove', async ({ page }) => {
    await signUp(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();

    // Addresses: a refused form keeps what was typed and says what is wrong in the spec's words.
    await page.getByRole('link', { name: 'Addresses' }).first().click();
    await expect(page.getByText('You have no saved addresses.')).toBeVisible();
    await page.getByRole('link', { name: 'Add an address' }).click();
    const form = page.getByRole('form', { name: 'Add an address' });
    await fillAddress(form, { street: 'PO Box 12', city: 'Austin', zip: '7870', phone: '512 555 0142' });
    await form.getByRole('button', { name: 'Save the address' }).click();
    await expect(form.getByLabel('ZIP code')).toHaveAccessibleDescription('Please enter valid US Zip Code.');
    await expect(form.getByLabel('Street address')).toHaveAccessibleDescription(/We can’t ship to PO boxes/);
    await expect(form.getByLabel('City')).toHaveValue('Austin');
    await expectAccessible(page, 'main');

    await form.getByLabel('Street address').fill('500 Congress Ave');
    await form.getByLabel('ZIP code').fill('78701');
    await form.getByRole('button', { name: 'Save the address' }).click();
    await expect(page).toHaveURL(/\/account\/addresses\?done=/);
    await expect(page.getByRole('status').filter({ hasText: 'The address is saved.' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '500 Congress Ave (default)' })).toBeVisible();

    await page.getByRole('link', { name: 'Add an address' }).click();
    const second = page.getByRole('form', { name: 'Add an address' });
    await fillAddress(second, { street: '12 Main St', city: 'Dallas', zip: '75201', phone: '214 555 0100' });
    await second.getByRole('button', { name: 'Save the address' }).click();
    await expect(page.getByRole('heading', { name: '12 Main St' })).toBeVisible();
    await page.getByRole('button', { name: 'Make 12 Main St the default' }).click();
    await expect(page.getByRole('heading', { name: '12 Main St (default)' })).toBeVisible();
    await page.getByRole('button', { name: 'Delete 500 Congress Ave' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The address is deleted.' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /500 Congress Ave/ })).toHaveCount(0);
    await expectAccessible(page, 'main');

    // The garage: make → model → year → trim, then "Shop tires for this vehicle" opens its tire results.
    await page.getByRole('link', { name: 'My garage' }).first().click();
    await expect(page.getByText('Your garage is empty.')).toBeVisible();
    await page.getByLabel('Make').selectOption({ label: 'Honda' });
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Model').selectOption({ label: 'Civic' });
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Year').selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Trim').selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Add to my garage' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The vehicle is in your garage.' })).toBeVisible();
    const vehicle = page.getByRole('heading', { level: 2, name: /^\d{4} Honda Civic / });
    await expect(vehicle).toBeVisible();
    await expectAccessible(page, 'main');
    const name = (await vehicle.textContent())!;

    await page.getByRole('link', { name: `Shop tires for the ${name}` }).click();
    await expect(page).toHaveURL(/\/vehicles\/honda-tires\/civic\/\d{4}\?trim=/);
    await expect(
      page.getByRole('heading', { level: 1, name: new RegExp(`${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} tires`) }),
    ).toBeVisible();

    await page.goto('/account/my-garage');
    await page.getByRole('button', { name: `Remove the ${name}` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The vehicle is removed from your garage.' })).toBeVisible();
    await expect(page.getByText('Your garage is empty.')).toBeVisible();
  });
});
