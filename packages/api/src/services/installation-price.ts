/**
 * What installing four tires costs at an installer, priced for the tires being installed
 * (docs/pricing.md "Installation"; spec §3 Installer installationCostFor4TiresInCents), and what
 * the cart pays for installing its own tires. Pure: the lookup, the shop details and the cart
 * (services/cart.ts) give it the installer's base price and the tires.
 *
 * An installer's base price covers rims up to 18". Bigger rims and light-truck or oversize tires
 * take longer on the changer and the balancer, so each of the four tires adds a surcharge, set by
 * the tire of the cart that costs most to fit (a staggered set is priced as four of its larger tire).
 */

/** The facts of a tire that set its installation surcharge. */
export interface InstalledTire {
  /** Rim diameter in inches (tire_sizes.rim_in). */
  rimIn: number;
  /** A light-truck (LT) or flotation size (tire_sizes.kind 'lt' | 'flotation'). */
  isLightTruck: boolean;
  /** skus.is_oversize. */
  isOversize: boolean;
}

/** A tire as the catalogue stores it (tire_sizes.rim_in and kind, skus.is_oversize), as the surcharge sees it. */
export const installedTire = (tire: { rimIn: number; kind: string; isOversize: boolean }): InstalledTire => ({
  rimIn: tire.rimIn,
  isLightTruck: tire.kind === 'lt' || tire.kind === 'flotation',
  isOversize: tire.isOversize,
});

/** Per-tire surcharges, in cents. */
export const INSTALLATION_SURCHARGE_CENTS = {
  /** 19" and 20" rims. */
  rim19To20: 500,
  /** 21" rims and up. */
  rim21Up: 1_000,
  /** Light-truck, flotation or oversize tires (once, whichever of them applies). */
  heavy: 500,
} as const;

/** The base price covers four tires. */
export const TIRES_PRICED = 4;

/** The surcharge for fitting one of these tires, in cents. */
export function tireSurchargeCents(tire: InstalledTire): number {
  const rim = tire.rimIn >= 21 ? INSTALLATION_SURCHARGE_CENTS.rim21Up : tire.rimIn >= 19 ? INSTALLATION_SURCHARGE_CENTS.rim19To20 : 0;
  const heavy = tire.isLightTruck || tire.isOversize ? INSTALLATION_SURCHARGE_CENTS.heavy : 0;
  return rim + heavy;
}

/**
 * Installing four of these tires at an installer whose base price (rims up to 18") is
 * `baseCents`: base + 4 × the largest per-tire surcharge among the tires. No tires (no cart and no
 * asked item): the base price.
 */
export function installationCostFor4TiresCents(baseCents: number, tires: readonly InstalledTire[]): number {
  const surcharge = tires.reduce((most, tire) => Math.max(most, tireSurchargeCents(tire)), 0);
  return baseCents + TIRES_PRICED * surcharge;
}

/**
 * What installing `tires` tires costs when four cost `costFor4TiresCents` (the installer's price
 * above, for the cart's tires): a quarter of it per tire, rounded to the cent half up — $115 for
 * four is $57.50 for two and $172.50 for six (docs/pricing.md "Installation").
 */
export const installationCostCents = (costFor4TiresCents: number, tires: number): number =>
  Math.round((costFor4TiresCents * tires) / TIRES_PRICED);
