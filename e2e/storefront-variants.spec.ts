import { expect, test, type Page } from '@playwright/test';
import { cartOnHost, expectAccessible, hydrated, newCart, placeOrderOnHost, settled, shopApi } from './support';

/**
 * One shop process answering several storefront variants by host name (STOREFRONT_HOSTS, set for
 * this run in playwright.config.ts; docs/operations.md "Several shops from one process"): each
 * host's differences of rules §6 white-label variants and storefront §2 Page head, as a shopper
 * and a search engine see them. Chromium resolves every *.localhost name to this machine; the
 * other journeys use 127.0.0.1, which the map does not list, and get the default (retail) shop.
 */

const port = process.env.E2E_PORT ?? '8931';
const SIMPLE = `http://simple.localhost:${port}`;
const EMPLOYEES = `http://employees.localhost:${port}`;
const INSTALLER = `http://installer.localhost:${port}`;
const DEALER = `http://dealer.localhost:${port}`;

const tiles = (page: Page) => page.getByRole('region', { name: 'Why shop with us' }).getByRole('heading', { level: 3 });
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** A text file of the shop (robots.txt, the sitemap) as the browser gets it on that host. */
async function fileText(page: Page, url: string): Promise<{ status: number; text: string }> {
  const response = await page.goto(url);
  return { status: response!.status(), text: await response!.text() };
}

