/**
 * <tireshop-partner-widget widget-id="pw-…"> — a tire brand's embedded shop: the brand's tires by
 * size or vehicle, their product lines, a cart and the checkout inside the widget (an installer
 * near the shopper's ZIP, mobile installation, home delivery or FedEx pick-up — those its brand
 * manager offers in the portal). The brands and delivery options are the widget's configuration
 * on the server, never an attribute: the API limits the widget's token and cart to them.
 * Attributes: widget-id (required), api-base, size — as the installer widget's (docs/integration.md).
 * Events: the installer widget's (`tireshop:cart-updated`, `tireshop:order-placed` …).
 * The host page opens the cart summary with the hash `#cart_summary_modal_open=true` (spec rules §6).
 */
import { PartnerShop, partnerShopCss } from '@tireshop/views';
import { shopWidgetProps, viewElementBehaviour } from '@tireshop/widgets/element';

// This module is served by the shop (the loader imports it from there): the API is at /api on that origin.
const scriptOrigin = new URL(import.meta.url).origin;

/** What each element of the widget does once the loader has brought this code (see @tireshop/widgets' loader). */
export const behaviour = viewElementBehaviour({
  // spec §6: the partner-widget variant uses a different font family.
  styles: `${partnerShopCss}\n:host{--ts-font-family:"Avenir Next","Segoe UI",Helvetica,Arial,sans-serif}`,
  props: (element) => shopWidgetProps(element, { scriptOrigin, identifier: 'simpleshop', source: 'partner-widget' }),
  view: PartnerShop,
});
