import * as v from 'valibot';
import { defineEndpoint } from './endpoint';
import { linkSchema } from './fields';

/** spec §3 Other values: sale themes. */
export const SALE_THEMES = [
  'blackFriday',
  'blackFridayPreSale',
  'cyberMonday',
  'cyberWeekend',
  'default',
  'lastChance',
  'taxTimeSale',
] as const;

/** spec §3 Site globals. */
export const siteGlobalsSchema = v.object({
  coreShipHandlingMode: v.picklist([1, 2, 3, 4]),
  customerServiceEnabled: v.boolean(),
  customerServiceNumber: v.object({ display: v.string(), value: v.string() }),
  /** Search pills that set the query and lock search to a category (spec §2 Shell behaviour). */
  customFilterPills: v.array(v.object({ label: v.string(), queryType: v.string(), queryText: v.string() })),
  footerLinks: v.array(v.object({ header: v.string(), links: v.array(linkSchema) })),
  paymentTypeDiscountInPercentage: v.record(v.string(), v.number()),
  priceDisplayInAddtoCart: v.boolean(),
  simpleCrewPromo: v.nullable(v.object({ label: v.string(), link: v.string() })),
  siteTheme: v.picklist(SALE_THEMES),
});
export type SiteGlobals = v.InferOutput<typeof siteGlobalsSchema>;

export const siteGlobalsEndpoint = defineEndpoint({
  id: 'getSiteGlobals',
  method: 'GET',
  path: '/v1/site/globals',
  summary: 'Site-wide settings: shipping handling mode, customer service number, footer links, theme.',
  auth: true,
  query: v.object({ uniqueIdentifier: v.optional(v.pipe(v.string(), v.maxLength(100))) }),
  response: v.object({ siteGlobals: siteGlobalsSchema }),
});

export const menuSchema = v.object({
  siteMenuBrowseList: v.array(v.object({ title: v.string(), link: v.string(), items: v.array(linkSchema) })),
  siteMenuLearn: v.array(linkSchema),
});
export type SiteMenu = v.InferOutput<typeof menuSchema>;

export const siteMenuEndpoint = defineEndpoint({
  id: 'getSiteMenu',
  method: 'GET',
  path: '/v1/site/menu',
  summary: 'The header menu: browse tires (by size, vehicle, brand, category, type) and learn links.',
  auth: true,
  query: v.object({ channel: v.optional(v.pipe(v.string(), v.maxLength(40))) }),
  response: menuSchema,
});

/** spec §3 Other: Notification (id, type Shop or Filter, suppressFromHomePage). */
export const notificationSchema = v.object({
  id: v.string(),
  type: v.picklist(['Shop', 'Filter']),
  message: v.string(),
  link: v.nullable(v.string()),
  persistent: v.boolean(),
  suppressFromHomePage: v.boolean(),
  /** spec §8 banner expiry: when the notice stops being shown (ISO 8601), or null for none. */
  expiresAt: v.optional(v.nullable(v.string())),
});
export type SiteNotification = v.InferOutput<typeof notificationSchema>;

export const siteNotificationsEndpoint = defineEndpoint({
  id: 'getSiteNotifications',
  method: 'GET',
  path: '/v1/site/notifications',
  summary: 'Notifications currently in force (at most one Shop and one Filter are shown at a time).',
  auth: true,
  response: v.object({ siteNotifications: v.array(notificationSchema) }),
});
