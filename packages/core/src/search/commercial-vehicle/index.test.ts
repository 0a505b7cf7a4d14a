import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMMERCIAL_VEHICLE_TYPES, isCommercialVehicle } from './index';

describe('isCommercialVehicle (spec §5 Commercial-type vehicles)', () => {
  it('flags every type the spec lists, in any case', () => {
    for (const type of COMMERCIAL_VEHICLE_TYPES) {
      expect(isCommercialVehicle(type), type).toBe(true);
      expect(isCommercialVehicle(type.toUpperCase()), type).toBe(true);
      expect(isCommercialVehicle(type.toLowerCase()), type).toBe(true);
    }
  });

  it('flags a type that contains a listed term as a word', () => {
    expect(isCommercialVehicle('Commercial Van')).toBe(true);
    expect(isCommercialVehicle('Utility Trailer')).toBe(true);
    expect(isCommercialVehicle('Lawn  &  Garden Tractor')).toBe(true);
    expect(isCommercialVehicle('Heavy OTR')).toBe(true);
  });

  it('does not flag passenger types or words that merely contain a term', () => {
    for (const type of [
      'Sedan',
      'SUV',
      'Pickup',
      'Minivan',
      'Coupe',
      'Convertible',
      'Hatchback',
      'Wagon',
      '',
      'Farmstead',
      'Golfer',
      'Motr',
      'ATV',
      'Lawn',
    ]) {
      expect(isCommercialVehicle(type), type).toBe(false);
    }
    expect(isCommercialVehicle(null)).toBe(false);
    expect(isCommercialVehicle(undefined)).toBe(false);
  });

  it('is decided by the words alone: surrounding a listed term with other words keeps it commercial', () => {
    const word = fc.stringMatching(/^[A-Za-z]{0,8}$/);
    fc.assert(
      fc.property(word, fc.constantFrom(...COMMERCIAL_VEHICLE_TYPES), word, (before, term, after) => {
        expect(isCommercialVehicle(`${before} ${term} ${after}`)).toBe(true);
      }),
    );
  });

  it('never flags text made only of letters that spell no listed term', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z ]{0,20}$/), (text) => {
        const words = text.toLowerCase().split(/\s+/);
        fc.pre(!words.some((w) => ['commercial', 'farm', 'trailer', 'industrial', 'otr', 'golf', 'racing'].includes(w)));
        expect(isCommercialVehicle(text)).toBe(false);
      }),
    );
  });
});
