/**
 * The portal's foundation (docs/portal.md): who the signed-in account may manage — its shops
 * (owner, staff), its partner widgets (brand manager) and affiliate widgets (affiliate) — and the
 * messages every portal call answers with when it may not. Not in the spec, which shows no
 * installer, brand or operations side ("not shown"); ours.
 */
import * as v from 'valibot';
import { defineEndpoint } from './endpoint';
import { WIDGET_DELIVERY_OPTIONS } from '../cart/delivery-tabs';
import { widgetThemeSchema } from './widget-theme';

export const PORTAL_ROLES = ['owner', 'staff', 'brand-manager', 'affiliate'] as const;
export type PortalRole = (typeof PORTAL_ROLES)[number];

export const PORTAL_MESSAGES = {
  /** A signed-in account with no shop or widget to manage. */
  notMember: 'This account does not manage this shop or widget.',
  /** A member whose role may not make this change (staff changing the shop's set-up). */
  roleRefused: 'Only the shop’s owner can change this.',
  unknownShop: 'No shop has this code.',
  unknownWidget: 'No widget has this id.',
} as const;

export const portalShopSchema = v.object({
  shopCode: v.string(),
  name: v.string(),
  city: v.string(),
  state: v.string(),
  /** The account's role here; `operations` for the operations team, who see every shop. */
  role: v.picklist(['owner', 'staff', 'operations']),
  /** The shop's installer widget ids (as pasted in its script tag). */
  widgetIds: v.array(v.string()),
});
export type PortalShop = v.InferOutput<typeof portalShopSchema>;

export const portalWidgetSchema = v.object({
  widgetId: v.string(),
  name: v.string(),
  widgetType: v.string(),
  role: v.picklist(['brand-manager', 'affiliate', 'operations']),
});
export type PortalWidget = v.InferOutput<typeof portalWidgetSchema>;

export const portalMeEndpoint = defineEndpoint({
  id: 'getPortalMe',
  method: 'GET',
  path: '/v1/portal/me',
  summary:
    'What the signed-in account manages in the portal: its shops (owner or staff) and its partner and affiliate widgets. ' +
    'Operations accounts are told so and list no shop here (they open any shop by its code). 401 signed out.',
  auth: true,
  response: v.object({
    operations: v.boolean(),
    shops: v.array(portalShopSchema),
    widgets: v.array(portalWidgetSchema),
  }),
});

/** The widget set-up's messages (docs/portal.md "Widget set-up"). */
export const PORTAL_WIDGET_MESSAGES = {
  origin: (value: string) =>
    `“${value}” is not a website address. Enter its origin only: http:// or https://, the host name and, if any, the port — no path, query or wildcard (for example https://www.example.com).`,
  tooManyOrigins: (max: number) => `A widget may be allowed on at most ${max} websites.`,
  originKnown: (origin: string) => `${origin} is already allowed.`,
  notPartner: 'Only a partner widget sells chosen brands.',
  noBrand: 'Pick at least one brand for the widget to sell.',
  unknownBrand: (slug: string) => `The catalogue has no brand “${slug}”.`,
  notPartnerDelivery: 'Only a partner widget chooses its delivery options.',
  noDeliveryOption: 'Keep at least one way to get the tires: choose one or more delivery options.',
  unknownDeliveryOption: (option: string) => `“${option}” is not a delivery option. Choose from installer, mobile, home and courier.`,
} as const;

export const MAX_WIDGET_ORIGINS = 20;

/**
 * The origin a website may embed a widget from, as typed: `http(s)://host[:port]`, a lone
 * trailing slash forgiven; null for anything else (a path, a query, a wildcard, `javascript:` …).
 */
export function widgetOriginOf(value: string): string | null {
  const typed = value.trim().replace(/\/$/, '');
  if (!/^https?:\/\/(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?::\d{1,5})?$/i.test(typed))
    return null;
  try {
    const url = new URL(typed);
    return url.port !== '' && Number(url.port) > 65535 ? null : url.origin;
  } catch {
    return null;
  }
}

export const portalShopParams = v.object({ shopCode: v.pipe(v.string(), v.maxLength(40)) });
export const portalWidgetParams = v.object({ widgetId: v.pipe(v.string(), v.maxLength(80)) });

/** GET /v1/portal/shops/{shopCode}: the shop as its portal pages head it. */
export const portalShopEndpoint = defineEndpoint({
  id: 'getPortalShop',
  method: 'GET',
  path: '/v1/portal/shops/{shopCode}',
  summary: 'One shop of the portal: its name, place, widget ids and the account’s role there. Owner, staff or operations.',
  auth: true,
  params: portalShopParams,
  response: portalShopSchema,
});

