/**
 * Promo codes for the seed catalogue (spec §3 Coupon on a cart; promotion types Flat Amount,
 * Buy3Get1, Free, Percentage; rules §5 coupon alerts). One of each type, one bounded by the cart
 * quantity with its own alert message, one without (the shopper then sees a quantity alert), and
 * one that has ended. Same amounts convention as deals: cents for Amount, hundredths of a percent
 * for Percentage.
 */
import { SEED_DEALS_START } from './promotions';
import type { BrandRow, CouponRow, ProductLineRow } from './types';

const TEN_YEARS_LATER = new Date('2035-01-01T00:00:00Z');

interface CouponData extends Omit<CouponRow, 'id' | 'productLineIds'> {
  /** [brand slug, line name]; none: every tire. */
  lines?: [string, string][];
}

const couponData: CouponData[] = [
  {
    code: 'SAVE50',
    title: '$50 off a set of 4 to 8 tires',
    promotionType: 'Flat Amount',
    amountType: 'Amount',
    amount: 5_000,
    minCartQuantity: 4,
    maxCartQuantity: 8,
    alertMessage: 'SAVE50 takes $50 off when your cart has 4 to 8 tires.',
    startsAt: SEED_DEALS_START,
    endsAt: TEN_YEARS_LATER,
  },
  {
    code: 'TAKE10',
    title: '10% off your tires',
    promotionType: 'Percentage',
    amountType: 'Percentage',
    amount: 1_000,
    minCartQuantity: 2,
    maxCartQuantity: null,
    alertMessage: null,
    startsAt: SEED_DEALS_START,
    endsAt: TEN_YEARS_LATER,
  },
  {
    code: 'HIGHWAY4',
    title: 'Buy 3, get the 4th free on Michelin highway tires',
    promotionType: 'Buy3Get1',
    amountType: 'Percentage',
    amount: 2_500,
    minCartQuantity: null,
    maxCartQuantity: null,
    alertMessage: null,
    startsAt: SEED_DEALS_START,
    endsAt: TEN_YEARS_LATER,
    lines: [
      ['michelin', 'LTX M/S2'],
      ['michelin', 'Defender LTX M/S2'],
    ],
  },
  {
    code: 'FREEHAZARD',
    title: 'Free road hazard protection',
    promotionType: 'Free',
    amountType: 'Percentage',
    amount: 10_000,
    minCartQuantity: null,
    maxCartQuantity: null,
    alertMessage: null,
    startsAt: SEED_DEALS_START,
    endsAt: null,
  },
  {
    code: 'OLD10',
    title: '10% off (spring 2024)',
    promotionType: 'Percentage',
    amountType: 'Percentage',
    amount: 1_000,
    minCartQuantity: null,
    maxCartQuantity: null,
    alertMessage: null,
    startsAt: new Date('2024-03-01T00:00:00Z'),
    endsAt: new Date('2024-06-01T00:00:00Z'),
  },
];

export function buildCoupons(lines: ProductLineRow[], brands: BrandRow[]): CouponRow[] {
  const brandId = new Map(brands.map((b) => [b.slug, b.id]));
  const lineId = (brand: string, name: string) => {
    const line = lines.find((l) => l.brandId === brandId.get(brand) && l.name === name);
    if (!line) throw new Error(`Seed coupon names unknown product line ${brand} ${name}`);
    return line.id;
  };
  return couponData.map(({ lines: covered, ...c }, i) => ({
    ...c,
    id: i + 1,
    productLineIds: covered ? covered.map(([brand, name]) => lineId(brand, name)) : null,
  }));
}
