/**
 * Every amount of a cart, as ONE pure function of the cart's facts (`priceCart`): the tires and
 * their prices, the running deals of their product lines, the applied promo codes, the dealer
 * flag, the shipping handling mode, where the tires go (and the chosen installer's price) and the
 * sales tax rate. No clock, no database: services/cart.ts gathers the facts and this decides the
 * money. The rules and their spec sources are written up in docs/pricing.md; keep the two together.
 *
 * All money is integer cents. Percentages are hundredths of a percent (10.00 % = 1000), as stored.
 */
import {
  couponQuantityAlert,
  isContiguousState,
  MILITARY_DISCOUNT_PERCENT,
  MILITARY_VERIFICATION_HOURS,
  variantConfig,
  type DeliveryType,
  type ShippingOption,
  type VariantConfig,
} from '@tireshop/core';
import { installationCostCents } from './installation-price';

export type PromotionType = 'Flat Amount' | 'Buy3Get1' | 'Free' | 'Percentage';
export type AmountType = 'Percentage' | 'Amount';
export type ShipHandlingMode = 1 | 2 | 3 | 4;

/** A running deal (promotions row) and the product lines it covers. */
export interface DealTerms {
  id: number;
  slug: string;
  title: string;
  promotionType: PromotionType;
  amountType: AmountType;
  /** Cents for Amount, hundredths of a percent for Percentage. */
  amount: number;
  /** Tires of the line the cart must hold for the deal to apply. */
  minQuantity: number;
  productLineIds: readonly number[];
}

/** A promo code applied to the cart (coupons row). */
export interface CouponTerms {
  id: number;
  code: string;
  title: string;
  promotionType: PromotionType;
  amountType: AmountType;
  amount: number;
  minCartQuantity: number | null;
  maxCartQuantity: number | null;
  alertMessage: string | null;
  /** null: every tire. */
  productLineIds: readonly number[] | null;
  /** false when the code has ended since it was applied. */
  isRunning: boolean;
}

/** One cart line: a tire and how many. */
export interface PricingLine {
  itemId: number;
  productLineId: number;
  salePriceCents: number;
  quantity: number;
  fetCents: number;
  isInstallable: boolean;
  isOversize: boolean;
  /** The line's road hazard choice (covered or declined). */
  roadHazard: boolean;
  /**
   * Who declined it: a system decline (a widget cart's first add, rules §4 "without a 100 percent
   * road-hazard promotion") gives way while a deal or code makes the coverage free; a shopper's
   * decline stands. Absent: the shopper's.
   */
  roadHazardDeclinedBy?: 'system' | 'shopper' | null;
}

export interface PricingInput {
  lines: readonly PricingLine[];
  /** Running deals covering the cart's product lines; the best one per line is chosen here. */
  deals: readonly DealTerms[];
  coupons: readonly CouponTerms[];
  /** A dealer cart: dealer road hazard terms (spec rules §6 dealer-owned storefront). */
  isDealer: boolean;
  /** spec §3 Site globals coreShipHandlingMode. */
  coreShipHandlingMode: ShipHandlingMode;
  /** The saved cart shipping: its option and the destination's state. */
  shipping: {
    option: ShippingOption;
    state: string | null;
    /**
     * INSTALLER (a shop or a mobile installer): the chosen installer's price for installing four
     * of the cart's tires (services/installation-price.ts, as its card shows it); null otherwise.
     */
    installationCostFor4TiresInCents: number | null;
  } | null;
  /** The delivery tab the shopper is on before shipping is saved (spec §4 Delivery tabs). */
  preShippingSelection: DeliveryType | null;
  /** State of the cart's zip code (tax and the home rate until a destination is saved). */
  zipState: string | null;
  /** Combined sales tax rate of a state, in basis points (services/tax.ts). */
  salesTaxRateBasisPoints: (state: string) => number;
  /**
   * A military verification is bound to the cart and still holds (`boundIdMeStatus` is
   * `military`): rules §9 "Military discount 5%" applies. Absent: no.
   */
  militaryVerified?: boolean;
}

/**
 * The identity partner's status bound to a cart, while it holds (MILITARY_VERIFICATION_HOURS from
 * the partner's answer; services/military-verification.ts writes it); null otherwise.
 */
export function boundIdMeStatus(
  cart: { idMeVerifiedStatus: 'military' | 'wecare' | null; idMeVerifiedAt: Date | null },
  now: Date,
): 'military' | 'wecare' | null {
  if (!cart.idMeVerifiedStatus || !cart.idMeVerifiedAt) return null;
  return now.getTime() - cart.idMeVerifiedAt.getTime() < MILITARY_VERIFICATION_HOURS * 3_600_000 ? cart.idMeVerifiedStatus : null;
}

