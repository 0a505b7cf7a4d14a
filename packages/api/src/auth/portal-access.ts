/**
 * Who may do what in the portal (docs/portal.md). Every portal call asks here first, with the
 * roles its change allows: a shop's owner and staff (portal_members.installer_id), a partner
 * widget's brand manager and an affiliate widget's affiliate (portal_members.widget_id), and the
 * operations team (users.role), who may open every shop and widget. Signed out: 401; a signed-in
 * account that is no member: 403; a member whose role the call does not allow: 403 with its own
 * message; an unknown shop or widget: 404.
 */
import { PORTAL_MESSAGES, type EndpointOutput, type portalMeEndpoint } from '@tireshop/core';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { apiClients, installers, portalMembers, users, type PortalRole } from '../db/schema';
import { ApiError, notFound } from '../http/errors';
import { signedInUser } from '../services/account-area';
import type { TokenClaims } from './tokens';

export type ShopRole = Extract<PortalRole, 'owner' | 'staff'>;
export type WidgetRole = PortalRole;

/** The shop the call may act on, and as whom. */
export interface ShopAccess {
  userId: number;
  installerId: number;
  shopCode: string;
  role: ShopRole | 'operations';
}

/** The widget the call may act on, and as whom (a shop's own widget: its owner or staff). */
export interface WidgetAccess {
  userId: number;
  widgetId: string;
  widgetType: string | null;
  installerId: number | null;
  role: WidgetRole | 'operations';
}

const refused = (message: string) => new ApiError('Forbidden', message);

async function accountRole(db: Db, userId: number): Promise<string | undefined> {
  const [user] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  return user?.role;
}

/**
 * Whether the account is an operations account, and the roles it holds at one shop or one widget
 * (none: []): one query, the account's row joined to its memberships there.
 */
async function rolesAt(
  db: Db,
  userId: number,
  scope: { installerId: number } | { widgetId: string },
): Promise<{ operations: boolean; held: PortalRole[] }> {
  const rows = await db
    .select({ accountRole: users.role, memberRole: portalMembers.role })
    .from(users)
    .leftJoin(
      portalMembers,
      and(
        eq(portalMembers.userId, users.id),
        'installerId' in scope ? eq(portalMembers.installerId, scope.installerId) : eq(portalMembers.widgetId, scope.widgetId),
      ),
    )
    .where(eq(users.id, userId));
  return {
    operations: rows[0]?.accountRole === 'operations',
    held: rows.flatMap((r) => (r.memberRole ? [r.memberRole] : [])),
  };
}

function decide<R extends string>(held: readonly string[], allowed: readonly R[]): R {
  if (held.length === 0) throw refused(PORTAL_MESSAGES.notMember);
  const role = held.find((r): r is R => (allowed as readonly string[]).includes(r));
  if (!role) throw refused(PORTAL_MESSAGES.roleRefused);
  return role;
}

/** The signed-in account's access to the shop with this code, for a call the given roles may make. */
export async function shopAccess(
  db: Db,
  client: TokenClaims | undefined,
  shopCode: string,
  allowed: readonly ShopRole[],
): Promise<ShopAccess> {
  const userId = signedInUser(client);
  const [shop] = await db.select({ id: installers.id, code: installers.code }).from(installers).where(eq(installers.code, shopCode));
  if (!shop) throw notFound(PORTAL_MESSAGES.unknownShop);
  const base = { userId, installerId: shop.id, shopCode: shop.code };
  const { operations, held } = await rolesAt(db, userId, { installerId: shop.id });
  return { ...base, role: operations ? 'operations' : decide(held, allowed) };
}

/**
 * The signed-in account's access to one widget: a partner or affiliate widget by its own members,
 * an installer widget by its shop's owner and staff.
 */
export async function widgetAccess(
  db: Db,
  client: TokenClaims | undefined,
  widgetId: string,
  allowed: readonly WidgetRole[],
): Promise<WidgetAccess> {
  const userId = signedInUser(client);
  const [widget] = await db
    .select({ id: apiClients.id, widgetType: apiClients.widgetType, installerId: apiClients.installerId })
    .from(apiClients)
    .where(and(eq(apiClients.id, widgetId), eq(apiClients.channel, 'widget')));
  if (!widget) throw notFound(PORTAL_MESSAGES.unknownWidget);
  const base = { userId, widgetId: widget.id, widgetType: widget.widgetType, installerId: widget.installerId };
  const { operations, held } = await rolesAt(
    db,
    userId,
    widget.installerId !== null ? { installerId: widget.installerId } : { widgetId: widget.id },
  );
  return { ...base, role: operations ? 'operations' : decide(held, allowed) };
}

type PortalMe = EndpointOutput<typeof portalMeEndpoint>;

/** GET /v1/portal/me: the shops and widgets this account manages. */
export async function portalMe(db: Db, client: TokenClaims | undefined): Promise<PortalMe> {
  const userId = signedInUser(client);
  const operations = (await accountRole(db, userId)) === 'operations';
  const shopRows = await db
    .select({
      installerId: installers.id,
      shopCode: installers.code,
      name: installers.name,
      city: installers.city,
      state: installers.state,
      role: portalMembers.role,
    })
    .from(portalMembers)
    .innerJoin(installers, eq(installers.id, portalMembers.installerId))
    .where(eq(portalMembers.userId, userId))
    .orderBy(asc(installers.name));
  const shopWidgets =
    shopRows.length === 0
      ? []
      : await db
          .select({ id: apiClients.id, installerId: apiClients.installerId })
          .from(apiClients)
          .where(
            and(
              inArray(
                apiClients.installerId,
                shopRows.map((s) => s.installerId),
              ),
              eq(apiClients.channel, 'widget'),
            ),
          )
          .orderBy(asc(apiClients.id));
  const widgetRows = await db
    .select({ widgetId: apiClients.id, name: apiClients.name, widgetType: apiClients.widgetType, role: portalMembers.role })
    .from(portalMembers)
    .innerJoin(apiClients, eq(apiClients.id, portalMembers.widgetId))
    .where(and(eq(portalMembers.userId, userId), isNotNull(portalMembers.widgetId)))
    .orderBy(asc(apiClients.name));
  return {
    operations,
    shops: shopRows.map(({ installerId, role, ...shop }) => ({
      ...shop,
      role: role as ShopRole,
      widgetIds: shopWidgets.filter((w) => w.installerId === installerId).map((w) => w.id),
    })),
    widgets: widgetRows.map((w) => ({ ...w, widgetType: w.widgetType ?? '', role: w.role as 'brand-manager' | 'affiliate' })),
  };
}

/** GET /v1/portal/shops/{shopCode}: the shop the access was granted to, with its widget ids. */
export async function portalShop(db: Db, access: ShopAccess): Promise<PortalMe['shops'][number]> {
  const [shop] = await db
    .select({ name: installers.name, city: installers.city, state: installers.state })
    .from(installers)
    .where(eq(installers.id, access.installerId));
  const widgets = await db
    .select({ id: apiClients.id })
    .from(apiClients)
    .where(and(eq(apiClients.installerId, access.installerId), eq(apiClients.channel, 'widget')))
    .orderBy(asc(apiClients.id));
  return { shopCode: access.shopCode, ...shop!, role: access.role, widgetIds: widgets.map((w) => w.id) };
}
