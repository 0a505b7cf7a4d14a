/**
 * <tireshop-affiliate-widget widget-id="aw-…"> — an affiliate or manufacturer widget. It
 * registers and shows the shared size search and results; affiliate tracking and the
 * manufacturer variants come with the affiliate widget work.
 */
import { currentScriptOrigin, defineViewElement, InstallerShop, installerShopCss, shopWidgetProps } from '@tireshop/views';

const TAG_NAME = 'tireshop-affiliate-widget';
const scriptOrigin = currentScriptOrigin();

defineViewElement({
  tagName: TAG_NAME,
  attributes: ['widget-id', 'api-base', 'size'],
  styles: installerShopCss,
  props: (element) => shopWidgetProps(element, { scriptOrigin, identifier: 'simpleshop' }),
  view: InstallerShop,
});
