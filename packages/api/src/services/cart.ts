/**
 * Carts (spec §3 Cart, Cart product; §4 Cart; §7 cart calls): reading a cart and pricing it.
 * A cart row holds no money: every answer gathers the cart's facts (tires, deals, promo codes,
 * shipping, site settings) and prices them with services/pricing.ts. Changing a cart is
 * ./cart-changes.ts. Other services (cart shipping, checkout) rely on these exports.
 */
import { siteGlobalsSchema, type CartProduct, type CartSummary, type SiteCart } from '@tireshop/core';
import { and, asc, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import type { Db } from '../db/client';
import { brands, cartItems, carts, categories, installers, productLines, promotionProductLines, promotions, siteSettings, skus, tireSizes } from '../db/schema';
import { ApiError, notFound } from '../http/errors';
import { listingColumns, toProductSummary } from './catalogue';
import { readCartShipping } from './cart-shipping';
import { cartCouponRecords, toCouponTerms } from './coupons';
import { dealPath, runningAt } from './deals';
import { priceCart, type CartPrice, type DealTerms, type PricingInput, type ShipHandlingMode } from './pricing';
import { salesTaxRateBasisPoints, stateForZip } from './tax';

export type CartRecord = typeof carts.$inferSelect;
/** A transaction handle (what db.transaction passes its callback). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const CART_GONE = 'This cart no longer exists.';

/** Locks the cart row for the rest of the transaction (SELECT … FOR UPDATE); 404 when it does not exist. */
export async function lockCart(tx: Tx | Db, cartId: string): Promise<CartRecord> {
  const [cart] = await tx.select().from(carts).where(eq(carts.id, cartId)).for('update');
  if (!cart) throw notFound(CART_GONE);
  return cart;
}

async function readCart(db: Tx | Db, cartId: string): Promise<CartRecord> {
  const [cart] = await db.select().from(carts).where(eq(carts.id, cartId));
  if (!cart) throw notFound(CART_GONE);
  return cart;
}

/** The cart's tires with everything a cart product shows, in the order they were added. */
export function cartLineRows(db: Tx | Db, cartId: string) {
  return db
    .select({
      ...listingColumns,
      sizeKey: tireSizes.sizeKey,
      quantity: cartItems.quantity,
      roadHazard: cartItems.roadHazard,
      position: cartItems.position,
    })
    .from(cartItems)
    .innerJoin(skus, eq(skus.id, cartItems.skuId))
    .innerJoin(productLines, eq(productLines.id, skus.productLineId))
    .innerJoin(brands, eq(brands.id, productLines.brandId))
    .innerJoin(categories, eq(categories.id, productLines.categoryId))
    .innerJoin(tireSizes, eq(tireSizes.id, skus.sizeId))
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.position), asc(cartItems.skuId));
}
export type CartLineRow = Awaited<ReturnType<typeof cartLineRows>>[number];

/** Running deals of these product lines, each with the lines it covers among them. */
async function runningDeals(db: Tx | Db, productLineIds: number[], now: Date): Promise<DealTerms[]> {
  if (productLineIds.length === 0) return [];
  const rows = await db
    .select({ lineId: promotionProductLines.productLineId, promotion: promotions })
    .from(promotionProductLines)
    .innerJoin(promotions, eq(promotions.id, promotionProductLines.promotionId))
    .where(and(inArray(promotionProductLines.productLineId, productLineIds), runningAt(now)))
    .orderBy(asc(promotions.id));
  const deals = new Map<number, DealTerms & { productLineIds: number[] }>();
  for (const { lineId, promotion: p } of rows) {
    const deal = deals.get(p.id) ?? {
      id: p.id,
      slug: p.slug,
      title: p.title,
      promotionType: p.promotionType as DealTerms['promotionType'],
      amountType: p.amountType,
      amount: p.amount,
      minQuantity: p.minQuantity,
      productLineIds: [],
    };
    deal.productLineIds.push(lineId);
    deals.set(p.id, deal);
  }
  return [...deals.values()];
}

