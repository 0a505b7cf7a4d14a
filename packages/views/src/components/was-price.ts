/**
 * The price shown struck through beside what a tire costs the shopper: the retail price when
 * their price list gave them another (with its label), else the manufacturer's list price.
 */
export const wasPriceCents = (price: { listPriceInCents: number; retailPriceInCents?: number }) =>
  price.retailPriceInCents ?? price.listPriceInCents;
