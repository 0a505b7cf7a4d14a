import type { SiteInstaller } from '@tireshop/core';
import { useState } from 'react';
import type { LinkComponent } from '../link';
import type { AllShopsModalProps, InstallerLookups, ShopDetailsModalProps } from './types';

export interface ShopModalsOptions {
  /** The zip the shops are around: the all-shops list, and the distance in the details. */
  zip: string;
  mobile: boolean;
  /** The cart's installer, marked as chosen. */
  selectedId: number | null;
  lookups: InstallerLookups;
  /** Choose a shop (checkout); absent where choosing is not possible (a shop page, the installer widget). */
  onChoose?: (installer: Pick<SiteInstaller, 'installerId' | 'name'>) => void;
  /** A choice is being saved: the modals' Choose buttons wait (one choice at a time). */
  choosing?: boolean;
  /** Where focus goes when a modal closes and what opened it is gone. */
  returnFocus?: () => HTMLElement | null | undefined;
  /** With it, the details link to the shop's own page. */
  Link?: LinkComponent;
}

/**
 * The two shop modals of a list of shops (spec storefront §2 "all installation shops" and "shop
 * details"): which one is open, and the props of AllShopsModal and ShopDetailsModal, so a list
 * only places them (`<AllShopsModal {...modals.allShops} />`). Details open over the all-shops
 * modal; choosing a shop in either closes both.
 */
export function useShopModals({ zip, mobile, selectedId, lookups, onChoose, choosing = false, returnFocus, Link }: ShopModalsOptions) {
  const [allShopsOpen, setAllShopsOpen] = useState(false);
  const [detailsId, setDetailsId] = useState<number | null>(null);

  const allShops: AllShopsModalProps = {
    open: allShopsOpen,
    zip,
    mobile,
    selectedId,
    lookups,
    onChoose,
    choosing,
    onDetails: setDetailsId,
    onClose: () => setAllShopsOpen(false),
    returnFocus,
  };
  const details: ShopDetailsModalProps = {
    installerId: detailsId,
    lookups,
    chosen: detailsId !== null && detailsId === selectedId,
    zip: zip || undefined,
    onChoose:
      onChoose &&
      ((installer) => {
        // Chosen in the details opened from the all-shops list: that list is done too.
        setAllShopsOpen(false);
        onChoose(installer);
      }),
    choosing,
    onClose: () => setDetailsId(null),
    returnFocus,
    Link,
  };

  return { openAllShops: () => setAllShopsOpen(true), openDetails: (installerId: number) => setDetailsId(installerId), allShops, details };
}
