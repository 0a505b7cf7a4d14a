/** Cart API helpers for the cart-*.test.ts suites: calls as the storefront or a widget, and seeded tires to add. */
import type { Database } from '../../src/db/client';
import { installerWidgetId, STOREFRONT_WEB_CLIENT_ID } from '../../src/auth/clients';
import { jsonCall, SHOP_ORIGIN, testApi } from './api';

export type { Answer as Reply } from './api';

/** A seeded tire with what a test needs to predict its cart line. */
export interface SeedTire {
  id: number;
  price: number;
  fet: number;
  lineId: number;
  stock: number;
  label: string;
  isOversize: boolean;
  isInstallable: boolean;
}

/** One app and one storefront token per suite (tokens live 15 minutes). */
export async function cartApi(database: Database, ...setup: Parameters<typeof testApi> extends [unknown, ...infer Rest] ? Rest : never) {
  const api = await testApi(database, ...setup);
  const storefront = await api.storefrontToken();

  /** `body` as a string is sent as it is (malformed JSON); anything else as JSON. */
  const call = <T = any>(
    method: string,
    path: string,
    body?: unknown,
    options: { token?: string; headers?: Record<string, string> } = {},
  ) =>
    jsonCall<T>(api.request, method, path, {
      token: options.token ?? storefront,
      ...(typeof body === 'string' ? { rawBody: body } : { body }),
      headers: options.headers,
    });

  /** A token for an installer's widget, used from the shop's own origin (always allowed). */
  async function widgetToken(installerCode: string): Promise<string> {
    const res = await api.token({ client_id: installerWidgetId(installerCode), grant_type: 'client_credentials' }, { Origin: SHOP_ORIGIN });
    if (res.status !== 200) throw new Error(`widget token failed: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { access_token: string }).access_token;
  }

  /** The storefront pages' public token, issued to a page of `origin` (a storefront variant's host). */
  async function pageToken(origin: string): Promise<string> {
    const res = await api.token({ client_id: STOREFRONT_WEB_CLIENT_ID, grant_type: 'client_credentials' }, { Origin: origin });
    if (res.status !== 200) throw new Error(`page token failed: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { access_token: string }).access_token;
  }

  const create = (body: unknown, options: { token?: string; query?: string } = {}) =>
    call('POST', `/v1/carts${options.query ?? ''}`, body, { token: options.token, headers: options.token ? { Origin: SHOP_ORIGIN } : {} });
  /** As the client that made the cart: the storefront server, or the widget whose `token` it is (cart-access.ts). */
  const as = (token?: string) => (token ? { token, headers: { Origin: SHOP_ORIGIN } } : {});
  const get = (id: string, token?: string) => call('GET', `/v1/carts/${id}`, undefined, as(token));
  const update = (id: string, body: unknown, token?: string) => call('PUT', `/v1/carts/${id}`, body, as(token));
  const remove = (id: string, token?: string) => call('DELETE', `/v1/carts/${id}`, undefined, as(token));
  const summary = (id: string, token?: string) => call('GET', `/v1/cart-summary?cartId=${encodeURIComponent(id)}`, undefined, as(token));

  /** Creates a cart and returns its answer; fails the test loudly if it could not. */
  async function newCart(body: unknown, options: { token?: string; query?: string } = {}) {
    const res = await create(body, options);
    if (res.status !== 201) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.siteCart;
  }

  return { api, call, widgetToken, pageToken, create, get, update, remove, summary, newCart };
}

/**
 * A seeded tire matching `where` (SQL over s = skus, l = product_lines, b = brands, t = tire_sizes,
 * with `stock` = units over warehouses), the `nth` by id.
 */
export async function seedTire(database: Database, where: string, nth = 0): Promise<SeedTire> {
  const rows = await database.query<SeedTire>(
    `SELECT * FROM (
       SELECT s.id, s.sale_price_cents AS price, s.fet_cents AS fet, s.product_line_id AS "lineId",
         s.is_oversize AS "isOversize", s.is_installable AS "isInstallable",
         b.name || ' ' || l.name || ' ' || t.size_key AS label,
         (SELECT coalesce(sum(quantity), 0)::int FROM stock WHERE sku_id = s.id) AS stock,
         l.name AS line_name, b.slug AS brand_slug
       FROM skus s JOIN product_lines l ON l.id = s.product_line_id JOIN brands b ON b.id = l.brand_id
       JOIN tire_sizes t ON t.id = s.size_id) s
     WHERE ${where} ORDER BY id OFFSET $1 LIMIT 1`,
    [nth],
  );
  if (!rows[0]) throw new Error(`No seeded tire where ${where}`);
  return { ...rows[0], stock: Number(rows[0].stock) };
}

/** No running deal on its product line and no promo code limited to it: plain prices. */
export const NO_DEALS = `NOT EXISTS (SELECT 1 FROM promotion_product_lines p WHERE p.product_line_id = s."lineId")`;

export const RETAIL_ROAD_HAZARD_PER_TIRE = (price: number) => Math.max(1_000, Math.round((Math.min(price, 40_000) * 1_200) / 10_000));
export const DEALER_ROAD_HAZARD_PER_TIRE = (price: number) => Math.max(800, Math.round((Math.min(price, 40_000) * 800) / 10_000));

/** spec §3 Cart: the total is the sum of its parts (shipping TBD and unknown tax count as 0). */
export const totalOf = (cart: any): number =>
  cart.subtotalInCents -
  cart.discountInCents +
  cart.roadHazardCostInCents +
  cart.estimatedFetInCents +
  (cart.shippingCostInCents ?? 0) +
  cart.installationCostInCents +
  (cart.estimatedTaxInCents ?? 0);

/** Sets a tire's units in stock (all in its first warehouse): the seed keeps every tire well stocked. */
export async function setStock(database: Database, skuId: number, units: number): Promise<void> {
  await database.query('UPDATE stock SET quantity = 0 WHERE sku_id = $1', [skuId]);
  await database.query(
    'UPDATE stock SET quantity = $2 WHERE sku_id = $1 AND warehouse_id = (SELECT min(warehouse_id) FROM stock WHERE sku_id = $1)',
    [skuId, units],
  );
}

/**
 * The road hazard suites' tires: two plain tires without deals (well stocked, $80–$300) and one of
 * the seeded "free road hazard" deal only (covered at no cost).
 */
export async function roadHazardTires(database: Database): Promise<{ plain: SeedTire; other: SeedTire; freeHazard: SeedTire }> {
  const plain = await seedTire(database, `${NO_DEALS} AND stock >= 20 AND price BETWEEN 8000 AND 30000`);
  const other = await seedTire(database, `${NO_DEALS} AND stock >= 20 AND price BETWEEN 8000 AND 30000 AND id <> ${plain.id}`);
  const freeHazard = await seedTire(
    database,
    `stock >= 20 AND "lineId" IN (SELECT pp.product_line_id FROM promotion_product_lines pp JOIN promotions pr ON pr.id = pp.promotion_id WHERE pr.slug = 'goodyear-free-road-hazard')
       AND (SELECT count(*) FROM promotion_product_lines x WHERE x.product_line_id = s."lineId") = 1`,
  );
  return { plain, other, freeHazard };
}
