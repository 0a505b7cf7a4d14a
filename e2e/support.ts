import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Calls the shop's API the way its own pages do (public client, same origin). */
export async function apiGet<T = any>(request: APIRequestContext, baseURL: string, path: string): Promise<T> {
  const token = await request.post('/api/token', {
    form: { client_id: 'storefront-web', grant_type: 'client_credentials' },
    headers: { Origin: baseURL },
  });
  expect(token.status()).toBe(200);
  const { access_token } = await token.json();
  const res = await request.get(`/api${path}`, { headers: { Authorization: `Bearer ${access_token}` } });
  expect(res.status(), path).toBe(200);
  return res.json();
}

/** No serious or critical accessibility violations (axe-core). */
export async function expectAccessible(page: Page, include?: string) {
  let builder = new AxeBuilder({ page });
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

export const dollars = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
