/**
 * The shop's day's work in the portal (docs/portal.md "Bookings, orders to fulfil and reports"):
 * bookings and schedule, orders to fulfil, the report. Every call starts with shopAccess naming the
 * roles it allows — the shop's set-up (hours, capacity, closures, radius) its owner only, the
 * day's work owner and staff; operations always — and is never kept by a shared cache.
 */
import {
  addPortalClosureEndpoint,
  addPortalTeamMemberEndpoint,
  deletePortalClosureEndpoint,
  portalAppointmentActionEndpoint,
  portalBookingsEndpoint,
  portalOrdersEndpoint,
  portalOrderStepEndpoint,
  portalReportEndpoint,
  portalTeamEndpoint,
  putPortalScheduleEndpoint,
  removePortalTeamMemberEndpoint,
} from '@tireshop/core';
import type { Context, Hono } from 'hono';
import { shopAccess, type ShopRole } from '../auth/portal-access';
import type { Database } from '../db/client';
import { apiOrigin, registerEndpoint, type ApiEnv, type RegisterOptions } from '../http/endpoint';
import { addClosure, changeAppointment, portalBookings, removeClosure, saveSchedule } from '../services/portal-bookings';
import { listShopOrders, recordShopStep, shopReport } from '../services/portal-orders';
import { addStaff, removeMember, shopTeam } from '../services/portal-team';

const OWNER: readonly ShopRole[] = ['owner'];
const TEAM: readonly ShopRole[] = ['owner', 'staff'];

export function portalWorkRoutes(app: Hono<ApiEnv>, database: Database, options: RegisterOptions, { shopUrl }: { shopUrl?: string } = {}) {
  const { db } = database;
  const personal = (c: Context<ApiEnv>) => c.header('Cache-Control', 'private, no-store');

  registerEndpoint(app, portalBookingsEndpoint, options, async ({ params, query, client }, c) => {
    personal(c);
    return portalBookings(db, await shopAccess(db, client, params.shopCode, TEAM), query, c.var.now);
  });
  registerEndpoint(app, putPortalScheduleEndpoint, options, async ({ params, body, client }, c) => {
    personal(c);
    return saveSchedule(db, await shopAccess(db, client, params.shopCode, OWNER), body, c.var.now);
  });
  registerEndpoint(app, addPortalClosureEndpoint, options, async ({ params, body, client }, c) => {
    personal(c);
    return addClosure(db, await shopAccess(db, client, params.shopCode, OWNER), body, c.var.now);
  });
  registerEndpoint(app, deletePortalClosureEndpoint, options, async ({ params, client }, c) => {
    personal(c);
    return removeClosure(db, await shopAccess(db, client, params.shopCode, OWNER), params.date, c.var.now);
  });
  registerEndpoint(app, portalAppointmentActionEndpoint, options, async ({ params, body, client }, c) => {
    personal(c);
    const access = await shopAccess(db, client, params.shopCode, TEAM);
    return changeAppointment(database, access, params.appointmentId, body, c.var.now, shopUrl ?? apiOrigin(c));
  });
  registerEndpoint(app, portalOrdersEndpoint, options, async ({ params, query, client }, c) => {
    personal(c);
    return listShopOrders(db, await shopAccess(db, client, params.shopCode, TEAM), query.state);
  });
  registerEndpoint(app, portalOrderStepEndpoint, options, async ({ params, body, client }, c) => {
    personal(c);
    return recordShopStep(database, await shopAccess(db, client, params.shopCode, TEAM), params.orderNumber, body.step, c.var.now);
  });
  registerEndpoint(app, portalReportEndpoint, options, async ({ params, query, client }, c) => {
    personal(c);
    return shopReport(db, await shopAccess(db, client, params.shopCode, TEAM), query);
  });
  // The shop's team: staff read it, its owner changes it (docs/portal.md "The shop's team").
  registerEndpoint(app, portalTeamEndpoint, options, async ({ params, client }, c) => {
    personal(c);
    return shopTeam(db, await shopAccess(db, client, params.shopCode, TEAM));
  });
  registerEndpoint(app, addPortalTeamMemberEndpoint, options, async ({ params, body, client }, c) => {
    personal(c);
    return addStaff(database, await shopAccess(db, client, params.shopCode, OWNER), body, c.var.now, shopUrl ?? apiOrigin(c));
  });
  registerEndpoint(app, removePortalTeamMemberEndpoint, options, async ({ params, client }, c) => {
    personal(c);
    return removeMember(database, await shopAccess(db, client, params.shopCode, OWNER), params.memberId);
  });
}