test.describe('storefront variants by host name', () => {
  test('the retail shop on an unlisted host: its title, account link, every tile, indexed with its own canonical and sitemap', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Tires online, installed near you | tireshop');
    await expect(mainNav(page).getByRole('link', { name: 'Account' })).toBeVisible();
    await expect(tiles(page)).toHaveText([
      'Free shipping',
      'Installed near you',
      'SimpleCrew exclusive savings',
      '0% financing options',
      'Road hazard coverage',
    ]);
    await expect(page.getByRole('navigation', { name: 'Shop' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index,follow');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/`);
    expect((await fileText(page, '/robots.txt')).text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test('simple.localhost is the simple-shop: no account link or shop section, three tiles left out, its own canonical, robots and sitemap', async ({
    page,
  }) => {
    await page.goto(`${SIMPLE}/`);
    await hydrated(page);
    await expect(page).toHaveTitle('Tires online, installed near you | tireshop');
    // rules §6 Simple-shop.
    await expect(mainNav(page).getByRole('link', { name: 'Track order' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Account', exact: true })).toHaveCount(0);
    await expect(tiles(page)).toHaveText(['Installed near you', 'Road hazard coverage']);
    await expect(page.getByRole('navigation', { name: 'Shop' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Help' })).toBeVisible();
    // Its own address in the page head, and its own colours.
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index,follow');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SIMPLE}/`);
    const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--ts-color-primary').trim());
    expect(primary).toBe('#0f6e4f');

    // The shop works on its host: a size search lands on the listing, canonical on this host.
    await page.getByLabel('Shop by tire size').fill('225/45R17');
    await page.getByRole('button', { name: 'Find tires' }).click();
    await expect(page).toHaveURL(`${SIMPLE}/tire-sizes/225-45r17`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('225/45R17 tires');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SIMPLE}/tire-sizes/225-45r17`);

    const robots = await fileText(page, `${SIMPLE}/robots.txt`);
    expect(robots.text).toContain(`Sitemap: ${SIMPLE}/sitemap.xml`);
    const sitemap = await fileText(page, `${SIMPLE}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    const locs = [...sitemap.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locs.length).toBeGreaterThan(10);
    expect(locs[0]).toBe(`${SIMPLE}/`);
    for (const loc of locs) expect(loc.startsWith(`${SIMPLE}/`), loc).toBe(true);
  });

  test('employees.localhost is the Employee Purchase Portal: its title, noindex with no sitemap, and no Puerto Rico in the state list', async ({
    page,
    baseURL,
  }) => {
    await page.goto(`${EMPLOYEES}/tire-sizes/225-45r17`);
    await expect(page).toHaveTitle('225/45R17 tires | Employee Purchase Portal');
    await expect(page.getByRole('link', { name: 'Employee Purchase Portal home' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,follow');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${EMPLOYEES}/tire-sizes/225-45r17`);
    const robots = await fileText(page, `${EMPLOYEES}/robots.txt`);
    expect(robots.text).toContain('Disallow: /checkout');
    expect(robots.text).not.toContain('Sitemap:');
    expect((await fileText(page, `${EMPLOYEES}/sitemap.xml`)).status).toBe(404);

    // A cart on the portal: the home address form offers every state but Puerto Rico (rules §6).
    const cartId = await newCart(page, baseURL!);
    await page.context().addCookies([
      { name: 'ST_cartId', value: cartId, url: EMPLOYEES },
      { name: 'ST_cartQuantity', value: '2', url: EMPLOYEES },
    ]);
    await page.goto(`${EMPLOYEES}/checkout/shipping`);
    await expect(page).toHaveTitle('Cart and delivery | Employee Purchase Portal');
    await page.getByRole('tab', { name: /^Ship to me/ }).click({ timeout: 20_000 });
    const state = page.getByRole('form', { name: 'Shipping address' }).getByLabel('State');
    await expect(state.locator('option', { hasText: 'Texas' })).toHaveCount(1);
    await expect(state.locator('option', { hasText: 'District of Columbia' })).toHaveCount(1);
    await expect(state.locator('option', { hasText: 'Puerto Rico' })).toHaveCount(0);

    // The same cart on the retail shop offers Puerto Rico.
    await page.goto('/checkout/shipping');
    await page.getByRole('tab', { name: /^Ship to me/ }).click({ timeout: 20_000 });
    const retailState = page.getByRole('form', { name: 'Shipping address' }).getByLabel('State');
    await expect(retailState.locator('option', { hasText: 'Puerto Rico' })).toHaveCount(1);
  });

  test('installer.localhost is the installer-sponsored storefront: no account link, browse links or location bar; not indexed or crawled', async ({
    page,
  }) => {
    await page.goto(`${INSTALLER}/tire-sizes/225-45r17`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('225/45R17 tires');
    await expect(mainNav(page).getByRole('link')).toHaveText(['Track order']);
    await expect(page.locator('.sf-location-bar')).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,nofollow');
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    expect((await fileText(page, `${INSTALLER}/robots.txt`)).text).toBe('User-agent: *\nDisallow: /\n');
    expect((await fileText(page, `${INSTALLER}/sitemap.xml`)).status).toBe(404);
  });

  test('installer.localhost from a shop’s link: its name as a label, not a link; that shop preselected and inert through to a placed order', async ({
    page,
    baseURL,
  }) => {
    const cartId = (await cartOnHost(page, baseURL!, INSTALLER)).id as string;
    const { body } = await shopApi(page.request, baseURL!, 'GET', `/v1/installers?userZip=78701&limit=4&cartId=${cartId}`);
    const shop = body.siteInstallers.siteInstallerList.find((i: { isMobileInstall: boolean }) => !i.isMobileInstall);
    expect(shop, 'a shop near Austin').toBeTruthy();

    // The shop's own site links here with its code (docs/variants.md "The sponsoring shop"); the code leaves the address.
    await page.goto(`${INSTALLER}/tire-sizes/225-45r17?shop=${shop.code}`);
    await expect(page).toHaveURL(`${INSTALLER}/tire-sizes/225-45r17`);
    await hydrated(page);
    // rules §6 OTS: the shop's name where the location link would be — a label, nothing to click.
    const label = page.locator('.sf-sponsor');
    await expect(label).toHaveText(`Your shop: ${shop.name}`);
    await expect(label.locator('a, button')).toHaveCount(0);
    await expect(page.getByRole('link', { name: shop.name })).toHaveCount(0);
    await expect(mainNav(page).getByRole('link')).toHaveText(['Track order']);
    await expect(page.getByRole('link', { name: 'Account', exact: true })).toHaveCount(0);
    await expectAccessible(page);
    // A code no shop has changes nothing: the shop kept stays.
    await page.goto(`${INSTALLER}/?shop=NO-SUCH-SHOP`);
    await expect(page).toHaveURL(`${INSTALLER}/`);
    await expect(label).toHaveText(`Your shop: ${shop.name}`);

    // Checkout: the shop is the installer, preselected (saved on its own), its change control inert.
    await page.goto(`${INSTALLER}/checkout/shipping`);
    const panel = page.getByRole('tabpanel', { name: /^Installer/ });
    const place = panel.getByRole('list', { name: 'Your shop' }).getByRole('listitem');
    await expect(place).toContainText(shop.name, { timeout: 20_000 });
    await expect(place).toContainText('Your shop');
    await expect(place.getByRole('button', { name: 'Change shop' })).toHaveAttribute('aria-disabled', 'true');
    await expect(panel).toContainText(`Tires ordered on this site are installed at ${shop.name}.`);
    await expect(panel.getByRole('region', { name: 'Your installation appointment' })).toContainText(/Held for you until/);
    const saved = await shopApi(page.request, baseURL!, 'GET', `/v1/checkout/cart-shipping?cartId=${cartId}`);
    expect(saved.body.siteCartShippingResponse).toMatchObject({ shippingOption: 'INSTALLER', installerId: shop.installerId });
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Continue to services' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm your installation' });
    await expect(confirm).toContainText(shop.name);
    await settled(confirm);
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(`${INSTALLER}/checkout/services`);

    // The order is the sponsoring shop's installation.
    const order = await placeOrderOnHost(page, baseURL!, INSTALLER);
    expect(order.status).toBe('confirmed');
    expect(order.shipping).toMatchObject({ installerId: shop.installerId });
    await expect(page.getByText(shop.name).first()).toBeVisible();
  });

  test('dealer.localhost is the dealer-owned storefront: warehouse pick-up and the dealer’s coverage, 24 months with a 50 % share in year two, through to a placed order', async ({
    page,
    baseURL,
  }) => {
    // The dealer's copy of its coverage on a product page (rules §6 "dealer copy"); the retail shop's own.
    await page.goto(`${DEALER}/brands/michelin-tires/defender2`);
    const coverage = page.getByRole('region', { name: 'Warranty and coverage' });
    await expect(coverage).toContainText('24 months, up to $400 per tire, with a 50% customer share in the second year');
    await page.goto('/brands/michelin-tires/defender2');
    await expect(coverage).toContainText('36 months, up to $400 per tire in the first year');
    // A cart as the product page makes it: from this shop's own page (its token names the page's origin).
    const cart = await cartOnHost(page, baseURL!, DEALER, 4);
    expect(cart).toMatchObject({ isDealer: true, roadHazardTerms: { months: 24, customerShareByYear: [0, 0.5] } });
    // rules §6 dealer copy: the home page's headline in the dealer's voice (cartOnHost opened it).
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your dealer’s tires, ready when you are');

    // spec §4 Delivery tabs, dealer tire: warehouse pick-up first, and opened first.
    await page.goto(`${DEALER}/checkout/shipping`);
    const tabs = page.getByRole('tab');
    await expect(tabs.first()).toHaveText(/^Warehouse pick-up/, { timeout: 20_000 });
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    // The delivery line in the dealer's voice.
    await expect(tabs.first()).toContainText('Ready at your dealer’s warehouse in 24 hours');
    const panel = page.getByRole('tabpanel', { name: /^Warehouse pick-up/ });
    const first = panel.getByRole('list', { name: 'Warehouses holding your tires' }).getByRole('listitem').first();
    await expect(first).toContainText('Ready for pick-up in 24 hours');
    const warehouse = (await first.locator('.ts-checkout-place__name').textContent())!;
    await panel.getByRole('button', { name: `Pick up here at ${warehouse}` }).click();
    await expect(first).toContainText('Your pick-up warehouse');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Continue to services' }).click();

    // The dealer's coverage terms, as the API priced them (rules §6, §9).
    await expect(page).toHaveURL(`${DEALER}/checkout/services`);
    await expect(page.getByText('Covers your tires for 24 months', { exact: false })).toBeVisible();
    await expect(page.getByText('You pay 50 % of a replacement in year 2.', { exact: false })).toBeVisible();
    expect(await placeOrderOnHost(page, baseURL!, DEALER)).toMatchObject({ status: 'confirmed', shippingOption: 'WAREHOUSE' });
  });

  test('each host keeps its own cookies: a cart on one shop is not in another shop’s badge', async ({ page, baseURL }) => {
    const cartId = await newCart(page, baseURL!, 3);
    await page.context().addCookies([
      { name: 'ST_cartId', value: cartId, url: EMPLOYEES },
      { name: 'ST_cartQuantity', value: '3', url: EMPLOYEES },
    ]);
    await page.goto(`${EMPLOYEES}/`);
    await hydrated(page);
    await expect(page.locator('.ts-cart-button__badge')).toHaveText('3');
    await page.goto(`${SIMPLE}/`);
    await hydrated(page);
    await expect(page.locator('.ts-cart-button__badge')).toHaveCount(0);
    // Whatever the shop's pages set is host-only: no cookie of either shop is shared with a parent domain.
    const cookies = await page.context().cookies([SIMPLE, EMPLOYEES]);
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(['simple.localhost', 'employees.localhost'], cookie.name).toContain(cookie.domain);
  });
});
