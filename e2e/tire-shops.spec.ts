import { expect, test, type Page } from '@playwright/test';
import { apiGet, expectAccessible } from './support';

/**
 * The installer shop pages and modals (spec storefront §2 /tire-shops, /tire-shops/{urbanArea},
 * /tire-shops/shop/{shopName}/{shopCode}, "all installation shops" and "shop details" modals; §3
 * installer sort options; §8 Maps; §9 "Shops list shows 10 at a time", map zoom 1–21) against the
 * real shop and its seeded database. The machine has no internet: the map's tiles fail unless a
 * test serves them, so both the degraded map and the drawn one are seen.
 */

/** A zip in the Inland Empire whose 50-mile reach holds 12 shops of two metros: two pages of 10. */
const TWO_PAGE_ZIP = '91710';
const MAP_UNAVAILABLE = 'The map cannot be loaded right now.';
const NOT_FOUND = 'The page you are looking for is missing.';
/** A 1×1 PNG standing in for every map tile when a test serves the tiles itself. */
const TILE_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** The search overlay mounts in the browser only: once it is there, the page's buttons work. */
async function hydrated(page: Page) {
  await expect(page.locator('dialog.ts-search')).toHaveCount(1);
}

const cardNames = (scope: ReturnType<Page['locator']>) => scope.locator('.ts-shop-card__name').allInnerTexts();

