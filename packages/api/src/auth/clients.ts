/**
 * API clients: the confidential storefront server, the storefront's own pages in the browser, one
 * public client per embedded widget, confidential installer clients (an installer's own
 * appointments) and the confidential operations client (fulfilment events). Secrets are stored as
 * scrypt hashes.
 */
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { DEV_AFFILIATE_REPORT_KEY, DEV_INSTALLER_DEMO_SECRET, DEV_OPS_SECRET } from '../config';
import type { Database, Db } from '../db/client';
import { apiClients, brands, installers, widgetBrands } from '../db/schema';

export const STOREFRONT_CLIENT_ID = 'storefront';
export const STOREFRONT_WEB_CLIENT_ID = 'storefront-web';
/** Demo widget ids used by examples/ (the shop's own origin is always allowed). */
export const DEMO_PARTNER_WIDGET_ID = 'pw-demo-brand';
export const DEMO_AFFILIATE_WIDGET_ID = 'aw-demo-affiliate';
/** A tire maker's affiliate-style widget that also sells inside itself ("Buy here", checkout_in_widget). */
export const DEMO_MANUFACTURER_WIDGET_ID = 'aw-demo-manufacturer';
/** A switched-off partner widget (api_clients.enabled false): its pages say it is disabled. */
export const DEMO_DISABLED_WIDGET_ID = 'pw-demo-disabled';
/** The demo partner widget's brands (examples/partner): a tire brand and the brand it owns. */
export const DEMO_PARTNER_BRANDS = ['michelin', 'bfgoodrich'] as const;

/** The widgetType of a partner widget (spec §4 Widget origin: a tire maker's widget). */
export const PARTNER_WIDGET_TYPE = 'partner-widget';
/** spec §4 Widget origin: "affiliate-widget or manufacturer-widget means the affiliate widget". */
export const AFFILIATE_WIDGET_TYPES = ['affiliate-widget', 'manufacturer-widget'] as const;
export const isAffiliateWidgetType = (type: string | null): boolean =>
  (AFFILIATE_WIDGET_TYPES as readonly (string | null)[]).includes(type);

/** The operations client: the warehouse and carrier systems that move orders along (fulfilment events). */
export const OPS_CLIENT_ID = 'ops';
export const OPS_CHANNEL = 'operations';

/** The `channel` of installer clients: their tokens may read their own shop's appointments. */
export const INSTALLER_CHANNEL = 'installer';
/** The installer whose demo client ensureApiClients makes (installer 1, shop code 100001). */
export const DEMO_INSTALLER_ID = 1;

/** The client id of an installer's own confidential client, e.g. ip-100001. */
export function installerClientId(installerCode: string): string {
  return `ip-${installerCode.toLowerCase()}`;
}

/** The widget id of an installer's own widget, as pasted in their script tag. */
export function installerWidgetId(installerCode: string): string {
  return `iw-${installerCode.toLowerCase()}`;
}

export function hashSecret(secret: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(secret, salt, 32);
  return `scrypt$${salt.toString('base64')}$${hash.toString('base64')}`;
}

export function verifySecret(secret: string, stored: string | null): boolean {
  if (!stored) return false;
  const [scheme, saltB64, hashB64] = stored.split('$');
  if (scheme !== 'scrypt' || !saltB64 || !hashB64) return false;
  const expected = Buffer.from(hashB64, 'base64');
  const actual = scryptSync(secret, Buffer.from(saltB64, 'base64'), expected.length);
  return timingSafeEqual(actual, expected);
}

/** The origin a website's address allows a widget on (none for no address or one that is not a URL). */
export function originOf(url: string | null): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Makes sure a confidential client exists with this secret (its hash is replaced when the secret changed). */
async function ensureConfidentialClient(
  tx: Tx,
  client: Omit<typeof apiClients.$inferInsert, 'kind' | 'secretHash'>,
  secret: string,
): Promise<void> {
  const [existing] = await tx.select({ secretHash: apiClients.secretHash }).from(apiClients).where(eq(apiClients.id, client.id));
  if (existing && verifySecret(secret, existing.secretHash)) return;
  const secretHash = hashSecret(secret);
  await tx
    .insert(apiClients)
    .values({ ...client, kind: 'confidential', secretHash })
    .onConflictDoUpdate({ target: apiClients.id, set: { secretHash } });
}

/**
 * Makes sure the shop's own clients exist and the storefront's, the demo installer's and the
 * operations client's secrets match the configuration (config.ts storefrontClientSecret,
 * installerDemoSecret, opsClientSecret). Runs on every start; cheap when nothing changed.
 */
