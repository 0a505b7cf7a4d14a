/**
 * Storefront URLs, built in one place. spec §5 Slugs: "The tires suffix is added or stripped on
 * brand and make slugs"; size slugs come from the tire-size rules.
 */
const TIRES_SUFFIX = '-tires';

export const withTiresSuffix = (slug: string) => (slug.endsWith(TIRES_SUFFIX) ? slug : slug + TIRES_SUFFIX);
export const withoutTiresSuffix = (slug: string) => (slug.endsWith(TIRES_SUFFIX) ? slug.slice(0, -TIRES_SUFFIX.length) : slug);

export const paths = {
  home: () => '/',
  brands: () => '/brands',
  brand: (brandSlug: string) => `/brands/${withTiresSuffix(brandSlug)}`,
  productLine: (brandSlug: string, lineSlug: string) => `/brands/${withTiresSuffix(brandSlug)}/${lineSlug}`,
  categories: () => '/categories',
  category: (categorySlug: string) => `/categories/${categorySlug}`,
  tireSizes: () => '/tire-sizes',
  tireSize: (sizeSlug: string) => `/tire-sizes/${sizeSlug}`,
  vehicles: () => '/vehicles',
  vehicleModel: (makeSlug: string, modelSlug: string) => `/vehicles/${withTiresSuffix(makeSlug)}/${modelSlug}`,
  vehicle: (makeSlug: string, modelSlug: string, year: number | string) => `/vehicles/${withTiresSuffix(makeSlug)}/${modelSlug}/${year}`,
  trackOrder: () => '/track-your-order',
  /** spec storefront §2 /simplesnap (photo of tire size): read the size off a sidewall photo in the browser. */
  simpleSnap: () => '/simplesnap',
  /** spec storefront §2 /tire-shops, /tire-shops/{urbanArea}, /tire-shops/shop/{shopName}/{shopCode}. */
  tireShops: () => '/tire-shops',
  tireShopsIn: (urbanAreaSlug: string) => `/tire-shops/${urbanAreaSlug}`,
  tireShop: (shopSlug: string, shopCode: string) => `/tire-shops/shop/${shopSlug}/${shopCode}`,
  /** spec storefront §2 /account/my-orders: the signed-in shopper's orders, and one of them (where it is cancelled). */
  myOrders: () => '/account/my-orders',
  myOrder: (orderNumber: string) => `/account/my-orders/${orderNumber}`,
};
