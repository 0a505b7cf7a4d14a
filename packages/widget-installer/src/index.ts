/**
 * <tireshop-installer-widget widget-id="iw-…"> — an installer's own tire shop on their website,
 * added with one script tag. Attributes:
 *   widget-id  (required) the publishable widget id given to the installer
 *   api-base   the API root; defaults to /api on the host that served this script
 *   size       a tire size to show straight away, e.g. 225/45R17
 * Theming: set --ts-* custom properties on the element (see docs/integration.md).
 *
 * The widget has its cart and checkout inside it (the host page is never navigated); the cart is
 * kept in the host page's localStorage under `tireshop.<widget id>.` keys. It tells the host page
 * what happens with DOM events on the element (./events.ts): `tireshop:cart-updated`,
 * `tireshop:cart-emptied`, `tireshop:cart-error`, `tireshop:view-changed`.
 */
import { currentScriptOrigin, defineViewElement, InstallerCartShop, installerCartShopCss, shopWidgetProps, widgetCartProps } from '@tireshop/views';

const TAG_NAME = 'tireshop-installer-widget';
const scriptOrigin = currentScriptOrigin();

defineViewElement({
  tagName: TAG_NAME,
  attributes: ['widget-id', 'api-base', 'size'],
  styles: installerCartShopCss,
  props: (element) => shopWidgetProps(element, { scriptOrigin, identifier: 'installer-widget', extend: widgetCartProps }),
  view: InstallerCartShop,
});
