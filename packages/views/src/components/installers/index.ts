/**
 * Shop browsing (spec storefront §2 "all installation shops", "shop details", /tire-shops…): the
 * two modals checkout and the widgets open (and the hook that places them), the map, the cards and
 * details parts the /tire-shops pages use, the lookups answered with an API client, and the zip and
 * click checks those pages share with checkout.
 */
export { AllShopsModal } from './all-shops-modal';
export { ShopDetailsModal } from './shop-details-modal';
export { ShopMap, MAP_TILE_TIMEOUT_MS, type ShopMapProps } from './shop-map';
export { ShopCard, ShopBadges, type ShopCardProps } from './shop-card';
export { ShopCertifications, ShopFacts, ShopGallery, ShopHours, ShopLocation, ShopRatingLine, ShopServices } from './shop-details';
export { apiInstallerLookups } from './api-installer-lookups';
export { DEFAULT_TILE_URL, MAP_ATTRIBUTION, openInMapsUrl } from './map-tiles';
export { milesText, mobileReachText, phoneText, shopAddress, shopBadges } from './shop-text';
export { useShopModals, type ShopModalsOptions } from './use-shop-modals';
export type { AllShopsModalProps, InstallerLookups, ShopDetailsModalProps } from './types';
export { zipProblem } from '../checkout/delivery-lookups';
export { isPlainClick } from '../cart/use-modal-dialog';
