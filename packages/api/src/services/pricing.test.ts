import { couponAlerts, type CartCoupon } from '@tireshop/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEALER_ROAD_HAZARD,
  RETAIL_ROAD_HAZARD,
  allocate,
  buy3Get1FreeTires,
  priceCart,
  roadHazardPricePerTire,
  shippingCost,
  type CouponTerms,
  type DealTerms,
  type PricingInput,
  type PricingLine,
  type ShipHandlingMode,
} from './pricing';
import { installationCostCents, installationCostFor4TiresCents, installedTire } from './installation-price';

let nextItem = 1;
const line = (over: Partial<PricingLine> = {}): PricingLine => ({
  itemId: nextItem++,
  productLineId: 1,
  salePriceCents: 10_000,
  quantity: 4,
  fetCents: 0,
  isInstallable: true,
  isOversize: false,
  roadHazard: false,
  ...over,
});

const cart = (over: Partial<PricingInput> = {}): PricingInput => ({
  lines: [line()],
  deals: [],
  coupons: [],
  isDealer: false,
  coreShipHandlingMode: 1,
  shipping: null,
  preShippingSelection: null,
  zipState: null,
  salesTaxRateBasisPoints: () => 0,
  ...over,
});

const deal = (over: Partial<DealTerms> = {}): DealTerms => ({
  id: 1,
  slug: 'deal',
  title: 'A deal',
  promotionType: 'Percentage',
  amountType: 'Percentage',
  amount: 1_000,
  minQuantity: 1,
  productLineIds: [1],
  ...over,
});

const coupon = (over: Partial<CouponTerms> = {}): CouponTerms => ({
  id: 1,
  code: 'CODE',
  title: 'A code',
  promotionType: 'Percentage',
  amountType: 'Percentage',
  amount: 1_000,
  minCartQuantity: null,
  maxCartQuantity: null,
  alertMessage: null,
  productLineIds: null,
  isRunning: true,
  ...over,
});

describe('subtotal, excise tax and total', () => {
  it('adds price × quantity over the lines and FET per tire', () => {
    const p = priceCart(
      cart({ lines: [line({ salePriceCents: 12_345, quantity: 2, fetCents: 1_134 }), line({ salePriceCents: 9_999, quantity: 3 })] }),
    );
    expect(p.subtotalInCents).toBe(2 * 12_345 + 3 * 9_999);
    expect(p.lines.map((l) => l.lineTotalInCents)).toEqual([24_690, 29_997]);
    expect(p.estimatedFetInCents).toBe(2 * 1_134);
    expect(p.totalQuantity).toBe(5);
    expect(p.totalInCents).toBe(24_690 + 29_997 + 2_268);
  });

  it('prices an empty cart at zero', () => {
    const p = priceCart(cart({ lines: [] }));
    expect(p).toMatchObject({
      subtotalInCents: 0,
      totalInCents: 0,
      shippingCostInCents: 0,
      isGroupRoadHazard: false,
      allInstallable: false,
    });
  });
});

describe('road hazard (spec §9: 36 months, $400/$200/$100 replacement, $25 repairs)', () => {
  it('costs 12 % of the tire price per tire, at least $10, priced on at most $400', () => {
    expect(roadHazardPricePerTire(15_000, RETAIL_ROAD_HAZARD)).toBe(1_800);
    expect(roadHazardPricePerTire(5_000, RETAIL_ROAD_HAZARD)).toBe(1_000);
    expect(roadHazardPricePerTire(8_333, RETAIL_ROAD_HAZARD)).toBe(1_000); // 999.96 → floor $10
    expect(roadHazardPricePerTire(12_345, RETAIL_ROAD_HAZARD)).toBe(1_481); // 1481.4
    expect(roadHazardPricePerTire(90_000, RETAIL_ROAD_HAZARD)).toBe(4_800);
  });

  it('uses the dealer terms on dealer carts: 24 months, 50 % share in year two, 8 %, at least $8', () => {
    expect(roadHazardPricePerTire(15_000, DEALER_ROAD_HAZARD)).toBe(1_200);
    expect(roadHazardPricePerTire(6_000, DEALER_ROAD_HAZARD)).toBe(800);
    const retail = priceCart(cart({ lines: [line({ salePriceCents: 15_000, quantity: 4, roadHazard: true })] }));
    const dealer = priceCart(cart({ isDealer: true, lines: [line({ salePriceCents: 15_000, quantity: 4, roadHazard: true })] }));
    expect(retail.roadHazardCostInCents).toBe(7_200);
    expect(retail.roadHazardTerms).toMatchObject({
      months: 36,
      replacementPerTireByYearInCents: [40_000, 20_000, 10_000],
      repairPerTireInCents: 2_500,
    });
    expect(dealer.roadHazardCostInCents).toBe(4_800);
    expect(dealer.roadHazardTerms).toMatchObject({ months: 24, customerShareByYear: [0, 0.5] });
  });

  it('charges covered lines only, and says which are covered (1) or declined (2)', () => {
    const p = priceCart(
      cart({
        lines: [
          line({ salePriceCents: 10_000, quantity: 2, roadHazard: true }),
          line({ salePriceCents: 10_000, quantity: 2, roadHazard: false }),
        ],
      }),
    );
    expect(p.lines.map((l) => [l.roadHazardCostInCents, l.roadHazardState])).toEqual([
      [2_400, 1],
      [0, 2],
    ]);
    expect(p.roadHazardCostInCents).toBe(2_400);
    expect(p.isGroupRoadHazard).toBe(false);
    expect(p.totalInCents).toBe(40_000 + 2_400);
  });
});

