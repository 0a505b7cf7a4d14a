/**
 * What an order would charge (docs/pricing.md "Payment type discount"): the cart priced now, the
 * payment type discount of spec §9, and what still stops the order (rules §5 "Payment checkout
 * aborts … when cart summary, products or shipping are missing"). Order placement uses the same
 * function inside its transaction, so the quote and the charge cannot differ.
 */
import {
  APPOINTMENT_MESSAGES,
  fillMessage,
  listParam,
  needsServiceAddress,
  ORDER_REFUSALS,
  PAYMENT_MESSAGES,
  SHIPPING_CHOICE_MESSAGES,
  appointmentLabel,
  siteGlobalsSchema,
  tabForShipping,
  type CartBilling,
  type Order,
  type OrderQuote,
  type PaymentType,
} from '@tireshop/core';
import { and, eq, getTableColumns, notInArray, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { TokenClaims } from '../auth/tokens';
import type { Db, Tx } from '../db/client';
import { appointments, brands, cartBilling, cartItems, carts, installers, productLines, siteSettings, skus } from '../db/schema';
import { ApiError } from '../http/errors';
import { appointmentTimes } from './appointments';
import { loadSiteCart } from './cart';
import { brandScope, type BrandScope } from './brand-scope';
import { requireCartAccess } from './cart-access';
import { notOfferedByWidget } from './cart-shipping';
import { toCartBilling } from './cart-billing';
import { percentOf } from './pricing';

/** Why an order cannot be placed yet; `OrderQuote.problems[].code`. */
export type OrderProblemCode = 'products' | 'shipping' | 'serviceAddress' | 'appointment' | 'billing' | 'stock';
export type OrderProblem = { code: OrderProblemCode; message: string };

/** The cart's appointment as an order keeps it: its row id and the snapshot the order page shows. */
export interface OrderAppointment {
  id: number;
  snapshot: NonNullable<Order['appointment']>;
}

/** A quote and what placing the order needs besides it, read in the same go. */
export interface OrderFacts {
  quote: OrderQuote;
  channel: string;
  billing: CartBilling | null;
  /** With INSTALLER shipping: the cart's appointment; null without one (or without installer shipping). */
  appointment: OrderAppointment | null;
}

/**
 * spec §9 "Default card payment discount percentages: affirm 10, katapult 10, klarna 10, synchrony
 * 0", as site globals paymentTypeDiscountInPercentage holds them; a type it does not name has none.
 */
const discountPercentages = sql<unknown>`(select ${siteSettings.value} -> 'paymentTypeDiscountInPercentage' from ${siteSettings} where ${siteSettings.key} = 'globals')`;

/** The cart amounts the payment type discount is computed from. */
export type DiscountedCart = Pick<OrderQuote['siteCart'], 'subtotalInCents' | 'discountInCents' | 'totalInCents'>;

/**
 * docs/pricing.md "Payment type discount": `percentages[paymentType]` (site globals; none → 0,
 * clamped to 0–100) of the tires after deals and codes — never of road hazard, FET, shipping,
 * installation or tax — rounded half up once; the total is the cart's less it.
 */
export function paymentTypeDiscount(cart: DiscountedCart, percentages: Readonly<Record<string, number>>, paymentType: PaymentType) {
  // A mistyped setting must not take more than the tires' price (or add to it).
  const percent = Math.min(100, Math.max(0, percentages[paymentType] ?? 0));
  const discountInCents = percentOf(cart.subtotalInCents - cart.discountInCents, Math.round(percent * 100));
  return { percent, discountInCents, totalInCents: cart.totalInCents - discountInCents };
}

const discountSettingsSchema = v.nullish(siteGlobalsSchema.entries.paymentTypeDiscountInPercentage);
/** The malformed setting last logged, so each bad value is logged once, not on every quote. */
let loggedBadSetting: string | undefined;

/**
 * The site globals' paymentTypeDiscountInPercentage, or none when absent. A malformed value (an
 * operator's typo) gives no discount and is logged once: it must not turn every quote, and so every
 * order, into a 500.
 */
function discountSettings(stored: unknown): Readonly<Record<string, number>> {
  const parsed = v.safeParse(discountSettingsSchema, stored);
  if (parsed.success) return parsed.output ?? {};
  const text = JSON.stringify(stored);
  if (text !== loggedBadSetting) {
    loggedBadSetting = text;
    console.error(`[checkout] site globals paymentTypeDiscountInPercentage is malformed, no payment type discount is given: ${text}`);
  }
  return {};
}

/** The cart's owner, billing address, appointment and discount settings: one statement. */
async function readOrderContext(db: Db | Tx, cartId: string) {
  const [found] = await db
    .select({
      clientId: carts.clientId,
      userId: carts.userId,
      channel: carts.channel,
      orderedAt: carts.orderedAt,
      discountPercentages,
      billing: getTableColumns(cartBilling),
      appointment: getTableColumns(appointments),
      installer: { name: installers.name, timeZone: installers.timeZone },
    })
    .from(carts)
    .leftJoin(cartBilling, eq(cartBilling.cartId, carts.id))
    .leftJoin(appointments, eq(appointments.cartId, carts.id))
    .leftJoin(installers, eq(installers.id, appointments.installerId))
    .where(eq(carts.id, cartId));
  return found;
}

type OrderContext = NonNullable<Awaited<ReturnType<typeof readOrderContext>>>;

function toOrderAppointment(context: OrderContext, isMobileInstall: boolean): OrderAppointment | null {
  const { appointment: row, installer } = context;
  if (!row || !installer) return null;
  const { startTime, endTime, dropOffWindow } = appointmentTimes(row, installer.timeZone);
  return {
    id: row.id,
    snapshot: {
      installerName: installer.name,
      label: appointmentLabel({ date: row.date, isDropOff: row.isDropOff, dropOffWindow, startTime, endTime }, { isMobileInstall }),
      startsAt: row.startsAt.toISOString(),
      isMobileInstall,
    },
  };
}

/**
 * The cart priced for `paymentType` with everything an order needs (the caller's own cart only:
 * someone else's is the cart-gone 404). `apiOrigin` makes image URLs absolute, as in cart answers.
 */
export async function readOrderFacts(
  db: Db | Tx,
  cartId: string,
  paymentType: PaymentType,
  client: TokenClaims,
  now: Date,
  apiOrigin: string,
): Promise<OrderFacts> {
  const context = await readOrderContext(db, cartId);
  requireCartAccess(context, client);
  // An ordered cart is read-only (services/cart.ts lockCart): nothing more to quote or to charge.
  if (context!.orderedAt) throw new ApiError('Conflict', PAYMENT_MESSAGES.alreadyOrdered);
  // What the shopper is asked to pay, and is charged, rests on the lists as they are now
  // (docs/price-lists.md "Reading the lists"), never on one a page remembered.
  const siteCart = await loadSiteCart(db, cartId, client, now, apiOrigin, { prices: 'fresh' });
  const shipping = siteCart.cartShipping;
  const installed = shipping?.shippingOption === 'INSTALLER';
  const appointment = installed ? toOrderAppointment(context!, shipping.installer?.isMobileInstall ?? false) : null;
  const billing = context!.billing ? toCartBilling(context!.billing) : null;

  const problems: OrderProblem[] = [];
  if (siteCart.siteProducts.length === 0) problems.push({ code: 'products', message: PAYMENT_MESSAGES.missingProducts });
  if (!shipping) problems.push({ code: 'shipping', message: PAYMENT_MESSAGES.missingShipping });
  if (needsServiceAddress(shipping)) problems.push({ code: 'serviceAddress', message: SHIPPING_CHOICE_MESSAGES.serviceAddress });
  // rules §5 "Please select a time slot."; spec §8 "appointment issue (please reschedule)" once its time has passed.
  if (installed && !appointment) problems.push({ code: 'appointment', message: APPOINTMENT_MESSAGES.selectSlot });
  if (appointment && new Date(appointment.snapshot.startsAt) <= now)
    problems.push({ code: 'appointment', message: APPOINTMENT_MESSAGES.reschedule });
  if (!billing) problems.push({ code: 'billing', message: PAYMENT_MESSAGES.missingBilling });
  // Checked, not reserved: placing takes the stock under its lock (order-stock.ts) and is the judge.
  if (siteCart.siteProducts.some((p) => p.quantity > p.stockQuantity))
    problems.push({ code: 'stock', message: PAYMENT_MESSAGES.outOfStock });
  // A partner widget sells its brands only (services/brand-scope.ts): adds are refused already; this
  // holds when its brands changed after the tires went in.
  const outside = await brandsOutsideScope(db, cartId, brandScope(client));
  if (outside.length > 0) problems.push({ code: 'products', message: notSoldHere(outside) });
  // A partner widget offers the delivery options its brand manager kept on (cart-shipping.ts): this
  // holds when one was turned off after the shopper chose it.
  const notOffered = shipping && (await notOfferedByWidget(db, client.sub, tabForShipping(shipping)));
  if (notOffered) problems.push({ code: 'shipping', message: notOffered });

  const percentages = discountSettings(context!.discountPercentages);
  const discount = paymentTypeDiscount(siteCart, percentages, paymentType);
  return {
    quote: {
      cartId,
      paymentType,
      siteCart,
      paymentTypeDiscountPercent: discount.percent,
      paymentTypeDiscountInCents: discount.discountInCents,
      totalInCents: discount.totalInCents,
      problems,
    },
    channel: context!.channel,
    billing,
    appointment,
  };
}

/** The names of the cart's brands the caller does not sell (none without a brand scope). */
async function brandsOutsideScope(db: Db | Tx, cartId: string, scope: BrandScope): Promise<string[]> {
  if (scope === null) return [];
  const rows = await db
    .selectDistinct({ name: brands.name })
    .from(cartItems)
    .innerJoin(skus, eq(skus.id, cartItems.skuId))
    .innerJoin(productLines, eq(productLines.id, skus.productLineId))
    .innerJoin(brands, eq(brands.id, productLines.brandId))
    .where(and(eq(cartItems.cartId, cartId), scope.length > 0 ? notInArray(productLines.brandId, [...scope]) : undefined))
    .orderBy(brands.name);
  return rows.map((r) => r.name);
}

/** ORDER_REFUSALS.notSoldHere with the brands joined by en-US's Intl.ListFormat, which a widget joins again in its locale. */
export const notSoldHere = (brandNames: string[]) => fillMessage(ORDER_REFUSALS.notSoldHere, { brands: listParam(brandNames) });

/** GET /v1/checkout/order-quote: what placing the order would charge with `paymentType`, and what still stops it. */
export async function quoteOrder(
  db: Db | Tx,
  cartId: string,
  paymentType: PaymentType,
  client: TokenClaims,
  now: Date,
  apiOrigin: string,
): Promise<OrderQuote> {
  return (await readOrderFacts(db, cartId, paymentType, client, now, apiOrigin)).quote;
}

/** A problem as the refusal of an order: 409 when the stock ran short, else 400 — the shopper has something to fill in. */
export const orderProblemRefusal = (problem: OrderQuote['problems'][number]) =>
  new ApiError(problem.code === 'stock' ? 'Conflict' : 'BadRequest', problem.message);
