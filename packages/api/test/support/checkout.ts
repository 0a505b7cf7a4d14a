/** Helpers of the checkout tests: calls as the storefront, carts made through the API, reference geometry in SQL. */
import zipcodes from 'zipcodes';
import type { Database } from '../../src/db/client';
import { jsonCall, testApi } from './api';

export type { Answer } from './api';

/** A shopper's home address in Austin, TX: where home delivery goes, and what an account saves. */
export const HOME_ADDRESS = {
  firstName: 'Ana',
  lastName: 'Lopez',
  addressLine1: '12 Main St',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  phone: '512-555-0100',
} as const;

/** A valid home delivery to it: the body the refusal tests change one field of. */
export const HOME_DELIVERY = { shippingOption: 'HOME', ...HOME_ADDRESS } as const;

export async function checkoutApi(database: Database) {
  const api = await testApi(database);
  const token = await api.storefrontToken(); // one token per suite: scrypt on every call is slow

  const call = <T = any>(method: string, path: string, options: { body?: unknown; rawBody?: string; auth?: boolean } = {}) =>
    jsonCall<T>(api.request, method, path, { token: options.auth === false ? null : token, body: options.body, rawBody: options.rawBody });

  /** A new cart holding `quantity` of a tire, through POST /v1/carts. */
  async function createCart(productId: number, quantity = 4, extra: Record<string, unknown> = {}): Promise<string> {
    const { status, body } = await call('POST', '/v1/carts', { body: { productId, quantity: { front: quantity }, ...extra } });
    if (status !== 201) throw new Error(`POST /v1/carts: ${status} ${JSON.stringify(body)}`);
    return body.siteCart.id as string;
  }

  const shippingPath = (cartId: string) => `/v1/checkout/cart-shipping?cartId=${cartId}`;

  return { ...api, call, createCart, shippingPath };
}

/** A tire with at least `perWarehouse` units in every warehouse (so every warehouse can hold a cart of it). */
export async function wellStockedTire(
  database: Database,
  options: { installable: boolean; perWarehouse?: number; skip?: number[] },
): Promise<number> {
  const rows = await database.query<{ id: number }>(
    `SELECT s.id FROM skus s JOIN stock st ON st.sku_id = s.id
      WHERE s.is_installable = $1 AND NOT (s.id = ANY($3::int[]))
      GROUP BY s.id
     HAVING min(st.quantity) >= $2 AND count(*) = (SELECT count(*) FROM warehouses)
      ORDER BY s.id LIMIT 1`,
    [options.installable, options.perWarehouse ?? 8, options.skip ?? []],
  );
  if (!rows[0]) throw new Error(`no ${options.installable ? 'installable' : 'uninstallable'} tire in stock everywhere`);
  return Number(rows[0].id);
}

/** A zip code's centre point, as the tests place it. */
export function zipPoint(zip: string): { latitude: number; longitude: number } {
  const found = zipcodes.lookup(zip);
  if (!found) throw new Error(`unknown zip ${zip}`);
  return { latitude: found.latitude, longitude: found.longitude };
}

/** Great-circle miles in SQL (an implementation independent of the API's), as an expression over latitude/longitude columns. */
export const SQL_MILES = (lat: string, lng: string) =>
  `(3958.8 * 2 * asin(sqrt(power(sin(radians(${lat}::float8 - $1::float8) / 2), 2) + cos(radians($1::float8)) * cos(radians(${lat}::float8)) * power(sin(radians(${lng}::float8 - $2::float8) / 2), 2))))`;
