/**
 * The shop browsing pieces shared by checkout (installer and mobile tabs), the installer widget and
 * the /tire-shops pages: the all-shops modal (spec §2 "all installation shops"), the shop details
 * modal (spec §2 "shop details") and the map. Views never fetch: the host answers these lookups
 * with its API client (apiInstallerLookups).
 */
import type { ApiResult, InstallerDetails, InstallerLookup, InstallerSort, SiteInstaller } from '@tireshop/core';
import type { LinkComponent } from '../link';

export interface InstallerLookups {
  /** One page of GET /v1/installers (pages of INSTALLER_LIST_PAGE_SIZE, spec §9), sorted. */
  page(query: { zip: string; mobile: boolean; page: number; sort: InstallerSort }): Promise<ApiResult<InstallerLookup>>;
  /** GET /v1/installers/{id}: photos, hours, services, certifications, rating; with a zip, the distance from it. */
  details(installerId: number, zip?: string): Promise<ApiResult<{ siteInstaller: InstallerDetails }>>;
}

export interface AllShopsModalProps {
  open: boolean;
  zip: string;
  mobile: boolean;
  /** The cart's installer, marked as chosen. */
  selectedId: number | null;
  lookups: InstallerLookups;
  /**
   * Choose a shop; absent where choosing is not possible (the installer widget, rules §6
   * change-shop inert). The modal then asks to close (onClose), so a host need not close it itself.
   */
  onChoose?: (installer: SiteInstaller) => void;
  /** A choice is being saved: the Choose buttons wait (one choice at a time). */
  choosing?: boolean;
  /** Open the details of a shop. */
  onDetails: (installerId: number) => void;
  onClose: () => void;
  /** Where focus goes on close when what opened the modal is gone. */
  returnFocus?: () => HTMLElement | null | undefined;
}

export interface ShopDetailsModalProps {
  /** The shop shown; null = closed. */
  installerId: number | null;
  lookups: InstallerLookups;
  /** Whether this shop is already the cart's. */
  chosen: boolean;
  /** The zip the shopper searched from: the details then say how far the shop is. */
  zip?: string;
  /** "Choose this shop"; the modal then asks to close (onClose). Absent: no choosing (the widget, a shop page). */
  onChoose?: (installer: InstallerDetails) => void;
  /** A choice is being saved: "Choose this shop" waits (one choice at a time). */
  choosing?: boolean;
  onClose: () => void;
  /**
   * Where focus goes on close when what opened the modal is gone (details opened from the
   * all-shops modal, which "Choose this shop" closes as well).
   */
  returnFocus?: () => HTMLElement | null | undefined;
  /** With a link component, the modal links to the shop's own page (/tire-shops/shop/…); without, it does not. */
  Link?: LinkComponent;
  /** The map's `{z}/{x}/{y}` tile URL (ShopMap's default: OpenStreetMap). */
  mapTileUrl?: string;
}