test.describe('tire shop pages', () => {
  test('/tire-shops lists every metro with its shop count; a metro lists its shops; a shop has its page', async ({
    page,
    request,
    baseURL,
  }) => {
    const { urbanAreas } = await apiGet(request, baseURL!, '/v1/tire-shops');
    expect(urbanAreas.length).toBeGreaterThan(0);
    const response = await page.goto('/tire-shops');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find a tire installer near you');
    await expect(page).toHaveTitle(/.+ \| tireshop$/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index,follow');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/tire-shops$/);
    const metros = page.locator('.ts-metro');
    await expect(metros).toHaveCount(urbanAreas.length);
    await expectAccessible(page);

    const area = urbanAreas.find((a: { slug: string }) => a.slug === 'chicago') ?? urbanAreas[0];
    const link = page.getByRole('link', { name: new RegExp(`^${area.name} ${area.state} ${area.shopCount} shops?$`) });
    await expect(link).toHaveAttribute('href', `/tire-shops/${area.slug}`);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/tire-shops/${area.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Tire shops in ${area.name}, ${area.state}`);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Tire shops' })).toBeVisible();
    const listed = await apiGet(request, baseURL!, `/v1/tire-shops/${area.slug}`);
    expect(await cardNames(page.locator('main'))).toEqual(listed.siteInstallers.siteInstallerList.map((s: { name: string }) => s.name));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/tire-shops/${area.slug}$`));
    await expectAccessible(page);

    const shop = listed.siteInstallers.siteInstallerList.find((s: { isMobileInstall: boolean }) => !s.isMobileInstall);
    await page.getByRole('heading', { name: shop.name }).getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/tire-shops/shop/${shop.slug}/${shop.code}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(shop.name);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index,follow');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/tire-shops/shop/${shop.slug}/${shop.code}$`));
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: area.name })).toHaveAttribute(
      'href',
      `/tire-shops/${area.slug}`,
    );

    // Hours: the week, Monday first, today marked once; services; the phone dials.
    const hours = page.getByRole('region', { name: 'Opening hours' }).getByRole('row');
    await expect(hours).toHaveCount(7);
    await expect(hours.first()).toContainText('Monday');
    await expect(page.locator('tr[aria-current="date"]')).toHaveCount(1);
    await expect(page.locator('tr[aria-current="date"]')).toContainText('Today');
    const details = (await apiGet(request, baseURL!, `/v1/tire-shops/shop/${shop.code}`)).siteInstaller;
    await expect(page.getByRole('region', { name: 'Services' }).getByRole('listitem')).toHaveCount(details.services.length);
    await expect(page.getByRole('link', { name: /^\(\d{3}\) \d{3}-\d{4}$/ })).toHaveAttribute('href', /^tel:\+1\d{10}$/);
    await expect(page.getByRole('link', { name: 'Shop tires' })).toHaveAttribute('href', '/tire-sizes');

    // No tiles can be had here: the map says so, with the address and a way to open it elsewhere.
    const location = page.getByRole('region', { name: 'Location' });
    await expect(location.getByText(MAP_UNAVAILABLE)).toBeVisible({ timeout: 15_000 });
    await expect(location.getByText(`${details.addressLine1}`, { exact: false })).toBeVisible();
    await expect(location.getByRole('link', { name: /Open in maps/ })).toHaveAttribute(
      'href',
      /^https:\/\/www\.openstreetmap\.org\/\?mlat=/,
    );
    await expectAccessible(page);
  });

  test('the map draws its tiles when they load, zooms within 1–21 and keeps the marker', async ({ page, request, baseURL }) => {
    let tilesAsked: string[] = [];
    await page.route('https://tile.openstreetmap.org/**', (route) => {
      tilesAsked.push(new URL(route.request().url()).pathname);
      return route.fulfill({ status: 200, contentType: 'image/png', body: TILE_PNG });
    });
    const shop = (await apiGet(request, baseURL!, '/v1/tire-shops/shop/100001')).siteInstaller;
    await page.goto(`/tire-shops/shop/${shop.slug}/${shop.code}`);
    await hydrated(page);
    const location = page.getByRole('region', { name: 'Location' });
    const map = location.getByRole('img', { name: `Map showing ${shop.name}, ${shop.addressLine1}`, exact: false });
    await expect(map).toBeVisible();
    await expect(location.locator('.ts-map')).toHaveAttribute('data-status', 'ready');
    await expect(location.getByRole('link', { name: '© OpenStreetMap contributors' })).toBeVisible();
    expect(tilesAsked.every((p) => p.startsWith('/13/'))).toBe(true); // spec §9 default zoom 13
    await expect(page.getByText(MAP_UNAVAILABLE)).toHaveCount(0);

    tilesAsked = [];
    await location.getByRole('button', { name: 'Zoom in' }).click();
    await expect(map.locator('img').first()).toHaveAttribute('src', /\/14\/\d+\/\d+\.png$/);
    await expect(location.locator('.ts-map')).toHaveAttribute('data-status', 'ready');
    expect(tilesAsked.length).toBeGreaterThan(0);
    await location.getByRole('button', { name: 'Zoom out' }).click();
    await location.getByRole('button', { name: 'Zoom out' }).click();
    await expect(map.locator('img').first()).toHaveAttribute('src', /\/12\/\d+\/\d+\.png$/);
    await expect(location.getByRole('link', { name: /Open in maps/ })).toHaveAttribute('href', /#map=12\//);
    await expectAccessible(page, '.ts-map');
  });

  test('a shop page under another name moves permanently to its own; unknown shops and metros are the 404 page', async ({
    page,
    request,
    baseURL,
  }) => {
    const shop = (await apiGet(request, baseURL!, '/v1/tire-shops/shop/100001')).siteInstaller;
    const moved = await request.get('/tire-shops/shop/not-the-name/100001', { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toBe(`/tire-shops/shop/${shop.slug}/100001`);
    await page.goto('/tire-shops/shop/not-the-name/100001');
    await expect(page).toHaveURL(new RegExp(`/tire-shops/shop/${shop.slug}/100001$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(shop.name);

    for (const path of [
      '/tire-shops/shop/nobody/999999',
      '/tire-shops/shop/nobody/bad_code!',
      '/tire-shops/no-such-metro',
      '/tire-shops/chicago?page=9',
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND);
    }
  });

  test('zip search: the nearest shops, 10 a page with a crawlable pager, in the sort asked for', async ({ page, request, baseURL }) => {
    await page.goto('/tire-shops');
    await hydrated(page);
    const zip = page.getByRole('textbox', { name: 'Your ZIP code' });
    const find = page.getByRole('button', { name: 'Find shops' });
    await find.click();
    await expect(page.getByRole('alert')).toHaveText('Please enter your zip code.');
    await zip.fill('123');
    await find.click();
    await expect(page.getByRole('alert')).toHaveText('Please enter valid US Zip Code.');
    await expect(zip).toBeFocused();

    await zip.fill(TWO_PAGE_ZIP);
    await find.click();
    await expect(page).toHaveURL(new RegExp(`/tire-shops\\?zip=${TWO_PAGE_ZIP}$`));
    const results = page.getByRole('region', { name: `Tire shops near ${TWO_PAGE_ZIP}` });
    await expect(results.getByRole('heading', { level: 2, name: `Tire shops near ${TWO_PAGE_ZIP}` })).toBeFocused();
    const first = await apiGet(request, baseURL!, `/v1/installers?userZip=${TWO_PAGE_ZIP}&limit=10`);
    const total = first.siteInstallers.total;
    expect(total).toBeGreaterThan(10);
    await expect(results.getByText(`Showing 1–10 of ${total} shops`)).toBeVisible();
    expect(await cardNames(results)).toEqual(first.siteInstallers.siteInstallerList.map((s: { name: string }) => s.name));
    await expectAccessible(page);

    // The pager is plain links a crawler follows.
    const next = results.getByRole('link', { name: 'Next page' });
    await expect(next).toHaveAttribute('href', `/tire-shops?zip=${TWO_PAGE_ZIP}&page=2`);
    await next.click();
    await expect(page).toHaveURL(/page=2$/);
    await expect(results.getByText(`Showing 11–${total} of ${total} shops`)).toBeVisible();
    await expect(results.locator('.ts-shop-card')).toHaveCount(total - 10);
    await expect(results.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    // spec §3 sort options; a new order starts at page 1.
    await results.getByLabel('Sort by').selectOption({ label: 'Top rated' });
    await expect(page).toHaveURL(new RegExp(`\\?zip=${TWO_PAGE_ZIP}&sort=rating$`));
    const rated = await apiGet(request, baseURL!, `/v1/installers?userZip=${TWO_PAGE_ZIP}&limit=10&sort=rating`);
    await expect(results.getByText(`Showing 1–10 of ${total} shops`)).toBeVisible();
    expect(await cardNames(results)).toEqual(rated.siteInstallers.siteInstallerList.map((s: { name: string }) => s.name));
    const stars = rated.siteInstallers.siteInstallerList.map((s: { rating: { value: number } }) => s.rating.value);
    expect(stars).toEqual([...stars].sort((a, b) => b - a));

    // Without JavaScript the same URLs come from the GET form (the loader keeps one spelling).
    const plain = await request.get(`/tire-shops?sort=all&zip=${TWO_PAGE_ZIP}&page=1`, { maxRedirects: 0 });
    expect(plain.status()).toBe(302);
    expect(plain.headers().location).toBe(`/tire-shops?zip=${TWO_PAGE_ZIP}`);
  });

  test("a metro's shops in the spec §3 sort orders; the sort is a GET form's too", async ({ page, request, baseURL }) => {
    await page.goto('/tire-shops/chicago');
    await hydrated(page);
    const sort = page.getByLabel('Sort by');
    await expect(sort).toHaveValue('all');
    expect(await sort.locator('option').allInnerTexts()).toEqual(['All installers', 'Distance', 'Top rated', 'Price: Low to High']);
    await sort.selectOption({ label: 'Price: Low to High' });
    await expect(page).toHaveURL(/\/tire-shops\/chicago\?sort=price$/);
    const cheapest = await apiGet(request, baseURL!, '/v1/tire-shops/chicago?sort=price');
    await expect
      .poll(() => cardNames(page.locator('main')))
      .toEqual(cheapest.siteInstallers.siteInstallerList.map((s: { name: string }) => s.name));
    const prices = cheapest.siteInstallers.siteInstallerList.map(
      (s: { installationCostFor4TiresInCents: number }) => s.installationCostFor4TiresInCents,
    );
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    await expectAccessible(page);
    // The form without JavaScript: the select's own GET form, to the canonical URL.
    await expect(page.locator('form.ts-results__sort')).toHaveAttribute('action', '/tire-shops/chicago');
    const unknown = await request.get('/tire-shops/chicago?sort=cheapest&page=1', { maxRedirects: 0 });
    expect(unknown.status()).toBe(302);
    expect(unknown.headers().location).toBe('/tire-shops/chicago');
    const upper = await request.get('/tire-shops/Chicago', { maxRedirects: 0 });
    expect(upper.status()).toBe(301);
    expect(upper.headers().location).toBe('/tire-shops/chicago');
  });

  test('shop details modal from the zip results: the shop in full, Escape closes, focus returns', async ({ page, request, baseURL }) => {
    const first = (await apiGet(request, baseURL!, `/v1/installers?userZip=${TWO_PAGE_ZIP}&limit=10`)).siteInstallers.siteInstallerList[0];
    await page.goto(`/tire-shops?zip=${TWO_PAGE_ZIP}`);
    await hydrated(page);
    const opener = page.getByRole('link', { name: `Details of ${first.name}` });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: first.name });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`\\?zip=${TWO_PAGE_ZIP}$`)); // a modal, not the page
    await expect(dialog.getByRole('list', { name: `Photos of ${first.name}` }).getByRole('img')).not.toHaveCount(0);
    await expect(dialog.getByRole('region', { name: 'Opening hours' }).getByRole('row')).toHaveCount(7);
    await expect(dialog.getByText(`from ${TWO_PAGE_ZIP}`)).toBeVisible();
    await expect(dialog.getByText(MAP_UNAVAILABLE)).toBeVisible({ timeout: 15_000 });
    await expect(dialog.getByRole('link', { name: 'Visit the shop’s page' })).toHaveAttribute(
      'href',
      `/tire-shops/shop/${first.slug}/${first.code}`,
    );
    // No cart to choose for on this page: nothing to choose.
    await expect(dialog.getByRole('button', { name: /^Choose/ })).toHaveCount(0);
    await expectAccessible(page, 'dialog[open]');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('all-shops modal from a shop page: 10 at a time, "Show more" moves focus to the first new shop, sorts, opens details', async ({
    page,
    request,
    baseURL,
  }) => {
    const nearest = (await apiGet(request, baseURL!, `/v1/installers?userZip=${TWO_PAGE_ZIP}&limit=1`)).siteInstallers.siteInstallerList[0];
    await page.goto(`/tire-shops/shop/${nearest.slug}/${nearest.code}`);
    await hydrated(page);
    const all = await apiGet(request, baseURL!, `/v1/installers?userZip=${nearest.zip}&limit=10`);
    const total = all.siteInstallers.total;
    expect(total).toBeGreaterThan(10);
    await page.getByRole('button', { name: `Compare shops near ${nearest.zip}` }).click();
    const dialog = page.getByRole('dialog', { name: 'All installation shops' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(`Showing 10 of ${total} shops`)).toBeVisible();
    const cards = dialog.locator('.ts-shop-card');
    await expect(cards).toHaveCount(10);
    expect(await cardNames(dialog)).toEqual(all.siteInstallers.siteInstallerList.map((s: { name: string }) => s.name));
    // Each card: distance, rating, price for four tires, Details (no Choose without a cart to choose for).
    await expect(cards.first()).toContainText(/\d+\.\d mi away/);
    await expect(cards.first()).toContainText(/Installation, 4 tires\s*\$\d+/);
    await expect(dialog.getByRole('button', { name: /^Choose/ })).toHaveCount(0);
    await expectAccessible(page, 'dialog[open]');

    await dialog.getByRole('button', { name: `Show ${Math.min(10, total - 10)} more` }).click();
    await expect(cards).toHaveCount(Math.min(20, total));
    await expect(cards.nth(10)).toBeFocused();
    await expect(dialog.getByText(`Showing ${Math.min(20, total)} of ${total} shops`)).toBeVisible();

    const sort = dialog.getByLabel('Sort by');
    await sort.focus();
    await sort.selectOption({ label: 'Price: Low to High' });
    await expect(cards).toHaveCount(10);
    const cheapest = await apiGet(request, baseURL!, `/v1/installers?userZip=${nearest.zip}&limit=10&sort=price`);
    await expect.poll(() => cardNames(dialog)).toEqual(cheapest.siteInstallers.siteInstallerList.map((s: { name: string }) => s.name));
    await expect(sort).toBeFocused(); // the sort stays while the new order loads

    const second = cheapest.siteInstallers.siteInstallerList[1];
    const details = dialog.getByRole('button', { name: `Details of ${second.name}` });
    await details.click();
    const shopDialog = page.getByRole('dialog', { name: second.name });
    await expect(shopDialog).toBeVisible();
    await expect(shopDialog.getByRole('region', { name: 'Services' })).toBeVisible();
    await shopDialog.getByRole('button', { name: 'Close shop details' }).click();
    await expect(shopDialog).toBeHidden();
    await expect(dialog).toBeVisible();
    await expect(details).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    const compare = page.getByRole('button', { name: `Compare shops near ${nearest.zip}` });
    await expect(compare).toBeFocused();

    // Reopened: the recommended order again, asked for once.
    const asked: URL[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/v1/installers?')) asked.push(new URL(r.url()));
    });
    await compare.click();
    await expect(dialog.getByText(`Showing 10 of ${total} shops`)).toBeVisible();
    await expect(dialog.getByLabel('Sort by')).toHaveValue('all');
    expect(asked.map((u) => [u.searchParams.get('page'), u.searchParams.get('sort')])).toEqual([['1', 'all']]);

    // "Visit the shop's page" in the details over the list: that shop's page, with both modals closed.
    const other = all.siteInstallers.siteInstallerList.find((s: { code: string }) => s.code !== nearest.code);
    expect(other, 'another shop near the first').toBeTruthy();
    await dialog.getByRole('button', { name: `Details of ${other.name}` }).click();
    const otherDialog = page.getByRole('dialog', { name: other.name });
    await otherDialog.getByRole('link', { name: 'Visit the shop’s page' }).click();
    await expect(page).toHaveURL(`/tire-shops/shop/${other.slug}/${other.code}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(other.name);
    await expect(page.locator('dialog[open]')).toHaveCount(0);
    await expect(page.getByRole('button', { name: `Compare shops near ${other.zip}` })).toBeVisible();
  });

  test('mobile installers open in the all-shops modal: who comes to the zip, or the spec’s "none" words', async ({
    page,
    request,
    baseURL,
  }) => {
    const mobile = await apiGet(request, baseURL!, '/v1/installers?userZip=10001&mobileInstall=true&limit=10');
    await page.goto('/tire-shops?zip=10001');
    await hydrated(page);
    await page.getByRole('button', { name: 'Mobile installers who come to you' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mobile installers' });
    await expect(dialog).toBeVisible();
    if (mobile.siteInstallers.total === 0) {
      await expect(dialog.getByText('No mobile installer serves this zip code yet.')).toBeVisible();
    } else {
      await expect(dialog.locator('.ts-shop-card')).toHaveCount(Math.min(10, mobile.siteInstallers.total));
      await expect(dialog.locator('.ts-shop-card').first()).toContainText(/Comes to you within \d+ mi of/);
      await expect(dialog.locator('.ts-shop-card').first()).toContainText('Mobile installation, 4 tires');
    }
    await dialog.getByRole('button', { name: 'Close mobile installers' }).click();
    await expect(dialog).toBeHidden();

    const none = await apiGet(request, baseURL!, `/v1/installers?userZip=${TWO_PAGE_ZIP}&mobileInstall=true&limit=10`);
    expect(none.siteInstallers.total).toBe(0);
    await page.goto(`/tire-shops?zip=${TWO_PAGE_ZIP}`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Mobile installers who come to you' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Mobile installers' }).getByText('No mobile installer serves this zip code yet.'),
    ).toBeVisible();
  });

  test('modals are a bottom sheet on phones and a drawer on desktop (spec §9 fallback sizes 412×660, 1350×940)', async ({ page }) => {
    for (const [width, height] of [
      [412, 660],
      [1350, 940],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto(`/tire-shops?zip=${TWO_PAGE_ZIP}`);
      await hydrated(page);
      await page
        .locator('.ts-shop-card')
        .first()
        .getByRole('link', { name: /^Details of / })
        .click();
      const dialog = page.locator('dialog[open]');
      // Measured once the opening slide has ended.
      await expect.poll(async () => dialog.evaluate((d) => d.getAnimations().length)).toBe(0);
      const box = (await dialog.boundingBox())!;
      expect(Math.round(box.y + box.height)).toBe(height);
      expect(Math.round(box.x + box.width)).toBe(width);
      if (width < 600) expect(Math.round(box.width)).toBe(width);
      else expect(Math.round(box.height)).toBe(height);
      // No page-wide sideways scrolling on either size.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.keyboard.press('Escape');
    }
  });
});
