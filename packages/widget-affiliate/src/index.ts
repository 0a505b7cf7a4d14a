/**
 * <tireshop-affiliate-widget widget-id="aw-…"> — an affiliate's (or a tire maker's) embedded
 * search: tires by size or vehicle with live prices, each opening its page on the shop's site in a
 * new tab through the shop's click address, which counts the click and marks the visit with the
 * widget (spec §2 widgetType, §7 widgetSourceId) so the storefront's order is the affiliate's.
 * Where the widget's configuration on the server allows, its cart and checkout are inside it, as
 * in the partner widget. Its type (affiliate-widget or manufacturer-widget) is that configuration,
 * never an attribute.
 * Attributes: widget-id (required), api-base, size — as the installer widget's (docs/integration.md).
 */
import { AffiliateShop, affiliateShopCss } from '@tireshop/views';
import { shopWidgetProps, viewElementBehaviour } from '@tireshop/widgets/element';

// This module is served by the shop (the loader imports it from there): the API is at /api on that origin.
const scriptOrigin = new URL(import.meta.url).origin;

/** What each element of the widget does once the loader has brought this code (see @tireshop/widgets' loader). */
export const behaviour = viewElementBehaviour({
  styles: affiliateShopCss,
  props: (element) => shopWidgetProps(element, { scriptOrigin, identifier: 'simpleshop', source: 'affiliate-widget' }),
  view: AffiliateShop,
});