describe('road hazard declined by the system (rules §4 widget carts)', () => {
  const free = deal({ promotionType: 'Free', amount: 10_000, minQuantity: 4 });
  const system = { roadHazard: false, roadHazardDeclinedBy: 'system' as const };
  const shopper = { roadHazard: false, roadHazardDeclinedBy: 'shopper' as const };

  it('covers a system-declined line for free while a Free deal applies to it, and declines it again when the deal stops applying', () => {
    const two = priceCart(cart({ deals: [free], lines: [line({ quantity: 2, ...system })] }));
    expect(two.lines.map((l) => [l.roadHazardState, l.roadHazardCostInCents])).toEqual([[2, 0]]);
    const four = priceCart(cart({ deals: [free], lines: [line({ quantity: 4, ...system })] }));
    expect(four.lines.map((l) => [l.roadHazardState, l.roadHazardCostInCents, l.isRoadHazardFree])).toEqual([[1, 0, true]]);
    expect(four).toMatchObject({ roadHazardCostInCents: 0, isGroupRoadHazard: true });
  });

  it('covers a system-declined line for free under a Free promo code, on its product lines only', () => {
    const code = coupon({ promotionType: 'Free', amount: 10_000, productLineIds: [1] });
    const p = priceCart(cart({ coupons: [code], lines: [line({ ...system }), line({ productLineId: 2, ...system })] }));
    expect(p.lines.map((l) => [l.roadHazardState, l.roadHazardCostInCents])).toEqual([
      [1, 0],
      [2, 0],
    ]);
    expect(p.isGroupRoadHazard).toBe(false);
  });

  it('prefers money off to a Free deal on tires whose coverage the system declined (the shopper was not paying for it)', () => {
    const pct = deal({ id: 2, amount: 500, minQuantity: 1 });
    const p = priceCart(cart({ deals: [free, pct], lines: [line({ quantity: 4, ...system })] }));
    expect(p.lines[0]!.promotion!.deal.id).toBe(2);
    expect(p.productDiscountInCents).toBe(2_000);
    expect(p.lines.map((l) => [l.roadHazardState, l.roadHazardCostInCents])).toEqual([[2, 0]]);
  });

  it("keeps a shopper's decline, free or not", () => {
    const p = priceCart(
      cart({ deals: [free], coupons: [coupon({ promotionType: 'Free', amount: 10_000 })], lines: [line({ quantity: 4, ...shopper })] }),
    );
    expect(p.lines.map((l) => [l.roadHazardState, l.roadHazardCostInCents])).toEqual([[2, 0]]);
  });

  it('never charges for a line the system declined', () => {
    fc.assert(
      fc.property(cartArb, (input) => {
        const withSystem = {
          ...input,
          lines: input.lines.map((l) => (l.roadHazard ? l : { ...l, roadHazardDeclinedBy: 'system' as const })),
        };
        const p = priceCart(withSystem);
        withSystem.lines.forEach((l, i) => {
          if (!l.roadHazard) expect(p.lines[i]!.roadHazardCostInCents).toBe(0);
        });
      }),
      { numRuns: 300 },
    );
  });
});

describe('deals on product lines', () => {
  it('Percentage: off each line once the product line has the minimum quantity', () => {
    const d = deal({ amount: 1_500, minQuantity: 2 });
    const one = priceCart(cart({ deals: [d], lines: [line({ salePriceCents: 10_001, quantity: 1 })] }));
    expect(one.productDiscountInCents).toBe(0);
    expect(one.lines[0]!.promotion).toMatchObject({ alreadyAppliedIntoCart: false, discountInCents: 0 });
    const two = priceCart(cart({ deals: [d], lines: [line({ salePriceCents: 10_001, quantity: 2 })] }));
    expect(two.productDiscountInCents).toBe(3_000); // round(20002 × 15 %) = 3000.3
    expect(two.lines[0]!.promotion).toMatchObject({ alreadyAppliedIntoCart: true, discountInCents: 3_000 });
  });

  it('Flat Amount: once per qualifying set, front and rear sizes of a line counting together', () => {
    const d = deal({ promotionType: 'Flat Amount', amountType: 'Amount', amount: 10_000, minQuantity: 4 });
    const discount = (qty: number[]) =>
      priceCart(cart({ deals: [d], lines: qty.map((q, i) => line({ quantity: q, salePriceCents: 10_000 + i * 5_000 })) }));
    expect(discount([3]).productDiscountInCents).toBe(0);
    expect(discount([4]).productDiscountInCents).toBe(10_000);
    expect(discount([7]).productDiscountInCents).toBe(10_000);
    expect(discount([8]).productDiscountInCents).toBe(20_000);
    // Staggered: 2 front + 2 rear of one line are a set of four; the $100 is shared by line value.
    const staggered = discount([2, 2]);
    expect(staggered.productDiscountInCents).toBe(10_000);
    expect(staggered.lines.map((l) => l.dealDiscountInCents)).toEqual([4_000, 6_000]);
  });

  it('Buy3Get1: the cheapest tire of each complete set of four is free', () => {
    const d = deal({ promotionType: 'Buy3Get1', amount: 2_500, minQuantity: 4 });
    const p3 = priceCart(cart({ deals: [d], lines: [line({ quantity: 3 })] }));
    expect(p3.productDiscountInCents).toBe(0);
    const p4 = priceCart(
      cart({ deals: [d], lines: [line({ quantity: 2, salePriceCents: 20_000 }), line({ quantity: 2, salePriceCents: 15_000 })] }),
    );
    expect(p4.productDiscountInCents).toBe(15_000);
    expect(p4.lines.map((l) => l.dealDiscountInCents)).toEqual([0, 15_000]);
    const p9 = priceCart(cart({ deals: [d], lines: [line({ quantity: 9, salePriceCents: 10_000 })] }));
    expect(p9.productDiscountInCents).toBe(20_000);
  });

  it('Free: road hazard is free for the tires of the line once it qualifies', () => {
    const d = deal({ promotionType: 'Free', amount: 10_000, minQuantity: 4 });
    const three = priceCart(cart({ deals: [d], lines: [line({ quantity: 3, roadHazard: true })] }));
    expect(three.roadHazardCostInCents).toBe(3 * 1_200);
    const four = priceCart(
      cart({ deals: [d], lines: [line({ quantity: 4, roadHazard: true }), line({ productLineId: 2, quantity: 1, roadHazard: true })] }),
    );
    expect(four.lines.map((l) => [l.roadHazardCostInCents, l.isRoadHazardFree, l.roadHazardState])).toEqual([
      [0, true, 1],
      [1_200, false, 1],
    ]);
    expect(four.productDiscountInCents).toBe(0);
    expect(four.lines[0]!.promotion).toMatchObject({ alreadyAppliedIntoCart: true, discountInCents: 0 });
  });

  it('takes the deal saving the most on these tires; deals of other lines do not apply', () => {
    const flat = deal({ id: 1, promotionType: 'Flat Amount', amountType: 'Amount', amount: 10_000, minQuantity: 4 });
    const pct = deal({ id: 2, amount: 1_500, minQuantity: 1 });
    const other = deal({ id: 3, amount: 5_000, productLineIds: [99] });
    // Two tires: the flat deal gives nothing yet, 15 % does.
    const two = priceCart(cart({ deals: [flat, pct, other], lines: [line({ quantity: 2, salePriceCents: 20_000 })] }));
    expect(two.lines[0]!.promotion!.deal.id).toBe(2);
    expect(two.productDiscountInCents).toBe(6_000);
    // Four tires at $200: 15 % of $800 ($120) beats $100 flat.
    const four = priceCart(cart({ deals: [flat, pct], lines: [line({ quantity: 4, salePriceCents: 20_000 })] }));
    expect(four.lines[0]!.promotion!.deal.id).toBe(2);
    expect(four.productDiscountInCents).toBe(12_000);
    // Four tires at $100: $100 flat beats 15 % ($60).
    const cheap = priceCart(cart({ deals: [flat, pct], lines: [line({ quantity: 4, salePriceCents: 10_000 })] }));
    expect(cheap.lines[0]!.promotion!.deal.id).toBe(1);
    expect(cheap.productDiscountInCents).toBe(10_000);
  });
});

