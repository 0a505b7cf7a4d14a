/**
 * Carts (spec §3 Cart, Cart product; §4 Cart; §7 cart calls): reading a cart and pricing it.
 * A cart row holds no money: every answer gathers the cart's facts (tires, deals, promo codes,
 * shipping, site settings) and prices them with services/pricing.ts. Changing a cart is
 * ./cart-changes.ts. Other services (cart shipping, checkout) rely on these exports.
 */
import { PAYMENT_MESSAGES, roadHazardOffered, siteGlobalsSchema, type CartProduct, type CartSummary, type SiteCart } from '@tireshop/core';
import { and, asc, eq, getTableColumns, getTableName, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import * as v from 'valibot';
import type { Db, Tx } from '../db/client';
import {
  brands,
  cartCoupons,
  cartItems,
  carts,
  cartShipping,
  categories,
  installers,
  productLines,
  promotionProductLines,
  promotions,
  quoteLines,
  quotes,
  siteSettings,
  skus,
  tireSizes,
} from '../db/schema';
import { ApiError, notFound } from '../http/errors';
import { listingColumns, toProductSummary } from './catalogue';
import { readCartShipping } from './saved-shipping';
import { cartCouponRecords, toCouponTerms } from './coupons';
import { dealPath, runningAt } from './deals';
import { installationCostFor4TiresCents, installedTire } from './installation-price';
import { boundIdMeStatus, priceCart, type CartPrice, type DealTerms, type PricingInput, type ShipHandlingMode } from './pricing';
import { CART_GONE, requireCartAccess, type CartCaller } from './cart-access';
import { companyCoverageOf, priceRowsFor, userTypeOf, type ListPriced, type ListSource } from './price-lists';
import { builtStatement } from './statements';
import { salesTaxRateBasisPoints, stateForZip } from './tax';

export type CartRecord = typeof carts.$inferSelect;

export { CART_GONE };

/** `alias.column`, written out: where Drizzle would write the column bare (see `installationBaseCents`). */
const qualified = (alias: string, column: AnyPgColumn) => sql`${sql.identifier(alias)}.${sql.identifier(column.name)}`;
/** The answered cart's id, from inside a subquery of its context. */
const theCart = qualified(getTableName(carts), carts.id);

/**
 * What an answer needs beside the cart row, read in the row's own statement (SELECT, INSERT …
 * RETURNING or UPDATE … RETURNING) rather than one statement each: every statement costs the API
 * far more in the framework than in the database (docs/benchmarks.md, Cart).
 */
const cartContext = {
  /** spec §3 Site globals coreShipHandlingMode (checked by `shipHandlingMode`). */
  shipHandlingMode: sql<unknown>`(select ${siteSettings.value} -> 'coreShipHandlingMode' from ${siteSettings} where ${siteSettings.key} = 'globals')`,
  installerWebsite: sql<string | null>`(select ${installers.website} from ${installers} where ${installers.id} = ${carts.installerId})`,
  /** Most carts have no code and no shipping: their reads are skipped then. */
  hasCoupons: sql<boolean>`exists (select 1 from ${cartCoupons} where ${cartCoupons.cartId} = ${carts.id})`,
  hasShipping: sql<boolean>`exists (select 1 from ${cartShipping} where ${cartShipping.cartId} = ${carts.id})`,
  /**
   * With INSTALLER shipping (a shop or a mobile installer), the installer's base installation
   * price (services/installation-price.ts prices it for the cart's lines); null without. Like
   * hasShipping it is as of the statement, so every change to the shipping comes before the
   * statement that returns the row. Qualified by hand: Drizzle writes a RETURNING clause's
   * columns bare, which inside this two-table subquery would be ambiguous.
   */
  /**
   * The user type of the cart's owner (their first account type's; null for an anonymous cart):
   * the cart is priced from its price list (services/price-lists.ts) — whoever calls, whatever
   * they send. Qualified by hand for the same reason as installationBaseCents.
   */
  ownerUserType: userTypeOf(qualified(getTableName(carts), carts.userId)),
  /** Whether the owner's company offers road hazard coverage (rules §6 dealer-tire employee), as ownerUserType. */
  ownerCompanyCoverage: companyCoverageOf(qualified(getTableName(carts), carts.userId)),
  installationBaseCents: sql<number | null>`(
    select ${qualified('i', installers.installationCostFor4TiresCents)}
    from ${cartShipping} cs
    join ${installers} i on ${qualified('i', installers.id)} = ${qualified('cs', cartShipping.installerId)}
    where ${qualified('cs', cartShipping.cartId)} = ${theCart} and ${qualified('cs', cartShipping.shippingOption)} = 'INSTALLER'
  )`,
};
const cartColumns = getTableColumns(carts);
/** The cart row and its context: select, or return from an insert or update, these columns. */
export const cartWithContext = { ...cartColumns, ...cartContext };

const cartId = sql.placeholder('cartId');

const cartStatement = builtStatement(cartWithContext, (db) => db.select(cartWithContext).from(carts).where(eq(carts.id, cartId)));
export type CartRow = Awaited<ReturnType<typeof cartStatement>>[number];

const lockStatement = builtStatement(cartColumns, (db) => db.select(cartColumns).from(carts).where(eq(carts.id, cartId)).for('update'));

/**
 * Locks the cart row for the rest of the transaction (SELECT … FOR UPDATE) to change it; 404 when it
 * does not exist, 409 once it has become an order (an ordered cart is read-only).
 */
export async function lockCart(tx: Tx | Db, id: string): Promise<CartRecord> {
  const [cart] = await lockStatement(tx, { cartId: id });
  if (!cart) throw notFound(CART_GONE);
  if (cart.orderedAt) throw new ApiError('Conflict', PAYMENT_MESSAGES.alreadyOrdered);
  return cart;
}

/** lockCart for the caller's own cart: someone else's cart is a 404, as if it did not exist (cart-access.ts). */
export async function lockOwnCart(tx: Tx, cartId: string, client: CartCaller): Promise<CartRecord> {
  const [cart] = await lockStatement(tx, { cartId });
  requireCartAccess(cart, client);
  if (cart!.orderedAt) throw new ApiError('Conflict', PAYMENT_MESSAGES.alreadyOrdered);
  return cart!;
}

/**
 * A tire as a cart line shows it (as listings show it, with its size) and what its installation is
 * priced from (services/installation-price.ts installedTire). FROM skus joined to line, brand,
 * category and size.
 */
export const cartTireColumns = {
  ...listingColumns,
  sizeKey: tireSizes.sizeKey,
  rimIn: tireSizes.rimIn,
  kind: tireSizes.kind,
};

/** What a cart line shows: the tire (cartTireColumns) and the line's own columns. */
const lineColumns = {
  ...cartTireColumns,
  quantity: cartItems.quantity,
  roadHazard: cartItems.roadHazard,
  roadHazardDeclinedBy: cartItems.roadHazardDeclinedBy,
  position: cartItems.position,
  /** The sales quote the line was opened from, its quoted price and quantity, and its expiry (docs/quotes.md). */
  quoteId: cartItems.quoteId,
  quotedPriceCents: quoteLines.unitPriceCents,
  quotedQuantity: quoteLines.quantity,
  quoteExpiresAt: quotes.expiresAt,
};

const linesStatement = builtStatement(lineColumns, (db) =>
  db
    .select(lineColumns)
    .from(cartItems)
    .innerJoin(skus, eq(skus.id, cartItems.skuId))
    .innerJoin(productLines, eq(productLines.id, skus.productLineId))
    .innerJoin(brands, eq(brands.id, productLines.brandId))
    .innerJoin(categories, eq(categories.id, productLines.categoryId))
    .innerJoin(tireSizes, eq(tireSizes.id, skus.sizeId))
    .leftJoin(quoteLines, and(eq(quoteLines.quoteId, cartItems.quoteId), eq(quoteLines.skuId, cartItems.skuId)))
    .leftJoin(quotes, eq(quotes.id, cartItems.quoteId))
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.position), asc(cartItems.skuId)),
);
export type CartLineRow = Awaited<ReturnType<typeof linesStatement>>[number];