// ---------------------------------------------------------------------------------------------
// Constants

/** Road hazard coverage terms (spec §9 Money and coverage; rules §6 dealer-owned storefront). */
export interface RoadHazardTerms {
  months: number;
  replacementPerTireByYearInCents: number[];
  repairPerTireInCents: number;
  customerShareByYear: number[];
  /** Price per tire: this share of the tire price (capped at the first-year replacement), basis points. */
  priceBasisPoints: number;
  /** …and never less than this per tire. */
  minimumPricePerTireInCents: number;
}

/** spec §9: 36 months; replacement up to $400 / $200 / $100 per tire by year; repairs up to $25. */
export const RETAIL_ROAD_HAZARD: RoadHazardTerms = {
  months: 36,
  replacementPerTireByYearInCents: [40_000, 20_000, 10_000],
  repairPerTireInCents: 2_500,
  customerShareByYear: [0, 0, 0],
  priceBasisPoints: 1_200,
  minimumPricePerTireInCents: 1_000,
};

/** spec rules §6: dealer variant 24 months with a 50 % customer share in the second year. */
export const DEALER_ROAD_HAZARD: RoadHazardTerms = {
  months: 24,
  replacementPerTireByYearInCents: [40_000, 40_000],
  repairPerTireInCents: 2_500,
  customerShareByYear: [0, 0.5],
  priceBasisPoints: 800,
  minimumPricePerTireInCents: 800,
};

/** The terms behind each variant's coverageTerms (core's variant table). */
export const ROAD_HAZARD_TERMS: Record<VariantConfig['coverageTerms'], RoadHazardTerms> = {
  retail: RETAIL_ROAD_HAZARD,
  dealer: DEALER_ROAD_HAZARD,
};

/** Shipping a tire home (our rates; spec §9 names no amounts). */
export const SHIPPING_RATES = {
  perTireInCents: 1_500,
  /** spec §9 "Oversized tires are excluded from free shipping". */
  oversizePerTireInCents: 3_500,
  /** spec §9 "Free shipping in the contiguous US only": Alaska, Hawaii, Puerto Rico and beyond. */
  outsideContiguousPerTireInCents: 4_500,
} as const;

/** spec §3 Delivery types → the destination they stand for (spec §4: sent on every tab change). */
export const PRESELECTION_DESTINATION: Record<DeliveryType, ShippingOption> = {
  shipToShop: 'INSTALLER',
  shipToMe: 'HOME',
  shipToFedex: 'FEDEX',
  warehousePickup: 'WAREHOUSE',
};

/** A set of four (spec §9 "Most drivers replace 4 tires"; Buy3Get1). */
const SET_OF_FOUR = 4;
const FULL = 10_000;

// ---------------------------------------------------------------------------------------------
// Output

export interface PricedDeal {
  deal: DealTerms;
  /** The line's product line holds enough tires for the deal. */
  alreadyAppliedIntoCart: boolean;
  /** This line's share of the deal's saving. */
  discountInCents: number;
}

export interface PricedLine {
  itemId: number;
  /** price × quantity. */
  lineTotalInCents: number;
  dealDiscountInCents: number;
  /** 0 when declined or free by promotion. */
  roadHazardCostInCents: number;
  /** 1 covered (chosen, or free and declined only by the system), 2 declined. */
  roadHazardState: 1 | 2;
  /** A deal or promo code makes this line's road hazard free. */
  isRoadHazardFree: boolean;
  promotion: PricedDeal | null;
}

export interface PricedCoupon {
  couponId: number;
  discountInCents: number;
  errorDescription: string | null;
  alertMessage: string | null;
}

export interface CartPrice {
  lines: PricedLine[];
  coupons: PricedCoupon[];
  totalQuantity: number;
  allInstallable: boolean;
  someInstallable: boolean;
  hasOversizeTire: boolean;
  subtotalInCents: number;
  productDiscountInCents: number;
  couponDiscountInCents: number;
  /** rules §9 "Military discount 5%": of the tires after deals and codes, while verified. */
  militaryDiscountInCents: number;
  discountInCents: number;
  roadHazardCostInCents: number;
  roadHazardTerms: RoadHazardTerms;
  isGroupRoadHazard: boolean;
  estimatedFetInCents: number;
  coreShipHandlingMode: ShipHandlingMode;
  /** Where the shipping cost is judged for: the saved option, else the pre-selection, else none. */
  destination: ShippingOption | null;
  shippingCostToHomeInCents: number;
  /** null: "cost TBD" (spec §4 Checkout). */
  shippingCostInCents: number | null;
  coreShipHandlingFeesApplied: boolean;
  /** Fitting the installable tires at the chosen installer; 0 without installer shipping. */
  installationCostInCents: number;
  taxState: string | null;
  estimatedTaxInCents: number | null;
  totalInCents: number;
}

