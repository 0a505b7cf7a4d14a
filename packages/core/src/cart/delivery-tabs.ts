/** The five ways tires reach the shopper, as tabs (spec §1, §4 Delivery tabs). */
export const DELIVERY_TABS = ['warehouse', 'installer', 'mobile', 'home', 'courier'] as const;
export type DeliveryTab = (typeof DELIVERY_TABS)[number];

/**
 * The delivery options a partner widget may offer, by their tab names (docs/portal.md "Widget
 * set-up"; issue #18): an installer near the shopper, mobile installation, home delivery and FedEx
 * pick-up. Warehouse pick-up is for dealer carts only, never a brand's shop.
 */
export const WIDGET_DELIVERY_OPTIONS = ['installer', 'mobile', 'home', 'courier'] as const satisfies readonly DeliveryTab[];
export type WidgetDeliveryOption = (typeof WIDGET_DELIVERY_OPTIONS)[number];