/** The label beside a price a sales quote gave (docs/quotes.md). */
export const QUOTED_PRICE_LABEL = 'Quoted price';

/**
 * A line opened from a sales quote (services/quotes.ts) at its quoted price: while the quote has not
 * expired and the line holds at most the quoted quantity, and never above what the owner would pay
 * without it. Otherwise the line keeps the owner's price. The quote is on the line itself (set only
 * when a quote is opened), so no cookie or request field can bring a quoted price to another tire.
 */
function withQuotedPrice(row: ListPriced<CartLineRow>, now: Date): ListPriced<CartLineRow> {
  const { quotedPriceCents, quotedQuantity, quoteExpiresAt } = row;
  if (quotedPriceCents === null || quotedQuantity === null || quoteExpiresAt === null) return row;
  if (quoteExpiresAt <= now || row.quantity > quotedQuantity || quotedPriceCents >= row.salePriceCents) return row;
  return {
    ...row,
    salePriceCents: quotedPriceCents,
    retailPriceCents: row.retailPriceCents ?? row.salePriceCents,
    priceLabel: QUOTED_PRICE_LABEL,
  };
}

/** The cart's tires with everything a cart product shows, in the order they were added. */
export const cartLineRows = (db: Tx | Db, id: string): Promise<CartLineRow[]> => linesStatement(db, { cartId: id });

