/**
 * Places: metros, partner installer shops (fixed and mobile), courier pick-up points and
 * warehouses, geolocated with real ZIP codes from the `zipcodes` package.
 */
import zipcodes, { type ZipCode } from 'zipcodes';
import { metroData, type MetroData } from './data/metros';
import {
  courierCompanies,
  installerCertifications,
  installerServices,
  mobileHours,
  mobileNameSuffixes,
  shopHours,
  shopNameFamilies,
  shopNamePlaces,
  shopNameSuffixes,
  streetNames,
  streetPrefixes,
  suiteFormats,
} from './data/places';
import { warehouseData } from './data/warehouses';
import type { Random } from './random';
import { slugify } from '@tireshop/core';
import type { CourierLocationRow, InstallerRow, MetroRow, WarehouseRow } from './types';

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

export function lookupZip(zip: string): ZipCode {
  const found = zipcodes.lookup(zip);
  if (!found) throw new Error(`Unknown ZIP code ${zip} in the seed data`);
  return found;
}

/**
 * Drops ZIP codes that share their coordinates with another: PO-box-only and single-building ZIP
 * codes are placed on their city's centre point, and a shop cannot have a PO-box address.
 */
export function streetZips(zips: ZipCode[]): ZipCode[] {
  const atPoint = new Map<string, number>();
  for (const z of zips) atPoint.set(`${z.latitude},${z.longitude}`, (atPoint.get(`${z.latitude},${z.longitude}`) ?? 0) + 1);
  const street = zips.filter((z) => atPoint.get(`${z.latitude},${z.longitude}`) === 1);
  return street.length >= 5 ? street : zips;
}

/** US street ZIP codes within the metro's radius, in a stable order. */
export function metroZips(metro: Pick<MetroData, 'centerZip' | 'radiusMiles'>): ZipCode[] {
  return streetZips(
    zipcodes
      .radius(metro.centerZip, metro.radiusMiles, true)
      .filter((z) => z.country === 'US')
      .sort((a, b) => a.zip.localeCompare(b.zip)),
  );
}

export function buildMetros(): MetroRow[] {
  return metroData.map((m, i) => ({
    id: i + 1,
    slug: m.slug,
    name: m.name,
    state: m.state,
    latitude: m.latitude,
    longitude: m.longitude,
    timeZone: m.timeZone,
  }));
}

export function buildWarehouses(): WarehouseRow[] {
  return warehouseData.map((w, i) => {
    const z = lookupZip(w.zip);
    return { id: i + 1, ...w, latitude: z.latitude, longitude: z.longitude };
  });
}

export function streetAddress(random: Random): string {
  return `${random.int(100, 9899)} ${random.pick(streetPrefixes)}${random.pick(streetNames)}`;
}

/** A point within about half a mile of the ZIP code's centre, so shops in one ZIP do not overlap. */
export function nearZip(z: ZipCode, random: Random): { latitude: number; longitude: number } {
  return {
    latitude: round6(z.latitude + random.between(-0.007, 0.007)),
    longitude: round6(z.longitude + random.between(-0.009, 0.009)),
  };
}

function shopName(random: Random, city: string, mobile: boolean): string {
  if (mobile) {
    const place = random.chance(0.5) ? city : random.pick(shopNamePlaces);
    return `${place} ${random.pick(mobileNameSuffixes)}`;
  }
  return random.weighted<() => string>([
    [() => `${random.pick(shopNamePlaces)} ${random.pick(shopNameSuffixes)}`, 5],
    [() => `${city} ${random.pick(shopNameSuffixes)}`, 2],
    [() => `${random.pick(shopNameFamilies)}'s ${random.pick(shopNameSuffixes)}`, 2],
    [() => `${random.pick(shopNameFamilies)} Brothers ${random.pick(['Tire', 'Tire & Auto', 'Automotive'])}`, 1],
  ])();
}

export interface InstallerPlace {
  zip: ZipCode;
  metroId: number | null;
  timeZone: string;
  areaCode: string;
}

