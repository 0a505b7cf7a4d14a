/**
 * spec §5 Vehicle catalog pills: "Need make, model and year. The vehicle-only pill shows when make
 * and model exist without a year." Blank values (empty or spaces) count as missing.
 */
export interface VehicleChoice {
  make?: string | null;
  model?: string | null;
  year?: string | number | null;
  trim?: string | null;
}

/** `catalog`: the vehicle catalog pill; `vehicleOnly`: make and model without a year; null: no pill. */
export type VehiclePill = 'catalog' | 'vehicleOnly' | null;

const present = (value: string | number | null | undefined): boolean =>
  typeof value === 'number' ? Number.isFinite(value) : typeof value === 'string' && value.trim() !== '';

export function hasVehicleCatalogPill(vehicle: VehicleChoice): boolean {
  return present(vehicle.make) && present(vehicle.model) && present(vehicle.year);
}

export function hasVehicleOnlyPill(vehicle: VehicleChoice): boolean {
  return present(vehicle.make) && present(vehicle.model) && !present(vehicle.year);
}

export function vehiclePill(vehicle: VehicleChoice): VehiclePill {
  if (hasVehicleCatalogPill(vehicle)) return 'catalog';
  if (hasVehicleOnlyPill(vehicle)) return 'vehicleOnly';
  return null;
}

/** The pill's words: "2021 Toyota Camry LE", "Toyota Camry"; blank parts left out. */
export function vehiclePillLabel(vehicle: VehicleChoice): string {
  return [vehicle.year, vehicle.make, vehicle.model, vehicle.trim]
    .filter(present)
    .map((part) => String(part).trim())
    .join(' ');
}
