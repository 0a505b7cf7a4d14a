/**
 * <tireshop-installer-widget widget-id="iw-…"> — an installer's own tire shop on their website,
 * added with one script tag. Attributes:
 *   widget-id  (required) the publishable widget id given to the installer
 *   api-base   the API root; defaults to /api on the host that served this script
 *   size       a tire size to show straight away, e.g. 225/45R17
 * Theming: set --ts-* custom properties on the element (see docs/integration.md).
 */
import { currentScriptOrigin, defineViewElement, InstallerShop, installerShopCss, shopWidgetProps } from '@tireshop/views';

const TAG_NAME = 'tireshop-installer-widget';
const scriptOrigin = currentScriptOrigin();

defineViewElement({
  tagName: TAG_NAME,
  attributes: ['widget-id', 'api-base', 'size'],
  styles: installerShopCss,
  props: (element) => shopWidgetProps(element, { scriptOrigin, identifier: 'installer-widget' }),
  view: InstallerShop,
});
