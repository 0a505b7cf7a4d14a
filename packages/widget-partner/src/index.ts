/**
 * <tireshop-partner-widget widget-id="pw-…"> — a tire brand's embedded shop. It registers and
 * shows the shared size search and results for the brand's widget id; the brand's own catalogue
 * and cart come with the partner widget work.
 */
import { InstallerShop, installerShopCss, shopWidgetProps, viewElementBehaviour } from '@tireshop/views';

// This module is served by the shop (the loader imports it from there): the API is at /api on that origin.
const scriptOrigin = new URL(import.meta.url).origin;

/** What each element of the widget does once the loader has brought this code (see views' widget-loader). */
export const behaviour = viewElementBehaviour({
  // spec §6: the partner-widget variant uses a different font family.
  styles: `${installerShopCss}\n:host{--ts-font-family:"Avenir Next","Segoe UI",Helvetica,Arial,sans-serif}`,
  props: (element) => shopWidgetProps(element, { scriptOrigin, identifier: 'simpleshop' }),
  view: InstallerShop,
});