export async function ensureApiClients(
  database: Database,
  storefrontSecret: string,
  installerDemoSecret: string = DEV_INSTALLER_DEMO_SECRET,
  opsSecret: string = DEV_OPS_SECRET,
  affiliateReportKey: string = DEV_AFFILIATE_REPORT_KEY,
): Promise<void> {
  const { db } = database;
  await db.transaction(async (tx) => {
    await ensureConfidentialClient(tx, { id: STOREFRONT_CLIENT_ID, name: 'Storefront server', channel: 'storefront' }, storefrontSecret);
    await ensureConfidentialClient(tx, { id: OPS_CLIENT_ID, name: 'Operations (fulfilment events)', channel: OPS_CHANNEL }, opsSecret);
    // The installer side (GET /v1/installer/appointments) with one demo shop's credentials; other
    // installers get theirs when the installer portal comes.
    const [demoShop] = await tx.select({ code: installers.code }).from(installers).where(eq(installers.id, DEMO_INSTALLER_ID));
    if (demoShop) {
      await ensureConfidentialClient(
        tx,
        {
          id: installerClientId(demoShop.code),
          name: `Installer ${demoShop.code}`,
          channel: INSTALLER_CHANNEL,
          installerId: DEMO_INSTALLER_ID,
        },
        installerDemoSecret,
      );
    }
    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(apiClients)
      .where(eq(apiClients.kind, 'public'));
    if (count > 0) {
      await ensureDemoPartnerBrands(tx);
      await ensureDemoAffiliates(tx, affiliateReportKey);
      return;
    }
    const shops = await tx.select({ id: installers.id, code: installers.code, website: installers.website }).from(installers);
    const rows: (typeof apiClients.$inferInsert)[] = [
      { id: STOREFRONT_WEB_CLIENT_ID, kind: 'public', name: 'Storefront pages', channel: 'storefront' },
      {
        id: DEMO_PARTNER_WIDGET_ID,
        kind: 'public',
        name: 'Partner widget (demo brand)',
        channel: 'widget',
        widgetType: PARTNER_WIDGET_TYPE,
      },
      {
        id: DEMO_DISABLED_WIDGET_ID,
        kind: 'public',
        name: 'Partner widget (switched off)',
        channel: 'widget',
        widgetType: PARTNER_WIDGET_TYPE,
        enabled: false,
      },
      {
        id: DEMO_AFFILIATE_WIDGET_ID,
        kind: 'public',
        name: 'Affiliate widget (demo)',
        channel: 'widget',
        widgetType: 'affiliate-widget',
      },
      DEMO_MANUFACTURER_CLIENT,
      ...shops.map((s) => ({
        id: installerWidgetId(s.code),
        kind: 'public' as const,
        name: `Installer widget ${s.code}`,
        allowedOrigins: originOf(s.website),
        channel: 'widget',
        widgetType: 'installer-widget',
        installerId: s.id,
      })),
    ];
    for (let i = 0; i < rows.length; i += 500) {
      await tx
        .insert(apiClients)
        .values(rows.slice(i, i + 500))
        .onConflictDoNothing();
    }
    await ensureDemoPartnerBrands(tx);
    await ensureDemoAffiliates(tx, affiliateReportKey);
  });
}

const DEMO_MANUFACTURER_CLIENT = {
  id: DEMO_MANUFACTURER_WIDGET_ID,
  kind: 'public',
  name: 'Manufacturer widget (demo, sells in the widget)',
  channel: 'widget',
  widgetType: 'manufacturer-widget',
  checkoutInWidget: true,
} as const satisfies typeof apiClients.$inferInsert;

/**
 * The demo affiliate widget's report key matches the configuration (config.ts
 * affiliateDemoReportKey; its hash is replaced when the key changed), and the demo manufacturer
 * widget exists in databases made before it.
 */
async function ensureDemoAffiliates(tx: Tx, reportKey: string): Promise<void> {
  await tx.insert(apiClients).values(DEMO_MANUFACTURER_CLIENT).onConflictDoNothing();
  const [affiliate] = await tx
    .select({ reportKeyHash: apiClients.reportKeyHash })
    .from(apiClients)
    .where(eq(apiClients.id, DEMO_AFFILIATE_WIDGET_ID));
  if (!affiliate || verifySecret(reportKey, affiliate.reportKeyHash)) return;
  await tx
    .update(apiClients)
    .set({ reportKeyHash: hashSecret(reportKey) })
    .where(eq(apiClients.id, DEMO_AFFILIATE_WIDGET_ID));
}

/**
 * The demo partner widget sells DEMO_PARTNER_BRANDS: given to it when it has no brands yet (a
 * database made before partner widgets had brands, or a new one), never over brands set since.
 */
async function ensureDemoPartnerBrands(tx: Tx): Promise<void> {
  const [client] = await tx.select({ id: apiClients.id }).from(apiClients).where(eq(apiClients.id, DEMO_PARTNER_WIDGET_ID));
  if (!client) return;
  const [given] = await tx
    .select({ brandId: widgetBrands.brandId })
    .from(widgetBrands)
    .where(eq(widgetBrands.clientId, client.id))
    .limit(1);
  if (given) return;
  const rows = await tx
    .select({ id: brands.id })
    .from(brands)
    .where(inArray(brands.slug, [...DEMO_PARTNER_BRANDS]));
  if (rows.length === 0) return;
  await tx
    .insert(widgetBrands)
    .values(rows.map((b) => ({ clientId: client.id, brandId: b.id })))
    .onConflictDoNothing();
}

/**
 * The brands a widget client sells, as its token carries them (auth/tokens.ts `brandIds`): a
 * partner widget's rows of widget_brands (none: it sells nothing); null for every other client,
 * which sees the whole catalogue.
 */
export async function clientBrandIds(db: Db, client: Pick<typeof apiClients.$inferSelect, 'id' | 'widgetType'>): Promise<number[] | null> {
  if (client.widgetType !== PARTNER_WIDGET_TYPE) return null;
  const rows = await db.select({ brandId: widgetBrands.brandId }).from(widgetBrands).where(eq(widgetBrands.clientId, client.id));
  return rows.map((r) => r.brandId).sort((a, b) => a - b);
}
