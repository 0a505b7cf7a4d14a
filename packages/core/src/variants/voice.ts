/**
 * The shop's own words by variant (rules §6 White-label variants: the installer-sponsored
 * storefront's empty-cart description; the dealer-owned storefront's "dealer copy"). A variant's
 * row names which wording it takes (`VariantConfig.copy`); the words are here, one constant per
 * place they are read (the home page's headline is with its tiles, home-tiles.ts), so a page
 * carries only its own. Views read them through the row, never by
 * asking which variant they are in. Words a view translates are keys of the message catalogues
 * (i18n/en-US/cart.ts).
 */
import type { DeliveryTab } from '../cart/delivery-tabs';
import type { VariantCopy } from './index';

/** The empty-cart modal's description (spec storefront §2), by `copy.emptyCart`. */
export const EMPTY_CART_DESCRIPTIONS = {
  retail:
    "You haven't added any tires yet. Find tires by vehicle, size or brand, then choose an installer near you or delivery to your door.",
  installer:
    "You haven't added any tires yet. Choose tires from this shop's selection and we'll have them ready for your installation here.",
  dealer:
    "You haven't added any tires yet. Find tires by vehicle, size or brand, then pick them up at your dealer's warehouse in 24 hours.",
} as const satisfies Record<VariantCopy['emptyCart'], string>;

/**
 * The lines under the checkout's delivery tabs that the voice words its own way, by `copy.voice`
 * (the others stay the standard ones, views DeliveryOptions).
 */
export const DELIVERY_HINTS: Record<VariantCopy['voice'], Partial<Record<DeliveryTab, string>>> = {
  retail: {},
  dealer: {
    warehouse: 'Ready at your dealer’s warehouse in 24 hours',
    installer: 'Fitted at a shop near you',
  },
};