export const portalWidgetSetupSchema = v.object({
  widgetId: v.string(),
  name: v.string(),
  widgetType: v.string(),
  /** The shop the widget belongs to (an installer widget); null for partner and affiliate widgets. */
  shopCode: v.nullable(v.string()),
  role: v.picklist(['owner', 'staff', 'brand-manager', 'affiliate', 'operations']),
  /** This account may change the websites and the theme (staff see them read-only). */
  canEdit: v.boolean(),
  /** The websites (origins) allowed to embed the widget: token issuing and CORS read this list. */
  allowedOrigins: v.array(v.string()),
  theme: widgetThemeSchema,
  /** A partner widget's brands (what it sells); empty for other widgets. */
  brands: v.array(v.object({ slug: v.string(), name: v.string() })),
  /**
   * The delivery options a partner widget offers at its checkout (WIDGET_DELIVERY_OPTIONS, in that
   * order; every one unless its brand manager chose fewer); empty for other widgets.
   */
  deliveryOptions: v.array(v.picklist(WIDGET_DELIVERY_OPTIONS)),
});
export type PortalWidgetSetup = v.InferOutput<typeof portalWidgetSetupSchema>;

/** GET /v1/portal/widgets/{widgetId}: the widget's set-up. Every member of the widget (or its shop) and operations. */
export const portalWidgetEndpoint = defineEndpoint({
  id: 'getPortalWidget',
  method: 'GET',
  path: '/v1/portal/widgets/{widgetId}',
  summary: 'A widget’s set-up in the portal: its websites (allowed origins), theme and, for a partner widget, its brands.',
  auth: true,
  params: portalWidgetParams,
  response: portalWidgetSetupSchema,
});

/** POST /v1/portal/widgets/{widgetId}/origins: allows one more website. Owner, brand manager, affiliate, operations. */
export const addPortalWidgetOriginEndpoint = defineEndpoint({
  id: 'addPortalWidgetOrigin',
  method: 'POST',
  path: '/v1/portal/widgets/{widgetId}/origins',
  summary:
    'Allows the widget on one more website (an origin: http(s)://host[:port]); the live widget may be embedded there at once. ' +
    'A path, query, wildcard or other scheme is refused (400).',
  auth: true,
  params: portalWidgetParams,
  body: v.object({ origin: v.pipe(v.string(), v.maxLength(300, 'A website address is at most 300 characters.')) }),
  response: portalWidgetSetupSchema,
});

/** DELETE /v1/portal/widgets/{widgetId}/origins?origin=…: no longer allows a website. */
export const removePortalWidgetOriginEndpoint = defineEndpoint({
  id: 'removePortalWidgetOrigin',
  method: 'DELETE',
  path: '/v1/portal/widgets/{widgetId}/origins',
  summary: 'Stops allowing the widget on a website: tokens are no longer issued to pages of that origin.',
  auth: true,
  params: portalWidgetParams,
  query: v.object({ origin: v.pipe(v.string(), v.maxLength(300)) }),
  response: portalWidgetSetupSchema,
});

/** PUT /v1/portal/widgets/{widgetId}/theme: the widget's theme, replaced whole. */
export const updatePortalWidgetThemeEndpoint = defineEndpoint({
  id: 'updatePortalWidgetTheme',
  method: 'PUT',
  path: '/v1/portal/widgets/{widgetId}/theme',
  summary:
    'Sets the widget’s theme (its --ts-* colours, radius and font), sent with its configuration to every page that shows it. ' +
    'A value that is not a colour or not one of the choices is refused (400).',
  auth: true,
  params: portalWidgetParams,
  body: v.object({ theme: widgetThemeSchema }),
  response: portalWidgetSetupSchema,
});

/** PUT /v1/portal/widgets/{widgetId}/brands: the brands a partner widget sells. Brand manager, operations. */
export const updatePortalWidgetBrandsEndpoint = defineEndpoint({
  id: 'updatePortalWidgetBrands',
  method: 'PUT',
  path: '/v1/portal/widgets/{widgetId}/brands',
  summary: 'Sets the brands a partner widget sells (at least one, by slug); its next tokens carry them.',
  auth: true,
  params: portalWidgetParams,
  body: v.object({ brands: v.pipe(v.array(v.pipe(v.string(), v.maxLength(80))), v.maxLength(50)) }),
  response: portalWidgetSetupSchema,
});

/** PUT /v1/portal/widgets/{widgetId}/delivery-options: the delivery options a partner widget offers. Brand manager, operations. */
export const updatePortalWidgetDeliveryOptionsEndpoint = defineEndpoint({
  id: 'updatePortalWidgetDeliveryOptions',
  method: 'PUT',
  path: '/v1/portal/widgets/{widgetId}/delivery-options',
  summary:
    'Sets the delivery options a partner widget offers at its checkout (installer, mobile, home, courier; at least one). ' +
    'The live widget shows only these tabs and its cart refuses any other option at once.',
  auth: true,
  params: portalWidgetParams,
  // Checked by the service, so an unknown option and an empty list answer the portal's own words.
  body: v.object({ deliveryOptions: v.pipe(v.array(v.pipe(v.string(), v.maxLength(40))), v.maxLength(10)) }),
  response: portalWidgetSetupSchema,
});

export const portalEndpoints = [
  portalMeEndpoint,
  portalShopEndpoint,
  portalWidgetEndpoint,
  addPortalWidgetOriginEndpoint,
  removePortalWidgetOriginEndpoint,
  updatePortalWidgetThemeEndpoint,
  updatePortalWidgetBrandsEndpoint,
  updatePortalWidgetDeliveryOptionsEndpoint,
] as const;