// ---------------------------------------------------------------------------------------------
// Building blocks (exported for tests and docs)

/** `cents × basisPoints / 10000`, rounded half up (all inputs are non-negative integers). */
export const percentOf = (cents: number, basisPoints: number) => Math.round((cents * basisPoints) / FULL);

/** Road hazard price of one tire: a share of its price (capped at the first-year replacement), with a floor. */
export function roadHazardPricePerTire(salePriceCents: number, terms: RoadHazardTerms): number {
  const insured = Math.min(salePriceCents, terms.replacementPerTireByYearInCents[0]!);
  return Math.max(terms.minimumPricePerTireInCents, percentOf(insured, terms.priceBasisPoints));
}

/** Outside the contiguous US: a known state that is not one of the 48 + DC (spec §9). Unknown counts as inside. */
export const isOutsideContiguous = (state: string | null) => state !== null && !isContiguousState(state);

/** What shipping one tire home costs to `state`. */
export function homeRatePerTire(line: Pick<PricingLine, 'isOversize'>, state: string | null): number {
  if (isOutsideContiguous(state)) return SHIPPING_RATES.outsideContiguousPerTireInCents;
  return line.isOversize ? SHIPPING_RATES.oversizePerTireInCents : SHIPPING_RATES.perTireInCents;
}

/**
 * Splits `total` over `weights` in proportion, in whole cents that add up to `total` (largest
 * remainder; ties to the earlier entry).
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || total <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const out = exact.map(Math.floor);
  let left = total - out.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left <= 0) break;
    out[i]! += 1;
    left -= 1;
  }
  return out;
}

/**
 * Buy 3, get 1: the tires sorted from dearest to cheapest and taken in sets of four; the cheapest
 * tire of each complete set is free. Answers how many tires of each line are free (index-aligned).
 */
export function buy3Get1FreeTires(lines: readonly Pick<PricingLine, 'salePriceCents' | 'quantity'>[]): number[] {
  const tires = lines
    .flatMap((l, i) => Array.from({ length: l.quantity }, () => ({ price: l.salePriceCents, i })))
    .sort((a, b) => b.price - a.price || a.i - b.i);
  const free = lines.map(() => 0);
  for (let n = SET_OF_FOUR - 1; n < tires.length; n += SET_OF_FOUR) free[tires[n]!.i]! += 1;
  return free;
}

/** What a deal is worth on four tires at `priceCents`: how the product pages rank deals (services/deals.ts). */
function savingsOnFour(deal: DealTerms, priceCents: number): number {
  if (deal.minQuantity > SET_OF_FOUR || deal.promotionType === 'Free') return 0;
  const setPrice = SET_OF_FOUR * priceCents;
  return deal.amountType === 'Amount' ? Math.min(deal.amount, setPrice) : Math.min(setPrice, percentOf(setPrice, deal.amount));
}

interface DealOutcome {
  qualifies: boolean;
  /** Per line of the group (index-aligned). */
  discounts: number[];
  roadHazardFree: boolean;
}

/**
 * A deal on the tires of one product line (spec §3 Product promotion). The line's quantity in
 * the cart (front and rear sizes together) must reach the deal's minimum.
 */
function applyDeal(deal: DealTerms, group: readonly PricingLine[]): DealOutcome {
  const quantity = group.reduce((n, l) => n + l.quantity, 0);
  const totals = group.map((l) => l.salePriceCents * l.quantity);
  const subtotal = totals.reduce((a, b) => a + b, 0);
  const minimum = Math.max(1, deal.minQuantity, deal.promotionType === 'Buy3Get1' ? SET_OF_FOUR : 1);
  const qualifies = quantity >= minimum;
  const none = { qualifies, discounts: group.map(() => 0), roadHazardFree: false };
  if (!qualifies) return none;
  switch (deal.promotionType) {
    case 'Percentage':
      return { ...none, discounts: totals.map((t) => percentOf(t, Math.min(deal.amount, FULL))) };
    case 'Flat Amount': {
      // Once per qualifying set: $100 off four is $200 off eight.
      const total = Math.min(subtotal, deal.amount * Math.floor(quantity / Math.max(1, deal.minQuantity)));
      return { ...none, discounts: allocate(total, totals) };
    }
    case 'Buy3Get1': {
      const free = buy3Get1FreeTires(group);
      return { ...none, discounts: group.map((l, i) => free[i]! * l.salePriceCents) };
    }
    case 'Free':
      return { ...none, roadHazardFree: true };
  }
}

