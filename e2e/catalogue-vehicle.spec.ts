import { expect, test } from '@playwright/test';
import { apiGet, dollars, expectAccessible } from './support';

test.describe('shop by vehicle', () => {
  test('vehicles → make → model → year → a staggered trim shows front/rear sets', async ({ page, request, baseURL }) => {
    await page.goto('/vehicles');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shop tires by vehicle');
    await expectAccessible(page);

    await page.locator('main').getByRole('link', { name: 'Toyota', exact: true }).click();
    await expect(page).toHaveURL(/\/vehicles\/toyota-tires$/);
    await page
      .locator('main')
      .getByRole('link', { name: /^GR Supra\b/ })
      .click();
    await expect(page).toHaveURL(/\/vehicles\/toyota-tires\/gr-supra$/);
    // spec §5: make and model without a year — the vehicle-only pill.
    await expect(page.locator('.ts-vehicle-pill--vehicleOnly')).toHaveText(/Toyota GR Supra/);
    await expectAccessible(page);

    await page
      .locator('main')
      .getByRole('link', { name: /^2022\b/ })
      .click();
    await expect(page).toHaveURL(/\/vehicles\/toyota-tires\/gr-supra\/2022$/);
    // spec §5: make, model and year — the catalog pill.
    await expect(page.locator('.ts-vehicle-pill--catalog')).toContainText('2022 Toyota GR Supra');

    const trims = await apiGet(request, baseURL!, '/v1/vehicles/toyota/gr-supra/2022');
    const staggered = trims.trims.find((t: any) => t.isStaggered);
    expect(staggered).toBeTruthy();
    const row = page.locator('.ts-trims tbody tr').filter({ hasText: staggered.name });
    await expect(row).toContainText(staggered.frontSize.sizeKey);
    await expect(row).toContainText(staggered.rearSize.sizeKey);
    await expect(row).toContainText('Staggered');

    // One trim: its tires show straight away, as front/rear sets.
    const listing = await apiGet(request, baseURL!, `/v1/tires?make=toyota&model=gr-supra&year=2022&trim=${staggered.slug}`);
    expect(listing.mode).toBe('sets');
    const sets = page.locator('.ts-set');
    await expect(sets).toHaveCount(listing.sets.length);
    const first = sets.first();
    await expect(first.locator('.ts-set__axle').nth(0)).toContainText('Front');
    await expect(first.locator('.ts-set__axle').nth(0)).toContainText(staggered.frontSize.sizeKey);
    await expect(first.locator('.ts-set__axle').nth(1)).toContainText('Rear');
    await expect(first.locator('.ts-set__axle').nth(1)).toContainText(staggered.rearSize.sizeKey);
    await expect(first.locator('.ts-set__total-price')).toHaveText(dollars(listing.sets[0].setPriceInCents));
    await expect(page.getByRole('status').filter({ hasText: 'front/rear sets' })).toContainText(
      `of ${listing.resultMetadata.pagination.total}`,
    );
    await expectAccessible(page);
  });

  test('a commercial-type vehicle is recognised and labelled', async ({ page }) => {
    await page.goto('/vehicles/ford-tires');
    const model = page.locator('main').getByRole('link', { name: /^Transit Connect\b/ });
    await expect(model).toContainText('Commercial');
    await model.click();
    await expect(page).toHaveURL(/\/vehicles\/ford-tires\/transit-connect$/);
    await page.locator('main .ts-pick').first().click();
    await expect(page).toHaveURL(/\/vehicles\/ford-tires\/transit-connect\/\d{4}$/);
    await expect(page.locator('.ts-vehicle-pill')).toContainText('Commercial');
    await expect(page.locator('.ts-trims')).toContainText('Commercial');
    await expect(page.getByText('This is a commercial-type vehicle')).toBeVisible();
  });

  test('vehicle paths normalise; unknown vehicles are the 404 page', async ({ page }) => {
    await page.goto('/vehicles/toyota/gr-supra/2022/anything/else');
    await expect(page).toHaveURL(/\/vehicles\/toyota-tires\/gr-supra\/2022$/);
    const unknown = await page.goto('/vehicles/toyota-tires/no-such-model/2022');
    expect(unknown!.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The page you are looking for is missing.');
  });
});