describe('promo codes', () => {
  it('Flat Amount: once per cart, within its cart-quantity bounds', () => {
    const save50 = coupon({ promotionType: 'Flat Amount', amountType: 'Amount', amount: 5_000, minCartQuantity: 4, maxCartQuantity: 8 });
    const four = priceCart(cart({ coupons: [save50], lines: [line({ quantity: 4 })] }));
    expect(four.couponDiscountInCents).toBe(5_000);
    expect(four.coupons[0]).toEqual({ couponId: 1, discountInCents: 5_000, errorDescription: null, alertMessage: null });
    const eight = priceCart(cart({ coupons: [save50], lines: [line({ quantity: 4 }), line({ quantity: 4, productLineId: 2 })] }));
    expect(eight.couponDiscountInCents).toBe(5_000);
  });

  it('outside its bounds gives 0 with the coupon alert message, or a quantity alert naming the quantity', () => {
    const withMessage = coupon({ code: 'SAVE50', minCartQuantity: 4, maxCartQuantity: 8, alertMessage: 'Needs 4 to 8 tires.' });
    const two = priceCart(cart({ coupons: [withMessage], lines: [line({ quantity: 2 })] }));
    expect(two.couponDiscountInCents).toBe(0);
    expect(two.coupons[0]).toMatchObject({
      discountInCents: 0,
      alertMessage: 'Needs 4 to 8 tires.',
      errorDescription: 'Add 2 more tires to use SAVE50.',
    });
    const plain = coupon({ code: 'TAKE10', minCartQuantity: 2, maxCartQuantity: 6 });
    const one = priceCart(cart({ coupons: [plain], lines: [line({ quantity: 1 })] }));
    expect(one.coupons[0]!.alertMessage).toBe('Add 1 more tire to use TAKE10.');
    const nine = priceCart(cart({ coupons: [plain], lines: [line({ quantity: 9 })] }));
    expect(nine.coupons[0]!.alertMessage).toBe('TAKE10 applies to at most 6 tires; your cart has 9.');
    expect(nine.coupons[0]!.discountInCents).toBe(0);
  });

  it("says what the storefront's couponAlerts says, on the same coupon and quantity", () => {
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: 0, max: 12 }), { nil: null }),
        fc.option(fc.integer({ min: 0, max: 12 }), { nil: null }),
        fc.constantFrom(null, '', 'Buy 4 tires to save $50.'),
        fc.integer({ min: 1, max: 20 }),
        (minCartQuantity, maxCartQuantity, alertMessage, quantity) => {
          const terms = coupon({ code: 'SAVE50', minCartQuantity, maxCartQuantity, alertMessage });
          const [priced] = priceCart(cart({ coupons: [terms], lines: [line({ quantity })] })).coupons;
          const asCartCoupon: CartCoupon = {
            promoCode: 'SAVE50',
            couponId: priced!.couponId,
            title: terms.title,
            promotionType: terms.promotionType,
            discountInCents: priced!.discountInCents,
            errorDescription: priced!.errorDescription,
            minCartQunatity: minCartQuantity,
            maxCartQunatity: maxCartQuantity,
            alertMessage,
          };
          const alerts = couponAlerts({ totalQuantity: quantity, siteCartCoupons: [asCartCoupon] });
          expect(priced!.alertMessage).toBe(alerts[0]?.message ?? null);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('Percentage: of the eligible tires after their deals', () => {
    const d = deal({ amount: 2_000, productLineIds: [1] });
    const p = priceCart(
      cart({
        deals: [d],
        coupons: [coupon({ amount: 1_000 })],
        lines: [line({ quantity: 4, salePriceCents: 10_000 }), line({ productLineId: 2, quantity: 1, salePriceCents: 5_005 })],
      }),
    );
    expect(p.productDiscountInCents).toBe(8_000);
    // 10 % of (40000 − 8000 + 5005) = 3700.5 → 3701
    expect(p.couponDiscountInCents).toBe(3_701);
    expect(p.discountInCents).toBe(11_701);
  });

  it('Buy3Get1: one free tire per set of four eligible tires, only on its product lines', () => {
    const b3 = coupon({ code: 'HIGHWAY4', promotionType: 'Buy3Get1', amount: 2_500, productLineIds: [7] });
    const mixed = priceCart(
      cart({
        coupons: [b3],
        lines: [
          line({ productLineId: 7, quantity: 8, salePriceCents: 20_000 }),
          line({ productLineId: 2, quantity: 4, salePriceCents: 5_000 }),
        ],
      }),
    );
    expect(mixed.couponDiscountInCents).toBe(40_000);
    const short = priceCart(
      cart({ coupons: [b3], lines: [line({ productLineId: 7, quantity: 3 }), line({ productLineId: 2, quantity: 4 })] }),
    );
    expect(short.couponDiscountInCents).toBe(0);
    expect(short.coupons[0]!.errorDescription).toMatch(/Add 1 tire/);
    const none = priceCart(cart({ coupons: [b3], lines: [line({ productLineId: 2, quantity: 4 })] }));
    expect(none.coupons[0]!.errorDescription).toBe('None of the tires in your cart qualify for HIGHWAY4.');
  });

  it('Free: road hazard free on every tire, no money off', () => {
    const p = priceCart(
      cart({
        coupons: [coupon({ promotionType: 'Free', amount: 10_000 })],
        lines: [line({ roadHazard: true }), line({ productLineId: 2, roadHazard: true })],
      }),
    );
    expect(p.roadHazardCostInCents).toBe(0);
    expect(p.lines.every((l) => l.isRoadHazardFree && l.roadHazardState === 1)).toBe(true);
    expect(p.couponDiscountInCents).toBe(0);
  });

  it('an applied code that has ended since gives nothing and says so', () => {
    const p = priceCart(cart({ coupons: [coupon({ code: 'OLD10', isRunning: false })] }));
    expect(p.coupons[0]).toMatchObject({ discountInCents: 0, errorDescription: 'The promo code "OLD10" has expired.' });
  });

  it('deals and codes together never take more than the subtotal', () => {
    const p = priceCart(
      cart({
        deals: [deal({ promotionType: 'Flat Amount', amountType: 'Amount', amount: 30_000, minQuantity: 1 })],
        coupons: [coupon({ promotionType: 'Flat Amount', amountType: 'Amount', amount: 50_000 })],
        lines: [line({ quantity: 1, salePriceCents: 40_000, fetCents: 500 })],
      }),
    );
    expect(p.productDiscountInCents).toBe(30_000);
    expect(p.couponDiscountInCents).toBe(10_000);
    expect(p.discountInCents).toBe(40_000);
    expect(p.totalInCents).toBe(500);
  });
});

