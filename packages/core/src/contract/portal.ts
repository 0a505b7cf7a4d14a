/**
 * The portal's foundation (docs/portal.md): who the signed-in account may manage — its shops
 * (owner, staff), its partner widgets (brand manager) and affiliate widgets (affiliate) — and the
 * messages every portal call answers with when it may not. Not in the spec, which shows no
 * installer, brand or operations side ("not shown"); ours.
 */
import * as v from 'valibot';
import { defineEndpoint } from './endpoint';

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

export const portalEndpoints = [portalMeEndpoint] as const;
