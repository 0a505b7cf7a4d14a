/**
 * Estimated sales tax by destination state (docs/tax.md). The cart shows tax as an estimate: the
 * combined state rate plus the population-weighted average local rate, from Tax Foundation, "State
 * and Local Sales Tax Rates, 2025" (rates as of January 1, 2025). Puerto Rico, which that table
 * leaves out, is its 10.5 % commonwealth IVU plus the 1 % municipal IVU.
 */
import { STATE_CODES } from '@tireshop/core';
import { placeZip } from './geo';

/** Combined state + average local sales tax, in basis points (1 % = 100), for the 50 states, DC and PR. */
export const SALES_TAX_BASIS_POINTS: Readonly<Record<string, number>> = Object.freeze({
  AL: 943,
  AK: 182,
  AZ: 852,
  AR: 946,
  CA: 885,
  CO: 781,
  CT: 635,
  DE: 0,
  DC: 600,
  FL: 700,
  GA: 738,
  HI: 450,
  ID: 603,
  IL: 886,
  IN: 700,
  IA: 694,
  KS: 865,
  KY: 600,
  LA: 1012,
  ME: 550,
  MD: 600,
  MA: 625,
  MI: 600,
  MN: 804,
  MS: 706,
  MO: 841,
  MT: 0,
  NE: 697,
  NV: 824,
  NH: 0,
  NJ: 660,
  NM: 763,
  NY: 853,
  NC: 700,
  ND: 704,
  OH: 724,
  OK: 906,
  OR: 0,
  PA: 634,
  PR: 1150,
  RI: 700,
  SC: 749,
  SD: 611,
  TN: 956,
  TX: 820,
  UT: 742,
  VT: 636,
  VA: 577,
  WA: 943,
  WV: 657,
  WI: 570,
  WY: 544,
});

// Every state of the shop's state list has a rate: a missing one would silently tax at 0 %.
for (const code of STATE_CODES) {
  if (!(code in SALES_TAX_BASIS_POINTS)) throw new Error(`services/tax.ts: no sales tax rate for ${code}`);
}

/** Combined average state + local sales tax rate for a state, in basis points (1 % = 100); 0 when unknown. */
export function salesTaxRateBasisPoints(state: string | null): number {
  if (!state) return 0;
  return SALES_TAX_BASIS_POINTS[state.trim().toUpperCase()] ?? 0;
}

/**
 * The state a US zip code (5 digits, or ZIP+4) belongs to: one of the shop's 50 states, DC and PR,
 * or null when we cannot place it or it lies elsewhere (APO/FPO "states" AA/AE/AP, Guam, …).
 */
export function stateForZip(zip: string | null): string | null {
  const place = placeZip(zip);
  return place && (STATE_CODES as readonly string[]).includes(place.state) ? place.state : null;
}