describe('shipping (spec §4 shipping cost modes, §9 free shipping in the contiguous US only)', () => {
  const plain = { quantity: 4, isInstallable: true, isOversize: false };
  const oversize = { quantity: 2, isInstallable: true, isOversize: true };
  const uninstallable = { quantity: 1, isInstallable: false, isOversize: false };

  it('mode 1: free, except oversize tires and destinations outside the contiguous US', () => {
    expect(shippingCost(1, [plain], 'HOME', 'TX')).toBe(0);
    expect(shippingCost(1, [plain], null, null)).toBe(0);
    expect(shippingCost(1, [plain, oversize], 'INSTALLER', 'TX')).toBe(2 * 3_500);
    expect(shippingCost(1, [plain], 'HOME', 'HI')).toBe(4 * 4_500);
    expect(shippingCost(1, [plain], 'FEDEX', 'AK')).toBe(4 * 4_500);
    expect(shippingCost(1, [plain], 'HOME', 'PR')).toBe(4 * 4_500);
  });

  it('mode 2: free when every tire is installable and not shipped home, except oversize tires; TBD with no destination', () => {
    expect(shippingCost(2, [plain], 'INSTALLER', 'TX')).toBe(0);
    expect(shippingCost(2, [plain], 'FEDEX', 'TX')).toBe(0);
    expect(shippingCost(2, [plain], 'HOME', 'TX')).toBe(4 * 1_500);
    expect(shippingCost(2, [plain], null, 'TX')).toBeNull();
    expect(shippingCost(2, [plain, uninstallable], 'INSTALLER', 'TX')).toBe(5 * 1_500);
    expect(shippingCost(2, [plain, uninstallable], null, null)).toBe(5 * 1_500);
    // rules §9: oversized tires are excluded from free shipping — they pay their rate, the rest ships free.
    expect(shippingCost(2, [plain, oversize], 'INSTALLER', 'TX')).toBe(2 * 3_500);
    expect(shippingCost(2, [oversize], 'FEDEX', 'TX')).toBe(2 * 3_500);
  });

  it('mode 3: oversize tires pay, the rest is free; TBD when a tire is not installable and nothing is chosen', () => {
    expect(shippingCost(3, [plain, oversize], 'HOME', 'TX')).toBe(2 * 3_500);
    expect(shippingCost(3, [plain], null, null)).toBe(0);
    expect(shippingCost(3, [plain, uninstallable], null, null)).toBeNull();
    expect(shippingCost(3, [plain, uninstallable], 'HOME', 'OH')).toBe(0);
  });

  it('mode 4: free only when all installable, none oversize and not shipped home; TBD when all installable and nothing chosen', () => {
    expect(shippingCost(4, [plain], 'INSTALLER', 'TX')).toBe(0);
    expect(shippingCost(4, [plain, oversize], 'INSTALLER', 'TX')).toBe(4 * 1_500 + 2 * 3_500);
    expect(shippingCost(4, [plain], 'HOME', 'TX')).toBe(4 * 1_500);
    expect(shippingCost(4, [plain, oversize], null, null)).toBeNull();
    expect(shippingCost(4, [plain, uninstallable], null, null)).toBe(5 * 1_500);
  });

  it('warehouse pick-up is always free', () => {
    for (const mode of [1, 2, 3, 4] as const) expect(shippingCost(mode, [plain, oversize, uninstallable], 'WAREHOUSE', 'HI')).toBe(0);
  });

  it('the cart uses the saved shipping, else the tab the shopper is on, and shows what home would cost', () => {
    const lines = [line({ quantity: 4 })];
    const none = priceCart(cart({ coreShipHandlingMode: 2, lines }));
    expect(none).toMatchObject({
      destination: null,
      shippingCostInCents: null,
      shippingCostToHomeInCents: 6_000,
      coreShipHandlingFeesApplied: false,
    });
    const tab = priceCart(cart({ coreShipHandlingMode: 2, lines, preShippingSelection: 'shipToMe' }));
    expect(tab).toMatchObject({ destination: 'HOME', shippingCostInCents: 6_000, coreShipHandlingFeesApplied: true });
    const saved = priceCart(
      cart({
        coreShipHandlingMode: 2,
        lines,
        preShippingSelection: 'shipToMe',
        shipping: { option: 'INSTALLER', state: 'TX', installationCostFor4TiresInCents: null },
      }),
    );
    expect(saved).toMatchObject({ destination: 'INSTALLER', shippingCostInCents: 0, coreShipHandlingFeesApplied: false });
    const warehouse = priceCart(cart({ coreShipHandlingMode: 2, lines, preShippingSelection: 'warehousePickup' }));
    expect(warehouse.shippingCostInCents).toBe(0);
    const alaskaZip = priceCart(cart({ coreShipHandlingMode: 1, lines, zipState: 'AK' }));
    expect(alaskaZip.shippingCostToHomeInCents).toBe(4 * 4_500);
    expect(alaskaZip.totalInCents).toBe(40_000 + 4 * 4_500);
  });
});

