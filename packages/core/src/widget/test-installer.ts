/**
 * An installer for the tests of core and the views, shaped as GET /v1/installers answers it (the contract's
 * siteInstallerSchema). Imported by tests only, never from the package index.
 */
import type { SiteInstaller } from '../contract/installers';

/** Main Street Tire, a fixed shop in Austin; `overrides` set what a test is about. */
export function siteInstaller(overrides: Partial<SiteInstaller> = {}): SiteInstaller {
  return {
    installerId: 7,
    code: '100007',
    slug: 'main-street-tire',
    name: 'Main Street Tire',
    addressLine1: '12 Main St',
    addressLine2: null,
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    distance: 2.4,
    geolocation: { latitude: 30.27, longitude: -97.74 },
    rating: { value: 4.6, quantity: 212 },
    installationHistoryCount: 1840,
    isMobileInstall: false,
    mobileRadiusMiles: null,
    isSelected: false,
    isSponsored: true,
    isElectricOptimized: false,
    isInstallMonday: false,
    isInstallTomorrow: true,
    authorisedInstaller: true,
    installationCostFor4TiresInCents: 12_000,
    certifications: ['ASE Certified'],
    promotion: null,
    website: 'https://mainstreettire.example',
    phone: '5125550142',
    timeZone: 'America/Chicago',
    ...overrides,
  };
}
