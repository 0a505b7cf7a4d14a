/**
 * The widget set-up of the portal (docs/portal.md "Widget set-up"): the websites (origins) a
 * widget may be embedded on, its theme and a partner widget's brands and delivery options. Each change is one
 * statement or one transaction; what it changes is read by the live widget at once (token issuing
 * reads allowed_origins per request, CORS is told to forget its list, the configuration call
 * reads the theme).
 */
import {
  MAX_WIDGET_ORIGINS,
  PORTAL_WIDGET_MESSAGES,
  WIDGET_DELIVERY_OPTIONS,
  widgetOriginOf,
  type PortalWidgetSetup,
  type WidgetDeliveryOption,
  type WidgetTheme,
} from '@tireshop/core';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { apiClients, brands, installers, widgetBrands } from '../db/schema';
import { ApiError, badRequest } from '../http/errors';
import { PARTNER_WIDGET_TYPE } from '../auth/clients';
import type { WidgetAccess } from '../auth/portal-access';

/** Who may change a widget's websites and theme: its shop's owner, its brand manager, its affiliate (and operations). */
export const WIDGET_EDITORS = ['owner', 'brand-manager', 'affiliate'] as const;
const editors: readonly string[] = [...WIDGET_EDITORS, 'operations'];

/** The widget's set-up as the portal shows it to this account. */
export async function widgetSetup(db: Db, access: WidgetAccess): Promise<PortalWidgetSetup> {
  const [row] = await db
    .select({ client: apiClients, shopCode: installers.code })
    .from(apiClients)
    .leftJoin(installers, eq(installers.id, apiClients.installerId))
    .where(eq(apiClients.id, access.widgetId));
  const sold =
    row!.client.widgetType === PARTNER_WIDGET_TYPE
      ? await db
          .select({ slug: brands.slug, name: brands.name })
          .from(widgetBrands)
          .innerJoin(brands, eq(brands.id, widgetBrands.brandId))
          .where(eq(widgetBrands.clientId, access.widgetId))
          .orderBy(asc(brands.name))
      : [];
  return {
    widgetId: row!.client.id,
    name: row!.client.name,
    widgetType: row!.client.widgetType ?? '',
    shopCode: row!.shopCode ?? null,
    role: access.role,
    canEdit: editors.includes(access.role),
    allowedOrigins: row!.client.allowedOrigins,
    theme: row!.client.theme as WidgetTheme,
    brands: sold,
    deliveryOptions: row!.client.widgetType === PARTNER_WIDGET_TYPE ? offeredDeliveryOptions(row!.client.deliveryOptions) : [],
  };
}

/** A partner widget's delivery options as offered: the stored list in the usual order, or every one (null). */
export function offeredDeliveryOptions(stored: readonly string[] | null): WidgetDeliveryOption[] {
  return WIDGET_DELIVERY_OPTIONS.filter((option) => stored === null || stored.includes(option));
}

/**
 * Allows one more website. The list grows in one statement that checks its length and that the
 * origin is new, so two owners adding at once can neither pass the limit nor add it twice.
 */
export async function addWidgetOrigin(db: Db, widgetId: string, typed: string): Promise<void> {
  const origin = widgetOriginOf(typed);
  if (!origin) throw badRequest(PORTAL_WIDGET_MESSAGES.origin(typed.trim()));
  const added = await db
    .update(apiClients)
    .set({ allowedOrigins: sql`${apiClients.allowedOrigins} || jsonb_build_array(${origin}::text)` })
    .where(
      and(
        eq(apiClients.id, widgetId),
        sql`NOT (${apiClients.allowedOrigins} @> jsonb_build_array(${origin}::text))`,
        sql`jsonb_array_length(${apiClients.allowedOrigins}) < ${MAX_WIDGET_ORIGINS}`,
      ),
    )
    .returning({ id: apiClients.id });
  if (added.length > 0) return;
  const [client] = await db.select({ allowedOrigins: apiClients.allowedOrigins }).from(apiClients).where(eq(apiClients.id, widgetId));
  if (client?.allowedOrigins.includes(origin)) throw new ApiError('Conflict', PORTAL_WIDGET_MESSAGES.originKnown(origin));
  throw badRequest(PORTAL_WIDGET_MESSAGES.tooManyOrigins(MAX_WIDGET_ORIGINS));
}

/** Stops allowing a website (one not on the list: nothing to do). */
export async function removeWidgetOrigin(db: Db, widgetId: string, typed: string): Promise<void> {
  const origin = widgetOriginOf(typed) ?? typed;
  await db
    .update(apiClients)
    .set({ allowedOrigins: sql`${apiClients.allowedOrigins} - ${origin}::text` })
    .where(eq(apiClients.id, widgetId));
}

/** Replaces the theme (values already checked by the contract's schema). */
export async function setWidgetTheme(db: Db, widgetId: string, theme: WidgetTheme): Promise<void> {
  const kept = Object.fromEntries(Object.entries(theme).filter(([, value]) => value !== undefined && value !== '')) as Record<
    string,
    string
  >;
  await db.update(apiClients).set({ theme: kept }).where(eq(apiClients.id, widgetId));
}

/** A partner widget's brands, replaced whole in one transaction (at least one, each in the catalogue). */
export async function setWidgetBrands(db: Db, access: WidgetAccess, slugs: readonly string[]): Promise<void> {
  if (access.widgetType !== PARTNER_WIDGET_TYPE) throw badRequest(PORTAL_WIDGET_MESSAGES.notPartner);
  const wanted = [...new Set(slugs.map((s) => s.trim().toLowerCase()).filter(Boolean))];
  if (wanted.length === 0) throw badRequest(PORTAL_WIDGET_MESSAGES.noBrand);
  const found = await db.select({ id: brands.id, slug: brands.slug }).from(brands).where(inArray(brands.slug, wanted));
  const missing = wanted.find((slug) => !found.some((b) => b.slug === slug));
  if (missing) throw badRequest(PORTAL_WIDGET_MESSAGES.unknownBrand(missing));
  await db.transaction(async (tx) => {
    await tx.delete(widgetBrands).where(eq(widgetBrands.clientId, access.widgetId));
    await tx.insert(widgetBrands).values(found.map((b) => ({ clientId: access.widgetId, brandId: b.id })));
  });
}

/**
 * A partner widget's delivery options, replaced whole in one statement (issue #18): at least one,
 * each a WIDGET_DELIVERY_OPTIONS name. The live widget reads them with its configuration and the
 * cart's shipping call checks them per request, so the change needs no redeploy.
 */
export async function setWidgetDeliveryOptions(db: Db, access: WidgetAccess, typed: readonly string[]): Promise<void> {
  if (access.widgetType !== PARTNER_WIDGET_TYPE) throw badRequest(PORTAL_WIDGET_MESSAGES.notPartnerDelivery);
  const wanted = [...new Set(typed.map((s) => s.trim().toLowerCase()).filter(Boolean))];
  const unknown = wanted.find((option) => !(WIDGET_DELIVERY_OPTIONS as readonly string[]).includes(option));
  if (unknown) throw badRequest(PORTAL_WIDGET_MESSAGES.unknownDeliveryOption(unknown));
  if (wanted.length === 0) throw badRequest(PORTAL_WIDGET_MESSAGES.noDeliveryOption);
  await db
    .update(apiClients)
    .set({ deliveryOptions: offeredDeliveryOptions(wanted) })
    .where(eq(apiClients.id, access.widgetId));
}
