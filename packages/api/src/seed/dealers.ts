/**
 * Dealerships among the seed's installer shops (spec §3 Widget app config isDealer, dealerCode;
 * spec §4 Delivery tabs "dealer tire"). About 8 % of fixed shops; never installer 1, the shop the
 * examples and tests use as a plain installer. A separate random stream, so marking dealers
 * shifts nothing else in the catalogue.
 */
import type { Random } from './random';
import type { InstallerRow } from './types';

export const DEALER_SHARE = 0.08;

export function markDealerships(installers: InstallerRow[], random: Random): InstallerRow[] {
  return installers.map((shop) => {
    const dealer = shop.id !== 1 && !shop.isMobileInstall && random.chance(DEALER_SHARE);
    return dealer ? { ...shop, dealerCode: `DLR-${shop.code}` } : shop;
  });
}
