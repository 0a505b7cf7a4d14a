/**
 * <tireshop-affiliate-widget widget-id="aw-…"> — an affiliate or manufacturer widget. It
 * registers and shows the shared size search and results; affiliate tracking and the
 * manufacturer variants come with the affiliate widget work.
 */
import { InstallerShop, installerShopCss } from '@tireshop/views';
import { shopWidgetProps, viewElementBehaviour } from '@tireshop/widgets/element';

// This module is served by the shop (the loader imports it from there): the API is at /api on that origin.
const scriptOrigin = new URL(import.meta.url).origin;

/** What each element of the widget does once the loader has brought this code (see @tireshop/widgets' loader). */
export const behaviour = viewElementBehaviour({
  styles: installerShopCss,
  props: (element) => shopWidgetProps(element, { scriptOrigin, identifier: 'simpleshop' }),
  view: InstallerShop,
});
