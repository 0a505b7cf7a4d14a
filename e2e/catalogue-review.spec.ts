import { expect, test } from '@playwright/test';
import { apiGet, expectAccessible, hydrated } from './support';

const LINE = '/brands/michelin-tires/defender2';
const API_REVIEWS = '/v1/product-lines/michelin/defender2/reviews';

const PAYLOADS = ['<img src=x onerror="window.__xss=1">', '<script>window.__xss=1</script>'];

test.describe('write a review', () => {
  test('the page is noindex,follow and an incomplete review is refused in the form, nothing stored', async ({ page, request, baseURL }) => {
    const before = (await apiGet(request, baseURL!, API_REVIEWS)).reviewSummary.reviewCount;
    let posted = false;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/reviews')) posted = true;
    });
    await page.goto(`${LINE}/write-a-review`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,follow');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Review the Michelin Defender2');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Submit review' }).click();
    await expect(page.getByRole('alert')).toHaveText('Complete all fields to submit.');
    await expect(page.getByRole('alert')).toBeFocused();

    // Text without any attribute rated is still incomplete (spec §5: at least one rated 1–5).
    await page.getByRole('textbox', { name: 'Review title', exact: true }).fill('Fine');
    await page.getByRole('textbox', { name: 'Your review', exact: true }).fill('Good tires.');
    await page.getByRole('textbox', { name: 'Your name', exact: true }).fill('Sam');
    await page.getByRole('button', { name: 'Submit review' }).click();
    await expect(page.getByRole('alert')).toHaveText('Complete all fields to submit.');
    await expectAccessible(page);

    expect(posted).toBe(false);
    expect((await apiGet(request, baseURL!, API_REVIEWS)).reviewSummary.reviewCount).toBe(before);
  });

  for (const payload of PAYLOADS) {
    test(`markup in a review is shown as text: ${payload}`, async ({ page }) => {
      await page.goto(`${LINE}/write-a-review`);
      await page.getByRole('group', { name: 'Dry traction' }).getByRole('radio', { name: '4 stars' }).check();
      await page.getByRole('group', { name: 'Wet traction' }).getByRole('radio', { name: '5 stars' }).check();
      await page.getByRole('textbox', { name: 'Review title', exact: true }).fill(`Title ${payload}`);
      await page.getByRole('textbox', { name: 'Your review', exact: true }).fill(payload);
      await page.getByRole('textbox', { name: 'Your name', exact: true }).fill(payload);
      await page.getByRole('button', { name: 'Submit review' }).click();

      await expect(page).toHaveURL(new RegExp(`${LINE}#reviews$`));
      await expect(page.getByRole('status').filter({ hasText: 'Your review is posted' })).toBeVisible();
      const review = page
        .locator('.ts-review')
        .filter({ hasText: `Title ${payload}` })
        .first();
      await expect(review.locator('.ts-review__body')).toHaveText(payload);
      await expect(review.locator('.ts-review__title')).toHaveText(`Title ${payload}`);
      await expect(review.locator('.ts-review__byline')).toContainText(payload);
      await expect(review).toContainText('Dry traction');
      await expect(review.locator('img')).toHaveCount(0);

      // And as the server renders it, on a fresh load.
      await page.reload();
      await expect(page.locator('.ts-review__body').filter({ hasText: payload }).first()).toBeVisible();
      expect(await page.evaluate(() => (window as any).__xss)).toBeUndefined();
    });
  }

  test('all reviews of a line, sorted and paged', async ({ page }) => {
    await page.goto(`${LINE}/reviews`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Michelin Defender2 reviews');
    // The sort applies at once only with the page's JavaScript running (without it, a Sort button submits).
    await hydrated(page);
    await page.getByLabel('Sort by').selectOption('lowest');
    await expect(page).toHaveURL(/\/reviews\?sort=lowest$/);
    await expectAccessible(page);
  });
});
