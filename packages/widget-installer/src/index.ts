/**
 * <tireshop-installer-widget widget-id="iw-…"> — an installer's own tire shop on their website,
 * added with the widget loader's script tag (@tireshop/widgets' loader/widget-loader.ts), which imports this
 * module when an element is on the page. Attributes:
 *   widget-id  (required) the publishable widget id given to the installer
 *   api-base   the API root; defaults to /api on the host that served this script
 *   size       a tire size to show straight away, e.g. 225/45R17
 * Theming: set --ts-* custom properties on the element (see docs/integration.md).
 *
 * The widget has its cart and checkout inside it (the host page is never navigated); the cart is
 * kept in the host page's localStorage under `tireshop.<widget id>.` keys. It tells the host page
 * what happens with DOM events on the element (typed in @tireshop/widgets): `tireshop:cart-updated`,
 * `tireshop:cart-emptied`, `tireshop:cart-error`, `tireshop:view-changed`.
 */
import { InstallerCartShop, installerCartShopCss } from '@tireshop/views';
import { shopWidgetProps, viewElementBehaviour } from '@tireshop/widgets/element';

// This module is served by the shop (the loader imports it from there): the API is at /api on that origin.
const scriptOrigin = new URL(import.meta.url).origin;

/** What each element of the widget does once the loader has brought this code (see @tireshop/widgets' loader). */
export const behaviour = viewElementBehaviour({
  styles: installerCartShopCss,
  props: (element) => shopWidgetProps(element, { scriptOrigin, identifier: 'installer-widget', source: 'installer-widget' }),
  view: InstallerCartShop,
});
