import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasVehicleCatalogPill, hasVehicleOnlyPill, vehiclePill, vehiclePillLabel } from './index';

describe('vehicle pills (spec §5 Vehicle catalog pills)', () => {
  it('needs make, model and year for the catalog pill', () => {
    expect(vehiclePill({ make: 'Toyota', model: 'Camry', year: '2021' })).toBe('catalog');
    expect(vehiclePill({ make: 'Toyota', model: 'Camry', year: 2021, trim: 'LE' })).toBe('catalog');
    expect(hasVehicleCatalogPill({ make: 'Toyota', year: '2021' })).toBe(false);
    expect(hasVehicleCatalogPill({ model: 'Camry', year: '2021' })).toBe(false);
  });

  it('shows the vehicle-only pill for make and model without a year', () => {
    expect(vehiclePill({ make: 'Toyota', model: 'Camry' })).toBe('vehicleOnly');
    expect(vehiclePill({ make: 'Toyota', model: 'Camry', year: '  ' })).toBe('vehicleOnly');
    expect(vehiclePill({ make: 'Toyota', model: 'Camry', year: null })).toBe('vehicleOnly');
  });

  it('shows no pill without make and model', () => {
    expect(vehiclePill({})).toBe(null);
    expect(vehiclePill({ make: 'Toyota' })).toBe(null);
    expect(vehiclePill({ make: '', model: 'Camry', year: '2021' })).toBe(null);
    expect(vehiclePill({ make: 'Toyota', model: ' ', year: '2021' })).toBe(null);
  });

  it('never shows both pills, and shows one exactly when make and model are present', () => {
    const part = fc.option(fc.oneof(fc.constantFrom('', ' ', 'Toyota', '2021'), fc.string()), { nil: undefined });
    fc.assert(
      fc.property(part, part, fc.option(fc.oneof(part, fc.integer({ min: 1900, max: 2100 })), { nil: undefined }), (make, model, year) => {
        const vehicle = { make, model, year };
        expect(hasVehicleCatalogPill(vehicle) && hasVehicleOnlyPill(vehicle)).toBe(false);
        const both = Boolean(make?.trim()) && Boolean(model?.trim());
        expect(vehiclePill(vehicle) !== null).toBe(both);
      }),
    );
  });

  it('labels the pill year first and leaves blanks out', () => {
    expect(vehiclePillLabel({ make: 'Toyota', model: 'Camry', year: 2021, trim: 'LE' })).toBe('2021 Toyota Camry LE');
    expect(vehiclePillLabel({ make: ' Toyota ', model: 'Camry', year: '' })).toBe('Toyota Camry');
  });
});