describe('sales tax', () => {
  const rates: Record<string, number> = { TX: 820, OR: 0, CA: 885 };
  const rate = (s: string) => rates[s] ?? 0;

  it('is unknown (null) until a destination or zip gives a state', () => {
    const p = priceCart(cart({ salesTaxRateBasisPoints: rate }));
    expect(p.taxState).toBeNull();
    expect(p.estimatedTaxInCents).toBeNull();
  });

  it('taxes tires after discounts plus road hazard at the destination state, else the zip state', () => {
    const base = {
      salesTaxRateBasisPoints: rate,
      deals: [deal({ amount: 1_000 })],
      lines: [line({ quantity: 4, salePriceCents: 12_345, roadHazard: true, fetCents: 700 })],
      coreShipHandlingMode: 2 as const,
      preShippingSelection: 'shipToMe' as const,
    };
    const zip = priceCart(cart({ ...base, zipState: 'TX' }));
    const taxable = 49_380 - 4_938 + 4 * 1_481;
    expect(zip.taxState).toBe('TX');
    expect(zip.estimatedTaxInCents).toBe(Math.round((taxable * 820) / 10_000));
    expect(zip.totalInCents).toBe(taxable + 2_800 + 6_000 + zip.estimatedTaxInCents!);
    const shipped = priceCart(
      cart({ ...base, zipState: 'TX', shipping: { option: 'HOME', state: 'OR', installationCostFor4TiresInCents: null } }),
    );
    expect(shipped.taxState).toBe('OR');
    expect(shipped.estimatedTaxInCents).toBe(0);
  });
});