const dealColumns = {
  lineId: promotionProductLines.productLineId,
  id: promotions.id,
  slug: promotions.slug,
  title: promotions.title,
  promotionType: promotions.promotionType,
  amountType: promotions.amountType,
  amount: promotions.amount,
  minQuantity: promotions.minQuantity,
};
/** Running deals of the product lines of the cart's tires: one row per deal and product line it covers. */
const dealsStatement = builtStatement(dealColumns, (db) => {
  const cartProductLines = db
    .select({ id: skus.productLineId })
    .from(cartItems)
    .innerJoin(skus, eq(skus.id, cartItems.skuId))
    .where(eq(cartItems.cartId, cartId));
  return db
    .select(dealColumns)
    .from(promotionProductLines)
    .innerJoin(promotions, eq(promotions.id, promotionProductLines.promotionId))
    .where(and(inArray(promotionProductLines.productLineId, cartProductLines), runningAt(sql.placeholder('now'))))
    .orderBy(asc(promotions.id));
});

/** Deals as pricing takes them: each with the cart's product lines it covers. */
function toDealTerms(rows: Awaited<ReturnType<typeof dealsStatement>>): DealTerms[] {
  const deals = new Map<number, DealTerms & { productLineIds: number[] }>();
  for (const { lineId, ...d } of rows) {
    const deal = deals.get(d.id) ?? { ...d, promotionType: d.promotionType as DealTerms['promotionType'], productLineIds: [] };
    deal.productLineIds.push(lineId);
    deals.set(d.id, deal);
  }
  return [...deals.values()];
}

/** spec §3 Site globals coreShipHandlingMode, as read with the cart row (cartContext). */
function shipHandlingMode(value: unknown): ShipHandlingMode {
  if (value === null || value === undefined)
    throw new ApiError('ServerError', 'Site settings are missing: the database has not been seeded.');
  return v.parse(siteGlobalsSchema.entries.coreShipHandlingMode, value);
}

/** Everything a cart's price depends on, read in one go. */
export interface CartFacts {
  cart: CartRow;
  /** The lines at the owner's prices (their price list's, else retail). */
  rows: ListPriced<CartLineRow>[];
  pricing: PricingInput;
  shipping: Awaited<ReturnType<typeof readCartShipping>>;
  couponRecords: Awaited<ReturnType<typeof cartCouponRecords>>;
  /** The identity partner's status bound to the cart, while it holds (pricing.ts boundIdMeStatus). */
  idMeStatus: 'military' | 'wecare' | null;
}

/**
 * The facts of a cart read with its context (`cartWithContext`). `rows`: the cart's lines when
 * the caller has them already (read under the cart lock, or just added to a new cart).
 */
export async function readCartFacts(
  db: Tx | Db,
  cart: CartRow,
  now: Date,
  lines?: CartLineRow[],
  /** Where the owner's price list comes from (price-lists.ts ListSource); by default priceListFor's choice. */
  prices?: ListSource,
): Promise<CartFacts> {
  const coreShipHandlingMode = shipHandlingMode(cart.shipHandlingMode);
  const rows = (await priceRowsFor(db, cart.ownerUserType, lines ?? (await cartLineRows(db, cart.id)), prices)).map((r) =>
    withQuotedPrice(r, now),
  );
  // rules §6 Special order: "No road hazard checkbox" — nor coverage they could not decline; a
  // dealer-tire employee gets coverage only when their company offers it.
  const coverageOffered = roadHazardOffered(cart.ownerUserType, cart.ownerCompanyCoverage);
  const deals = toDealTerms(await dealsStatement(db, { cartId: cart.id, now }));
  const couponRecords = cart.hasCoupons ? await cartCouponRecords(db, cart.id) : [];
  const shipping = cart.hasShipping ? await readCartShipping(db, cart.id) : null;
  const idMeStatus = boundIdMeStatus(cart, now);
  return {
    cart,
    rows,
    shipping,
    couponRecords,
    idMeStatus,
    pricing: {
      lines: rows.map((r) => ({
        itemId: r.id,
        productLineId: r.lineId,
        salePriceCents: r.salePriceCents,
        quantity: r.quantity,
        fetCents: r.fetCents,
        isInstallable: r.isInstallable,
        isOversize: r.isOversize,
        roadHazard: coverageOffered && r.roadHazard,
        roadHazardDeclinedBy: coverageOffered ? r.roadHazardDeclinedBy : 'shopper',
      })),
      deals,
      coupons: couponRecords.map((c) => toCouponTerms(c, now)),
      isDealer: cart.isDealer,
      coreShipHandlingMode,
      shipping: shipping
        ? {
            option: shipping.destination.option,
            state: shipping.destination.state,
            installationCostFor4TiresInCents:
              shipping.destination.option === 'INSTALLER' && cart.installationBaseCents !== null
                ? installationCostFor4TiresCents(cart.installationBaseCents, rows.filter((r) => r.isInstallable).map(installedTire))
                : null,
          }
        : null,
      preShippingSelection: cart.preShippingSelection,
      zipState: stateForZip(cart.zip),
      salesTaxRateBasisPoints,
      militaryVerified: idMeStatus === 'military',
    },
  };
}

