/**
 * Installers, their shops and schedules, and installation appointments (spec §7 GET /installers,
 * /installers-by-location, /installers/{installerId}/schedule, /api/installers/{id}/services,
 * /checkout/cart-appointment, /checkout/install-location; the /tire-shops pages), and the
 * installer's own view of its bookings. Thin: the contract validates, a service does the work.
 */
import {
  deleteCartAppointmentEndpoint,
  deleteInstallLocationEndpoint,
  getCartAppointmentEndpoint,
  installerAppointmentsEndpoint,
  installerDetailsEndpoint,
  installerScheduleEndpoint,
  installerServicesEndpoint,
  listInstallersByLocationEndpoint,
  listInstallersEndpoint,
  postCartAppointmentEndpoint,
  postInstallLocationEndpoint,
  putCartAppointmentEndpoint,
  putInstallLocationEndpoint,
  tireShopEndpoint,
  tireShopsEndpoint,
  urbanAreaShopsEndpoint,
} from '@tireshop/core';
import type { Hono } from 'hono';
import type { Database } from '../db/client';
import { apiOrigin, registerEndpoint, type ApiEnv, type RegisterOptions } from '../http/endpoint';
import { createCartAppointment, deleteCartAppointment, getCartAppointment, updateCartAppointment } from '../services/appointments';
import { getInstallerDetails, getInstallerServices, getTireShop, listUrbanAreas, listUrbanAreaShops } from '../services/installer-details';
import { listInstallers, listInstallersByLocation } from '../services/installer-lookup';
import { listInstallerAppointments } from '../services/installer-portal';
import { deleteInstallLocation, saveInstallLocation } from '../services/install-location';
import { getInstallerSchedule } from '../services/schedule';

export function installerRoutes(app: Hono<ApiEnv>, database: Database, options: RegisterOptions) {
  const { db } = database;
  // A cartId in a query is read only for the caller's own cart (services/cart-access.ts).
  registerEndpoint(app, listInstallersEndpoint, options, ({ query, client }, c) =>
    listInstallers(db, query, apiOrigin(c), client, c.var.now),
  );
  registerEndpoint(app, listInstallersByLocationEndpoint, options, async ({ query, client }, c) => ({
    installers: await listInstallersByLocation(db, query, apiOrigin(c), client, c.var.now),
  }));
  registerEndpoint(app, installerScheduleEndpoint, options, ({ params, query, client }, c) =>
    getInstallerSchedule(db, params.installerId, query.cartId, client, c.var.now),
  );
  registerEndpoint(app, installerServicesEndpoint, options, ({ params }, c) => getInstallerServices(db, params.installerId, apiOrigin(c)));
  registerEndpoint(app, installerDetailsEndpoint, options, ({ params, query, client }, c) =>
    getInstallerDetails(db, params.installerId, query, apiOrigin(c), client, c.var.now),
  );

  registerEndpoint(app, tireShopsEndpoint, options, () => listUrbanAreas(db));
  registerEndpoint(app, urbanAreaShopsEndpoint, options, ({ params, query }, c) =>
    listUrbanAreaShops(db, params.urbanArea, query, apiOrigin(c), c.var.now),
  );
  registerEndpoint(app, tireShopEndpoint, options, ({ params }, c) => getTireShop(db, params.shopCode, apiOrigin(c), c.var.now));

  registerEndpoint(app, getCartAppointmentEndpoint, options, ({ query, client }, c) =>
    getCartAppointment(db, query.cartId, client, c.var.now),
  );
  registerEndpoint(app, postCartAppointmentEndpoint, options, ({ query, body, client }, c) =>
    createCartAppointment(database, query.cartId, body, client, c.var.now),
  );
  registerEndpoint(app, putCartAppointmentEndpoint, options, ({ query, body, client }, c) =>
    updateCartAppointment(database, query.cartId, body, client, c.var.now),
  );
  registerEndpoint(app, deleteCartAppointmentEndpoint, options, ({ query, client }) =>
    deleteCartAppointment(database, query.cartId, client),
  );

  registerEndpoint(app, putInstallLocationEndpoint, options, ({ query, body, client }) =>
    saveInstallLocation(database, query.cartId, body, client),
  );
  registerEndpoint(app, postInstallLocationEndpoint, options, ({ query, body, client }) =>
    saveInstallLocation(database, query.cartId, body, client),
  );
  registerEndpoint(app, deleteInstallLocationEndpoint, options, ({ query, client }) =>
    deleteInstallLocation(database, query.cartId, client),
  );

  registerEndpoint(app, installerAppointmentsEndpoint, options, ({ query, client }, c) =>
    listInstallerAppointments(db, client, query, c.var.now),
  );
}
