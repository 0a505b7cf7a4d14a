/**
 * Estimated sales tax by destination state. SEAM — replaced by the tax table implementation.
 */

/** Combined average state + local sales tax rate for a state, in basis points (1 % = 100); 0 when unknown. */
export function salesTaxRateBasisPoints(_state: string | null): number {
  return 0;
}

/** The state a US zip code belongs to, or null. */
export function stateForZip(_zip: string | null): string | null {
  return null;
}