/** One partner shop at a place; ids and codes are the caller's. */
export function buildInstaller(id: number, place: InstallerPlace, random: Random): InstallerRow {
  const mobile = random.chance(0.2);
  const city = place.zip.city.replace(/\b([A-Z])([A-Z]+)\b/g, (_, a: string, b: string) => a + b.toLowerCase());
  const name = shopName(random, city, mobile);
  const slug = slugify(name);
  const electric = random.chance(0.15);
  const services = [
    ...installerServices.always,
    ...random.sample(mobile ? installerServices.mobile : installerServices.shop, random.int(mobile ? 2 : 3, mobile ? 4 : 8)),
    ...(electric ? [installerServices.electric] : []),
  ];
  const compact = slug.replace(/-/g, '');
  const history = random.int(40, 5000);
  return {
    id,
    // Public shop code of /tire-shops/shop/{shopName}/{shopCode}.
    code: String(100000 + id),
    slug,
    name,
    addressLine1: streetAddress(random),
    addressLine2: !mobile && random.chance(0.15) ? random.pick(suiteFormats) : null,
    city,
    state: place.zip.state,
    zip: place.zip.zip,
    ...nearZip(place.zip, random),
    metroId: place.metroId,
    timeZone: place.timeZone,
    // 555-0100…0199 is the fictional block, so a seeded shop never rings a real one.
    phone: `${place.areaCode}5550${random.int(100, 199)}`,
    email: `${random.pick(['service', 'info', 'appointments', 'shop'])}@${compact}.example`,
    website: random.chance(0.8) ? `https://${compact}.example` : null,
    weeklyHours: mobile ? mobileHours : random.weighted(shopHours.map((h) => [h.hours, h.weight] as const)),
    bays: mobile
      ? random.int(1, 2)
      : random.weighted([
          [1, 1],
          [2, 3],
          [3, 4],
          [4, 4],
          [5, 2],
          [6, 2],
          [7, 1],
          [8, 1],
        ]),
    minNoticeHours: mobile
      ? random.pick([24, 48])
      : random.weighted([
          [1, 2],
          [2, 5],
          [4, 2],
          [24, 1],
        ]),
    // $80–$200 for four tires, in $5 steps.
    installationCostFor4TiresCents: random.int(16, 40) * 500,
    ratingValue: Math.round(random.between(3.6, 5) * 10) / 10,
    installationHistoryCount: history,
    // Some customers leave a rating: never more ratings than installations.
    ratingCount: Math.max(3, Math.round(history * random.between(0.05, 0.35))),
    isMobileInstall: mobile,
    mobileRadiusMiles: mobile ? random.int(3, 8) * 5 : null,
    isSponsored: random.chance(0.08),
    isElectricOptimized: electric,
    authorisedInstaller: random.chance(0.35),
    certifications: random.sample(installerCertifications, random.int(0, 3)),
    services,
  };
}

export function buildInstallers(metros: MetroRow[], random: Random): InstallerRow[] {
  const rows: InstallerRow[] = [];
  metroData.forEach((m, i) => {
    const zips = metroZips(m);
    for (let n = 0; n < m.shops; n++) {
      const zip = random.pick(zips);
      rows.push(buildInstaller(rows.length + 1, { zip, metroId: metros[i]!.id, timeZone: m.timeZone, areaCode: m.areaCode }, random));
    }
  });
  return rows;
}

export function buildCourierLocations(random: Random): CourierLocationRow[] {
  const rows: CourierLocationRow[] = [];
  for (const m of metroData) {
    const zips = metroZips(m);
    const count = m.shops >= 8 ? 5 : 4;
    // One of each counter type first, then by weight, so every metro has a FedEx Office.
    const companies = [
      ...courierCompanies,
      ...Array.from({ length: count - courierCompanies.length }, () =>
        random.weighted(courierCompanies.map((c) => [c, c.weight] as const)),
      ),
    ].slice(0, count);
    for (const c of companies) {
      const zip = random.pick(zips);
      const id = rows.length + 1;
      rows.push({
        id,
        code: `FDX${String(10000 + id)}`,
        company: c.company,
        addressLine1: streetAddress(random),
        city: zip.city.replace(/\b([A-Z])([A-Z]+)\b/g, (_, a: string, b: string) => a + b.toLowerCase()),
        state: zip.state,
        zip: zip.zip,
        ...nearZip(zip, random),
        weeklyHours: c.hours,
      });
    }
  }
  return rows;
}
