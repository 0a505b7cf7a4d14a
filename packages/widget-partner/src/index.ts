/**
 * <tireshop-partner-widget widget-id="pw-…"> — a tire brand's embedded shop. It registers and
 * shows the shared size search and results for the brand's widget id; the brand's own catalogue
 * and cart come with the partner widget work.
 */
import { currentScriptOrigin, defineViewElement, InstallerShop, installerShopCss, shopWidgetProps } from '@tireshop/views';

const TAG_NAME = 'tireshop-partner-widget';
const scriptOrigin = currentScriptOrigin();

defineViewElement({
  tagName: TAG_NAME,
  attributes: ['widget-id', 'api-base', 'size'],
  // spec §6: the partner-widget variant uses a different font family.
  styles: `${installerShopCss}\n:host{--ts-font-family:"Avenir Next","Segoe UI",Helvetica,Arial,sans-serif}`,
  props: (element) => shopWidgetProps(element, { scriptOrigin, identifier: 'simpleshop' }),
  view: InstallerShop,
});