describe('installation (docs/pricing.md "Installation"; rules §9 installer payout per tire)', () => {
  /** Saved installer shipping whose installer charges `for4` for four of the cart's tires. */
  const atInstaller = (for4: number, state: string | null = 'TX') => ({
    option: 'INSTALLER' as const,
    state,
    installationCostFor4TiresInCents: for4,
  });

  it("charges the installer's price for four, per installable tire, rounded to the cent half up: $115 → 2 tires $57.50, 6 tires $172.50", () => {
    const priced = (lines: PricingLine[]) => priceCart(cart({ lines, shipping: atInstaller(11_500) })).installationCostInCents;
    expect(priced([line({ quantity: 4 })])).toBe(11_500);
    expect(priced([line({ quantity: 2 })])).toBe(5_750);
    expect(priced([line({ quantity: 6 })])).toBe(17_250);
    expect(priced([line({ quantity: 2 }), line({ quantity: 4 })])).toBe(17_250);
    expect(priced([line({ quantity: 1 })])).toBe(2_875);
    // $115.05 for four: one tire 2876.25 → $28.76, two 5752.5 → $57.53 (half up), three 8628.75 → $86.29.
    expect(
      [1, 2, 3].map((quantity) => priceCart(cart({ lines: [line({ quantity })], shipping: atInstaller(11_505) })).installationCostInCents),
    ).toEqual([2_876, 5_753, 8_629]);
  });

  it('counts only the tires that can be installed', () => {
    const p = priceCart(
      cart({ lines: [line({ quantity: 2 }), line({ quantity: 4, isInstallable: false })], shipping: atInstaller(11_500) }),
    );
    expect(p.installationCostInCents).toBe(5_750);
    expect(p.totalInCents).toBe(60_000 + 5_750);
  });

  it('is 0 without installer shipping: none saved, another destination, or only the shop tab chosen', () => {
    expect(priceCart(cart()).installationCostInCents).toBe(0);
    expect(priceCart(cart({ preShippingSelection: 'shipToShop' })).installationCostInCents).toBe(0);
    for (const option of ['HOME', 'FEDEX', 'WAREHOUSE'] as const) {
      const p = priceCart(cart({ shipping: { option, state: 'TX', installationCostFor4TiresInCents: 11_500 } }));
      expect(p.installationCostInCents).toBe(0);
      expect(p.totalInCents).toBe(40_000);
    }
  });

  it('follows the chosen installer: another price changes the amount and the total by the same', () => {
    const cheap = priceCart(cart({ shipping: atInstaller(8_000) }));
    const dear = priceCart(cart({ shipping: atInstaller(20_000) }));
    expect([cheap.installationCostInCents, dear.installationCostInCents]).toEqual([8_000, 20_000]);
    expect(dear.totalInCents - cheap.totalInCents).toBe(12_000);
  });

  it('is added to the total, untaxed (labor, docs/tax.md) and never discounted by a deal or a promo code', () => {
    const base = {
      lines: [line({ quantity: 4, salePriceCents: 12_345, roadHazard: true, fetCents: 700 })],
      deals: [deal({ amount: 1_000 })],
      coupons: [coupon({ promotionType: 'Percentage', amount: 10_000 })],
      salesTaxRateBasisPoints: () => 820,
    };
    const without = priceCart(cart({ ...base, shipping: { option: 'INSTALLER', state: 'TX', installationCostFor4TiresInCents: null } }));
    const withIt = priceCart(cart({ ...base, shipping: atInstaller(11_500) }));
    expect(withIt.discountInCents).toBe(49_380); // the whole subtotal, and not a cent of installation
    expect(withIt.installationCostInCents).toBe(11_500);
    expect(withIt.estimatedTaxInCents).toBe(without.estimatedTaxInCents);
    expect(withIt.estimatedTaxInCents).toBe(Math.round((4 * 1_481 * 820) / 10_000));
    expect(withIt.totalInCents).toBe(without.totalInCents + 11_500);
    expect(withIt.totalInCents).toBe(4 * 1_481 + 2_800 + 11_500 + withIt.estimatedTaxInCents!);
  });

  it("prices four of the cart's tires as the installer cards do: base + 4 × the largest surcharge of the installable tires", () => {
    const tires = [
      { rimIn: 18, kind: 'p-metric', isOversize: false },
      { rimIn: 20, kind: 'lt', isOversize: false },
    ];
    expect(tires.map(installedTire)).toEqual([
      { rimIn: 18, isLightTruck: false, isOversize: false },
      { rimIn: 20, isLightTruck: true, isOversize: false },
    ]);
    expect(installedTire({ rimIn: 17, kind: 'flotation', isOversize: true })).toMatchObject({ isLightTruck: true, isOversize: true });
    const for4 = installationCostFor4TiresCents(11_500, tires.map(installedTire));
    expect(for4).toBe(11_500 + 4 * 1_000);
    expect(installationCostCents(for4, 2)).toBe(7_750);
  });
});

describe('helpers', () => {
  it('allocate splits whole cents in proportion and keeps the total', () => {
    expect(allocate(10_000, [1, 1, 1])).toEqual([3_334, 3_333, 3_333]);
    expect(allocate(0, [1, 2])).toEqual([0, 0]);
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.array(fc.nat(100_000), { minLength: 1, maxLength: 6 }), (total, weights) => {
        const out = allocate(total, weights);
        const sum = weights.reduce((a, b) => a + b, 0);
        expect(out.reduce((a, b) => a + b, 0)).toBe(sum === 0 ? 0 : total);
        for (const x of out) expect(Number.isInteger(x) && x >= 0).toBe(true);
      }),
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Properties over generated carts

const STATES = ['TX', 'CA', 'NY', 'OR', 'AK', 'HI', 'PR', 'DC'] as const;
const PROMOTION_TYPES = ['Flat Amount', 'Buy3Get1', 'Free', 'Percentage'] as const;

const lineArb = fc.record({
  productLineId: fc.integer({ min: 1, max: 4 }),
  salePriceCents: fc.integer({ min: 1, max: 200_000 }),
  quantity: fc.integer({ min: 1, max: 20 }),
  fetCents: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 5_000 })),
  isInstallable: fc.boolean(),
  isOversize: fc.boolean(),
  roadHazard: fc.boolean(),
});

const termsArb = fc.record({
  promotionType: fc.constantFrom(...PROMOTION_TYPES),
  amountType: fc.constantFrom('Percentage' as const, 'Amount' as const),
  amount: fc.integer({ min: 0, max: 60_000 }),
});

const dealArb = fc
  .tuple(termsArb, fc.integer({ min: 1, max: 6 }), fc.uniqueArray(fc.integer({ min: 1, max: 4 }), { minLength: 1 }))
  .map(([t, minQuantity, productLineIds]): DealTerms => ({ id: 0, slug: 's', title: 't', ...t, minQuantity, productLineIds }));

const couponArb = fc
  .tuple(
    termsArb,
    fc.option(fc.integer({ min: 1, max: 10 }), { nil: null }),
    fc.option(fc.integer({ min: 1, max: 30 }), { nil: null }),
    fc.option(fc.uniqueArray(fc.integer({ min: 1, max: 4 }), { minLength: 1 }), { nil: null }),
    fc.boolean(),
    fc.option(fc.constant('An alert'), { nil: null }),
  )
  .map(
    ([t, min, max, productLineIds, isRunning, alertMessage]): CouponTerms => ({
      id: 0,
      code: 'GEN',
      title: 't',
      ...t,
      minCartQuantity: min,
      maxCartQuantity: max,
      alertMessage,
      productLineIds,
      isRunning,
    }),
  );