/**
 * The best running deal of each product line in the cart: the one saving the most on these
 * tires (money off, or the road hazard a Free deal waives), then the one the product pages show
 * (most off four tires), then the oldest.
 */
function chooseDeal(candidates: readonly DealTerms[], group: readonly PricingLine[], terms: RoadHazardTerms) {
  let best: { deal: DealTerms; outcome: DealOutcome; value: number; onFour: number } | null = null;
  for (const deal of candidates) {
    const outcome = applyDeal(deal, group);
    // Only coverage the cart would pay for counts: declined coverage (even by the system) saves nothing.
    const waived = outcome.roadHazardFree
      ? group.reduce((n, l) => n + (l.roadHazard ? roadHazardPricePerTire(l.salePriceCents, terms) * l.quantity : 0), 0)
      : 0;
    const value = outcome.discounts.reduce((a, b) => a + b, 0) + waived;
    const onFour = savingsOnFour(deal, group[0]!.salePriceCents);
    const better =
      !best || value > best.value || (value === best.value && (onFour > best.onFour || (onFour === best.onFour && deal.id < best.deal.id)));
    if (better) best = { deal, outcome, value, onFour };
  }
  return best;
}

const tires = (n: number) => `${n} ${n === 1 ? 'tire' : 'tires'}`;

interface CouponOutcome extends PricedCoupon {
  /** Lines whose road hazard the code makes free. */
  roadHazardFreeItemIds: number[];
}

/** A promo code over its eligible lines (spec §3 Coupon on a cart). */
function applyCoupon(
  coupon: CouponTerms,
  lines: readonly PricingLine[],
  afterDeals: ReadonlyMap<number, number>,
  totalQuantity: number,
): CouponOutcome {
  const zero = (errorDescription: string | null, alertMessage: string | null = null): CouponOutcome => ({
    couponId: coupon.id,
    discountInCents: 0,
    errorDescription,
    alertMessage,
    roadHazardFreeItemIds: [],
  });
  if (!coupon.isRunning) return zero(`The promo code "${coupon.code}" has expired.`);
  // spec rules §5 "A coupon deal alert appears when the cart quantity is below the coupon's min or
  // [above its] max cart quantity. It shows the coupon alert message, or a quantity alert with the
  // quantity": core's words and core's choice (couponAlerts), so the server and the views agree.
  const quantityAlert = couponQuantityAlert(
    { promoCode: coupon.code, minCartQunatity: coupon.minCartQuantity, maxCartQunatity: coupon.maxCartQuantity },
    totalQuantity,
  );
  if (quantityAlert !== null) return zero(quantityAlert, coupon.alertMessage || quantityAlert);
  const eligible = coupon.productLineIds === null ? lines : lines.filter((l) => coupon.productLineIds!.includes(l.productLineId));
  if (eligible.length === 0) return zero(`None of the tires in your cart qualify for ${coupon.code}.`);
  const eligibleAfterDeals = eligible.reduce((n, l) => n + afterDeals.get(l.itemId)!, 0);
  const result = zero(null);
  switch (coupon.promotionType) {
    case 'Flat Amount':
      // Once per cart.
      result.discountInCents = Math.min(coupon.amount, eligibleAfterDeals);
      break;
    case 'Percentage':
      result.discountInCents = percentOf(eligibleAfterDeals, Math.min(coupon.amount, FULL));
      break;
    case 'Buy3Get1': {
      const eligibleQuantity = eligible.reduce((n, l) => n + l.quantity, 0);
      if (eligibleQuantity < SET_OF_FOUR) {
        return zero(`Add ${tires(SET_OF_FOUR - eligibleQuantity)} of the qualifying lines to get one free with ${coupon.code}.`);
      }
      const free = buy3Get1FreeTires(eligible);
      const value = eligible.reduce((n, l, i) => n + free[i]! * l.salePriceCents, 0);
      result.discountInCents = Math.min(value, eligibleAfterDeals);
      break;
    }
    case 'Free':
      result.roadHazardFreeItemIds = eligible.map((l) => l.itemId);
      break;
  }
  return result;
}

