import * as v from 'valibot';
import { WIDGET_DELIVERY_OPTIONS } from '../cart/delivery-tabs';
import { defineEndpoint } from './endpoint';

/** The token call's answer (403) for a widget id that exists but is switched off; the widget shows it as it is. */
export const WIDGET_DISABLED_MESSAGE = 'This tire shop is disabled at the moment. Please contact the shop.';

/** spec §3 Widget app config. */
export const widgetAppConfigSchema = v.object({
  id: v.string(),
  installerId: v.nullable(v.number()),
  accountTypeCompany: v.nullable(v.string()),
  isDealer: v.boolean(),
  name: v.string(),
  city: v.nullable(v.string()),
  state: v.nullable(v.string()),
  zip: v.nullable(v.string()),
  logoUrl: v.nullable(v.string()),
  dealerCode: v.nullable(v.string()),
  dealershipId: v.nullable(v.string()),
  oemProgramCode: v.nullable(v.string()),
  /** The brands a partner widget sells (its searches and carts are limited to them); empty for other widgets. */
  brands: v.array(v.object({ slug: v.string(), name: v.string() })),
  /**
   * spec §4 Widget origin: installer-widget, partner-widget, affiliate-widget or
   * manufacturer-widget — the type the widget's links and carts carry (its configuration on the server).
   */
  widgetType: v.nullable(v.string()),
  /** The cart and checkout are inside the widget; false: an affiliate widget's tires link to the storefront. */
  checkoutInWidget: v.boolean(),
  /**
   * The theme set in the portal: `--ts-*` custom property → value, checked by the server
   * (contract/widget-theme.ts). The widget applies it under the host page's own CSS, which wins.
   */
  theme: v.record(v.string(), v.string()),
  /**
   * A partner widget's delivery options, set by its brand manager in the portal (docs/portal.md):
   * its checkout shows only these tabs and the cart refuses any other. null: the widget's usual
   * tabs (installer and affiliate widgets). Optional so an older answer still reads.
   */
  deliveryOptions: v.optional(v.nullable(v.array(v.picklist(WIDGET_DELIVERY_OPTIONS)))),
});
export type WidgetAppConfig = v.InferOutput<typeof widgetAppConfigSchema>;

/** spec §7 GET /widget-app-config: the calling widget's own configuration (from its token). */
export const widgetAppConfigEndpoint = defineEndpoint({
  id: 'getWidgetAppConfig',
  method: 'GET',
  path: '/widget-app-config',
  summary: "The calling widget's configuration: which installer or partner it belongs to, and its name and place.",
  auth: true,
  query: v.object({
    identifier: v.optional(v.picklist(['installer-widget', 'simpleshop'], 'identifier must be installer-widget or simpleshop.')),
    subDomain: v.optional(v.pipe(v.string(), v.maxLength(100))),
    siteUrl: v.optional(v.pipe(v.string(), v.maxLength(500))),
  }),
  response: widgetAppConfigSchema,
});