const cartArb = fc
  .record({
    lines: fc.array(lineArb, { minLength: 0, maxLength: 6 }),
    deals: fc.array(dealArb, { maxLength: 3 }),
    coupons: fc.array(couponArb, { maxLength: 1 }),
    isDealer: fc.boolean(),
    coreShipHandlingMode: fc.constantFrom<ShipHandlingMode>(1, 2, 3, 4),
    shipping: fc.option(
      fc.record({
        option: fc.constantFrom('INSTALLER' as const, 'HOME' as const, 'FEDEX' as const, 'WAREHOUSE' as const),
        state: fc.option(fc.constantFrom(...STATES), { nil: null }),
        // As services/cart gives it: the installer's price with INSTALLER shipping (seed $80–$200 + surcharges), else null.
        installationCostFor4TiresInCents: fc.option(fc.integer({ min: 0, max: 30_000 }), { nil: null }),
      }),
      { nil: null },
    ),
    preShippingSelection: fc.option(
      fc.constantFrom('shipToShop' as const, 'shipToMe' as const, 'shipToFedex' as const, 'warehousePickup' as const),
      { nil: null },
    ),
    zipState: fc.option(fc.constantFrom(...STATES), { nil: null }),
    taxRate: fc.integer({ min: 0, max: 1_200 }),
  })
  .map(
    ({ taxRate, lines, deals, shipping, ...rest }): PricingInput => ({
      ...rest,
      shipping: shipping && {
        ...shipping,
        installationCostFor4TiresInCents: shipping.option === 'INSTALLER' ? shipping.installationCostFor4TiresInCents : null,
      },
      // Ids as services/cart gives them: one line per tire, one id per deal.
      lines: lines.map((l, i) => ({ ...l, itemId: i + 1 })),
      deals: deals.map((d, i) => ({ ...d, id: i + 1 })),
      salesTaxRateBasisPoints: () => taxRate,
    }),
  );

const MONEY_KEYS = [
  'subtotalInCents',
  'productDiscountInCents',
  'couponDiscountInCents',
  'discountInCents',
  'roadHazardCostInCents',
  'estimatedFetInCents',
  'shippingCostToHomeInCents',
  'installationCostInCents',
  'totalInCents',
] as const;

const isMoney = (x: number) => Number.isSafeInteger(x) && x >= 0;