type Destination = ShippingOption | null;

/**
 * spec §4 Checkout "Shipping cost modes" and §9 "Free shipping in the contiguous US only;
 * oversized tires are excluded". null is "cost TBD".
 */
export function shippingCost(
  mode: ShipHandlingMode,
  lines: readonly Pick<PricingLine, 'quantity' | 'isInstallable' | 'isOversize'>[],
  destination: Destination,
  state: string | null,
): number | null {
  if (lines.length === 0 || destination === 'WAREHOUSE') return 0;
  const allInstallable = lines.every((l) => l.isInstallable);
  const tbd = destination === null && (((mode === 2 || mode === 4) && allInstallable) || (mode === 3 && !allInstallable));
  if (tbd) return null;
  const atHomeRate = (pays: (l: (typeof lines)[number]) => boolean) =>
    lines.reduce((n, l) => n + (pays(l) ? homeRatePerTire(l, state) * l.quantity : 0), 0);
  const everyTire = atHomeRate(() => true);
  // Free shipping stops at the contiguous US in every mode.
  if (isOutsideContiguous(state)) return everyTire;
  switch (mode) {
    case 1:
      return atHomeRate((l) => l.isOversize);
    case 2:
      // rules §9 "Oversized tires are excluded from free shipping": to an installer or a FedEx
      // pick-up the oversized tires still pay their rate, the others ship free.
      return allInstallable && destination !== 'HOME' ? atHomeRate((l) => l.isOversize) : everyTire;
    case 3:
      return atHomeRate((l) => l.isOversize);
    case 4:
      return allInstallable && destination !== 'HOME' && !lines.some((l) => l.isOversize) ? 0 : everyTire;
  }
}

// ---------------------------------------------------------------------------------------------

