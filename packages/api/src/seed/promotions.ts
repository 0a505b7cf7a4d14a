/**
 * Deals on product lines for the seed catalogue (spec §2 /tire-deals…, §3 promotion types and
 * Product promotion, §3 sale themes, §9 "Daily deals up to 20% off"). They start on a fixed seed
 * date and are open-ended or run ten years, so the seeded shop always has deals running and the
 * same seed always gives the same rows.
 *
 * Amounts follow the schema: cents for Amount, hundredths of a percent for Percentage. "Buy 3, get
 * the 4th free" is 25 % off a set of four (minQuantity 4); "Free" road hazard protection is 100 %
 * off the coverage (spec §4 Road hazard: a 100.00 percent promotion), not money off the tires.
 */
import type { BrandRow, ProductLineRow, PromotionProductLineRow, PromotionRow } from './types';

/** The day the seed's deals start. */
export const SEED_DEALS_START = new Date('2025-01-01T00:00:00Z');
const TEN_YEARS_LATER = new Date('2035-01-01T00:00:00Z');

interface DealData {
  slug: string;
  title: string;
  description: string;
  promotionType: 'Flat Amount' | 'Buy3Get1' | 'Free' | 'Percentage';
  amountType: 'Percentage' | 'Amount';
  amount: number;
  minQuantity: number;
  theme: string | null;
  endsAt: Date | null;
  /** [brand slug, line name] */
  lines: [string, string][];
}

const dealData: DealData[] = [
  {
    slug: 'black-friday-sale',
    title: 'Black Friday Sale: $100 off a set of 4 touring tires',
    description: 'Save $100 instantly on a set of four Continental, Pirelli, Bridgestone or Goodyear touring tires.',
    promotionType: 'Flat Amount',
    amountType: 'Amount',
    amount: 10_000,
    minQuantity: 4,
    theme: 'blackFriday',
    endsAt: null,
    lines: [
      ['continental', 'PureContact LS'],
      ['continental', 'TrueContact Tour 54'],
      ['pirelli', 'Cinturato P7 All Season Plus 3'],
      ['bridgestone', 'Turanza EverDrive'],
      ['goodyear', 'Assurance ComfortDrive'],
    ],
  },
  {
    slug: 'cyber-monday-sale',
    title: 'Cyber Monday Sale: 15% off performance tires',
    description: '15% off every tire of these summer and ultra high performance lines.',
    promotionType: 'Percentage',
    amountType: 'Percentage',
    amount: 1_500,
    minQuantity: 1,
    theme: 'cyberMonday',
    endsAt: null,
    lines: [
      ['michelin', 'Pilot Sport 4S'],
      ['continental', 'ExtremeContact DWS06 Plus'],
      ['pirelli', 'P Zero PZ4'],
      ['falken', 'Azenis FK510'],
      ['yokohama', 'Advan Sport A/S+'],
    ],
  },
  {
    slug: 'michelin-70-off-set-of-4',
    title: '$70 off a set of 4 Michelin passenger tires',
    description: 'Buy four Michelin passenger tires and get $70 off at checkout.',
    promotionType: 'Flat Amount',
    amountType: 'Amount',
    amount: 7_000,
    minQuantity: 4,
    theme: null,
    endsAt: TEN_YEARS_LATER,
    lines: [
      ['michelin', 'Defender2'],
      ['michelin', 'CrossClimate2'],
      ['michelin', 'Primacy Tour A/S'],
      ['michelin', 'Premier A/S'],
    ],
  },
  {
    slug: 'bridgestone-blizzak-10-off',
    title: '10% off Bridgestone Blizzak winter tires',
    description: 'Get ready for ice and snow: 10% off each Blizzak winter tire.',
    promotionType: 'Percentage',
    amountType: 'Percentage',
    amount: 1_000,
    minQuantity: 1,
    theme: null,
    endsAt: TEN_YEARS_LATER,
    lines: [
      ['bridgestone', 'Blizzak WS90'],
      ['bridgestone', 'Blizzak DM-V2'],
    ],
  },
  {
    slug: 'cooper-discoverer-buy-3-get-1',
    title: 'Buy 3, get the 4th free on Cooper Discoverer tires',
    description: 'Buy four Cooper Discoverer all-terrain or mud-terrain tires and pay for three.',
    promotionType: 'Buy3Get1',
    amountType: 'Percentage',
    amount: 2_500,
    minQuantity: 4,
    theme: null,
    endsAt: TEN_YEARS_LATER,
    lines: [
      ['cooper', 'Discoverer AT3 4S'],
      ['cooper', 'Discoverer STT Pro'],
    ],
  },
  {
    slug: 'goodyear-free-road-hazard',
    title: 'Free road hazard protection with 4 Goodyear Assurance tires',
    description: 'Buy four Goodyear Assurance tires and their road hazard coverage is on us.',
    promotionType: 'Free',
    amountType: 'Percentage',
    amount: 10_000,
    minQuantity: 4,
    theme: null,
    endsAt: null,
    lines: [
      ['goodyear', 'Assurance WeatherReady'],
      ['goodyear', 'Assurance MaxLife'],
      ['goodyear', 'Assurance ComfortDrive'],
    ],
  },
  {
    slug: 'bfgoodrich-all-terrain-60-off',
    title: '$60 off a set of 4 BFGoodrich all-terrain tires',
    description: 'Save $60 on four BFGoodrich All-Terrain T/A KO2 or Trail-Terrain T/A tires.',
    promotionType: 'Flat Amount',
    amountType: 'Amount',
    amount: 6_000,
    minQuantity: 4,
    theme: null,
    endsAt: TEN_YEARS_LATER,
    lines: [
      ['bfgoodrich', 'All-Terrain T/A KO2'],
      ['bfgoodrich', 'Trail-Terrain T/A'],
    ],
  },
  {
    slug: 'daily-deals',
    title: 'Daily deals: up to 20% off',
    description: 'Everyday touring tires at up to 20% off.',
    promotionType: 'Percentage',
    amountType: 'Percentage',
    amount: 2_000,
    minQuantity: 1,
    theme: null,
    endsAt: null,
    lines: [
      ['kumho', 'Solus TA31'],
      ['nexen', "N'Priz AH8"],
      ['laufenn', 'G FIT AS-01'],
      ['gt-radial', 'Champiro Touring AS'],
      ['general', 'AltiMAX RT45'],
    ],
  },
];

export function buildPromotions(
  lines: ProductLineRow[],
  brands: BrandRow[],
): { promotions: PromotionRow[]; promotionProductLines: PromotionProductLineRow[] } {
  const brandId = new Map(brands.map((b) => [b.slug, b.id]));
  const lineId = (brand: string, name: string) => {
    const line = lines.find((l) => l.brandId === brandId.get(brand) && l.name === name);
    if (!line) throw new Error(`Seed deal names unknown product line ${brand} ${name}`);
    return line.id;
  };
  const promotions: PromotionRow[] = [];
  const promotionProductLines: PromotionProductLineRow[] = [];
  dealData.forEach((d, i) => {
    const id = i + 1;
    promotions.push({
      id,
      slug: d.slug,
      title: d.title,
      description: d.description,
      promotionType: d.promotionType,
      amountType: d.amountType,
      amount: d.amount,
      minQuantity: d.minQuantity,
      theme: d.theme,
      startsAt: SEED_DEALS_START,
      endsAt: d.endsAt,
    });
    for (const [brand, name] of d.lines) promotionProductLines.push({ promotionId: id, productLineId: lineId(brand, name) });
  });
  return { promotions, promotionProductLines };
}