function toCartProduct(row: ListPriced<CartLineRow>, price: CartPrice['lines'][number], apiOrigin: string): CartProduct {
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
    installerDetails: cart.installerId === null ? null : { installerId: cart.installerId, website: cart.installerWebsite },
    cartShipping: facts.shipping?.shipping ?? null,
    cartShippingAddressPresent: Boolean(facts.shipping?.shipping.addressLine1),
    preShippingSelection: cart.preShippingSelection,
    idMeVerifiedStatus: facts.idMeStatus,
    allInstallable: price.allInstallable,
    someInstallable: price.someInstallable,
    hasOversizeTire: price.hasOversizeTire,
    subtotalInCents: price.subtotalInCents,
    productDiscountInCents: price.productDiscountInCents,
    couponDiscountInCents: price.couponDiscountInCents,
    militaryDiscountInCents: price.militaryDiscountInCents,
    discountInCents: price.discountInCents,
    roadHazardCostInCents: price.roadHazardCostInCents,
    roadHazardTerms: terms,
    isGroupRoadHazard: price.isGroupRoadHazard,
    estimatedFetInCents: price.estimatedFetInCents,
    coreShipHandlingMode: price.coreShipHandlingMode,
    shippingCostToHomeInCents: price.shippingCostToHomeInCents,
    shippingCostInCents: price.shippingCostInCents,
    coreShipHandlingFeesApplied: price.coreShipHandlingFeesApplied,
    installationCostInCents: price.installationCostInCents,
    estimatedTaxInCents: price.estimatedTaxInCents,
    taxState: price.taxState,
    totalInCents: price.totalInCents,
  };
}

/**
 * The caller's cart priced now, as every cart call answers it. 404 when it does not exist or is
 * someone else's (cart-access.ts). `apiOrigin` makes image URLs absolute (as every other answer
 * has them); without it they are /api/… paths.
 */
export async function loadSiteCart(
  db: Tx | Db,
  id: string,
  client: CartCaller,
  now: Date,
  apiOrigin = '',
  /** The call's automatic `userZip` (answerCart), and where the owner's price list comes from (readCartFacts). */
  options: { shopperZip?: string; prices?: ListSource } = {},
): Promise<SiteCart> {
  const [cart] = await cartStatement(db, { cartId: id });
  requireCartAccess(cart, client);
  return answerCart(await readCartFacts(db, cart, now, undefined, options.prices), apiOrigin, options.shopperZip);
}

/**
 * The answer for a cart's facts: priced now (pure). A cart without a zip of its own estimates its
 * tax and home shipping for the shopper's location, the call's automatic `userZip` (spec §7 "Query
 * values added automatically"; docs/location.md) — an estimate only: nothing is written to the cart.
 */
export const answerCart = (facts: CartFacts, apiOrigin = '', shopperZip?: string): SiteCart =>
  toSiteCart(facts, priceCart(withShopperPlace(facts.pricing, shopperZip)), apiOrigin);

function withShopperPlace(pricing: PricingInput, shopperZip: string | undefined): PricingInput {
  if (pricing.zipState !== null || !shopperZip) return pricing;
  return { ...pricing, zipState: stateForZip(shopperZip) };
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
    installationCostInCents: cart.installationCostInCents,
    totalInCents: cart.totalInCents,
  };
}
