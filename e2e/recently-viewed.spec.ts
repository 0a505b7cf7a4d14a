import { expect, test } from '@playwright/test';
import { expectAccessible } from './support';

test('a tire the shopper looked at is shown under "Recently viewed tires" on the home page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Recently viewed tires' })).toHaveCount(0);

  await page.goto('/brands/michelin-tires/defender2?size=225%2F65R17');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Defender2');
  // The visit is recorded once the page is interactive; the session cookie carries it.
  await expect.poll(async () => (await page.context().cookies()).some((c) => c.name === 'ST_session')).toBe(true);

  await expect(async () => {
    await page.goto('/');
    const recent = page.getByRole('region', { name: 'Recently viewed tires' });
    await expect(recent.getByRole('heading', { name: 'Defender2' })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  await expectAccessible(page);
});
