/**
 * spec §7 /checkout/install-location: the shop services chosen for the installation, stored on
 * the cart's shipping (spec §3 "stored selected services hold serviceId, serviceName, imageUrl").
 */
import {
  APPOINTMENT_MESSAGES,
  INSTALL_LOCATION_MESSAGES,
  slugify,
  type InstallerService,
  type OutputOf,
  type installLocationInputSchema,
} from '@tireshop/core';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { TokenClaims } from '../auth/tokens';
import { cartShipping, installers } from '../db/schema';
import { badRequest } from '../http/errors';
import type { Tx } from '../db/client';
import { lockOwnCart } from './cart';

type SelectedService = { serviceId: string; serviceName: string; imageUrl: string | null };
type Answer = { installLocation: { installerId: number; isMobileInstall: boolean; installerService: SelectedService[] } };

export { INSTALL_LOCATION_MESSAGES };

/**
 * spec §3 Shop services (installerServiceOfferings: id, name, image): what an installer offers, from
 * the service names it lists. A service's id is the slug of its name, stable as long as the name
 * is; there are no service pictures yet.
 */
export function serviceOfferings(names: readonly string[]): InstallerService[] {
  return names.map((name) => ({ id: slugify(name), name, image: null }));
}

/** The cart's installer shipping (rules §5 "Please select a shop or change shipping option." otherwise) and what the installer offers. */
async function installerShipping(tx: Tx, cartId: string) {
  const [shipping] = await tx
    .select({
      option: cartShipping.shippingOption,
      installerId: cartShipping.installerId,
      isMobileInstall: cartShipping.isMobileInstall,
      services: installers.services,
    })
    .from(cartShipping)
    .leftJoin(installers, eq(installers.id, cartShipping.installerId))
    .where(eq(cartShipping.cartId, cartId));
  if (shipping?.option !== 'INSTALLER' || shipping.installerId === null) throw badRequest(APPOINTMENT_MESSAGES.selectShop);
  return {
    installerId: shipping.installerId,
    isMobileInstall: shipping.isMobileInstall,
    offered: serviceOfferings(shipping.services ?? []),
  };
}

/** Stores the chosen services (replacing the ones stored) under the cart's lock. */
async function storeServices(database: Database, cartId: string, client: TokenClaims, serviceIds: readonly string[]): Promise<Answer> {
  return database.db.transaction(async (tx) => {
    await lockOwnCart(tx, cartId, client);
    const { installerId, isMobileInstall, offered } = await installerShipping(tx, cartId);
    const byId = new Map(offered.map((s) => [s.id, s]));
    const chosen: SelectedService[] = [];
    for (const id of new Set(serviceIds)) {
      const service = byId.get(id);
      if (!service) throw badRequest(INSTALL_LOCATION_MESSAGES.unknownService);
      chosen.push({ serviceId: service.id, serviceName: service.name, imageUrl: service.image });
    }
    await tx.update(cartShipping).set({ installerService: chosen, updatedAt: new Date() }).where(eq(cartShipping.cartId, cartId));
    return { installLocation: { installerId, isMobileInstall, installerService: chosen } };
  });
}

/** PUT and POST: the services chosen, by their ids from GET /v1/installers/{id}/services (a repeated id counts once). */
export async function saveInstallLocation(
  database: Database,
  cartId: string,
  body: OutputOf<typeof installLocationInputSchema>,
  client: TokenClaims,
): Promise<Answer> {
  return storeServices(database, cartId, client, body.serviceIds);
}

/** DELETE: no services chosen. */
export async function deleteInstallLocation(database: Database, cartId: string, client: TokenClaims): Promise<Answer> {
  return storeServices(database, cartId, client, []);
}
