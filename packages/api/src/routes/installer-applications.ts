/**
 * Installer signup and its review by operations (spec storefront §2 /installer-signup; docs/
 * installer-signup.md). Thin handlers: services/installer-applications.ts holds the rules.
 */
import {
  approveInstallerApplicationEndpoint,
  listInstallerApplicationsEndpoint,
  rejectInstallerApplicationEndpoint,
  submitInstallerApplicationEndpoint,
} from '@tireshop/core';
import type { Hono } from 'hono';
import type { Database } from '../db/client';
import { apiOrigin, registerEndpoint, type ApiContext, type ApiEnv, type RegisterOptions } from '../http/endpoint';
import {
  approveApplication,
  listApplications,
  operationsUser,
  rejectApplication,
  submitApplication,
} from '../services/installer-applications';

export interface InstallerApplicationRouteOptions {
  /** The shop's public address, for the widget snippet (config.shopUrl); else the origin the request came to. */
  shopUrl?: string;
  /** Told when an approval allowed a new website, so browsers there may read the API's answers at once (http/cors.ts). */
  onWidgetOriginsChanged?: () => void;
}

export function installerApplicationRoutes(
  app: Hono<ApiEnv>,
  database: Database,
  options: RegisterOptions,
  { shopUrl, onWidgetOriginsChanged }: InstallerApplicationRouteOptions = {},
) {
  const { db } = database;
  /** The operations account of this call; answers about applicants are never kept by a cache. */
  const operator = (client: Parameters<typeof operationsUser>[1], c: ApiContext) => {
    c.header('Cache-Control', 'private, no-store');
    return operationsUser(db, client);
  };

  registerEndpoint(app, submitInstallerApplicationEndpoint, options, ({ body }, c) => submitApplication(database, body, c.var.now));
  registerEndpoint(app, listInstallerApplicationsEndpoint, options, async ({ query, client }, c) => {
    await operator(client, c);
    return listApplications(db, query.status);
  });
  registerEndpoint(app, approveInstallerApplicationEndpoint, options, async ({ params, client }, c) => {
    const approved = await approveApplication(
      database,
      await operator(client, c),
      params.applicationNumber,
      c.var.now,
      shopUrl ?? apiOrigin(c),
    );
    if (approved.allowedOrigins.length > 0) onWidgetOriginsChanged?.();
    return approved;
  });
  registerEndpoint(app, rejectInstallerApplicationEndpoint, options, async ({ params, body, client }, c) =>
    rejectApplication(database, await operator(client, c), params.applicationNumber, body.reason, c.var.now),
  );
}
