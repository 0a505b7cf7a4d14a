/**
 * The account types of rules §6 and a price list for each priced user type (docs/price-lists.md),
 * seeded with the catalogue. The percentages are the shop's own (the spec names the labels, not
 * the amounts); they are data: change them in the tables, no code reads these numbers.
 */
import type { UserType } from '@tireshop/core';
import { PRICE_LABELS } from '@tireshop/core';
import type * as schema from '../db/schema';
import type { Catalogue } from './types';

type AccountTypeRow = typeof schema.accountTypes.$inferInsert & { id: number };
type PriceListRow = typeof schema.priceLists.$inferInsert & { id: number };
type PriceListRuleRow = typeof schema.priceListRules.$inferInsert & { id: number };

/** rules §6 roles table, one account type per user type. */
export const SEED_ACCOUNT_TYPES: readonly Omit<AccountTypeRow, 'id'>[] = [
  { name: 'Retail', userType: 'retail', company: null, buyingSource: null, isBusiness: false },
  { name: 'Retail Member', userType: 'member', company: null, buyingSource: null, isBusiness: false },
  { name: 'Fleet', userType: 'fleet', company: null, buyingSource: null, isBusiness: true },
  { name: 'Special Order', userType: 'special-order', company: null, buyingSource: null, isBusiness: true },
  { name: 'Partner Program', userType: 'partner', company: null, buyingSource: null, isBusiness: true },
  { name: 'Employee', userType: 'employee', company: null, buyingSource: 'Employee', isBusiness: false },
  // rules §6 "account type name is employee buying source and company is the dealer company".
  // rules §6 "Gets tire replacement coverage only if the company says it is available": Dealer Tire does not (yet).
  {
    name: 'Dealer Tire Employee',
    userType: 'dealer-employee',
    company: 'Dealer Tire',
    buyingSource: 'Employee',
    isBusiness: false,
    tireReplacementCoverageAvailable: false,
  },
  { name: 'SimpleCrew Sales Tool', userType: 'sales-tool', company: null, buyingSource: null, isBusiness: false },
];

/** Percent off retail for every tire of a list, in hundredths of a percent. */
const LIST_PERCENT_OFF: Partial<Record<UserType, number>> = {
  member: 500,
  fleet: 1200,
  'special-order': 1000,
  partner: 800,
  employee: 2000,
  'sales-tool': 700,
};

/** Brands a list discounts further (the partner program's associated brands, a fleet agreement). */
const BRAND_PERCENT_OFF: Partial<Record<UserType, Record<string, number>>> = {
  fleet: { bfgoodrich: 1800 },
  partner: { michelin: 1500, bfgoodrich: 1500 },
};

export function seedAccountTypes(): AccountTypeRow[] {
  return SEED_ACCOUNT_TYPES.map((row, i) => ({ id: i + 1, ...row }));
}

export function seedPriceLists(c: Pick<Catalogue, 'brands' | 'skus'>): { priceLists: PriceListRow[]; priceListRules: PriceListRuleRow[] } {
  const priceLists: PriceListRow[] = [];
  const priceListRules: PriceListRuleRow[] = [];
  const brandId = new Map(c.brands.map((b) => [b.slug, b.id]));
  const rule = (
    row: Omit<PriceListRuleRow, 'id' | 'brandId' | 'skuId' | 'percentOffBasisPoints' | 'priceCents'> & Partial<PriceListRuleRow>,
  ) =>
    priceListRules.push({
      brandId: null,
      skuId: null,
      percentOffBasisPoints: null,
      priceCents: null,
      ...row,
      id: priceListRules.length + 1,
    });
  for (const [userType, label] of Object.entries(PRICE_LABELS) as [UserType, string][]) {
    const id = priceLists.length + 1;
    priceLists.push({ id, userType, label });
    rule({ priceListId: id, percentOffBasisPoints: LIST_PERCENT_OFF[userType] ?? null });
    for (const [slug, percent] of Object.entries(BRAND_PERCENT_OFF[userType] ?? {})) {
      const brand = brandId.get(slug);
      if (brand !== undefined) rule({ priceListId: id, brandId: brand, percentOffBasisPoints: percent });
    }
  }
  // An explicit fleet price: the catalogue's first tire at a contract price, 25 % under retail.
  const fleet = priceLists.find((l) => l.userType === 'fleet')!;
  const first = c.skus[0];
  if (first) rule({ priceListId: fleet.id, skuId: first.id, priceCents: Math.round(first.salePriceCents * 0.75) });
  return { priceLists, priceListRules };
}
