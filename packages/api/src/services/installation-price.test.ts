import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { installationCostFor4TiresCents, tireSurchargeCents, type InstalledTire } from './installation-price';

const passenger = (rimIn: number): InstalledTire => ({ rimIn, isLightTruck: false, isOversize: false });
const tireArb = fc.record({ rimIn: fc.integer({ min: 12, max: 26 }), isLightTruck: fc.boolean(), isOversize: fc.boolean() });

describe('installation price for four tires (docs/pricing.md "Installation")', () => {
  it('is the base price up to 18" and without tires, +$5 a tire on 19–20", +$10 on 21" and up', () => {
    expect(installationCostFor4TiresCents(12_000, [])).toBe(12_000);
    for (const rim of [14, 16, 18]) expect(installationCostFor4TiresCents(12_000, [passenger(rim)])).toBe(12_000);
    for (const rim of [19, 20]) expect(installationCostFor4TiresCents(12_000, [passenger(rim)])).toBe(14_000);
    for (const rim of [21, 22, 24]) expect(installationCostFor4TiresCents(12_000, [passenger(rim)])).toBe(16_000);
  });

  it('adds $5 a tire once for a light-truck or oversize tire, on top of the rim surcharge', () => {
    expect(installationCostFor4TiresCents(10_000, [{ rimIn: 17, isLightTruck: true, isOversize: false }])).toBe(12_000);
    expect(installationCostFor4TiresCents(10_000, [{ rimIn: 17, isLightTruck: false, isOversize: true }])).toBe(12_000);
    expect(installationCostFor4TiresCents(10_000, [{ rimIn: 17, isLightTruck: true, isOversize: true }])).toBe(12_000);
    expect(installationCostFor4TiresCents(10_000, [{ rimIn: 20, isLightTruck: true, isOversize: false }])).toBe(14_000);
    expect(installationCostFor4TiresCents(10_000, [{ rimIn: 22, isLightTruck: false, isOversize: true }])).toBe(16_000);
  });

  it('prices a mixed cart by its dearest tire to fit, not the sum', () => {
    expect(installationCostFor4TiresCents(10_000, [passenger(18), passenger(20)])).toBe(12_000);
    expect(installationCostFor4TiresCents(10_000, [passenger(21), { rimIn: 17, isLightTruck: true, isOversize: false }])).toBe(14_000);
  });

  it('is whole cents, never below the base, never above base + $60, and grows with the rim', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.array(tireArb, { maxLength: 6 }), (base, tires) => {
        const cost = installationCostFor4TiresCents(base, tires);
        expect(Number.isInteger(cost)).toBe(true);
        expect(cost).toBeGreaterThanOrEqual(base);
        expect(cost).toBeLessThanOrEqual(base + 4 * 1_500);
        expect(cost).toBe(base + 4 * Math.max(0, ...tires.map(tireSurchargeCents)));
        // Adding a tire never makes installation cheaper.
        for (const extra of tires) expect(installationCostFor4TiresCents(base, [...tires, extra])).toBeGreaterThanOrEqual(cost);
      }),
    );
    fc.assert(
      fc.property(tireArb, fc.integer({ min: 1, max: 6 }), (tire, more) => {
        expect(tireSurchargeCents({ ...tire, rimIn: tire.rimIn + more })).toBeGreaterThanOrEqual(tireSurchargeCents(tire));
      }),
    );
  });
});
