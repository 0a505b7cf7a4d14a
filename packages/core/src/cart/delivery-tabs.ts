/** The five ways tires reach the shopper, as tabs (spec §1, §4 Delivery tabs). */
export const DELIVERY_TABS = ['warehouse', 'installer', 'mobile', 'home', 'courier'] as const;
export type DeliveryTab = (typeof DELIVERY_TABS)[number];
