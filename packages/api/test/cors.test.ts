/**
 * CORS (http/cors.ts): a browser shares the API's answers only with pages on an origin a widget may
 * be embedded on, or the shop's own — never with any other site, nor with a `null` origin.
 */
import { beforeAll, expect, it } from 'vitest';
import { describeOnDatabases } from './databases';
import { SHOP_ORIGIN, testApi } from './support/api';

const EXTRA = 'http://localhost:5173';

describeOnDatabases('CORS', ({ database }) => {
  let api: Awaited<ReturnType<typeof testApi>>;
  let widgetSite: string;

  beforeAll(async () => {
    api = await testApi(database(), { extraWidgetOrigins: [EXTRA] });
    const [row] = await database().query<{ origin: string }>(
      `SELECT jsonb_array_elements_text(allowed_origins) AS origin FROM api_clients WHERE kind = 'public' LIMIT 1`,
    );
    widgetSite = row!.origin;
  });

  const preflight = (origin: string) =>
    api.request('/v1/carts', {
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization,content-type' },
    });
  const get = (origin: string) => api.request('/v1/site/globals', { headers: { Origin: origin } });

  it('shares answers with a site a widget is embedded on, the shop itself and configured extra origins', async () => {
    for (const origin of [widgetSite, SHOP_ORIGIN, EXTRA]) {
      const pre = await preflight(origin);
      expect(pre.status).toBe(204);
      expect(pre.headers.get('Access-Control-Allow-Origin')).toBe(origin);
      expect(pre.headers.get('Access-Control-Allow-Headers')?.toLowerCase()).toContain('authorization');
      const res = await get(origin);
      expect(res.headers.get('Access-Control-Allow-Origin')).toBe(origin);
      expect(res.headers.get('Vary')).toContain('Origin');
    }
  });

  it('shares nothing with any other origin, a null origin or a malformed one', async () => {
    for (const origin of ['https://evil.example', 'null', `${widgetSite}.evil.example`, 'not a url']) {
      expect((await preflight(origin)).headers.get('Access-Control-Allow-Origin')).toBeNull();
      expect((await get(origin)).headers.get('Access-Control-Allow-Origin')).toBeNull();
    }
  });
});