/** spec §3 Site globals coreShipHandlingMode, read with the caller's handle (it may be a transaction). */
async function shipHandlingMode(db: Tx | Db): Promise<ShipHandlingMode> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, 'globals'));
  if (!row) throw new ApiError('ServerError', 'Site settings are missing: the database has not been seeded.');
  return v.parse(siteGlobalsSchema.entries.coreShipHandlingMode, (row.value as { coreShipHandlingMode?: unknown }).coreShipHandlingMode);
}

/** Everything a cart's price depends on, read in one go. */
export interface CartFacts {
  cart: CartRecord;
  rows: CartLineRow[];
  pricing: PricingInput;
  shipping: Awaited<ReturnType<typeof readCartShipping>>;
  couponRecords: Awaited<ReturnType<typeof cartCouponRecords>>;
  installerWebsite: string | null;
}

export async function readCartFacts(db: Tx | Db, cart: CartRecord, now: Date): Promise<CartFacts> {
  const rows = await cartLineRows(db, cart.id);
  const deals = await runningDeals(db, [...new Set(rows.map((r) => r.lineId))], now);
  const couponRecords = await cartCouponRecords(db, cart.id);
  const shipping = await readCartShipping(db, cart.id);
  const coreShipHandlingMode = await shipHandlingMode(db);
  const [installer] = cart.installerId
    ? await db.select({ website: installers.website }).from(installers).where(eq(installers.id, cart.installerId))
    : [];
  return {
    cart,
    rows,
    shipping,
    couponRecords,
    installerWebsite: installer?.website ?? null,
    pricing: {
      lines: rows.map((r) => ({
        itemId: r.id,
        productLineId: r.lineId,
        salePriceCents: r.salePriceCents,
        quantity: r.quantity,
        fetCents: r.fetCents,
        isInstallable: r.isInstallable,
        isOversize: r.isOversize,
        roadHazard: r.roadHazard,
      })),
      deals,
      coupons: couponRecords.map((c) => toCouponTerms(c, now)),
      isDealer: cart.isDealer,
      coreShipHandlingMode,
      shipping: shipping ? { option: shipping.destination.option, state: shipping.destination.state } : null,
      preShippingSelection: cart.preShippingSelection,
      zipState: stateForZip(cart.zip),
      salesTaxRateBasisPoints,
    },
  };
}

function toCartProduct(row: CartLineRow, price: CartPrice['lines'][number], apiOrigin: string): CartProduct {
  const summary = toProductSummary(row, row.sizeKey, apiOrigin);
  const promotion = price.promotion;
  return {
    itemId: row.id,
    productId: row.id,
    partNumber: summary.partNumber,
    name: summary.name,
    quantity: row.quantity,
    brand: { label: summary.brand.label },
    productLine: summary.productLine,
    productSubType: summary.productSubType,
    size: summary.size,
    serviceDescription: summary.serviceDescription,
    image: summary.image,
    link: summary.link,
    price: summary.price,
    lineTotalInCents: price.lineTotalInCents,
    isInstallable: row.isInstallable,
    isOversizeTire: row.isOversize,
    oversized: row.isOversize,
    fetInCents: row.fetCents,
    roadHazardCostInCents: price.roadHazardCostInCents,
    roadHazardState: price.roadHazardState,
    stockQuantity: row.stockQuantity,
    siteProductPromotion: promotion && {
      title: promotion.deal.title,
      promotionType: promotion.deal.promotionType,
      // spec §3 Product promotion: a percent for Percentage, cents for Amount.
      couponAmount: promotion.deal.amountType === 'Percentage' ? promotion.deal.amount / 100 : promotion.deal.amount,
      couponAmountType: promotion.deal.amountType,
      alreadyAppliedIntoCart: promotion.alreadyAppliedIntoCart,
      discountInCents: promotion.discountInCents,
      linkToTRCProm: dealPath(promotion.deal.slug),
    },
  };
}