describe('pricing properties over generated carts', () => {
  it('the total is subtotal − discount + road hazard + FET + shipping + installation + tax, and every amount is whole cents ≥ 0', () => {
    fc.assert(
      fc.property(cartArb, (input) => {
        const p = priceCart(input);
        for (const k of MONEY_KEYS) expect(isMoney(p[k]), `${k} = ${p[k]}`).toBe(true);
        for (const x of [p.shippingCostInCents, p.estimatedTaxInCents]) expect(x === null || isMoney(x)).toBe(true);
        for (const l of p.lines)
          for (const x of [l.lineTotalInCents, l.dealDiscountInCents, l.roadHazardCostInCents]) expect(isMoney(x)).toBe(true);
        for (const c of p.coupons) expect(isMoney(c.discountInCents)).toBe(true);
        expect(p.totalInCents).toBe(
          p.subtotalInCents -
            p.discountInCents +
            p.roadHazardCostInCents +
            p.estimatedFetInCents +
            (p.shippingCostInCents ?? 0) +
            p.installationCostInCents +
            (p.estimatedTaxInCents ?? 0),
        );
        expect(p.discountInCents).toBe(p.productDiscountInCents + p.couponDiscountInCents);
        expect(p.discountInCents).toBeLessThanOrEqual(p.subtotalInCents);
        expect(p.subtotalInCents).toBe(p.lines.reduce((n, l) => n + l.lineTotalInCents, 0));
        expect(p.productDiscountInCents).toBe(p.lines.reduce((n, l) => n + l.dealDiscountInCents, 0));
        expect(p.couponDiscountInCents).toBe(p.coupons.reduce((n, c) => n + c.discountInCents, 0));
        expect(p.roadHazardCostInCents).toBe(p.lines.reduce((n, l) => n + l.roadHazardCostInCents, 0));
        expect(p.coreShipHandlingFeesApplied).toBe((p.shippingCostInCents ?? 0) > 0);
      }),
      { numRuns: 500 },
    );
  });

  it('installation is the installer price ÷ 4 × installable tires with installer shipping, else 0; it never moves the tax', () => {
    fc.assert(
      fc.property(cartArb, fc.integer({ min: 0, max: 30_000 }), (input, for4) => {
        const installable = input.lines.reduce((n, l) => n + (l.isInstallable ? l.quantity : 0), 0);
        const p = priceCart(input);
        const priced = input.shipping?.option === 'INSTALLER' ? input.shipping.installationCostFor4TiresInCents : null;
        expect(p.installationCostInCents).toBe(priced === null ? 0 : Math.round((priced * installable) / 4));
        if (!input.shipping) return;
        // Another installer's price: only the installation line and the total move, by the same.
        const other = priceCart({ ...input, shipping: { ...input.shipping, installationCostFor4TiresInCents: for4 } });
        expect(other.estimatedTaxInCents).toBe(p.estimatedTaxInCents);
        expect(other.discountInCents).toBe(p.discountInCents);
        expect(other.totalInCents - other.installationCostInCents).toBe(p.totalInCents - p.installationCostInCents);
      }),
      { numRuns: 500 },
    );
  });

  it('is pure: the same cart always gives the same amounts', () => {
    fc.assert(
      fc.property(cartArb, (input) => {
        expect(priceCart(input)).toEqual(priceCart(input));
      }),
      { numRuns: 100 },
    );
  });

  it('Buy3Get1 gives floor(n / 4) free tires, the cheapest of each set of four', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ salePriceCents: fc.integer({ min: 1, max: 100_000 }), quantity: fc.integer({ min: 1, max: 9 }) }), {
          minLength: 1,
          maxLength: 5,
        }),
        (lines) => {
          const n = lines.reduce((s, l) => s + l.quantity, 0);
          const free = buy3Get1FreeTires(lines);
          expect(free.reduce((a, b) => a + b, 0)).toBe(Math.floor(n / 4));
          free.forEach((f, i) => {
            expect(f).toBeLessThanOrEqual(lines[i]!.quantity);
          });
          // As a deal on one product line: the saving is those tires' prices.
          const p = priceCart(
            cart({
              deals: [deal({ promotionType: 'Buy3Get1', minQuantity: 4 })],
              lines: lines.map((l, i) => line({ itemId: i + 1, ...l })),
            }),
          );
          const prices = lines.flatMap((l) => Array(l.quantity).fill(l.salePriceCents) as number[]).sort((a, b) => b - a);
          const expected = prices.filter((_, i) => i % 4 === 3).reduce((a, b) => a + b, 0);
          expect(p.productDiscountInCents).toBe(expected);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('turning road hazard on for a line never lowers the total', () => {
    fc.assert(
      fc.property(cartArb, fc.nat(), (input, pick) => {
        if (input.lines.length === 0) return;
        const i = pick % input.lines.length;
        const off = priceCart({ ...input, lines: input.lines.map((l, j) => (j === i ? { ...l, roadHazard: false } : l)) });
        const on = priceCart({ ...input, lines: input.lines.map((l, j) => (j === i ? { ...l, roadHazard: true } : l)) });
        expect(on.totalInCents).toBeGreaterThanOrEqual(off.totalInCents);
        // Covering a tire can make a Free road hazard deal the line's best deal, which then waives
        // the coverage of the whole line (the total above still never drops).
        if (!on.lines[i]!.isRoadHazardFree) {
          expect(on.roadHazardCostInCents).toBeGreaterThanOrEqual(off.roadHazardCostInCents);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('shipping is TBD exactly in the spec cases: mode 2 or 4, all installable, no destination; mode 3, some not installable, no destination', () => {
    fc.assert(
      fc.property(cartArb, (input) => {
        const p = priceCart(input);
        const all = input.lines.length > 0 && input.lines.every((l) => l.isInstallable);
        const noDestination = input.shipping === null && input.preShippingSelection === null;
        const m = input.coreShipHandlingMode;
        const tbd = input.lines.length > 0 && noDestination && (((m === 2 || m === 4) && all) || (m === 3 && !all));
        expect(p.shippingCostInCents === null).toBe(tbd);
      }),
      { numRuns: 500 },
    );
  });

  it('never ships an oversized tire free in any mode, except to a warehouse pick-up (rules §9)', () => {
    fc.assert(
      fc.property(cartArb, (input) => {
        const p = priceCart(input);
        const oversizeTires = input.lines.filter((l) => l.isOversize).reduce((n, l) => n + l.quantity, 0);
        if (p.destination === 'WAREHOUSE' || p.shippingCostInCents === null) return;
        expect(p.shippingCostInCents).toBeGreaterThanOrEqual(oversizeTires * 3_500);
      }),
      { numRuns: 300 },
    );
  });

  it('never ships free outside the contiguous US, and warehouse pick-up is always free', () => {
    fc.assert(
      fc.property(cartArb, (input) => {
        const p = priceCart(input);
        const state = input.shipping?.state ?? input.zipState;
        if (p.destination === 'WAREHOUSE') expect(p.shippingCostInCents).toBe(0);
        else if (input.lines.length > 0 && state !== null && ['AK', 'HI', 'PR'].includes(state) && p.shippingCostInCents !== null) {
          expect(p.shippingCostInCents).toBe(input.lines.reduce((n, l) => n + l.quantity * 4_500, 0));
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('military discount (rules §9 "Military discount 5%")', () => {
  it('is 5 % of the tires after deals and codes, its own line, rounded half up once; nothing without a verification', () => {
    const lines = [line({ salePriceCents: 12_345, quantity: 4, roadHazard: true })];
    const plain = priceCart(cart({ lines }));
    expect(plain.militaryDiscountInCents).toBe(0);
    const verified = priceCart(cart({ lines, militaryVerified: true }));
    // 4 × $123.45 = $493.80; 5 % = $24.69.
    expect(verified.militaryDiscountInCents).toBe(2_469);
    expect(verified.discountInCents).toBe(2_469);
    // Road hazard, FET and shipping are not discounted.
    expect(verified.roadHazardCostInCents).toBe(plain.roadHazardCostInCents);
    expect(verified.totalInCents).toBe(plain.totalInCents - 2_469);

    // After a 10 % deal and a 10 % code: 49_380 − 4_938 − 4_444 = 39_998 → 5 % = 2_000 (1_999.9 rounded).
    const promoted = priceCart(cart({ lines, deals: [deal()], coupons: [coupon()], militaryVerified: true }));
    expect(promoted.productDiscountInCents + promoted.couponDiscountInCents).toBe(4_938 + 4_444);
    expect(promoted.militaryDiscountInCents).toBe(2_000);
    expect(promoted.discountInCents).toBe(4_938 + 4_444 + 2_000);
  });

  it('lowers the taxed amount with the tires’ price', () => {
    const taxed = (militaryVerified: boolean) =>
      priceCart(cart({ zipState: 'TX', salesTaxRateBasisPoints: () => 1_000, militaryVerified })).estimatedTaxInCents;
    // $400 of tires at 10 %: $40.00; 5 % off first: $38.00.
    expect(taxed(false)).toBe(4_000);
    expect(taxed(true)).toBe(3_800);
  });
});