/** Prices a cart. Pure: the same facts always give the same amounts. */
export function priceCart(input: PricingInput): CartPrice {
  const { lines } = input;
  // A dealer's cart is priced on the dealer variant's terms (rules §6), any other on retail's.
  const terms = ROAD_HAZARD_TERMS[variantConfig(input.isDealer ? 'dealer' : 'retail').coverageTerms];
  const totalQuantity = lines.reduce((n, l) => n + l.quantity, 0);
  const subtotal = lines.reduce((n, l) => n + l.salePriceCents * l.quantity, 0);

  // Deals, per product line (front and rear sizes of one line count together).
  const byProductLine = new Map<number, PricingLine[]>();
  for (const l of lines) byProductLine.set(l.productLineId, [...(byProductLine.get(l.productLineId) ?? []), l]);
  const dealOf = new Map<number, PricedDeal>();
  const dealRoadHazardFree = new Set<number>();
  for (const [productLineId, group] of byProductLine) {
    const candidates = input.deals.filter((d) => d.productLineIds.includes(productLineId));
    const best = chooseDeal(candidates, group, terms);
    if (!best) continue;
    group.forEach((l, i) => {
      // Never more than the line costs.
      const discountInCents = Math.min(best.outcome.discounts[i]!, l.salePriceCents * l.quantity);
      dealOf.set(l.itemId, { deal: best.deal, alreadyAppliedIntoCart: best.outcome.qualifies, discountInCents });
      if (best.outcome.roadHazardFree) dealRoadHazardFree.add(l.itemId);
    });
  }
  const productDiscount = Math.min(
    subtotal,
    [...dealOf.values()].reduce((n, d) => n + d.discountInCents, 0),
  );
  const afterDeals = new Map(lines.map((l) => [l.itemId, l.salePriceCents * l.quantity - (dealOf.get(l.itemId)?.discountInCents ?? 0)]));

  // Promo codes, after deals; together never more than what the tires still cost.
  const couponOutcomes = input.coupons.map((c) => applyCoupon(c, lines, afterDeals, totalQuantity));
  let couponRoom = subtotal - productDiscount;
  for (const outcome of couponOutcomes) {
    outcome.discountInCents = Math.min(outcome.discountInCents, couponRoom);
    couponRoom -= outcome.discountInCents;
  }
  const couponDiscount = couponOutcomes.reduce((n, c) => n + c.discountInCents, 0);
  const couponRoadHazardFree = new Set(couponOutcomes.flatMap((c) => c.roadHazardFreeItemIds));
  // rules §9 "Military discount 5%": on what the tires still cost after deals and codes, rounded
  // half up once; only from a verification the server bound to the cart (docs/pricing.md).
  const military = input.militaryVerified ? percentOf(subtotal - productDiscount - couponDiscount, MILITARY_DISCOUNT_PERCENT * 100) : 0;
  const discount = productDiscount + couponDiscount + military;

  // Road hazard (spec §4 Road hazard, §9 coverage).
  const pricedLines: PricedLine[] = lines.map((l) => {
    const isRoadHazardFree = dealRoadHazardFree.has(l.itemId) || couponRoadHazardFree.has(l.itemId);
    // rules §4: coverage the system declined (a widget cart's first add) comes back while a 100 %
    // promotion makes it free; the shopper's own decline stands.
    const covered = l.roadHazard || (isRoadHazardFree && l.roadHazardDeclinedBy === 'system');
    const cost = covered && !isRoadHazardFree ? roadHazardPricePerTire(l.salePriceCents, terms) * l.quantity : 0;
    const promotion = dealOf.get(l.itemId) ?? null;
    return {
      itemId: l.itemId,
      lineTotalInCents: l.salePriceCents * l.quantity,
      dealDiscountInCents: promotion?.discountInCents ?? 0,
      roadHazardCostInCents: cost,
      roadHazardState: covered ? 1 : 2,
      isRoadHazardFree,
      promotion,
    };
  });
  const roadHazard = pricedLines.reduce((n, l) => n + l.roadHazardCostInCents, 0);

  // spec §9 "Excise tax applies to tires over 3,500 lb load": per tire, from the catalogue.
  const fet = lines.reduce((n, l) => n + l.fetCents * l.quantity, 0);

  // Shipping: the saved destination, else the tab the shopper is on, else none yet.
  const destination: Destination =
    input.shipping?.option ?? (input.preShippingSelection ? PRESELECTION_DESTINATION[input.preShippingSelection] : null);
  const destinationState = input.shipping?.state ?? input.zipState;
  const shipping = shippingCost(input.coreShipHandlingMode, lines, destination, destinationState);
  const homeState = (input.shipping?.option === 'HOME' ? input.shipping.state : null) ?? input.zipState;
  const shippingToHome = shippingCost(input.coreShipHandlingMode, lines, 'HOME', homeState) ?? 0;

  // Installation, paid with the order: rules §9 "Installer payout $15-$24 per tire, paid within 48
  // hours" — we pay the shop, so the shopper pays us. The installer's price for four, per tire it
  // can install; no deal or promo code discounts it (docs/pricing.md "Installation").
  const installableTires = lines.reduce((n, l) => n + (l.isInstallable ? l.quantity : 0), 0);
  const installationFor4 = input.shipping?.option === 'INSTALLER' ? input.shipping.installationCostFor4TiresInCents : null;
  const installation = installationFor4 === null ? 0 : installationCostCents(installationFor4, installableTires);

  // Sales tax on what the shopper pays for tires and coverage (not FET, not shipping, not
  // installation: labor, docs/tax.md).
  const taxState = input.shipping?.state ?? input.zipState;
  const tax = taxState === null ? null : percentOf(subtotal - discount + roadHazard, Math.max(0, input.salesTaxRateBasisPoints(taxState)));

  return {
    lines: pricedLines,
    coupons: couponOutcomes.map(({ roadHazardFreeItemIds: _free, ...c }) => c),
    totalQuantity,
    allInstallable: lines.length > 0 && lines.every((l) => l.isInstallable),
    someInstallable: lines.some((l) => l.isInstallable),
    hasOversizeTire: lines.some((l) => l.isOversize),
    subtotalInCents: subtotal,
    productDiscountInCents: productDiscount,
    couponDiscountInCents: couponDiscount,
    militaryDiscountInCents: military,
    discountInCents: discount,
    roadHazardCostInCents: roadHazard,
    roadHazardTerms: terms,
    isGroupRoadHazard: pricedLines.length > 0 && pricedLines.every((l) => l.roadHazardState === 1),
    estimatedFetInCents: fet,
    coreShipHandlingMode: input.coreShipHandlingMode,
    destination,
    shippingCostToHomeInCents: shippingToHome,
    shippingCostInCents: shipping,
    coreShipHandlingFeesApplied: (shipping ?? 0) > 0,
    installationCostInCents: installation,
    taxState,
    estimatedTaxInCents: tax,
    totalInCents: subtotal - discount + roadHazard + fet + (shipping ?? 0) + installation + (tax ?? 0),
  };
}