/** A cart's facts and price as the contract's siteCart. */
export function toSiteCart(facts: CartFacts, price: CartPrice, apiOrigin: string): SiteCart {
  const { cart } = facts;
  const couponById = new Map(facts.couponRecords.map((c) => [c.id, c]));
  const { priceBasisPoints: _bp, minimumPricePerTireInCents: _min, ...terms } = price.roadHazardTerms;
  return {
    id: cart.id,
    cartUuid: cart.id,
    zip: cart.zip,
    email: cart.email,
    isDealer: cart.isDealer,
    widgetSource: cart.widgetSource,
    totalQuantity: price.totalQuantity,
    siteProducts: facts.rows.map((row, i) => toCartProduct(row, price.lines[i]!, apiOrigin)),
    siteCartCoupons: price.coupons.map((priced) => {
      const c = couponById.get(priced.couponId)!;
      return {
        promoCode: c.code,
        couponId: c.id,
        title: c.title,
        promotionType: c.promotionType,
        discountInCents: priced.discountInCents,
        errorDescription: priced.errorDescription,
        minCartQunatity: c.minCartQuantity,
        maxCartQunatity: c.maxCartQuantity,
        alertMessage: priced.alertMessage,
      };
    }),
    installerDetails: cart.installerId === null ? null : { installerId: cart.installerId, website: facts.installerWebsite },
    cartShipping: facts.shipping?.shipping ?? null,
    cartShippingAddressPresent: Boolean(facts.shipping?.shipping.addressLine1),
    preShippingSelection: cart.preShippingSelection,
    idMeVerifiedStatus: cart.idMeVerifiedStatus,
    allInstallable: price.allInstallable,
    someInstallable: price.someInstallable,
    hasOversizeTire: price.hasOversizeTire,
    subtotalInCents: price.subtotalInCents,
    productDiscountInCents: price.productDiscountInCents,
    couponDiscountInCents: price.couponDiscountInCents,
    discountInCents: price.discountInCents,
    roadHazardCostInCents: price.roadHazardCostInCents,
    roadHazardTerms: terms,
    isGroupRoadHazard: price.isGroupRoadHazard,
    estimatedFetInCents: price.estimatedFetInCents,
    coreShipHandlingMode: price.coreShipHandlingMode,
    shippingCostToHomeInCents: price.shippingCostToHomeInCents,
    shippingCostInCents: price.shippingCostInCents,
    coreShipHandlingFeesApplied: price.coreShipHandlingFeesApplied,
    estimatedTaxInCents: price.estimatedTaxInCents,
    taxState: price.taxState,
    totalInCents: price.totalInCents,
  };
}

/**
 * The cart priced now, as every cart call answers it. 404 when it does not exist. `apiOrigin`
 * makes image URLs absolute (as every other answer has them); without it they are /api/… paths.
 */
export async function loadSiteCart(db: Tx | Db, cartId: string, now: Date = new Date(), apiOrigin = ''): Promise<SiteCart> {
  const facts = await readCartFacts(db, await readCart(db, cartId), now);
  return toSiteCart(facts, priceCart(facts.pricing), apiOrigin);
}

/** spec §2 Cart summary modal: the tires, quantities and totals. */
export function toCartSummary(cart: SiteCart): CartSummary {
  return {
    cartId: cart.id,
    totalQuantity: cart.totalQuantity,
    items: cart.siteProducts.map((p) => ({
      itemId: p.itemId,
      name: p.name,
      size: p.size,
      quantity: p.quantity,
      image: p.image,
      link: p.link,
      lineTotalInCents: p.lineTotalInCents,
      stockQuantity: p.stockQuantity,
    })),
    subtotalInCents: cart.subtotalInCents,
    discountInCents: cart.discountInCents,
    totalInCents: cart.totalInCents,
  };
}
